/**
 * Content check of the blog posts in content/blog: each one is a real
 * changelog post (description, at least 250 words of prose, a GraphQL example
 * that validates, links to docs pages that exist) by declared authors with
 * declared tags.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter, normaliseFrontMatter } from '../../lib/frontmatter'
import { parsePostDir } from '../lib/blog'
import { withTrailingSlash } from '../../lib/paths'
import { compileDoc } from '../../mdx/node/compile'
import { resolveLink } from '../../site/node/links'
import { loadSchema } from '../../node/schema/load'
import { validateExample, optOutReason } from '../../node/schema/validateExample'
import { authorsFromYaml, idList, tagsFromYaml } from './declarations'

const root = path.resolve(__dirname, '../../..')
const blogDir = path.join(root, 'content/blog')
const MIN_WORDS = 250
const SPEC_SLUGS = [
  'added-arguments-events-array-filters',
  'added-array-intersect',
  'added-conditional-metric',
  'added-dex-trades-by-tokens-intervals',
  'added-token-holders-api-other-changes',
  'arguments-calls-events',
  'documentation-started',
  'schema-changes',
  'solana-dex',
  'usd-price',
]

const authors = new Set(authorsFromYaml(parseYaml(readFileSync(path.join(blogDir, 'authors.yaml'), 'utf8'))).map((a) => a.authorId))
const tags = new Set(tagsFromYaml(parseYaml(readFileSync(path.join(blogDir, 'tags.yaml'), 'utf8'))).map((t) => t.key))
const posts = readdirSync(blogDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => {
    const dir = parsePostDir(d.name)
    if ('error' in dir) throw new Error(dir.error)
    return { ...dir, file: path.join('content/blog', d.name, 'index.mdx') }
  })
/** The routes the site serves: the spec's and the further pages written from the optional list. */
const routes = new Set(
  ['inventory/routes.tsv', 'inventory/optional-routes.tsv'].flatMap((f) =>
    readFileSync(path.resolve(root, f), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[0].toLowerCase()),
  ),
)
// The API changelog is generated from the schema's dated history (src/reference/node/changelogPages.ts): its index
// and one page per release directory of graphql-schema/history/.
routes.add('/docs/changelog/')
for (const d of readdirSync(path.join(root, 'graphql-schema/history'), { withFileTypes: true })) if (d.isDirectory()) routes.add(`/docs/changelog/${d.name}/`)
const schema = loadSchema()

describe('blog posts', () => {
  it('has twelve posts: the ten of spec 2.4 and two more, across at least two years', () => {
    const slugs = posts.map((p) => p.slug)
    expect(slugs).toHaveLength(12)
    expect(new Set(slugs).size).toBe(12)
    for (const s of SPEC_SLUGS) expect(slugs).toContain(s)
    expect(new Set(posts.map((p) => p.date.slice(0, 4))).size).toBeGreaterThanOrEqual(2)
  })
  it('declares the six tags of spec 2.4', () => {
    expect([...tags].sort()).toEqual(['arguments', 'chainstrata', 'metrics', 'new-api', 'new-capability', 'new-data'])
  })
  for (const post of posts) {
    it(`${post.file}`, async () => {
      const problems: string[] = []
      const { data, body, lineOffset } = splitFrontMatter(readFileSync(path.join(root, post.file), 'utf8'))
      const fm = normaliseFrontMatter(data)
      if (!fm.description) problems.push('no description')
      for (const id of idList(data.authors, 'authors')) if (!authors.has(id)) problems.push(`undeclared author ${id}`)
      for (const key of idList(data.tags, 'tags')) if (!tags.has(key)) problems.push(`undeclared tag ${key}`)
      if (!/^\{\/\*\s*truncate\s*\*\/\}$/m.test(body)) problems.push('no {/* truncate */} marker')
      const compiled = await compileDoc(body, { file: post.file, format: 'mdx', lineOffset })
      if (compiled.wordCount < MIN_WORDS) problems.push(`thin post: ${compiled.wordCount} words of prose (at least ${MIN_WORDS})`)
      const examples = compiled.codeBlocks.filter((b) => b.lang === 'graphql' && optOutReason(b.meta) === null)
      if (!examples.some((b) => validateExample(schema, b.value).ok)) problems.push('no GraphQL example that validates')
      const docLinks = compiled.links.map((l) => resolveLink(l, `/blog/${post.slug}/`)).filter((r) => r && r.pathname.startsWith('/docs/'))
      if (docLinks.length === 0) problems.push('no link to the docs')
      for (const r of docLinks) if (!routes.has(withTrailingSlash(r!.pathname).toLowerCase())) problems.push(`link to a page that is not in the route table: ${r!.pathname}`)
      if ((body.match(/illustrative|made up|invented/gi) ?? []).length === 0 && /response/i.test(body) && /"\w+":/.test(body)) {
        problems.push('an example response must say it is illustrative')
      }
      expect(problems).toEqual([])
    })
  }
})
