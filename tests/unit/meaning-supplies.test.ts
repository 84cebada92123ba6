/**
 * One token supply across pages (issue 37, mc-supply): every Trading row that
 * shows a supply or a valuation keeps its own arithmetic (MarketCap =
 * CirculatingSupply × price, FullyDilutedValuationUsd = max or total supply ×
 * price) and agrees with content/data/prices.ts `supply`, and so does every
 * market cap or circulating supply the prose states for a tabled token
 * (tests/lib/truth/supplies.ts says what is read). A fence set in another
 * period opts out as for prices: `prices="historical: …"`. The fixtures below
 * are one-page samples; each expectation of a finding fails when the check is
 * switched off.
 */
import { prices } from '../../content/data/prices'
import { checkPageSupplies, checkProseSupplies, checkSupplies, getAliasesOf, proseSupplies } from '../lib/truth/supplies'
import { tokenBook } from '../lib/truth/tokenBook'
import { contentPages } from '../lib/truth/pages'
import { fences } from './contentFiles'

/**
 * The fixtures run against a table pinned here (LINK at 628.78 M circulating, as the table held when they were
 * written), so a change of the real table's values does not move them; the real pages are checked against the real table.
 */
const table = { ...prices, LINK: { ...prices.LINK, usd: 18, supply: { circulating: 628_780_000, total: 1_000_000_000, max: 1_000_000_000 } } }
const pageOf = (source: string) => ({ file: 'fixture.mdx', source, fences: fences(source) })
const QUERY = ['```graphql', 'query { Trading { Tokens(limit: {count: 1}) { Token { Symbol } Price { Ohlc { Close } } Supply { CirculatingSupply TotalSupply MaxSupply MarketCap FullyDilutedValuationUsd } } } }', '```'].join('\n')
/** A page of one Trading query and one sample row. */
const rowPage = (row: unknown, meta = 'title="Response (illustrative)"', prose = '') => pageOf(['## Market data', '', QUERY, '', prose, '', `\`\`\`json ${meta}`, JSON.stringify({ data: { Trading: { Tokens: [row] } } }, null, 2), '```', ''].join('\n'))
const link = (supply: Record<string, number>, close = 18.42) => ({ Token: { Symbol: 'LINK' }, Price: { Ohlc: { Close: close } }, Supply: supply })
const right = { CirculatingSupply: 628_780_000, TotalSupply: 1e9, MaxSupply: 1e9, MarketCap: 628_780_000 * 18.42, FullyDilutedValuationUsd: 18.42e9 }

describe('one token supply across pages (content/data/prices.ts supply)', () => {
  it('every Trading row and prose market cap of the content agrees with the table', () => {
    const contracts = tokenBook()
    const problems = contentPages().flatMap((page) => checkSupplies(page, prices, contracts).map((p) => `${page.file}:${p.line}: ${p.message}`))
    expect(problems).toEqual([])
  })
  it('reads the real pages that show supply (the check is not idle)', () => {
    const pages = contentPages().filter((p) => /crypto-market-data-api|crypto-dashboard|crypto-price-api\/currency\.mdx|token-supply-cube/.test(p.file))
    expect(pages.length).toBe(4)
    // Off by a tenth, each of these pages' rows is a finding: the check reads them.
    const scaled = { ...prices, LINK: { ...prices.LINK, supply: { ...prices.LINK.supply, circulating: 700e6, total: 1.1e9 } }, BTC: { ...prices.BTC, supply: { ...prices.BTC.supply, circulating: 18e6 } }, JUP: { ...prices.JUP, supply: { ...prices.JUP.supply, total: 6e9 } } }
    for (const p of pages) expect([p.file, checkPageSupplies(p, scaled, tokenBook()).length > 0]).toEqual([p.file, true])
  })
  it('passes a row whose valuation follows from its supply and the table', () => {
    expect(checkSupplies(rowPage(link(right)), table)).toEqual([])
  })
  it("finds a MarketCap that is not the row's own CirculatingSupply × Close", () => {
    const found = checkPageSupplies(rowPage(link({ ...right, MarketCap: 13_078_000_000 })), table)
    // The shown CirculatingSupply is the table's: only the row's own arithmetic is wrong.
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(/MarketCap 13\.078 B USD is not CirculatingSupply × price: 628\.78 M × LINK at 18\.42 USD \(Close\) = 11\.582 B USD/)])
    expect(found[0].line).toBeGreaterThan(8)
  })
  it('finds an FDV off max supply × price, and a circulating supply above the total', () => {
    const found = checkPageSupplies(rowPage(link({ ...right, FullyDilutedValuationUsd: 20e9 })), table)
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(/FullyDilutedValuationUsd 20 B USD is not MaxSupply × price/)])
    const over = checkPageSupplies(rowPage(link({ CirculatingSupply: 1.2e9, TotalSupply: 1e9 })), { ...table, LINK: { ...table.LINK, supply: undefined } })
    expect(over.map((f) => f.message)).toEqual([expect.stringMatching(/CirculatingSupply 1\.2 B exceeds its TotalSupply 1 B/)])
  })
  it("finds a row whose supply disagrees with the table (the 710 M LINK the fresh reader saw), shown or implied by MarketCap / Close", () => {
    const implied = checkPageSupplies(rowPage({ Token: { Symbol: 'LINK' }, Price: { Ohlc: { Close: 18.02 } }, Supply: { MarketCap: 12_794_200_000 } }), table)
    expect(implied.map((f) => f.message)).toEqual([expect.stringMatching(/LINK MarketCap \/ price = 12\.794 B \/ 18\.02 \(Close\) = 710 M in circulation; the docs' illustrative week has LINK at 628\.78 M circulating/)])
    const shown = checkPageSupplies(rowPage(link({ CirculatingSupply: 710e6, MarketCap: 710e6 * 18.42, TotalSupply: 1.2e9 })), table)
    expect(shown.map((f) => f.message)).toEqual([expect.stringMatching(/LINK CirculatingSupply 710 M/), expect.stringMatching(/LINK TotalSupply 1\.2 B; .* 1 B total/)])
  })
  it('names the token of a Currencies row by its asset id, and of a flattened row by the metric aliases', () => {
    const q = 'query { Trading { Currencies(where: { Currency: { Id: { is: "bid:bitcoin" } } }) { Price { Ohlc { Close } } Supply { MarketCap } } } }'
    const src = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ Price: { Ohlc: { Close: 97410.9 } }, Supply: { MarketCap: 1750000000000.0 } }), '```', ''].join('\n')
    expect(checkPageSupplies(pageOf(src), table).map((f) => f.message)).toEqual([expect.stringMatching(/BTC MarketCap \/ price = .* = 17\.965 M in circulation; .* BTC at 20\.12 M circulating/)])
    const flat = 'query { Trading { Tokens(where: { Token: { Symbol: { is: "LINK" } } }) { Token { Symbol } now: maximum(of: Block_Time, get: Price_Ohlc_Close) mc: maximum(of: Block_Time, get: Supply_MarketCap) } } }'
    expect(getAliasesOf(flat).get('mc')).toEqual({ field: 'Supply_MarketCap', pick: 'maximum Block_Time' })
    const src2 = ['```graphql', flat, '```', '', '```json title="Response (illustrative)"', JSON.stringify([{ Token: { Symbol: 'LINK' }, now: '18.42', mc: '13078200000' }]), '```', ''].join('\n')
    expect(checkPageSupplies(pageOf(src2), table).map((f) => f.message)).toEqual([expect.stringMatching(/LINK MarketCap \/ price = 13\.078 B \/ 18\.42 \(now \(Price_Ohlc_Close\)\) = 710 M/)])
  })
  it('finds a Solana mint supply off the table for a token minted whole on Solana', () => {
    const q = 'query { Solana { TokenSupplyUpdates(limit: {count: 1}) { TokenSupplyUpdate { Currency { Symbol } PostBalance } } } }'
    const src = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ TokenSupplyUpdates: [{ TokenSupplyUpdate: { Currency: { Symbol: 'JUP' }, PostBalance: '9999212345.12' } }] }), '```', ''].join('\n')
    expect(checkPageSupplies(pageOf(src), table).map((f) => f.message)).toEqual([expect.stringMatching(/JUP mint supply .* 9\.9992 B; .* JUP at 6\.9992 B total/)])
  })
  it('exempts a fence set in another period (prices="historical: …")', () => {
    expect(checkSupplies(rowPage(link({ MarketCap: 4e9 }, 5.9), 'title="Response (2021)" prices="historical: the 2021 top"'), table)).toEqual([])
    expect(checkSupplies(rowPage(link({ MarketCap: 4e9 }, 5.9)), table).length).toBe(1)
  })
  it('finds a market cap and a circulating supply in the prose off the table, and passes the right ones', () => {
    const prose = (text: string) => checkProseSupplies(pageOf(['# A page', '', text, ''].join('\n')), table)
    expect(prose("LINK's market cap of 13.1 billion USD puts it in the top twenty.").map((f) => f.message)).toEqual([expect.stringMatching(/the prose gives LINK a market cap of 13\.1 B USD .* 628\.78 M LINK circulating × 18 USD = 11\.318 B USD/)])
    expect(prose('About 710 million LINK are in circulation.').map((f) => f.message)).toEqual([expect.stringMatching(/circulating supply of 710 M/)])
    expect(prose('A $13.1B market cap for LINK.')).toHaveLength(1)
    expect(prose("LINK's circulating supply of 628.78 million and its market cap of $11.6B agree with the table.")).toEqual([])
    expect(prose('At 70 % progress and SOL at 227.60 dollars, a market cap of 120.05 SOL (about 27,322 dollars).')).toEqual([])
    expect(prose('Tokens above 1 million USD market cap, live; a link to the market cap page.')).toEqual([])
    const read = proseSupplies(pageOf('# P\n\nThe market cap of BTC is about $1.96 trillion; 20.12 million BTC in circulation.\n'), table)
    expect(read.map((r) => [r.token, r.kind, r.value])).toEqual([['BTC', 'market cap', 1.96e12], ['BTC', 'circulating supply', 20.12e6]])
  })
  it('exempts prose the price check exempts (an MDX comment before the paragraph)', () => {
    const src = ['# A page', '', '{/* prices="historical: the 2021 top" */}', "LINK's market cap of 20 billion USD.", ''].join('\n')
    expect(checkProseSupplies(pageOf(src), table)).toEqual([])
    expect(checkProseSupplies(pageOf(src.replace(/\{\/\*.*\*\/\}\n/, '')), table)).toHaveLength(1)
  })
})
