/**
 * bench/compare/starlight.mjs (the Starlight side of the comparison): the pure
 * parts that lay our content out for Starlight. Nothing here installs Astro.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { astroConfig, blogPost, categoryPages, CONTENT_CONFIG, docPage, familyRoutes, referencePage, searchIndex, sidebarTopics, sitePackageJson, VERSIONS } from '../compare/starlight.mjs'

function frontMatterOf(content: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(content)
  if (!m) throw new Error(`no front matter in:\n${content.slice(0, 200)}`)
  return parseYaml(m[1]) as Record<string, unknown>
}

const TWIN = ['# Filters', '', 'How to narrow rows with where.', '', 'See [sorting](https://docs.chainstrata.example/docs/graphql/sorting/).', ''].join('\n')

test('exact versions only, and the package is an ES module (Astro needs it)', () => {
  const pkg = JSON.parse(sitePackageJson())
  expect(pkg.type).toBe('module')
  for (const v of Object.values(pkg.dependencies as Record<string, string>)) expect(v).toMatch(/^\d+\.\d+\.\d+$/)
  expect(Object.keys(VERSIONS)).toEqual(expect.arrayContaining(['astro', '@astrojs/starlight', 'starlight-blog', 'starlight-sidebar-topics']))
})

test('a docs page keeps our title and lead, with no slug (Starlight routes by file path), and internal links made relative', () => {
  const page = docPage(TWIN)
  expect(frontMatterOf(page)).toEqual({ title: 'Filters', description: 'How to narrow rows with where.' })
  expect(page).toContain('[sorting](/docs/graphql/sorting/)')
  expect(page).not.toMatch(/^# Filters/m)
  expect(frontMatterOf(referencePage({ title: 'EVM_Block', description: 'One block.', body: 'Body' }))).toEqual({ title: 'EVM_Block', description: 'One block.' })
})

test('the families it has are ours, without the search page (Starlight searches in a dialog)', () => {
  expect(familyRoutes.doc).toBe('/docs/intro/')
  expect(familyRoutes.search).toBeUndefined()
})

test('category indexes list the docs and sub-categories directly in the folder, hidden from the sidebar', () => {
  const categories = [
    { dir: 'graphql', data: { label: 'Building queries', position: 2, link: { type: 'generated-index', slug: '/category/building-queries', description: 'Queries, filters and sorting.' } } },
    { dir: 'graphql/advanced', data: { label: 'Advanced', link: { type: 'generated-index' } } },
    { dir: 'plain', data: { label: 'Plain' } },
  ]
  const docs = [
    { file: 'graphql/filters.md', route: '/docs/graphql/filters/', title: 'Filters', description: 'Narrow rows with `where`.' },
    { file: 'graphql/advanced/joins.md', route: '/docs/graphql/advanced/joins/', title: 'Joins' },
    { file: 'plain/a.md', route: '/docs/plain/a/', title: 'A' },
  ]
  const pages = categoryPages(categories, docs)
  expect(pages.map((p) => p.route)).toEqual(['/docs/category/building-queries/', '/docs/category/advanced/'])
  const top = pages[0]
  expect(top.file).toBe('category/building-queries.md')
  expect(frontMatterOf(top.content)).toEqual({ title: 'Building queries', description: 'Queries, filters and sorting.', sidebar: { hidden: true } })
  expect(top.content).toContain('- [Filters](/docs/graphql/filters/): Narrow rows with \\`where\\`.')
  expect(top.content).toContain('- [Advanced](/docs/category/advanced/)')
  expect(top.content).not.toContain('Joins')
})

test("blog posts carry the plugin's fields: a date, our tags, and its excerpt marker where our truncate marker was", () => {
  const twin = ['# Hello', '', 'Lead.', '', 'First block.', '', 'Second block.', ''].join('\n')
  const post = blogPost({ slug: 'hello', date: '2024-02-12', data: { tags: ['new-data'] }, truncateAfter: 1, twin })
  expect(post.file).toBe('hello.md')
  const fm = frontMatterOf(post.content)
  expect(fm.title).toBe('Hello')
  expect(fm.tags).toEqual(['new-data'])
  expect(String(fm.date)).toMatch(/^2024-02-12/)
  expect(post.content.replace(/^---[\s\S]*?---\n/, '').trim()).toBe('First block.\n\n<!-- excerpt -->\n\nSecond block.')
})

test('two sidebars: the docs by top-level folder in our category order, and the reference on its own', () => {
  const files = ['intro.md', 'start/first-query.md', 'graphql/filters.md', 'graphql-reference/intro.md', 'graphql-reference/objects/evm-block.md', 'category/x.md']
  const topics = sidebarTopics(files, [
    { dir: 'graphql', data: { label: 'Building queries', position: 2 } },
    { dir: 'start', data: { label: 'Getting started', position: 1 } },
  ])
  expect(topics.map((t) => t.id)).toEqual(['docs', 'reference'])
  expect(topics[0].items).toEqual([
    { label: 'Getting started', collapsed: true, autogenerate: { directory: 'docs/start' } },
    { label: 'Building queries', collapsed: true, autogenerate: { directory: 'docs/graphql' } },
    'docs/intro',
  ])
  expect(JSON.stringify(topics[1].items)).toContain('docs/graphql-reference')
  const config = astroConfig({ topics })
  expect(config).toContain("trailingSlash: 'always'")
  expect(config).toContain('starlightSidebarTopics([')
  expect(config).toContain('starlightBlog(')
  expect(CONTENT_CONFIG).toContain('blogSchema(context)')
})

test("Pagefind's files on disk: what a first query needs before its chunks, and the total", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-pagefind-'))
  try {
    mkdirSync(path.join(dir, 'pagefind/index'), { recursive: true })
    mkdirSync(path.join(dir, 'pagefind/fragment'), { recursive: true })
    writeFileSync(path.join(dir, 'pagefind/pagefind.js'), 'x'.repeat(100))
    writeFileSync(path.join(dir, 'pagefind/pagefind-entry.json'), '{}')
    writeFileSync(path.join(dir, 'pagefind/wasm.en.pagefind'), 'w'.repeat(50))
    writeFileSync(path.join(dir, 'pagefind/pagefind.en_1a2b.pf_meta'), 'm')
    writeFileSync(path.join(dir, 'pagefind/index/en_1.pf_index'), 'i')
    writeFileSync(path.join(dir, 'pagefind/fragment/en_1.pf_fragment'), 'f')
    const s = searchIndex(dir)
    expect(s.firstSearchFiles.sort()).toEqual(['pagefind-entry.json', 'pagefind.en_1a2b.pf_meta', 'pagefind.js', 'wasm.en.pagefind'])
    expect(s.indexChunks).toBe(1)
    expect(s.fragments).toBe(1)
    expect(s.files).toBe(6)
    expect(s.allRaw).toBe(100 + 2 + 50 + 1 + 1 + 1)
    expect(() => searchIndex(path.join(dir, 'none'))).toThrow(/no pagefind/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
