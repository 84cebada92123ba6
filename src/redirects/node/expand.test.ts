/**
 * Expansion of the family rules, the build-time checks (with fixtures) and the
 * generated files.
 */
import { checkExpansion, expandFamily, expandTable, fill, slashVariants, templateMatcher } from './table'
import {
  escapeHtml,
  manifestFile,
  netlifyRedirects,
  nginxMap,
  redirectPageFile,
  redirectPageHtml,
  routeManifest,
  REDIRECT_SCRIPT,
} from './outputs'
import { redirectTable } from '../config'
import { brokenTables, fixturePages, goodTable } from './fixtures'

const pairs = (rows: { from: string; to: string }[]) => rows.map((r) => `${r.from} → ${r.to}`).sort()

describe('templates', () => {
  it.each([
    ['/docs/examples/{Chain}/{page}/', { Chain: 'BSC' }, '/docs/examples/BSC/{page}/'],
    ['{old}', { old: '/docs/evm/' }, '/docs/evm/'],
    ['/a/{x...}/', { x: 'b/c' }, '/a/b/c/'],
  ])('fill(%s, %j) = %s', (template, values, expected) => expect(fill(template, values)).toBe(expected))

  it.each([
    ['/docs/blockchain/BSC/{page}/', '/docs/blockchain/BSC/bsc-nft/', true],
    ['/docs/blockchain/BSC/{page}/', '/docs/blockchain/BSC/a/b/', false],
    ['/docs/blockchain/BSC/{page}/', '/docs/blockchain/BSC/', false],
    ['/docs/x/{rest...}/', '/docs/x/a/b/c/', true],
    ['/docs/x/{rest...}/', '/docs/x/', false],
    ['/docs/cube-examples.md/{p}/', '/docs/cube-examplesXmd/a/', false],
  ])('%s matches %s: %s', (template, page, ok) => expect(templateMatcher(template).regex.test(page)).toBe(ok))
})

describe('family expansion', () => {
  const e = expandTable(goodTable, fixturePages)

  it('expands {Chain}/{page} over the pages of each listed chain, one segment deep', () => {
    expect(pairs(expandFamily(goodTable.families[0], fixturePages).rows)).toEqual([
      '/docs/examples/BSC/bsc-nft/ → /docs/blockchain/BSC/bsc-nft/',
      '/docs/examples/Solana/solana-dextrades/ → /docs/blockchain/Solana/solana-dextrades/',
    ])
  })

  it('expands both old forms of a chain index and keeps the old category case', () => {
    const f = expandFamily(goodTable.families[1], fixturePages)
    expect(pairs(f.rows)).toEqual(['/docs/category/solana/ → /docs/blockchain/Solana/', '/docs/examples/Solana/ → /docs/blockchain/Solana/'])
    expect(pairs(f.waiting)).toEqual(['/docs/category/Tron/ → /docs/blockchain/Tron/', '/docs/examples/Tron/ → /docs/blockchain/Tron/'])
  })

  it('expands {page...} over nested pages', () => {
    expect(pairs(expandFamily(goodTable.families[2], fixturePages).rows)).toEqual([
      '/docs/examples/calls/smartcontract/ → /docs/blockchain/Ethereum/calls/smartcontract/',
      '/docs/examples/transfers/total-supply/ → /docs/blockchain/Ethereum/transfers/total-supply/',
    ])
    expect(pairs(expandFamily(goodTable.families[3], fixturePages).rows)).toEqual([
      '/docs/trading/price-index/cube-examples.md/pair-examples/ → /docs/trading/crypto-price-api/cube-examples.md/pair-examples/',
      '/docs/trading/price-index/introduction/ → /docs/trading/crypto-price-api/introduction/',
    ])
  })

  it('renames pages of a family and waits for the ones that do not exist', () => {
    const f = expandFamily(goodTable.families[4], fixturePages)
    expect(pairs(f.rows)).toEqual(['/docs/usecases/tradingview-advanced-charts/component/ → /docs/usecases/tradingview-subscription-realtime/widget/'])
    expect(pairs(f.waiting)).toEqual(['/docs/usecases/tradingview-advanced-charts/datafeed/ → /docs/usecases/tradingview-subscription-realtime/custom_datafeed/'])
  })

  it('sends every alias to one page', () => {
    expect(expandFamily(goodTable.families[5], fixturePages).rows.map((r) => r.to)).toEqual([
      '/docs/authorisation/how-to-generate/',
      '/docs/authorisation/how-to-generate/',
    ])
  })

  it('configures planned rows once their page exists and strict rows always', () => {
    expect(e.rows.filter((r) => r.origin === 'planned').map((r) => r.from)).toEqual(['/docs/examples/Solana/pump-swap-api/'])
    expect(e.waiting.filter((r) => r.origin === 'planned').map((r) => r.from)).toEqual(['/docs/evm/'])
    expect(e.rows.filter((r) => r.origin === 'row').map((r) => r.from)).toEqual(['/docs/contribution_guidelines/'])
  })

  it('passes every check', () => {
    expect(checkExpansion(e, fixturePages)).toEqual([])
  })

  it('gives a page that appears later its redirects without editing the table', () => {
    const more = new Set([...fixturePages, '/docs/blockchain/Tron/', '/docs/schema/schema-intro/'])
    const later = expandTable(goodTable, more)
    expect(later.rows.length - e.rows.length).toBe(3)
    expect(pairs(later.rows)).toContain('/docs/category/Tron/ → /docs/blockchain/Tron/')
    expect(pairs(later.rows)).toContain('/docs/evm/ → /docs/schema/schema-intro/')
  })
})

describe('build-time checks (fixture tables)', () => {
  it.each(brokenTables.map((b) => [b.name, b.kind, b.table] as const))('rejects %s (%s)', (_name, kind, table) => {
    const problems = checkExpansion(expandTable(table, fixturePages), fixturePages)
    expect(problems.map((p) => p.kind)).toContain(kind)
    for (const p of problems) expect(p.message.length).toBeGreaterThan(20)
  })

  it('names the row and its origin in the message', () => {
    const [problem] = checkExpansion(expandTable(brokenTables[0].table, fixturePages), fixturePages)
    expect(problem.message).toBe('The target of /docs/old/ → /docs/no-such-page/ (single row) is not a page.')
    const [nearMiss] = checkExpansion(expandTable(brokenTables[1].table, fixturePages), fixturePages)
    expect(nearMiss.message).toContain('did you mean /docs/intro/?')
  })
})

describe('the real table', () => {
  it('expands without placeholders or bad shapes even before any target exists', () => {
    const e = expandTable(redirectTable, new Set(['/docs/contribution-guidelines/', '/docs/category/how-to-guides/']))
    expect(e.rows).toHaveLength(2)
    const kinds = checkExpansion(e, new Set(['/docs/contribution-guidelines/', '/docs/category/how-to-guides/'])).map((p) => p.kind)
    expect(kinds).toEqual([])
    expect(e.waiting.length).toBeGreaterThan(40)
  })
})

describe('generated files', () => {
  const row = { from: '/docs/examples/calls/Contract%20_creation/', to: '/docs/blockchain/Ethereum/calls/contract-creation/', origin: 'row' }
  const abs = (p: string) => `https://docs.example${p}`

  it('writes a refresh page with everything a visitor and a crawler need', () => {
    const html = redirectPageHtml(row, abs, 'Docs')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<link rel="canonical" href="https://docs.example/docs/blockchain/Ethereum/calls/contract-creation/">')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/blockchain/Ethereum/calls/contract-creation/">')
    // The target travels in an attribute, so every refresh page has the same script (one hash in the policy).
    expect(html).toContain(`<script data-to="/docs/blockchain/Ethereum/calls/contract-creation/">${REDIRECT_SCRIPT}</script>`)
    expect(html).toMatch(/<a href="\/docs\/blockchain\/Ethereum\/calls\/contract-creation\/">/)
    // The script runs before the refresh can fire.
    expect(html.indexOf('location.replace')).toBeLessThan(html.indexOf('http-equiv'))
  })

  it('escapes hostile text', () => {
    expect(escapeHtml('"><script>')).toBe('&quot;&gt;&lt;script&gt;')
    const hostile = redirectPageHtml({ ...row, to: '/docs/"><script>alert(1)</script>/' }, abs, 'Docs')
    expect(hostile).not.toContain('<script>alert(1)')
    expect(hostile.match(/<script/g)).toHaveLength(1)
  })

  it.each([
    ['/docs/evm/', 'docs/evm/index.html'],
    ['/docs/examples/calls/Contract%20_creation/', 'docs/examples/calls/Contract _creation/index.html'],
  ])('puts the refresh page of %s at %s', (from, file) => expect(redirectPageFile(from)).toBe(file))

  it.each(['/docs/../x/', '/docs/%2e%2e/x/', '/'])('refuses to write outside its folder for %s', (from) => {
    expect(() => redirectPageFile(from)).toThrow()
  })

  it('writes forced 301 rules for both slash forms', () => {
    expect(netlifyRedirects([row], 'h').split('\n').slice(2, 4)).toEqual([
      '/docs/examples/calls/Contract%20_creation/ /docs/blockchain/Ethereum/calls/contract-creation/ 301!',
      '/docs/examples/calls/Contract%20_creation /docs/blockchain/Ethereum/calls/contract-creation/ 301!',
    ])
  })

  it('writes an nginx map keyed by the decoded path', () => {
    const conf = nginxMap([row, { from: '/docs/evm/', to: '/docs/intro/', origin: 'row' }], 'h')
    expect(conf).toContain('map $uri $chainstrata_redirect {')
    expect(conf).toContain('    "/docs/examples/calls/Contract _creation/" "/docs/blockchain/Ethereum/calls/contract-creation/";')
    expect(conf).toContain('    "/docs/evm" "/docs/intro/";')
    expect(conf.trim().endsWith('}')).toBe(true)
  })

  it('names the manifest after its content and leaves the not-found pages out', () => {
    const m = routeManifest(['/docs/intro/', '/404/', '/404.html', '/', '/dev-404-page/'], [row])
    expect(m.pages).toEqual(['/', '/docs/intro/'])
    const a = manifestFile(m)
    expect(a.name).toMatch(/^route-manifest-[0-9a-f]{16}\.json$/)
    expect(manifestFile({ ...m, pages: ['/'] }).name).not.toBe(a.name)
    expect(manifestFile(m).name).toBe(a.name)
  })

  it('registers both slash forms', () => {
    expect(slashVariants('/docs/evm/')).toEqual(['/docs/evm/', '/docs/evm'])
    expect(slashVariants('/')).toEqual(['/'])
  })
})
