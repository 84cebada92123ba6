/**
 * bench/compare (the Docusaurus 3 side-by-side recipe): the pure parts, and the
 * reference pages it lays out from the site's own model (reference.ts).
 * Nothing here installs or runs Docusaurus.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import {
  VERSIONS,
  VARIANTS,
  DEFAULT_WORK_DIR,
  blocksBeforeTruncate,
  blogPost,
  categoryFiles,
  countBrokenLinkWarnings,
  docFiles,
  docPage,
  layoutDocs,
  parseTwin,
  postDir,
  prepare,
  referenceFiles,
  relativiseSiteLinks,
  searchIndex,
  siteConfig,
  sitePackageJson,
  splitBlocks,
} from '../compare/docusaurus.mjs'
import { bestPeer, compareMarkdown, compareTable, computeRatios, measureRows, ratio, type Side } from '../compare/report.mjs'
import { referencePagesFromSdl, referencePagesOf } from '../compare/reference'
import { withIndexLine } from '../../src/ai-readers/lib/aiTwin'
import { site } from '../../src/config/site'

/** Front matter of a generated file, parsed back. */
function frontMatterOf(content: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(content)
  if (!m) throw new Error(`no front matter in:\n${content.slice(0, 200)}`)
  return parseYaml(m[1]) as Record<string, unknown>
}
const bodyOf = (content: string) => content.replace(/^---\n[\s\S]*?\n---\n/, '').trim()

const TWIN = [
  '# Filters and `where`',
  '',
  'How to narrow rows with where, the operators per type and how conditions combine.',
  '',
  'Every cube takes a `where` argument. See [sorting](https://docs.chainstrata.example/docs/graphql/sorting/#limits) and [the blog](https://docs.chainstrata.example/blog/).',
  '',
  '```graphql title="Blank lines inside"',
  'query A {',
  '',
  '  EVM { Blocks { Time } }',
  '}',
  '```',
  '',
  '[ref]: https://docs.chainstrata.example/docs/intro/',
  '',
  'External links stay: [GraphQL](https://graphql.org/learn/).',
  '',
  '## Schema types used on this page',
  '',
  'The SDL of each type the examples above use.',
  '',
  '### EVM_Block',
  '',
  '```graphql',
  'type EVM_Block { Time: String }',
  '```',
  '',
].join('\n')

describe('Markdown twins', () => {
  it('splits blocks on blank lines but keeps a fenced block whole', () => {
    const blocks = splitBlocks('a\nb\n\n```\nx\n\ny\n```\n\n\nc')
    expect(blocks).toEqual(['a\nb', '```\nx\n\ny\n```', 'c'])
  })

  it('reads title and description, and drops the AI-only schema section', () => {
    const t = parseTwin(TWIN)
    expect(t.title).toBe('Filters and `where`')
    expect(t.lead).toBe('How to narrow rows with where, the operators per type and how conditions combine.')
    expect(t.body.startsWith('Every cube takes')).toBe(true)
    expect(t.body).not.toContain('Schema types used on this page')
    expect(t.body).not.toContain('type EVM_Block')
    expect(t.body).toContain('query A {\n\n  EVM')
    expect(t.body.trim().endsWith('[GraphQL](https://graphql.org/learn/).')).toBe(true)
  })

  it('drops the line that points AI readers to llms.txt, as the build writes it', () => {
    expect(parseTwin(withIndexLine(TWIN, site))).toEqual(parseTwin(TWIN))
  })

  it('has no description when the first block is not a paragraph', () => {
    const t = parseTwin('# Only code\n\n```js\nx()\n```\n')
    expect(t.lead).toBeNull()
    expect(t.body).toBe('```js\nx()\n```')
  })

  it('rejects text that is not a twin', () => {
    expect(() => parseTwin('no heading here')).toThrow(/# title/)
  })

  it('makes links to our own site root-relative again, and only those', () => {
    const out = relativiseSiteLinks('[a](https://docs.chainstrata.example/docs/x/) [b](https://example.org/docs/) <https://docs.chainstrata.example/docs/y/>\n[c]: https://docs.chainstrata.example/blog/')
    expect(out).toBe('[a](/docs/x/) [b](https://example.org/docs/) <https://docs.chainstrata.example/docs/y/>\n[c]: /blog/')
  })
})

describe('docs layout', () => {
  it('puts a route with routes below it in <dir>/index.md, others in <path>.md', () => {
    const files = docFiles(['/docs/intro/', '/docs/graphql/metrics/', '/docs/graphql/metrics/count/', '/docs/graphql/filters/', '/docs/API-Blog/Post/'])
    expect(Object.fromEntries(files)).toEqual({
      '/docs/intro/': 'intro.md',
      '/docs/graphql/metrics/': 'graphql/metrics/index.md',
      '/docs/graphql/metrics/count/': 'graphql/metrics/count.md',
      '/docs/graphql/filters/': 'graphql/filters.md',
      '/docs/API-Blog/Post/': 'API-Blog/Post.md',
    })
  })

  it('refuses routes outside /docs/', () => {
    expect(() => docFiles(['/blog/x/'])).toThrow(/not a docs route/)
  })

  it('writes front matter with our title, our route as slug and the description', () => {
    const content = docPage('/docs/graphql/filters/', TWIN)
    expect(frontMatterOf(content)).toEqual({
      title: 'Filters and `where`',
      slug: '/graphql/filters',
      description: 'How to narrow rows with where, the operators per type and how conditions combine.',
    })
    const body = bodyOf(content)
    // The description is meta only on our pages, so it is not repeated in the body.
    expect(body.startsWith('Every cube takes a `where` argument.')).toBe(true)
    expect(body).toContain('[sorting](/docs/graphql/sorting/#limits)')
    expect(body).toContain('[the blog](/blog/)')
    expect(body).toContain('[ref]: /docs/intro/')
    expect(body).not.toContain('Schema types used')
  })

  it('lays out every twin once', () => {
    const out = layoutDocs([
      { route: '/docs/start/', text: '# Start\n\nLead.\n\nBody.\n' },
      { route: '/docs/start/first-query/', text: '# First query\n\nLead two.\n\nBody two.\n' },
    ])
    expect(out.map((f) => f.file)).toEqual(['start/index.md', 'start/first-query.md'])
    expect(frontMatterOf(out[1].content).slug).toBe('/start/first-query')
  })

  it('gives our categories to the folders that exist, with our generated-index route', () => {
    const out = categoryFiles(
      [
        { dir: 'graphql', data: { label: 'Building queries', position: 6, description: 'Grammar.', link: { type: 'generated-index', slug: 'building-queries' } } },
        { dir: 'graphql/metrics', data: { label: 'Metrics', link: { type: 'doc', id: 'graphql/metrics/index' } } },
        { dir: 'usecases/bots', data: { label: 'Bots', link: { type: 'generated-index' } } },
        { dir: 'start', data: { label: 'Getting Started', link: { type: 'generated-index' } } },
      ],
      ['graphql/filters.md', 'graphql/metrics/index.md', 'start/index.md', 'usecases-bots.md'],
    )
    expect(out.map((c) => c.file)).toEqual(['graphql/_category_.json', 'graphql/metrics/_category_.json', 'start/_category_.json'])
    expect(JSON.parse(out[0].content)).toEqual({ label: 'Building queries', position: 6, link: { type: 'generated-index', slug: '/category/building-queries', description: 'Grammar.' } })
    // A doc-linked category keeps Docusaurus' own rule (the folder's index.md).
    expect(JSON.parse(out[1].content)).toEqual({ label: 'Metrics' })
    // No slug: the label in kebab case, as our site does.
    expect(JSON.parse(out[2].content).link.slug).toBe('/category/getting-started')
  })
})

describe('blog posts', () => {
  it('reads the date and slug of a post folder', () => {
    expect(postDir('2024-02-12-documentation-started')).toEqual({ date: '2024-02-12', slug: 'documentation-started' })
    expect(postDir('authors.yaml')).toBeNull()
  })

  it('counts the blocks before the truncate marker', () => {
    expect(blocksBeforeTruncate('\nFirst paragraph.\n\n{/* truncate */}\n\n## More\n')).toBe(1)
    expect(blocksBeforeTruncate('One.\n\nTwo.\n\n<!-- truncate -->\n\nThree.')).toBe(2)
    expect(blocksBeforeTruncate('No marker.')).toBeNull()
  })

  it('writes title, date, description and tags, no authors, and the truncate marker at the same place', () => {
    const twin = '# Solana DEX trades\n\nTrades of every Solana DEX in one cube.\n\nToday we add Solana.\n\n## What is new\n\nMore text.\n'
    const post = blogPost({ slug: 'solana-dex', date: '2025-01-21', data: { title: 'Solana DEX trades', description: 'Trades of every Solana DEX in one cube.', authors: ['api-team'], tags: ['solana', 'dex'] }, truncateAfter: 1 }, twin)
    expect(post.file).toBe('solana-dex.md')
    const fm = frontMatterOf(post.content)
    expect(fm).toEqual({ title: 'Solana DEX trades', date: '2025-01-21', slug: 'solana-dex', description: 'Trades of every Solana DEX in one cube.', tags: ['solana', 'dex'] })
    expect(bodyOf(post.content)).toBe('Today we add Solana.\n\n<!-- truncate -->\n\n## What is new\n\nMore text.')
  })
})

const SDL = [
  {
    file: 'evm.graphql',
    text: `
"""Cost of a field."""
directive @cost(weight: Int = 1) on FIELD_DEFINITION

type Query {
  """EVM chains."""
  EVM(network: Network = eth): EVM
}
"""Networks."""
enum Network {
  """Ethereum."""
  eth
  bsc
}
scalar DateTime
scalar EVMAddress
type EVM {
  """Token transfers | with a pipe."""
  Transfers(limit: Int, since: DateTime): [EVM_Transfer!]
}
type EVM_Transfer implements Row {
  Time: DateTime
  Sender: EVMAddress
  Amount: String @deprecated(reason: "Use AmountDecimal")
}
interface Row { Time: DateTime }
input OLAP_Filter { eq: String = "x" }
union AnyRow = EVM_Transfer
`,
  },
  { file: 'solana.graphql', text: `extend type Query { Solana(filter: OLAP_Filter): Solana }\ntype Solana { Slot: Int }` },
]

const referencePages = (sdl: { file: string; text: string }[]) => referenceFiles(referencePagesFromSdl(sdl))

describe('reference pages', () => {
  const pages = referencePages(SDL)
  const byRoute = new Map(pages.map((p) => [p.route, p]))

  it('makes one page per root field, named type and documented directive, at our routes', () => {
    expect(pages.map((p) => p.route).sort()).toEqual(
      [
        '/docs/graphql-reference/queries/evm/',
        '/docs/graphql-reference/solana/queries/solana/',
        '/docs/graphql-reference/objects/evm/',
        '/docs/graphql-reference/objects/evm-transfer/',
        '/docs/graphql-reference/solana/objects/solana/',
        '/docs/graphql-reference/interfaces/row/',
        '/docs/graphql-reference/inputs/olap-filter/',
        '/docs/graphql-reference/enums/network/',
        '/docs/graphql-reference/unions/any-row/',
        '/docs/graphql-reference/scalars/date-time/',
        '/docs/graphql-reference/scalars/evmaddress/',
        '/docs/graphql-reference/scalars/int/',
        '/docs/graphql-reference/scalars/string/',
        '/docs/graphql-reference/scalars/boolean/',
        '/docs/graphql-reference/directives/cost/',
        '/docs/graphql-reference/directives/skip/',
        '/docs/graphql-reference/directives/include/',
        '/docs/graphql-reference/directives/deprecated/',
      ].sort(),
    )
    expect(byRoute.get('/docs/graphql-reference/objects/evm-transfer/')!.file).toBe('graphql-reference/objects/evm-transfer.md')
  })

  it('writes the front matter, the signature and a linked fields table with arguments', () => {
    const page = byRoute.get('/docs/graphql-reference/objects/evm/')!.content
    expect(frontMatterOf(page)).toEqual({ title: 'EVM', slug: '/graphql-reference/objects/evm' })
    expect(page).toContain('_Object, EVM_')
    expect(page).toContain('```graphql\ntype EVM {\n  Transfers(limit: Int, since: DateTime): [EVM_Transfer!]\n}\n```')
    expect(page).toContain('| Field | Type | Description and arguments |')
    expect(page).toContain(
      '| `Transfers` | [`[EVM_Transfer!]`](/docs/graphql-reference/objects/evm-transfer/) | Token transfers \\| with a pipe. Arguments: `limit`: [`Int`](/docs/graphql-reference/scalars/int/), `since`: [`DateTime`](/docs/graphql-reference/scalars/date-time/) |',
    )
    expect(page).toContain('## Referenced by\n\n- [`EVM`](/docs/graphql-reference/queries/evm/)')
  })

  it('writes arguments with defaults for root fields and directives', () => {
    const q = byRoute.get('/docs/graphql-reference/queries/evm/')!.content
    expect(frontMatterOf(q)).toEqual({ title: 'EVM', slug: '/graphql-reference/queries/evm', description: 'EVM chains.' })
    expect(q).toContain('Returns [`EVM`](/docs/graphql-reference/objects/evm/).')
    expect(q).toContain('| `network` | [`Network`](/docs/graphql-reference/enums/network/) | `eth` |  |')
    const d = byRoute.get('/docs/graphql-reference/directives/cost/')!.content
    expect(frontMatterOf(d).title).toBe('@cost')
    expect(d).toContain('directive @cost(weight: Int = 1) on FIELD_DEFINITION')
    expect(d).toContain('| `weight` | [`Int`](/docs/graphql-reference/scalars/int/) | `1` |  |')
    expect(d).toContain('## Locations\n\n- `FIELD_DEFINITION`')
  })

  it('writes enum values, input fields, union members, interfaces and deprecations', () => {
    expect(byRoute.get('/docs/graphql-reference/enums/network/')!.content).toContain('| `eth` | Ethereum. |')
    expect(byRoute.get('/docs/graphql-reference/inputs/olap-filter/')!.content).toContain('| `eq` | [`String`](/docs/graphql-reference/scalars/string/) | `"x"` |  |')
    expect(byRoute.get('/docs/graphql-reference/unions/any-row/')!.content).toContain('## Members\n\n- [`EVM_Transfer`](/docs/graphql-reference/objects/evm-transfer/)')
    const transfer = byRoute.get('/docs/graphql-reference/objects/evm-transfer/')!.content
    expect(transfer).toContain('Implements [`Row`](/docs/graphql-reference/interfaces/row/).')
    expect(transfer).toContain('Deprecated: Use AmountDecimal')
    expect(byRoute.get('/docs/graphql-reference/solana/objects/solana/')!.content).toContain('_Object, Solana_')
    // The root a type belongs to: EVM by its name, else shared (the EVM file declares the shared types too).
    expect(byRoute.get('/docs/graphql-reference/scalars/evmaddress/')!.content).toContain('_Scalar, EVM_')
    expect(byRoute.get('/docs/graphql-reference/scalars/date-time/')!.content).toContain('_Scalar, shared by all roots_')
  })

  it('fails on two entries with one route', () => {
    expect(() => referencePages([{ file: 'evm.graphql', text: 'type Query { a: A_B }\ntype A_B { x: Int }\ntype AB_ { x: Int }' }])).not.toThrow()
    expect(() => referencePages([{ file: 'evm.graphql', text: 'type Query { a: AB }\ntype AB { x: Int }\ntype Ab { x: Int }' }])).toThrow(/share the route \/docs\/graphql-reference\/objects\/ab\/: AB and Ab/)
  })

  it('lays out every page of the real schema, one file per route', () => {
    const files = referenceFiles(referencePagesOf())
    expect(files.length).toBeGreaterThan(1000)
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length)
    expect(files.find((f) => f.route === '/docs/graphql-reference/queries/evm/')!.content).toMatch(/^---\ntitle: EVM\nslug: \/graphql-reference\/queries\/evm\n/)
  })
})

describe('build output and search index', () => {
  it('counts broken links and unresolved Markdown links', () => {
    const out = [
      '[WARNING] Docusaurus found broken links!',
      '- Broken link on source page path = /docs/a/:',
      '   -> linking to /docs/missing/',
      '   -> linking to /docs/gone/',
      '- Broken link on source page path = /docs/b/:',
      '   -> linking to /docs/missing/',
      '[WARNING] Markdown link with URL `./x.md` in source file "docs/a.md" (3:1) couldn\'t be resolved.',
      '[INFO] Done',
    ].join('\n')
    expect(countBrokenLinkWarnings(out)).toBe(4)
    expect(countBrokenLinkWarnings('[SUCCESS] Generated static files in "build".')).toBe(0)
  })

  it('measures the plugin index files and picks the one a first search loads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-compare-test-'))
    try {
      writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify({ a: 'x'.repeat(5000) }))
      writeFileSync(path.join(dir, 'search-index-docs-graphql-reference.json'), JSON.stringify({ b: 'y'.repeat(3000) }))
      writeFileSync(path.join(dir, 'other.json'), '{}')
      const s = searchIndex(dir, '/docs/graphql-reference/objects/x/')
      expect(s.files.map((f) => f.file)).toEqual(['search-index-docs-graphql-reference.json', 'search-index.json'])
      expect(s.firstSearchFiles).toEqual(['search-index-docs-graphql-reference.json'])
      expect(searchIndex(dir, '/docs/intro/').firstSearchFiles).toEqual(['search-index.json'])
      expect(s.allRaw).toBe(s.files[0].raw + s.files[1].raw)
      expect(s.firstSearchGzip).toBeLessThan(s.firstSearchRaw)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('says so when the build has no search index', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-compare-test-'))
    try {
      expect(() => searchIndex(dir)).toThrow(/no search-index/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('prepare', () => {
  it('asks for a build, before installing anything, when public/ has no twins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-compare-test-'))
    try {
      mkdirSync(path.join(dir, 'public'))
      writeFileSync(path.join(dir, 'public/index.html'), '<h1>home</h1>')
      const workDir = path.join(dir, 'work')
      expect(() => prepare({ root: dir, workDir, log: () => {} })).toThrow(/run npm run build first/)
      expect(existsSync(workDir)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('site files', () => {
  it('pins exact versions only', () => {
    const pkg = JSON.parse(sitePackageJson()) as { dependencies: Record<string, string> }
    expect(pkg.dependencies).toEqual(VERSIONS)
    for (const v of Object.values(pkg.dependencies)) expect(v).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('Docusaurus Faster: the same versions plus @docusaurus/faster at the core\'s version, switched on with the v4 future flags, in its own folder', () => {
    const pkg = JSON.parse(sitePackageJson(VARIANTS.faster.versions)) as { dependencies: Record<string, string> }
    expect(pkg.dependencies).toEqual({ ...VERSIONS, '@docusaurus/faster': VERSIONS['@docusaurus/core'] })
    expect(siteConfig({ future: VARIANTS.faster.future })).toMatch(/"future": \{\s*"v4": true,\s*"faster": true\s*\}/)
    expect(siteConfig()).not.toContain('"future"')
    expect(VARIANTS.faster.workDir).not.toBe(VARIANTS.default.workDir)
    expect(VARIANTS.default.workDir).toBe(DEFAULT_WORK_DIR)
  })

  it('configures CommonMark detection, warnings instead of failures, and the search theme', () => {
    const config = siteConfig()
    expect(config).toContain('"format": "detect"')
    expect(config).toContain('"onBrokenLinks": "warn"')
    expect(config).toContain('"onBrokenAnchors": "ignore"')
    expect(config).toContain('"onBrokenMarkdownLinks": "warn"')
    expect(config).toMatch(/"hashed": true,\s*"indexDocs": true,\s*"indexBlog": true/)
    expect(config).toContain('"docsRouteBasePath": "/docs"')
    expect(config).toContain('"trailingSlash": true')
  })
})

describe('ratios', () => {
  const lh = (performance: number, lcpMs: number, tbtMs: number, scriptTransferBytes: number) => ({
    performance: { median: performance },
    lcpMs: { median: lcpMs },
    tbtMs: { median: tbtMs },
    scriptTransferBytes: { median: scriptTransferBytes },
  })
  const ours: Side = {
    build: { seconds: 60, peakRssBytes: 2 * 2 ** 30, pages: 2000 },
    weight: { doc: { firstLoadJsGzip: 100_000 }, home: { firstLoadJsGzip: 100_000 } },
    lighthouse: { doc: lh(99, 1500, 0, 110_000) },
    search: { firstSearchGzip: 200_000, allGzip: 400_000, withTextGzip: 1_000_000 },
  }
  const theirs: Side = {
    build: { seconds: 378, peakRssBytes: 3 * 2 ** 30, pages: 2100 },
    weight: { doc: { firstLoadJsGzip: 300_000 }, search: { firstLoadJsGzip: 1 } },
    lighthouse: { doc: lh(80, 3000, 450, 330_000) },
    search: { firstSearchGzip: 4_700_000, allGzip: 4_700_000 },
  }

  it('is theirs / ours, two decimals, null without a base', () => {
    expect(ratio(378, 60)).toBe(6.3)
    expect(ratio(1, 3)).toBe(0.33)
    expect(ratio(5, 0)).toBeNull()
    expect(ratio(null, 5)).toBeNull()
    expect(ratio(5, undefined)).toBeNull()
  })

  it('compares every measure, for the families both sites have', () => {
    const r = computeRatios(ours, theirs)
    expect(r.buildSeconds).toBe(6.3)
    expect(r.peakRss).toBe(1.5)
    expect(r.secondsPerPage).toBe(6)
    expect(r.firstLoadJs).toEqual({ doc: 3 })
    expect(r.searchFirstGzip).toBe(23.5)
    expect(r.searchAllGzip).toBe(11.75)
    expect(r.searchAllWithTextGzip).toBe(4.7)
    expect(r.lighthouse.doc).toEqual({ lcpMs: 2, tbtMs: null, scriptTransferBytes: 3, performanceDelta: -19 })
  })

  it('prints one table: every site, the best peer of each line and how we stand against it', () => {
    const faster: Side = { ...theirs, build: { seconds: 120, peakRssBytes: 2 ** 30, pages: 2100 } }
    const lines = compareTable({
      ours,
      peers: [
        { label: 'Docusaurus 3', side: theirs },
        { label: 'Docusaurus Faster', side: faster },
      ],
    })
    const text = lines.join('\n')
    expect(lines[0]).toMatch(/ours \(Gatsby\)\s+Docusaurus 3\s+Docusaurus Faster\s+best peer\s+best \/ ours/)
    // Faster is the best peer on time and memory: 120 s against our 60 s is 2×, a win; 1 GiB against 2 GiB a loss.
    expect(text).toMatch(/cold build\s+60\.0 s\s+378\.0 s\s+120\.0 s\s+Docusaurus Faster\s+2\.00×\s+win/)
    expect(text).toMatch(/peak RSS of the build\s+2,048 MiB\s+3,072 MiB\s+1,024 MiB\s+Docusaurus Faster\s+0\.50×\s+LOSE/)
    expect(text).toMatch(/first-load JS, doc\s+97\.7 KB\s+293\.0 KB\s+293\.0 KB\s+Docusaurus 3\s+3\.00×\s+win/)
    // A score: the difference, not a ratio.
    expect(text).toMatch(/Lighthouse perf, doc\s+99\s+80\s+80\s+Docusaurus 3\s+\+19\s+win/)
    // A family no peer has is a line with ours only and no verdict.
    expect(text).toMatch(/first-load JS, home\s+97\.7 KB\s+—\s+—\s*$/m)
  })

  it('finds the best peer per line, lower or higher being better, and skips peers without the measure', () => {
    const rows = measureRows(
      { ...ours, search: { ...ours.search, probe: { first: { bytes: 300, firstResultMs: 1000 }, five: { bytes: 400 }, afterLoad: { bytes: 30 } }, relevance: { top1Rate: 0.9, top3Rate: 0.99 } } },
      [theirs, { ...theirs, search: { ...theirs.search, probe: { first: { bytes: 150, firstResultMs: 1500 }, five: { bytes: 500 }, afterLoad: { bytes: 20 } }, relevance: { top1Rate: 0.7, top3Rate: 0.8 } } }],
    )
    const row = (m: string) => rows.find((r) => r.measure === m)!
    expect(bestPeer(row('search: first query downloads'), ['A', 'B'])).toEqual({ best: 'B', versus: '0.50×', verdict: 'lose' })
    expect(bestPeer(row('search: five queries download'), ['A', 'B'])).toEqual({ best: 'B', versus: '1.25×', verdict: 'win' })
    expect(bestPeer(row('search relevance: top 1'), ['A', 'B'])).toEqual({ best: 'B', versus: '+20.0 pt', verdict: 'win' })
    expect(row('pages (index.html)').better).toBeNull()
    expect(bestPeer(row('pages (index.html)'), ['A', 'B']).verdict).toBe('')
  })

  it('writes the same table as Markdown for BENCHMARKS.md', () => {
    const md = compareMarkdown({ ours, peers: [{ label: 'Docusaurus 3', side: theirs }] })
    const lines = md.split('\n')
    expect(lines[0]).toBe('| Measure | Ours | Docusaurus 3 | Best peer | Best / ours | |')
    expect(lines[1]).toBe('| --- | ---: | ---: | --- | ---: | --- |')
    expect(md).toContain('| cold build | 60.0 s | 378.0 s | Docusaurus 3 | 6.30× | win |')
    expect(md).toContain('| peak RSS of the build | 2,048 MiB | 3,072 MiB | Docusaurus 3 | 1.50× | win |')
    expect(lines.every((l) => l.split('|').length === lines[0].split('|').length)).toBe(true)
  })
})
