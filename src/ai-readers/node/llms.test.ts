import { fromMarkdown } from 'mdast-util-from-markdown'
import { buildAiFiles } from './build'
import { docSections, llmsTxt } from './llms'
import { twinIndexLine } from '../lib/aiTwin'
import { buildSidebar } from '../../lib/sidebar'
import { site } from '../../config/site'

// A small site: two categories, a top-level page, an unlisted doc, a draft and a published post, an MDX page.
// Twins are made from what the compiler stored on each node (twinBody); no source file is read.
const doc = (docId: string, title: string, extra: Record<string, unknown> = {}) => {
  const sourcePath = `content/docs/${docId}.mdx`
  return {
    id: docId,
    internal: { type: 'Doc', contentDigest: docId },
    docId,
    path: `/docs/${docId}/`,
    title,
    description: `About ${title}.`,
    sourcePath,
    keywords: [],
    unlisted: false,
    sidebarLabel: null,
    sidebarPosition: null,
    categoryDir: docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '',
    tagKeys: [],
    body: '',
    toc: [],
    codeBlocks: [],
    links: [],
    wordCount: 1,
    searchSections: [],
    twinBody: `Body of ${title}.\n\n**More**\n\nHidden.`,
    ...extra,
  }
}
const nodes: Record<string, unknown[]> = {
  Doc: [
    doc('intro', 'Introduction', { sidebarPosition: 1 }),
    doc('start/first-query', 'First query', { sidebarPosition: 1 }),
    doc('start/tokens', 'Tokens', { sidebarPosition: 2 }),
    doc('cubes/transfers', 'Transfers [cube]'),
    doc('hidden', 'Hidden page', { unlisted: true }),
  ],
  Category: [
    { id: 'c1', internal: { type: 'Category', contentDigest: '1' }, dir: 'start', label: 'Getting started', position: 2, collapsed: false, description: null, linkType: 'none', slug: null, linkDocId: null },
    { id: 'c2', internal: { type: 'Category', contentDigest: '2' }, dir: 'cubes', label: 'Cubes', position: 3, collapsed: true, description: null, linkType: 'none', slug: null, linkDocId: null },
  ],
  BlogPost: [
    { ...doc('../blog/post', 'A post'), internal: { type: 'BlogPost', contentDigest: 'p' }, path: '/blog/post/', date: '2025-01-02', draft: false },
    { ...doc('../blog/draft', 'A draft'), internal: { type: 'BlogPost', contentDigest: 'd' }, path: '/blog/draft/', date: '2025-02-02', draft: true },
  ],
  MdxPage: [{ ...doc('../pages/conventions', 'Conventions'), internal: { type: 'MdxPage', contentDigest: 'm' }, path: '/markdown-page/' }],
}
const getNodesByType = (type: string) => nodes[type] ?? []

describe('llms.txt', () => {
  let files: Map<string, string>
  beforeAll(async () => {
    files = (await buildAiFiles(getNodesByType)).files
  }, 60_000) // loads the platform schema (2.5 MB of SDL): slow on a loaded machine

  it('follows the llms.txt format: title, summary, one section per top-level category in sidebar order', () => {
    const txt = files.get('/llms.txt') as string
    const lines = txt.split('\n')
    expect(lines[0]).toBe(`# ${site.title}`)
    expect(lines[2]).toMatch(/^> \S/)
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## Docs', '## Getting started', '## Cubes', '## GraphQL reference', '## API changelog', '## Blog', '## Optional'])
    // The changelog (generated from graphql-schema/history/): its index and each release, newest first, with their twins.
    expect(txt).toContain(`- [API changelog](${site.url}/docs/changelog/index.md): Every release of the`)
    expect(txt.indexOf('/docs/changelog/2026-08-20/index.md')).toBeLessThan(txt.indexOf('/docs/changelog/2023-10-23/index.md'))
    expect(files.get('/docs/changelog/2026-08-20/index.md')).toMatch(/^> Part of .*llms\.txt\.\n\n# USD values/)
    expect(txt).toContain(`- [First query](${site.url}/docs/start/first-query/index.md): About First query.`)
    expect(txt).toContain(`- [Transfers \\[cube\\]](${site.url}/docs/cubes/transfers/index.md)`)
    expect(txt).toContain(`(${site.url}/graphql-schema/evm.graphql)`)
    // The MCP server is named; the page about it is linked only where it is a listed doc (not in this fixture).
    expect(txt).toContain(`through the docs' MCP server at ${site.url}/mcp (Streamable HTTP, no sign-in).`)
  })

  it('lists every listed doc exactly once and no unlisted or draft page', () => {
    const txt = files.get('/llms.txt') as string
    for (const p of ['/docs/intro/', '/docs/start/first-query/', '/docs/start/tokens/', '/docs/cubes/transfers/', '/blog/post/', '/markdown-page/']) {
      expect(txt.split(`${site.url}${p}index.md`).length - 1).toBe(1)
    }
    expect(txt).not.toContain('/docs/hidden/')
    expect(txt).not.toContain('/blog/draft/')
  })

  it('every link of llms.txt to this site is a twin that is written', () => {
    const txt = files.get('/llms.txt') as string
    const links = [...txt.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]).filter((u) => u.startsWith(site.url))
    expect(links.length).toBeGreaterThan(6)
    for (const u of links) {
      const p = u.slice(site.url.length)
      if (p.startsWith('/graphql-schema/') || p === '/llms-full.txt') continue
      expect(files.has(p)).toBe(true)
    }
  })

  it('no twin for unlisted docs and drafts; twins parse as CommonMark', () => {
    expect(files.has('/docs/hidden/index.md')).toBe(false)
    expect(files.has('/blog/draft/index.md')).toBe(false)
    const twin = files.get('/docs/start/first-query/index.md') as string
    expect(twin.startsWith(`${twinIndexLine(site.title, site.url)}\n\n# First query\n\nAbout First query.\n`)).toBe(true)
    expect(fromMarkdown(twin).children.some((n) => n.type === 'html')).toBe(false)
  })

  it('llms-full.txt holds the listed docs in sidebar order', () => {
    const full = files.get('/llms-full.txt') as string
    const order = ['# Introduction', '# First query', '# Tokens', '# Transfers \\[cube]'].map((h) => full.indexOf(`\n${h}\n`))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(full).not.toContain('Hidden page')
    expect(full).not.toContain('# A post')
  })

  it('a doc outside the sidebar still appears once, in a last section', () => {
    const sidebar = buildSidebar([{ docId: 'a', path: '/docs/a/', title: 'A' }], [])
    const sections = docSections(sidebar, [
      { path: '/docs/a/', title: 'A', description: '' },
      { path: '/docs/z/', title: 'Z', description: '' },
    ])
    expect(sections.map((s) => [s.title, s.docs.map((d) => d.path)])).toEqual([
      ['Docs', ['/docs/a/']],
      ['More docs', ['/docs/z/']],
    ])
    const txt = llmsTxt({ siteTitle: 'S', siteUrl: 'https://s', summary: 'x', sidebar, docs: [], blog: [], pages: [], reference: { intro: null, sdlFiles: [] } })
    expect(txt.startsWith('# S\n\n> x\n')).toBe(true)
  })
})

describe('build cache of the twins', () => {
  it('builds a twin again only when its page changed, and gives the same files from the cache', async () => {
    const map = new Map<string, unknown>()
    const cache = { get: async (k: string) => map.get(k), set: async (k: string, v: unknown) => map.set(k, v) }
    const first = { hits: 0, misses: 0 }
    const built = await buildAiFiles(getNodesByType, { cache, stats: first })
    expect(first.hits).toBe(0)
    expect(first.misses).toBeGreaterThan(3)
    const again = { hits: 0, misses: 0 }
    const cached = await buildAiFiles(getNodesByType, { cache, stats: again })
    expect(again).toEqual({ hits: first.misses, misses: 0 })
    expect([...cached.files]).toEqual([...built.files])
    // One page's title changes: only its twin is built again.
    const docs = nodes.Doc as { title: string }[]
    const title = docs[1].title
    docs[1].title = 'First query, renamed'
    const edited = { hits: 0, misses: 0 }
    try {
      await buildAiFiles(getNodesByType, { cache, stats: edited })
    } finally {
      docs[1].title = title
    }
    expect(edited).toEqual({ hits: first.misses - 1, misses: 1 })
  }, 60_000)
})
