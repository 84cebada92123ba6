/** The docs provider parses a source again only when it changed (Gatsby's cache between builds). */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { docsProvider, type ProviderArgs } from './providers'

const root = mkdtempSync(path.join(tmpdir(), 'cs-search-cache-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), text)
}

const doc = (id: string, title: string) => ({
  id,
  internal: { type: 'Doc', contentDigest: id },
  docId: id,
  title,
  description: `About ${title}.`,
  path: `/docs/${id}/`,
  sourcePath: `content/docs/${id}.mdx`,
  keywords: [],
  toc: [{ id: 'usage', depth: 2 }],
  unlisted: false,
})

describe('docsProvider with a build cache', () => {
  it('reuses the sections of unchanged sources and parses an edited one again', async () => {
    write('content/docs/a.mdx', '# A\n\n## Usage\n\nTransfers of a token.\n')
    write('content/docs/b.mdx', '# B\n\n## Usage\n\nBalances of a wallet.\n')
    const nodes: Record<string, unknown[]> = { Doc: [doc('a', 'A'), doc('b', 'B')], Category: [], MdxPage: [] }
    const map = new Map<string, unknown>()
    const args = (): ProviderArgs => ({
      getNodesByType: (t) => nodes[t] ?? [],
      reporter: { warn: () => {} },
      root,
      versionTag: 'docs-default-current',
      cache: { get: async (k) => map.get(k), set: async (k, v) => map.set(k, v) },
      stats: { hits: 0, misses: 0 },
    })
    const first = args()
    const pages = await docsProvider.collect(first)
    expect(first.stats).toEqual({ hits: 0, misses: 2 })
    const second = args()
    expect(await docsProvider.collect(second)).toEqual(pages)
    expect(second.stats).toEqual({ hits: 2, misses: 0 })
    write('content/docs/b.mdx', '# B\n\n## Usage\n\nBalances of a wallet, edited.\n')
    const third = args()
    const edited = await docsProvider.collect(third)
    expect(third.stats).toEqual({ hits: 1, misses: 1 })
    expect(JSON.stringify(edited)).toContain('edited')
  })
})
