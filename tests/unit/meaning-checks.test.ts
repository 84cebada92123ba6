/**
 * The meaning checks of issue 37 fire on deliberately broken pages
 * (tests/fixtures/meaning/broken-*.mdx) and pass their corrected twins
 * (fixed-*.mdx); the sample checks fire on broken samples built here. Each
 * expectation of a finding fails when its check is switched off.
 */
import { readFileSync } from 'node:fs'
import { parseValue } from 'graphql'
import path from 'node:path'
import { loadSchema } from '../../src/node/schema/load'
import type { Release } from '../../src/reference/node/changelog'
import { chains, illustrativePeriod } from '../../content/data/chains'
import { allContracts } from '../../content/data/contracts'
import { fences } from './contentFiles'
import { checkPageSamples, elidedIdentifier, elidedIdentifiersIn, toSmallestUnit, type SampleContext } from '../lib/truth/samples'
import { checkArchiveOpenEnded, checkQueryWindows, delayHours, toleratesArchiveLag, windowHours } from '../lib/truth/windows'
import { BOOK_MARKETS, checkOrderIds, queryFacts, sideOfOrderId } from '../lib/truth/orderIds'
import { latestTimeAfter, queryBefore, sectionProse, variablesAfter, type Page } from '../lib/truth/pages'
import { literalDecimals, sampleDecimals } from '../lib/truth/decimals'
import { checkNewClaim } from '../lib/truth/history'
import { checkSuccessFilters } from '../lib/truth/success'
import { checkPagePrices, impliedTokens, metricsOf, quotesIn, valueOffsets } from '../lib/truth/prices'
import { tokenBook } from '../lib/truth/tokenBook'
import { illustrativeBaseFee, prices } from '../../content/data/prices'
import { checkOwnerOnlyCode, checkSolanaWalletFilters, embeddedOperations } from '../lib/truth/solWallet'
import { checkTimeOnlyOrder, orderKeys } from '../lib/truth/order'
import { checkClientTimers } from '../lib/truth/clients'
import { checkPythonFloors, pythonFloor } from '../lib/truth/pythonFloors'
import { checkSolanaMethodSiblings } from '../lib/truth/solMethods'
import { checkGroupKeys, dimensionsOf, promiseOf } from '../lib/truth/groupKeys'
import { checkProsePrices, prosePrices } from '../lib/truth/prosePrices'
import { checkMetricOrder, statGroups } from '../lib/truth/metricOrder'
import { checkBlockPairs, type LocatedPair } from '../lib/truth/blockPairs'
import { base58Decode, isOnEd25519Curve } from '../lib/truth/base58'

const dir = path.join(__dirname, '../fixtures/meaning')
const page = (name: string): Page => {
  const source = readFileSync(path.join(dir, name), 'utf8')
  return { file: name, source, fences: fences(source) }
}
const schema = loadSchema()
const sampleCtx: SampleContext = { schema, chains, protocolNames: new Set(), period: illustrativePeriod }
/** The sample check's problems for a page of one query and one sample response titled as illustrative. */
const sampleProblems = (query: string, response: unknown): string[] => {
  const src = ['```graphql', query, '```', '', '```json title="Response (illustrative)"', JSON.stringify(response), '```', ''].join('\n')
  return checkPageSamples(src, fences(src), sampleCtx)[0].problems
}

describe('time windows against the dataset', () => {
  const windowsOf = (p: Page) => p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkQueryWindows(f.value, f.line, variablesAfter(p, f), 8, latestTimeAfter(p, f)))
  it('finds a relative window, a window from the Variables block and a whole day past the realtime window', () => {
    const found = windowsOf(page('broken-window.mdx'))
    expect(found.map((f) => f.line)).toEqual([12, 28, 49])
    expect(found[0].message).toMatch(/asks for 24 hours, but the realtime dataset keeps 8 hours/)
    expect(found[1].message).toMatch(/15\.5 hours before the latest time the page's sample shows/)
    expect(found[2].message).toMatch(/whole day/)
  })
  it('passes the corrected page: combined for a day, a window within the realtime one, the Trading root', () => {
    expect(windowsOf(page('fixed-window.mdx'))).toEqual([])
  })
  it('reads the window from the platform table', () => {
    expect(windowHours('8 hours')).toBe(8)
    expect(windowHours('90 minutes')).toBe(1.5)
    expect(() => windowHours('a while')).toThrow(/not "<n> hours"/)
  })
  it('measures an absolute start and end, and leaves a start without a sample time undecided', () => {
    const q = (where: string) => `query { EVM(dataset: realtime) { Transfers(where: { Block: { Time: ${where} } }) { count } } }`
    expect(checkQueryWindows(q('{ since: "2026-11-24T00:00:00Z", till: "2026-11-24T12:00:00Z" }'), 1, {}, 8)[0].message).toMatch(/spanning 12 hours/)
    expect(checkQueryWindows(q('{ since: "2026-11-24T00:00:00Z", till: "2026-11-24T06:00:00Z" }'), 1, {}, 8)).toEqual([])
    expect(checkQueryWindows(q('{ since: "2026-11-24T00:00:00Z" }'), 1, {}, 8)).toEqual([])
    expect(checkQueryWindows(q('{ since_relative: { days_ago: 7 } }'), 1, {}, 8)[0].message).toMatch(/7 days/)
  })
})

describe('samples carry every selected field inside the envelope', () => {
  const ctx: SampleContext = { schema, chains, protocolNames: new Set(), period: illustrativePeriod }
  const query = 'query { EVM(network: eth) { Transfers(limit: {count: 1}) { Block { Time Number } Transaction { Hash } Transfer { Amount } } } }'
  const row = { Block: { Time: '2026-11-24T00:00:00Z', Number: String(chains.ethereum.clock.height) }, Transaction: { Hash: `0x${'ab'.repeat(32)}` }, Transfer: { Amount: '1.5' } }
  const check = (sample: unknown, title = 'Response (illustrative)', between = '') => {
    const src = ['## Example', '', '```graphql', query, '```', '', between, '', `\`\`\`json title="${title}"`, JSON.stringify(sample), '```', ''].join('\n')
    return checkPageSamples(src, fences(src), ctx)[0].problems
  }
  it('accepts a whole response and a part that says it shows rows', () => {
    expect(check({ data: { EVM: { Transfers: [row] } } })).toEqual([])
    expect(check(row, 'One row (illustrative)')).toEqual([])
    expect(check([row], 'Response (illustrative)', 'The rows of the answer:')).toEqual([])
  })
  it('finds a field the query selects but the sample leaves out, at any level it shows', () => {
    const { Transaction: _omitted, ...partial } = row
    expect(check({ data: { EVM: { Transfers: [partial] } } }).join()).toMatch(/selects Transaction here, but the sample leaves it out/)
    expect(check({ data: { EVM: { Transfers: [{ ...row, Block: { Time: row.Block.Time } }] } } }).join()).toMatch(/Block: the query selects Number here/)
  })
  it('finds rows presented as a response without the envelope', () => {
    expect(check([row]).join()).toMatch(/not a whole response/)
  })
  it('does not require the fields of a union member or of an @include field', () => {
    const q = 'query ($full: Boolean!) { EVM(network: eth) { Events(limit: {count: 1}) { Arguments { Name Value { ... on EVM_ABI_Integer_Value_Arg { integer } ... on EVM_ABI_Address_Value_Arg { address } } } Block { Time @include(if: $full) } } } }'
    const src = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { Events: [{ Arguments: [{ Name: 'to', Value: { address: `0x${'12'.repeat(20)}` } }], Block: {} }] } } }), '```', ''].join('\n')
    expect(checkPageSamples(src, fences(src), ctx)[0].problems).toEqual([])
  })
})

describe('a Solana signer can sign (sample bj)', () => {
  const query = 'query { Solana(network: solana) { DEXTrades(limit: {count: 1}) { Transaction { Signer } } } }'
  const check = (signer: string) => sampleProblems(query, { data: { Solana: { DEXTrades: [{ Transaction: { Signer: signer } }] } } }).join('\n')
  it('finds a signer off the ed25519 curve, which no private key can sign for', () => {
    expect(check('2pQdFg9BGg6W94NwnvxJcy18bgHCGN9Yz7stRpaiq6Kw')).toMatch(/off the ed25519 curve/)
  })
  it('passes a signer on the curve', () => {
    expect(check('Cxg4oRvipKKLKctFYsAAihAQDsuBp6em1XipxPQFaLWc')).toBe('')
  })
  it('agrees with @solana/web3.js PublicKey.isOnCurve: wallets on, program-derived addresses off', () => {
    // on: a Keypair's public key and a wallet; off: associated token accounts (PDAs of the ATA program)
    for (const k of ['86xCnPeV69n6t3DnyGvkKobf9FdN2H9oiVDdaMpo2MMY', 'GGWZp4YfmC5UxHJW97V86oDTrqY1E7EAh7fC6rtcZkWK']) expect(isOnEd25519Curve(base58Decode(k)!)).toBe(true)
    for (const k of ['796MLASDvxi2YWYpuhZPHkeBiRtUX48B6UNuHXv63RSc', '6jwn1uN92SaSrTS6XXU6WiYW79oYsWhqbh1mzyJMwE6j']) expect(isOnEd25519Curve(base58Decode(k)!)).toBe(false)
    expect(isOnEd25519Curve(new Uint8Array(31))).toBe(false)
  })
})

describe('an aliased Ethereum block time sits on a slot (sample bu)', () => {
  const query = 'query { EVM(network: eth) { DEXTradeByTokens(limit: {count: 1}) { Block { lastTrade: Time(maximum: Block_Time) bucket: Time(interval: {count: 10, in: seconds}) } first: minimum(of: Block_Time) } } }'
  const check = (row: Record<string, unknown>) => sampleProblems(query, { data: { EVM: { DEXTradeByTokens: [row] } } }).filter((p) => /Ethereum block/.test(p))
  it('finds an aliased block time and an aliased minimum of Block_Time off the 12-second grid', () => {
    const found = check({ Block: { lastTrade: '2026-11-25T02:47:10Z', bucket: '2026-11-25T02:47:10Z' }, first: '2026-11-25T01:00:05Z' })
    expect(found).toEqual([expect.stringMatching(/^EVM\.DEXTradeByTokens\[0\]\.first: 2026-11-25T01:00:05Z is not the time of an Ethereum block/), expect.stringMatching(/^EVM\.DEXTradeByTokens\[0\]\.Block\.lastTrade: 2026-11-25T02:47:10Z is not the time of an Ethereum block/)])
  })
  it('passes times on the grid and leaves an interval start alone', () => {
    expect(check({ Block: { lastTrade: '2026-11-25T02:47:11Z', bucket: '2026-11-25T02:47:10Z' }, first: '2026-11-25T01:00:11Z' })).toEqual([])
  })
})

describe('EVM fees are gas used × a whole number of wei', () => {
  const ctx = sampleCtx
  const query = 'query { EVM(network: eth) { Transactions(limit: {count: 1}) { Receipt { GasUsed } Fee { SenderFee EffectiveGasPrice } } } }'
  const check = (fee: Record<string, string>, gasUsed = '21000') => sampleProblems(query, { data: { EVM: { Transactions: [{ Receipt: { GasUsed: gasUsed }, Fee: fee }] } } }).join('\n')
  it('accepts 21,000 gas at 12.5 gwei', () => {
    expect(check({ SenderFee: '0.0002625', EffectiveGasPrice: '0.0000000125' })).toBe('')
  })
  it('finds a price per gas with a fraction of a wei', () => {
    expect(check({ SenderFee: '0.0002625', EffectiveGasPrice: '0.0000000125000000001' })).toMatch(/not a whole number of wei/)
  })
  it('finds a fee that is not gas used × the price, to the wei', () => {
    expect(check({ SenderFee: '0.00026251', EffectiveGasPrice: '0.0000000125' })).toMatch(/GasUsed 21000 × EffectiveGasPrice 12500000000 wei is 262500000000000 wei/)
  })
  it('finds a fee with no price shown that no whole price per gas explains', () => {
    const src = ['```graphql', 'query { EVM(network: eth) { Transactions(limit: {count: 1}) { Receipt { GasUsed } Fee { SenderFee } } } }', '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { Transactions: [{ Receipt: { GasUsed: '21001' }, Fee: { SenderFee: '0.0002625' } }] } } }), '```', ''].join('\n')
    expect(checkPageSamples(src, fences(src), ctx)[0].problems.join()).toMatch(/not GasUsed 21001 × a whole number of wei per gas/)
  })
  it('converts decimal amounts to wei exactly', () => {
    expect(toSmallestUnit('0.0000000125')).toBe(12_500_000_000n)
    expect(toSmallestUnit(3.1742e-8)).toBe(31_742_000_000n)
    expect(toSmallestUnit('1e-19')).toBe('fraction')
    expect(toSmallestUnit('21000', 0)).toBe(21_000n)
  })
})

describe('decimal counts come from the data tables', () => {
  const table = new Map(allContracts().filter((c) => c.decimals !== undefined).map((c) => [c.address.toLowerCase(), { symbol: c.symbol, decimals: c.decimals! }]))
  const samplesOf = (p: Page) => p.fences.filter((f) => f.lang === 'json').flatMap((f) => sampleDecimals(JSON.parse(f.value), table))
  it('finds literal counts in prose and a sample that contradicts the table', () => {
    const p = page('broken-decimals.mdx')
    expect(literalDecimals(p.source).map((f) => [f.line, f.message.slice(0, 14)])).toEqual([
      [6, '"18 decimals" '],
      [6, '"8-decimal" st'],
    ])
    expect(samplesOf(p)).toEqual(['Currency.Decimals: 18 for USDT (0xdac17f958d2ee523a2206206994597c13d831ec7), but the contract table says 6'])
  })
  it('passes the corrected page: data references, a bound, code', () => {
    const p = page('fixed-decimals.mdx')
    expect(literalDecimals(p.source)).toEqual([])
    expect(samplesOf(p)).toEqual([])
  })
})

describe('claims of "new" against the schema history', () => {
  const release = { date: '2026-08-20', previous: '2023-10-23', changes: [{ kind: 'FIELD_ARGUMENT_ADDED', member: 'EVM.Transfers.where' }], introduced: [] } as unknown as Release
  const post = (tags: string[], query: string) => ({ file: 'post.mdx', date: '2025-01-01', tags, blocks: [{ lang: 'graphql', value: query }] })
  const none = () => new Set<string>()
  const baselineOnly = 'query { EVM(network: eth) { Blocks(limit: {count: 1}) { Block { Number } } } }'
  const usesAdded = 'query { EVM(network: eth) { Transfers(where: {Transfer: {Amount: {gt: "1"}}}, limit: {count: 1}) { Transfer { Amount } } } }'
  it('finds an announcement whose examples use only members of the earlier snapshot', () => {
    expect(checkNewClaim(post(['new-api'], baselineOnly), [release], schema, none)).toMatch(/already in the snapshot of 2023-10-23/)
  })
  it('passes an announcement that uses a member its release added, and a post that announces nothing', () => {
    expect(checkNewClaim(post(['new-api'], usesAdded), [release], schema, none)).toBeNull()
    expect(checkNewClaim(post(['metrics'], baselineOnly), [release], schema, none)).toBeNull()
    // A new capability may be a behaviour of members the schema already had (how a filter is evaluated).
    expect(checkNewClaim(post(['new-capability'], baselineOnly), [release], schema, none)).toBeNull()
  })
  it('counts members of a root the release documents for the first time as new', () => {
    expect(checkNewClaim(post(['new-api'], baselineOnly), [release], schema, () => new Set(['EVM_Block_Cube']))).toBeNull()
  })
  it('finds a post dated outside every release', () => {
    expect(checkNewClaim({ ...post(['new-api'], usesAdded), date: '2027-01-01' }, [release], schema, none)).toMatch(/no release/)
  })
})

describe('success filters on the cubes that keep reverted rows', () => {
  const volume = (where: string, meta = '') => checkSuccessFilters(`query { EVM(network: eth) { Transfers(where: { ${where} }) { total: sum(of: Transfer_Amount) } } }`, 10, meta)
  it('finds a volume, a trade list and a subscription that would count reverted rows', () => {
    expect(volume('Transfer: { Currency: { SmartContract: { is: "0x" } } }')).toEqual([{ line: 11, message: expect.stringMatching(/without the row's own success flag: .*Transfer: \{Success: true\}/) }])
    // The transaction's flag misses a call that reverted inside a successful transaction.
    expect(volume('TransactionStatus: { Success: true }')).toHaveLength(1)
    expect(checkSuccessFilters('query { EVM(network: bsc) { DEXTrades(limit: {count: 10}) { Trade { Buy { Price } } } } }', 1, '')[0].message).toMatch(/reads EVM DEXTrades/)
    expect(checkSuccessFilters('subscription { EVM(network: eth) { DEXTradeByTokens { Trade { Amount } } } }', 1, '')[0].message).toMatch(/^subscription reads EVM DEXTradeByTokens/)
  })
  it('passes the row\'s success filter, one in a metric\'s if or an any list, the mempool and a fence that says why', () => {
    expect(volume('Transfer: { Success: true }')).toEqual([])
    expect(volume('any: [{ Transfer: { Sender: { is: "0x1" } } }, { Transfer: { Receiver: { is: "0x1" } } }], Transfer: { Success: true }')).toEqual([])
    expect(checkSuccessFilters('query { EVM { Transfers { ok: sum(of: Transfer_Amount, if: { Transfer: { Success: true } }) } } }', 1, '')).toEqual([])
    expect(checkSuccessFilters('subscription { EVM(mempool: true) { Transfers { Transfer { Amount } } } }', 1, '')).toEqual([])
    expect(volume('Block: { Number: { eq: "1" } }', 'failed-rows="counts every attempt, failed ones too"')).toEqual([])
  })
  it('on Tron, wants the transfer\'s own flag', () => {
    const tron = (where: string) => checkSuccessFilters(`query { Tron { Transfers(where: { ${where} }) { total: sum(of: Transfer_Amount) } } }`, 1, '')
    expect(tron('TransactionStatus: { Success: true }')[0].message).toMatch(/Tron Transfers without the row's own success flag/)
    expect(tron('Transfer: { Success: true }')).toEqual([])
  })
  it('on Solana, wants the transaction\'s result', () => {
    const sol = (where: string) => checkSuccessFilters(`query { Solana { DEXTradeByTokens(where: { ${where} }) { volume: sum(of: Trade_Side_AmountInUSD) } } }`, 1, '')
    expect(sol('Trade: { Currency: { MintAddress: { is: "x" } } }')[0].message).toMatch(/Solana DEXTradeByTokens without `Transaction: \{Result: \{Success: true\}\}`/)
    expect(sol('Transaction: { Result: { Success: true } }')).toEqual([])
  })
  it('on Solana, wants it for order events too (a failed transaction changed no book)', () => {
    const orders = (where: string) => checkSuccessFilters(`subscription { Solana { DEXOrders(where: { ${where} }) { OrderEvent { Type } } } }`, 1, '')
    expect(orders('OrderEvent: { Type: { is: Open } }')[0].message).toMatch(/^subscription reads Solana DEXOrders without .*order events did not happen/)
    expect(orders('Transaction: { Result: { Success: true } }')).toEqual([])
  })
})

describe('sample prices against the illustrative week', () => {
  const check = (p: Page) => checkPagePrices(p, prices, illustrativeBaseFee.ethereum)
  it('finds a price in a stablecoin quote, an aliased PriceInUSD and an Ethereum base fee off the table', () => {
    const found = check(page('broken-prices.mdx'))
    expect(found.map((f) => f.line)).toEqual([19, 36, 46])
    expect(found[0].message).toBe("WSOL priced at 145.2 USD (Buy.Price in USDC); the docs' illustrative week prices SOL at 227.6 ±5 % (content/data/prices.ts)")
    expect(found[1].message).toMatch(/^JUP priced at 0\.47 USD \(lastPrice \(PriceInUSD\)\)/)
    expect(found[2].message).toMatch(/^Ethereum base fee of 11\.8 gwei; the docs' illustrative week has 0\.42 gwei/)
  })
  it('passes the corrected page, and a fence that says which other period it shows', () => {
    const fixed = page('fixed-prices.mdx')
    expect(check(fixed)).toEqual([])
    // Without its prices="…" attribute the 2022 sample is a finding.
    const bare = { ...fixed, fences: fixed.fences.map((f) => ({ ...f, meta: f.meta.replace(/\s*prices="[^"]*"/, '') })) }
    expect(check(bare).map((f) => f.message)).toEqual([expect.stringMatching(/^SOL priced at 9\.96 USD/)])
  })
  it('reads AmountInUSD / Amount of a Balances row, skips amounts under 1 USD and tokens the table does not list', () => {
    const stable = (s: string) => s === 'USDC'
    const row = (amount: string, usd: string, symbol = 'ETH') => ({ Currency: { Symbol: symbol }, Balance: { Amount: amount, AmountInUSD: usd } })
    expect(quotesIn(row('2', '6800'), stable)).toEqual([{ symbol: 'ETH', usd: 3400, how: 'Balance.AmountInUSD / Balance.Amount', path: ['Balance', 'AmountInUSD'] }])
    expect(quotesIn(row('0.0001', '0.34'), stable)).toEqual([])
    const src = ['```json', JSON.stringify(row('1', '12', 'NEWCOIN')), '```'].join('\n')
    expect(checkPagePrices({ file: 'x.mdx', source: src, fences: fences(src) }, prices)).toEqual([])
  })
  it('locates every value of a JSON text', () => {
    const text = '{\n  "a": [1, {"b": "x"}],\n  "c": {}\n}'
    const at = valueOffsets(text)
    expect(text.slice(at.get('a/1/b'))).toMatch(/^"x"/)
    expect(text.slice(at.get('c'))).toMatch(/^\{\}/)
  })
})

describe('Solana wallet filters keep native SOL', () => {
  const check = (p: Page) => [
    ...p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkSolanaWalletFilters(f.value, f.line, f.meta)),
    ...p.fences.map((f) => checkOwnerOnlyCode(f)).filter((x) => x !== null),
  ]
  it('finds an owner-only balance stream, an owner-only transfer filter that admits SOL, and stream code on token_owner alone', () => {
    const found = check(page('broken-solwallet.mdx'))
    expect(found.map((f) => f.line)).toEqual([11, 25, 41])
    expect(found[0].message).toMatch(/^subscription reads Solana BalanceUpdates of a wallet through Account\.Token\.Owner only: .*add the wallet as Account\.Address/)
    expect(found[1].message).toMatch(/Transfers of a wallet through Receiver\.Owner only/)
    expect(found[2].message).toMatch(/token_owner only/)
  })
  it('passes the corrected page: the account in an any, a token mint, a fence that says why, code on owner or address', () => {
    expect(check(page('fixed-solwallet.mdx'))).toEqual([])
  })
  it('leaves wrapped SOL and NFTs to the owner, and reads queries written inside code', () => {
    const q = (currency: string) => `query { Solana { BalanceUpdates(where: { BalanceUpdate: { Account: { Token: { Owner: { is: "w" } } }, Currency: ${currency} } }) { count } } }`
    expect(checkSolanaWalletFilters(q('{ MintAddress: { is: "So11111111111111111111111111111111111111112" } }'), 1, '')).toEqual([])
    expect(checkSolanaWalletFilters(q('{ Fungible: false }'), 1, '')).toEqual([])
    expect(checkSolanaWalletFilters(q('{ MintAddress: { notIn: ["x"] } }'), 1, '')).toHaveLength(1)
    const js = { lang: 'js', meta: '', line: 10, value: `const Q = \`\nsubscription {\n  Solana { BalanceUpdates(where: {BalanceUpdate: {Account: {Token: {Owner: {is: "w"}}}}}) { count } }\n}\`` }
    const ops = embeddedOperations(js)
    expect(ops.map((o) => o.line)).toEqual([11])
    expect(checkSolanaWalletFilters(ops[0].value, ops[0].line - 1, js.meta)).toHaveLength(1)
  })
})

describe('archive windows that run to now (sweep-formats)', () => {
  const archiveOf = (p: Page) =>
    p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkArchiveOpenEnded(f.value, f.line, variablesAfter(p, f), 0.5, { meta: f.meta, tolerates: toleratesArchiveLag(sectionProse(p, f)) }))
  it('finds an open date, a relative start through a Variables block and an end closer to now than the delay', () => {
    const found = archiveOf(page('broken-archive.mdx'))
    expect(found.map((f) => f.line)).toEqual([10, 23, 37])
    expect(found[0].message).toMatch(/^EVM\(dataset: archive\) with Date: \{since: "2026-11-01"\} runs to now, but the archive trails the chain head by about 30 minutes/)
    expect(found[1].message).toMatch(/^Solana\(dataset: archive\) with Time: \{since_relative: \{days_ago: 7\}\} runs to now/)
    expect(found[2].message).toMatch(/till_relative: \{minutes_ago: 5\}\} ends 5 minutes ago/)
  })
  it('passes combined, a closed window, a fence with window="…" and a section that says it tolerates the lag', () => {
    expect(archiveOf(page('fixed-archive.mdx'))).toEqual([])
    // Without its window="…" attribute and its sentence about the lag, the fixed page has two findings.
    const fixed = page('fixed-archive.mdx')
    const bare = { ...fixed, source: fixed.source.replace(/^This chart ends.*$/m, 'A 30-day chart.'), fences: fixed.fences.map((f) => ({ ...f, meta: f.meta.replace(/\s*window="[^"]*"/, '') })) }
    expect(archiveOf(bare).map((f) => f.line)).toEqual([39, 51])
  })
  it('reads the delay from the platform table', () => {
    expect(delayHours('about 30 minutes')).toBe(0.5)
    expect(() => delayHours('a while')).toThrow(/names no number/)
  })
})

describe('identifiers shortened for display and order IDs of the wrong side (sweep-formats)', () => {
  const ctx: SampleContext = { schema, chains, protocolNames: new Set(['Phoenix', 'OpenBook']), period: illustrativePeriod, pageChain: 'solana' }
  it('finds base58 and hex values with an ellipsis in samples and in any JSON fence, and passes whole values and prose', () => {
    const broken = page('broken-formats.mdx')
    const sampleProblems = checkPageSamples(broken.source, broken.fences, ctx).flatMap((r) => r.problems).filter((p) => /shortened for display/.test(p))
    expect(sampleProblems.map((p) => p.slice(0, p.indexOf(':')))).toEqual(['Pool.Market.MarketAddress', 'Pool.Market.BaseCurrency.MintAddress', 'Transaction.Signer'])
    const line = broken.fences.find((f) => f.lang === 'json' && !f.meta)!
    expect(elidedIdentifiersIn(JSON.parse(line.value)).map((e) => e.piece)).toEqual(['0x3b7e…91d0', '9WzD…AWWM'])
    const fixed = page('fixed-formats.mdx')
    expect(checkPageSamples(fixed.source, fixed.fences, ctx).flatMap((r) => r.problems).filter((p) => /shortened for display/.test(p))).toEqual([])
    expect(fixed.fences.filter((f) => f.lang === 'json').flatMap((f) => elidedIdentifiersIn(JSON.parse(f.value)))).toEqual([])
    expect(elidedIdentifier('status', 'Loading...')).toBeNull()
    expect(elidedIdentifier('range', 'blocks 1...10')).toBeNull()
    expect(elidedIdentifier('text', 'swap by 7xKq…3fPa')).toBe('7xKq…3fPa')
  })
  const ordersOf = (p: Page) =>
    p.fences.filter((f) => f.lang === 'json' && f.value.includes('OrderId')).flatMap((f) => checkOrderIds(JSON.parse(f.value), queryBefore(p, f)?.value ?? '', BOOK_MARKETS).map((o) => `${f.line} ${o.path}: ${o.message}`))
  it('finds a Phoenix bid with an ask\'s ID, an OpenBook ask with a bid\'s ID and a bid on a known Phoenix market, by the query\'s side filter', () => {
    const found = ordersOf(page('broken-formats.mdx'))
    expect(found).toEqual([
      expect.stringMatching(/^35 data\.Solana\.DEXOrders\[0\]\.OrderEvent\.Order\.OrderId: 48213977 is an ask's ID, but the order is a bid \(BuySide: true\): Phoenix stores/),
      expect.stringMatching(/^35 data\.Solana\.DEXOrders\[1\]\.OrderEvent\.Order\.OrderId: 1844692854115028871151603 is a bid's ID, but the order is an ask \(BuySide: false\): OpenBook keeps/),
      expect.stringMatching(/^52 OrderEvent\.Order\.OrderId: 51088214 is an ask's ID, but the order is a bid/),
    ])
  })
  it('passes IDs of the right side, and reads the side and the range from the programs\' encodings', () => {
    expect(ordersOf(page('fixed-formats.mdx'))).toEqual([])
    expect(sideOfOrderId('phoenix', '9223372036854775808')).toBe('bid')
    expect(sideOfOrderId('phoenix', '9223372036854775807')).toBe('ask')
    expect(sideOfOrderId('phoenix', '18446744073709551616')).toEqual({ invalid: expect.stringMatching(/u64/) })
    expect(sideOfOrderId('openbook', '12')).toEqual({ invalid: expect.stringMatching(/upper 64 bits/) })
    expect(queryFacts('DEXOrders(where: {OrderEvent: {Dex: {ProtocolFamily: {is: "Phoenix"}}, Order: {BuySide: {is: false}}}})')).toEqual({ book: 'phoenix', buySide: false })
  })
})

describe('prices stated in prose beside a sample (samples ap and as)', () => {
  const check = (p: Page) => checkProsePrices(p, prices)
  it('finds a BNB price, an ETH price and a JUP price in words outside the week, and honours a historical paragraph only', () => {
    const found = check(page('broken-prices-prose.mdx'))
    expect(found.map((f) => f.line)).toEqual([8, 12, 16, 23])
    expect(found[0].message).toBe('the prose prices BNB at 918.2 USD ("BNB price of 918.20 USD"); the docs\' illustrative week prices BNB at 612 ±5 % (content/data/prices.ts)')
    expect(found[1].message).toMatch(/prices ETH at 3187\.5 USD \("ETH was near 3,187\.50 USD"\)/)
    expect(found[2].message).toMatch(/prices JUP at 0\.41 USD \("JUP at about 0\.41 USDC"\)/)
    expect(found[3].message).toMatch(/prices SOL at 150 USD \("SOL at \$150"\)/)
  })
  it('passes the corrected page', () => {
    expect(check(page('fixed-prices-prose.mdx'))).toEqual([])
  })
  it('reads a price per token, a token at a price and a token price of a number, and no price in another unit', () => {
    const read = (text: string) => prosePrices({ source: `# T\n\n${text}\n` }, prices).map((p) => `${p.symbol} ${p.usd}`)
    expect(read('12.5 ETH at 3,392.86 USD per ETH gives 42,410.75 USD.')).toEqual(['ETH 3392.86'])
    expect(read('which puts SOL near 227.65 USD.')).toEqual(['SOL 227.65'])
    expect(read('at a TRX price of 0.2762 dollars.')).toEqual(['TRX 0.2762'])
    expect(read('the JUP price of that block, about 0.6655 USD.')).toEqual(['JUP 0.6655'])
    expect(read('152,004,331,270.5 BONK at 0.0000000958 SOL are worth 14,562 SOL; a BNB price of 612 gwei is no price.')).toEqual([])
    expect(read('```\nETH at 1 USD\n```')).toEqual([])
  })
})

describe('order statistics of one measure in a sample (sample av)', () => {
  const q = `query { EVM { Transactions { Block { Date } med: median(of: Fee_PriorityFeePerGas) p90: quantile(of: Fee_PriorityFeePerGas, level: 0.9) p10: quantile(of: Fee_PriorityFeePerGas, level: 0.1) lo: minimum(of: Fee_PriorityFeePerGas) hi: maximum(of: Fee_PriorityFeePerGas) avg: average(of: Fee_PriorityFeePerGas) gas: median(of: Fee_EffectiveGasPrice) big: quantile(of: Fee_PriorityFeePerGas, level: 0.9, if: { Fee: { Burnt: { gt: "0" } } }) } } }`
  const groups = statGroups(q)
  it('groups the statistics by measure and conditions', () => {
    expect(groups.map((g) => g.map((s) => s.key))).toEqual([['med', 'p90', 'p10', 'lo', 'hi', 'avg']])
  })
  it('finds a 90th percentile below the median, an average above the maximum and a minimum above a quantile', () => {
    const found = checkMetricOrder({ data: { EVM: { Transactions: [{ med: '2.1', p90: '1.4', p10: '0.2', lo: '0.5', hi: '3', avg: '3.2', gas: '40', big: '0.1' }] } } }, groups)
    expect(found.map((f) => f.message)).toEqual([
      'med (quantile 0.5) = 2.1 is above p90 (quantile 0.9) = 1.4: a quantile at a higher level is never below one at a lower level',
      'lo (minimum) = 0.5 is above p10 (quantile 0.1) = 0.2: no statistic of a measure is below its minimum',
      'avg (average) = 3.2 is above hi (maximum) = 3: no statistic of a measure is above its maximum',
    ])
    expect(found[0].path).toBe('/data/EVM/Transactions/0')
  })
  it('passes a row in order, a measure with other conditions and values that are not numbers', () => {
    expect(checkMetricOrder({ med: '2.1', p90: '4.4', p10: '0.7', lo: '0.5', hi: '9', avg: '3.2', gas: '1', big: '0.01' }, groups)).toEqual([])
    expect(checkMetricOrder({ lo: '2026-11-20T00:00:00Z', hi: '2026-11-19T00:00:00Z' }, statGroups('{ EVM { Blocks { lo: minimum(of: Block_Time) hi: maximum(of: Block_Time) } } }'))).toEqual([])
  })
})

describe('one clock across pages (audit-08)', () => {
  const t = (iso: string) => Date.parse(iso)
  const pair = (chain: LocatedPair['chain'], number: number, time: string, file: string): LocatedPair => ({ chain, number, time: t(time), path: 'Block', file, line: 1 })
  it('finds two times for one block, a higher block shown earlier, more Ethereum blocks than slots, and a Base gap', () => {
    const found = checkBlockPairs([
      pair('ethereum', 26469519, '2026-11-23T09:14:35Z', 'a.mdx'),
      pair('ethereum', 26470934, '2026-11-23T13:57:23Z', 'b.mdx'),
      pair('ethereum', 26470934, '2026-11-23T13:57:35Z', 'c.mdx'),
      pair('tron', 88278393, '2026-11-24T10:12:09Z', 'a.mdx'),
      pair('tron', 88278400, '2026-11-24T10:11:09Z', 'd.mdx'),
      pair('base', 38000000, '2026-11-24T00:00:01Z', 'a.mdx'),
      pair('base', 38000010, '2026-11-24T00:00:23Z', 'e.mdx'),
      pair('solana', 475191000, '2026-11-24T00:00:00Z', 'a.mdx'),
    ], { base: 2 })
    expect(found.map((f) => `${f.file} ${f.message}`)).toEqual([
      'c.mdx ethereum block 26470934 at 2026-11-23T13:57:35Z, but b.mdx:1 shows it at 2026-11-23T13:57:23Z',
      'b.mdx ethereum block 26470934 at 2026-11-23T13:57:23Z (b.mdx:1) and block 26469519 at 2026-11-23T09:14:35Z (a.mdx:1): 1415 blocks in 16968 s, more than the 1414 slots of 12 s between them',
      'd.mdx tron block 88278400 at 2026-11-24T10:11:09Z (d.mdx:1) and block 88278393 at 2026-11-24T10:12:09Z (a.mdx:1): the higher block is earlier',
      'e.mdx base block 38000010 at 2026-11-24T00:00:23Z (e.mdx:1) and block 38000000 at 2026-11-24T00:00:01Z (a.mdx:1): 10 blocks in 22 s, but base makes one block every 2 s without gaps (11 blocks)',
    ])
  })
  it('passes pairs that fit: missed Ethereum slots, whole-minute interval starts, Solana by order only', () => {
    expect(checkBlockPairs([
      pair('ethereum', 26469519, '2026-11-23T09:14:35Z', 'a.mdx'),
      pair('ethereum', 26470933, '2026-11-23T13:57:23Z', 'b.mdx'),
      pair('ethereum', 26470999, '2026-11-23T13:58:00Z', 'f.mdx'),
      pair('base', 38000000, '2026-11-24T00:00:01Z', 'a.mdx'),
      pair('base', 38000011, '2026-11-24T00:00:23Z', 'e.mdx'),
      pair('solana', 475191000, '2026-11-24T00:00:00.400Z', 'a.mdx'),
      pair('solana', 475191900, '2026-11-24T00:00:01Z', 'g.mdx'),
    ], { base: 2 })).toEqual([])
  })
})

describe('sample prices of tokens named by address, in WETH and in candles under aliases', () => {
  const contracts = tokenBook()
  const check = (p: Page) => checkPagePrices(p, prices, illustrativeBaseFee.ethereum, contracts)
  it('finds LINK filtered by a variable address and priced in WETH, aliased candles, a Solana median, a cross rate and a balance named by its contract', () => {
    const found = check(page('broken-prices-address.mdx'))
    expect(found.map((f) => f.line)).toEqual([15, 25, 35, 50, 62])
    expect(found[0].message).toBe("LINK priced at 14.18 USD (Price in WETH × 3400 USD); the docs' illustrative week prices LINK at 18 ±15 % (its 10 % and WETH's 5 %) (content/data/prices.ts)")
    expect(found[1].message).toMatch(/^LINK priced at 14\.24 USD \(Price\.Ohlc\.close \(Close\)\)/)
    expect(found[2].message).toMatch(/^JUP priced at 0\.47 USD \(median \(Trade_PriceInUSD\)\)/)
    expect(found[3].message).toMatch(/^LINK at 0\.00571 WETH beside 17\.94 USD in the same sample implies WETH at 3141\.9 USD/)
    expect(found[4].message).toMatch(/^LINK priced at 14\.2 USD \(BalanceUpdate\.AmountInUSD \/ BalanceUpdate\.Amount\)/)
  })
  it('passes the corrected page', () => {
    expect(check(page('fixed-prices-address.mdx'))).toEqual([])
  })
  it('sees none of them without the contract table (the older check)', () => {
    expect(checkPagePrices(page('broken-prices-address.mdx'), prices, illustrativeBaseFee.ethereum)).toEqual([])
  })
  it('names a token by an address filter only when the filter picks one listed token, and by a symbol filter', () => {
    const q = (filter: string) => `query ($t: String) { EVM { DEXTradeByTokens(where: { Trade: ${filter} }) { count } } }`
    const link = '0x514910771af9ca656af840dff83e8264ecf986ca'
    expect(impliedTokens(q('{ Currency: { SmartContract: { is: $t } } }'), { t: link }, contracts.book)).toEqual([{ cube: 'DEXTradeByTokens', path: ['Trade', 'Currency'], symbol: 'LINK', address: link }])
    expect(impliedTokens(q(`{ Currency: { SmartContract: { in: ["${link}", "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2"] } } }`), {}, contracts.book)).toEqual([])
    expect(impliedTokens(q(`{ Dex: { SmartContract: { is: "${link}" } } }`), {}, contracts.book)).toEqual([])
    expect(impliedTokens(q('{ Currency: { SmartContract: { is: "0x00000000000000000000000000000000000000aa" } } }'), {}, contracts.book)).toEqual([])
    expect(impliedTokens(q('{ Currency: { Symbol: { is: "LINK" } } }'), {}, contracts.book)).toEqual([{ cube: 'DEXTradeByTokens', path: ['Trade', 'Currency'], symbol: 'LINK', address: '' }])
  })
  it("names the chain's coin by a filter on Native, and finds a BNB amount priced off the week's table", () => {
    const q = (network: string) => `query { EVM(network: ${network}) { Transfers(where: { Transfer: { Currency: { Native: true } } }) { count } } }`
    expect(impliedTokens(q('bsc'), {}, contracts.book)).toEqual([{ cube: 'Transfers', path: ['Transfer', 'Currency'], symbol: 'BNB', address: '' }])
    expect(impliedTokens(q('base'), {}, contracts.book)).toEqual([{ cube: 'Transfers', path: ['Transfer', 'Currency'], symbol: 'ETH', address: '' }])
    expect(impliedTokens(q('matic'), {}, contracts.book)[0]?.symbol).toBe('POL')
    const found = check(page('broken-prices-native.mdx'))
    expect(found.map((f) => f.line)).toEqual([13])
    expect(found[0].message).toMatch(/^BNB priced at 918\.2 USD \(AmountInUSD \/ Amount\); the docs' illustrative week prices BNB at 612/)
    expect(check(page('fixed-prices-native.mdx'))).toEqual([])
  })
  it('reads a median and an average of a price, not its extremes or other quantiles', () => {
    const m = metricsOf('query { EVM { DEXTradeByTokens { med: quantile(of: Trade_Price, level: 0.5) p95: quantile(of: Trade_Price, level: 0.95) avg: average(of: Trade_PriceInUSD) hi: maximum(of: Trade_Price) vol: sum(of: Trade_AmountInUSD) } } }')
    expect([...m]).toEqual([['med', 'Trade_Price'], ['avg', 'Trade_PriceInUSD']])
    expect(quotesIn({ Trade: { Currency: { Symbol: 'LINK' }, Side: { Currency: { Symbol: 'WETH' } } }, med: 0.0053 }, () => false, { metrics: m, quoteUsd: () => ({ usd: 3400, tolerance: 0.05 }) })[0]).toMatchObject({ symbol: 'LINK', usd: 18.02, via: { symbol: 'WETH', price: 0.0053 } })
  })
})

describe('websocket clients clear their pong timeout and ping interval on close (sweep-pong)', () => {
  const clientsOf = (p: Page) => p.fences.flatMap((f) => checkClientTimers(f).map((c) => `${c.line} ${c.message}`))
  it('finds a pong timeout cleared only by a pong, a ping interval left on close, a timer kept nowhere, a Python task and a Go ticker left running, and data read before errors', () => {
    const found = clientsOf(page('broken-client.mdx'))
    expect(found).toEqual([
      expect.stringMatching(/^16 the pong timeout `pongTimer` is not cleared when the socket closes: .*kills the new, healthy connection.*closed: \(\) => clearTimeout\(pongTimer\)/),
      expect.stringMatching(/^33 the ping interval `pinger` is not cleared when the socket closes: .*keeps pinging a dead socket/),
      expect.stringMatching(/^36 the client reads the message's data without looking at its errors first/),
      expect.stringMatching(/^45 a pong timeout \(setTimeout\) that acts on the socket is not kept in a variable/),
      expect.stringMatching(/^53 the ping\/pong timer `beat` is not cancelled when the connection closes: call beat\.cancel\(\) in a finally:/),
      expect.stringMatching(/^62 the NewTicker `t` is not stopped when the connection closes: add `defer t\.Stop\(\)`/),
    ])
  })
  it('passes the corrected twins: a closed handler, on(\'close\'), a finally, a cancelled task, a deferred Stop, and a fence that says why', () => {
    expect(clientsOf(page('fixed-client.mdx'))).toEqual([])
    // Without its client="…" attribute the fence that shows the bug is a finding.
    const fixed = page('fixed-client.mdx')
    const bare = fixed.fences.map((f) => ({ ...f, meta: f.meta.replace(/\s*client="[^"]*"/, '') }))
    expect(bare.flatMap((f) => checkClientTimers(f)).map((c) => c.line)).toEqual([92])
  })
  it('does not take a clear in the pong handler, or a timer that only reconnects, for a close path', () => {
    const js = (value: string) => checkClientTimers({ lang: 'js', meta: '', line: 0, value })
    expect(js('pongTimer = setTimeout(() => socket.terminate(), 5000)\npong: () => clearTimeout(pongTimer)')).toHaveLength(1)
    expect(js('setTimeout(() => { if (!stopping) open() }, delay)')).toEqual([])
    expect(js('const t = setInterval(() => ws.ping(), 1000)\nws.onclose = () => clearInterval(t)')).toEqual([])
  })
})

describe('sequences sorted by the block alone on fast chains (sweep-solorder)', () => {
  const check = (p: Page) => p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkTimeOnlyOrder(f.value, f.line, f.meta, variablesAfter(p, f)))
  it('finds Solana rows sorted by Block_Time or Block_Slot alone, and one EVM or Tron row picked by the block alone', () => {
    const found = check(page('broken-solorder.mdx'))
    expect(found.map((f) => f.line)).toEqual([11, 28, 44, 59, 75, 97, 98, 111])
    expect(found[0].message).toMatch(/^query sorts Solana DEXTradeByTokens by the block alone \(orderBy names only Block_Time\): .*\[Block_Slot, Transaction_Index\]/)
    expect(found[1].message).toMatch(/orderBy names only Block_Slot/)
    expect(found[2].message).toMatch(/Solana BalanceUpdates/)
    expect(found[3].message).toMatch(/^query picks one EVM\(bsc\) DEXTradeByTokens row by the block alone \(orderBy names only Block_Number, one row\)/)
    expect(found[4].message).toMatch(/^query picks one Tron Transfers row/)
    // Candles: open and close picked by the row of the first or last second.
    expect(found[5].message).toMatch(/^query picks open: PriceInUSD of Solana DEXTradeByTokens by the row with the highest or lowest Block_Time: .*pick by Block_Slot/)
    expect(found[6].message).toMatch(/close: PriceInUSD/)
    // A balance trail: each row's balance before is the previous row's after, whatever the limit.
    expect(found[7].message).toMatch(/^query lists EVM\(base\) TransactionBalances by the block alone/)
  })
  it('passes slot and index keys, buckets, candles picked by slot, an EVM or Tron listing and a fence that says why the order does not matter', () => {
    const fixed = page('fixed-solorder.mdx')
    expect(check(fixed)).toEqual([])
    // Without its order="…" attribute the balance listing is a finding.
    const bare = { ...fixed, fences: fixed.fences.map((f) => ({ ...f, meta: f.meta.replace(/\s*order="[^"]*"/, '') })) }
    expect(check(bare).map((f) => f.line)).toEqual([46])
  })
  it('reads every form of orderBy, and leaves grouped rows and the Blocks cube alone', () => {
    expect(orderKeys(parseValue('[{ descending: [Block_Slot, Transaction_Index] }, { ascendingByField: "Block_Time" }]'))).toEqual(['Block_Slot', 'Transaction_Index', 'Block_Time'])
    const sol = (cube: string, sel: string) => checkTimeOnlyOrder(`query { Solana { ${cube}(orderBy: {descending: Block_Time}, limit: {count: 1}) { ${sel} } } }`, 1, '')
    expect(sol('Transactions', 'Transaction { Signature }')).toHaveLength(1)
    expect(sol('Transactions', 'Block { Time } count')).toEqual([])
    expect(sol('Blocks', 'Block { Slot }')).toEqual([])
    expect(checkTimeOnlyOrder('query ($n: Int) { EVM(network: base) { Events(orderBy: {descending: Block_Time}, limit: {count: $n}) { Log { Signature { Name } } } } }', 1, '', { n: 1 })[0].message).toMatch(/EVM\(base\) Events/)
    expect(checkTimeOnlyOrder('query { EVM(network: base) { Events(orderBy: {descending: Block_Time}, limit: {count: 10}) { Log { Signature { Name } } } } }', 1, '')).toEqual([])
  })
})

describe('stated Python floors against exact pins (sweep-libraries)', () => {
  it('finds a prerequisite and code headers that name a Python older than the pinned release needs', () => {
    const found = checkPythonFloors(page('broken-pyfloor.mdx').source)
    expect(found.map((f) => f.line)).toEqual([7, 10, 15])
    expect(found[0].message).toMatch(/^says Python 3\.10 is enough, but websockets==17\.1 needs Python 3\.11/)
    expect(found[1].message).toMatch(/requests==2\.34\.2 needs Python 3\.10/)
    expect(found[2].message).toMatch(/websockets==16\.1 needs Python 3\.10/)
  })
  it('passes matching floors, lower bounds, older pins and a floor stated in another paragraph', () => {
    expect(checkPythonFloors(page('fixed-pyfloor.mdx').source)).toEqual([])
  })
  it('knows the releases it has a source for, and only those', () => {
    expect(pythonFloor('websockets', '17.1')).toEqual([3, 11])
    expect(pythonFloor('websockets', '16.0')).toEqual([3, 10])
    expect(pythonFloor('websockets', '13.1')).toBeNull()
    expect(pythonFloor('requests', '2.33')).toEqual([3, 10])
    expect(pythonFloor('requests', '2.32.3')).toBeNull()
    expect(pythonFloor('grpcio', '1.85.1')).toBeNull()
  })
})

describe('Solana method filters that miss a newer form of an instruction (sweep-solmethods)', () => {
  const check = (p: Page) => p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkSolanaMethodSiblings(f.value, f.line, f.meta))
  it('finds a migrate without migrate_v2, an Orca deposit list without the by-token-amounts call and a CPMM creation on initialize alone', () => {
    const found = check(page('broken-solmethods.mdx'))
    expect(found.map((f) => f.line)).toEqual([13, 33, 51])
    expect(found[0].message).toMatch(/^subscription filters Pump\.fun on migrate but not migrate_v2/)
    expect(found[1].message).toMatch(/Orca Whirlpools on increase_liquidity, increase_liquidity_v2 but not increase_liquidity_by_token_amounts_v2/)
    expect(found[2].message).toMatch(/Raydium CPMM on initialize but not initialize_with_permission/)
  })
  it('passes the corrected page: both spellings, a pattern that admits the group, a fence that says why', () => {
    expect(check(page('fixed-solmethods.mdx'))).toEqual([])
  })
  it('reads startsWith and LIKE patterns in both spellings and leaves unknown programs alone', () => {
    const q = (address: string, method: string) => `query { Solana { Instructions(where: { Instruction: { Program: { Address: { is: "${address}" }, Method: ${method} } } }) { count } } }`
    expect(checkSolanaMethodSiblings(q('CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C', '{ startsWith: "initialize" }'), 1, '')).toEqual([])
    expect(checkSolanaMethodSiblings(q('CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', '{ in: ["createPool", "create_customizable_pool"] }'), 1, '')).toEqual([])
    expect(checkSolanaMethodSiblings(q('CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK', '{ is: "createPool" }'), 1, '')).toHaveLength(1)
    expect(checkSolanaMethodSiblings(q('LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', '{ likeCaseInsensitive: "remove%liquidity%" }'), 1, '')).toEqual([])
    expect(checkSolanaMethodSiblings(q('LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', '{ in: ["claimFee"] }'), 1, '')[0].message).toMatch(/claim_fee but not claim_fee2/)
    expect(checkSolanaMethodSiblings(q('11111111111111111111111111111111', '{ is: "transfer" }'), 1, '')).toEqual([])
  })
})

describe('rankings of wallets grouped by one more key than they promise (sweep-groups)', () => {
  const check = (p: Page) => p.fences.filter((f) => f.lang === 'graphql').flatMap((f) => checkGroupKeys(f.value, f.line, f.meta, promiseOf(p.source, f.line, f.meta)))
  it('finds a top-traders query grouped by sender and router, and one grouped by signer and DEX', () => {
    const found = check(page('broken-groups.mdx'))
    expect(found.map((f) => f.line)).toEqual([11, 31])
    expect(found[0].message).toMatch(/^"Most active PancakeSwap traders \/ Most active traders of a DEX" ranks wallets, but DEXTrades groups by Transaction\.From and also by Transaction\.To: each wallet comes back once per value/)
    expect(found[1].message).toMatch(/groups by Transaction\.Signer and also by Trade\.Dex\.ProtocolName/)
  })
  it('passes the wallet alone with per-wallet selectors and uniq, a promised second key, and rankings of no wallets', () => {
    const fixed = page('fixed-groups.mdx')
    expect(check(fixed)).toEqual([])
    // Without its group="…" attribute the per-day ranking is a finding.
    const bare = { ...fixed, fences: fixed.fences.map((f) => ({ ...f, meta: f.meta.replace(/\s*group="[^"]*"/, '') })) }
    expect(check(bare).map((f) => f.line)).toEqual([34])
  })
  it('reads per-group selectors as metrics, not dimensions', () => {
    const q = 'query { EVM { DEXTrades { Transaction { From } Block { last: Time(maximum: Block_Time) } Trade { p: PriceInUSD(minimum: Block_Number) } swaps: count } } }'
    expect(checkGroupKeys(q, 0, '', 'Top traders')).toEqual([])
    expect(checkGroupKeys(q, 0, '', 'Latest trades')).toEqual([])
    expect(checkGroupKeys(q.replace('{ From }', '{ From To }'), 0, '', 'Busiest senders')).toHaveLength(1)
    expect(checkGroupKeys(q.replace('{ From }', '{ From To }'), 0, '', 'Swaps per router')).toEqual([])
  })
  it('leaves listings alone: rows without a metric are not groups', () => {
    const q = 'query { EVM { DEXTrades(limit: { count: 10 }) { Transaction { From To } Trade { Dex { ProtocolName } } } } }'
    expect(checkGroupKeys(q, 0, '', 'Top traders')).toEqual([])
    expect(dimensionsOf({ kind: 'Field', name: { kind: 'Name', value: 'X' } } as never)).toEqual({ dims: [], aggregated: false })
  })
})
