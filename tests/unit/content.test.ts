/**
 * Content check of the doc pages (issue 6 and on): every page of the listed
 * route families that exists has a description, at least MIN_WORDS words of
 * prose (code excluded), links that resolve, and (for pages about querying)
 * at least one GraphQL example that validates. Missing pages of a family are
 * reported as skipped, by name, until they are written.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { docRoute, withTrailingSlash } from '../../src/lib/paths'
import { compileDoc } from '../../src/node/mdx/compile'
import { resolveLink } from '../../src/node/links/check'
import { loadSchema } from '../../src/node/schema/load'
import { validateExample, optOutReason } from '../../src/node/schema/validateExample'
import { contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'content/docs')
const MIN_WORDS = 350

/** Route families under the content check, and whether their pages must carry a validated example. */
const FAMILIES: { prefix: string; exact?: boolean; querying: boolean | ((route: string) => boolean) }[] = [
  { prefix: '/docs/api-comparison/', exact: true, querying: false },
  { prefix: '/docs/contribution-guidelines/', exact: true, querying: false },
  { prefix: '/docs/start/', querying: (r) => /\/(first-query|starter-queries|starter-subscriptions|getting-updates|mempool)\/$/.test(r) },
  { prefix: '/docs/authorisation/', querying: false },
  { prefix: '/docs/ide/', querying: (r) => /\/(query|variables|code)\/$/.test(r) },
  { prefix: '/docs/graphql/', querying: true },
  { prefix: '/docs/schema/', querying: true },
  { prefix: '/docs/evm/', querying: true },
  { prefix: '/docs/cubes/', querying: (r) => !/\/solana\/$/i.test(r) },
  { prefix: '/docs/glossary/', querying: false },
]

const family = (route: string) =>
  FAMILIES.find((f) => (f.exact ? route.toLowerCase() === f.prefix.toLowerCase() : route.toLowerCase().startsWith(f.prefix.toLowerCase())))

const specRoutes = readFileSync(path.resolve(root, '../shared/spec/routes.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'))
  .filter(([, , kind]) => kind === 'doc')
  .map(([route]) => route)

type Page = { file: string; route: string; aliases: string[]; source: string }
const pages: Page[] = contentFiles(docsDir).map((file) => {
  const source = readFileSync(file, 'utf8')
  const fm = normaliseFrontMatter(splitFrontMatter(source).data)
  return { file: path.relative(root, file), route: docRoute(path.relative(docsDir, file), fm.slug), aliases: fm.aliases, source }
})
// A page answers for its own route and for its aliases (one file, two routes).
const byRoute = new Map(pages.flatMap((p) => [p.route, ...p.aliases].map((r) => [r.toLowerCase(), p] as const)))
// Category index pages (/docs/category/{slug}/) are valid link targets too (content brief).
const categoryRoutes = readFileSync(path.resolve(root, '../shared/spec/routes.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => l.split('\t'))
  .filter(([, , kind]) => kind === 'category')
  .map(([route]) => route)
const knownRoutes = new Set([...specRoutes, ...categoryRoutes, ...byRoute.keys()].map((r) => withTrailingSlash(r).toLowerCase()))
const schema = loadSchema()

describe('content check', () => {
  const checked = specRoutes.filter((r) => family(r))
  it('covers the families of the route table', () => {
    expect(checked.length).toBeGreaterThan(90)
  })
  for (const route of checked) {
    const page = byRoute.get(route.toLowerCase())
    if (!page) {
      it.skip(`${route} (not written yet)`, () => {})
      continue
    }
    it(`${route} (${page.file})`, async () => {
      const problems: string[] = []
      const { data, body, lineOffset } = splitFrontMatter(page.source)
      const fm = normaliseFrontMatter(data)
      if (!fm.description) problems.push('no description in front matter')
      const compiled = await compileDoc(body, { file: page.file, format: page.file.endsWith('.md') ? 'md' : 'mdx', lineOffset })
      if (compiled.wordCount < MIN_WORDS) problems.push(`thin page: ${compiled.wordCount} words of prose (at least ${MIN_WORDS})`)
      for (const link of compiled.links) {
        const resolved = resolveLink(link, page.route)
        if (!resolved || !resolved.pathname.startsWith('/docs/')) continue
        if (resolved.pathname.startsWith('/docs/graphql-reference/')) continue
        if (!knownRoutes.has(withTrailingSlash(resolved.pathname).toLowerCase())) problems.push(`broken link ${link}`)
      }
      const f = family(route)!
      const querying = typeof f.querying === 'function' ? f.querying(route) : f.querying
      const examples = compiled.codeBlocks.filter((b) => (b.lang === 'graphql' || b.lang === 'gql') && optOutReason(b.meta) === null)
      const valid = examples.filter((b) => validateExample(schema, b.value).ok)
      if (querying && valid.length === 0) problems.push('a page about querying needs at least one validated GraphQL example')
      if (problems.length) console.warn(`${page.file}:\n  ${problems.join('\n  ')}`)
      expect(problems).toEqual([])
    })
  }
})
