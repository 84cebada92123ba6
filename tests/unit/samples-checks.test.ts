/**
 * The sample-response checks (tests/lib/truth/samples.ts) catch each class of
 * mistake a reader found on the site (issue 26): deliberately broken fixtures,
 * each next to its corrected twin, against the real schema and a fixed clock.
 */
import { loadSchema } from '../../src/node/schema/load'
import { fences } from './contentFiles'
import { checkPageSamples, expectedHeight, protocolNamesInQuery, type SampleContext } from '../lib/truth/samples'
import { chains, illustrativePeriod } from '../../content/data/chains'
import { base58Encode, isTronAddress, tronAddress } from '../lib/truth/base58'

const schema = loadSchema()
/** The real chain table, so the fixtures use the clocks and period the content must meet. */
const ctx: SampleContext = { schema, chains, protocolNames: new Set(['uniswap_v3', 'pancake_swap_v3', 'Uniswap', 'pump', 'Pumpfun']), period: illustrativePeriod }

/** A page with one query and one sample; returns the problems of the sample. */
function check(query: string, sample: unknown, extra: Partial<SampleContext> = {}) {
  const page = ['## Example', '', '```graphql', query, '```', '', '```json title="Rows (illustrative)"', JSON.stringify(sample, null, 2), '```', ''].join('\n')
  const [result] = checkPageSamples(page, fences(page), { ...ctx, ...extra })
  return result
}

const dexQuery = `query { EVM(network: eth) { DEXTrades(limit: {count: 1}) {
  Block { Number Time }
  Transaction { Hash From }
  Trade { Dex { ProtocolName } Buy { Amount Price PriceInUSD AmountInUSD } Sell { Amount Price } }
  trades: count
} } }`
const height = (time: string) => Math.round(expectedHeight(chains.ethereum.clock, chains.ethereum.blockTime.value, Date.parse(time)))
const goodRow = {
  Block: { Number: String(height('2026-11-23T14:31:11Z')), Time: '2026-11-23T14:31:11Z' },
  Transaction: { Hash: `0x${'ab'.repeat(32)}`, From: `0x${'12'.repeat(20)}` },
  Trade: {
    Dex: { ProtocolName: 'uniswap_v3' },
    Buy: { Amount: '2', Price: 3000, PriceInUSD: 3001.5, AmountInUSD: '6003' },
    Sell: { Amount: '6000', Price: 0.000333333 },
  },
  trades: '1',
}
const withRow = (patch: (row: typeof goodRow) => void) => {
  const row = structuredClone(goodRow)
  patch(row)
  return { data: { EVM: { DEXTrades: [row] } } }
}

describe('sample checks', () => {
  it('accept a sample that agrees with its query, the schema, the clock and itself', () => {
    expect(check(dexQuery, { data: { EVM: { DEXTrades: [goodRow] } } }).problems).toEqual([])
    // A part of a response (one row) pairs at its position in the query.
    const part = check(dexQuery, goodRow)
    expect(part.paired).toBe(true)
    expect(part.problems).toEqual([])
  })

  it('checks a response fence without a title too', () => {
    const page = ['```graphql', dexQuery, '```', '', '```json', JSON.stringify({ data: { EVM: { DEXTrades: [{ Transaction: { Hash: '0xa3c9…0e71' } }] } } }), '```', ''].join('\n')
    const [result] = checkPageSamples(page, fences(page), ctx)
    expect(result.title).toBe('untitled response')
    expect(result.problems.join()).toMatch(/not hexadecimal/)
  })

  it('shape: a key the query does not select, a list given as an object, a scalar of the wrong type', () => {
    expect(check(dexQuery, withRow((r) => Object.assign(r.Trade, { Side: { Amount: '1' } }))).problems.join()).toMatch(/Side: not selected/)
    expect(check(dexQuery, { data: { EVM: { DEXTrades: goodRow } } }).problems.join()).toMatch(/a list field/)
    expect(check(dexQuery, withRow((r) => ((r.Block as Record<string, unknown>).Number = 23_950_000))).problems.join()).toMatch(/not a String/)
    expect(check(dexQuery, { rows: [1] }).problems.join()).toMatch(/not a response of the query|neither an object/)
  })

  it('formats: elided hashes, short addresses, bad times, Tron checksums, Solana base58 lengths', () => {
    expect(check(dexQuery, withRow((r) => (r.Transaction.Hash = '0x3f9a…d2c1'))).problems.join()).toMatch(/not hexadecimal/)
    expect(check(dexQuery, withRow((r) => (r.Transaction.From = '0x1234'))).problems.join()).toMatch(/40 hex digits/)
    expect(check(dexQuery, withRow((r) => (r.Transaction.Hash = `0x${'ab'.repeat(31)}`))).problems.join()).toMatch(/64 hex digits/)
    expect(check(dexQuery, withRow((r) => (r.Block.Time = '2026-11-23 14:31'))).problems.join()).toMatch(/DateTime|ISO 8601/)

    const tronQuery = 'query { Tron { Transfers { Transfer { Sender Amount } } } }'
    const valid = tronAddress(new Uint8Array(20).fill(7))
    expect(isTronAddress(valid)).toBe(true)
    const broken = valid.slice(0, -1) + (valid.endsWith('a') ? 'b' : 'a')
    expect(check(tronQuery, { Transfer: { Sender: valid, Amount: '5' } }).problems).toEqual([])
    expect(check(tronQuery, { Transfer: { Sender: broken, Amount: '5' } }).problems.join()).toMatch(/not a valid Tron address/)

    const solQuery = 'query { Solana { Transfers { Transaction { Signature } Transfer { Currency { MintAddress } } } } }'
    const mint = base58Encode(new Uint8Array(32).fill(9))
    const sig = base58Encode(new Uint8Array(64).fill(5))
    expect(check(solQuery, { Transaction: { Signature: sig }, Transfer: { Currency: { MintAddress: mint } } }).problems).toEqual([])
    expect(check(solQuery, { Transaction: { Signature: sig.slice(0, 60) }, Transfer: { Currency: { MintAddress: mint } } }).problems.join()).toMatch(/decodes to 64 bytes/)
    expect(check(solQuery, { Transaction: { Signature: sig }, Transfer: { Currency: { MintAddress: 'z'.repeat(44) } } }).problems.join()).toMatch(/32 bytes/)
  })

  it('clock: heights of one chain on one day 10 million blocks apart, 2025 heights next to 2026 dates, times outside the period', () => {
    expect(check(dexQuery, withRow((r) => (r.Block.Number = String(Number(r.Block.Number) - 10_000_000)))).problems.join()).toMatch(/disagrees with the ethereum clock/)
    expect(check(dexQuery, withRow((r) => (r.Block.Number = '21525000'))).problems.join()).toMatch(/ethereum clock/)
    expect(check(dexQuery, withRow((r) => (r.Block.Time = '2025-03-02T10:00:00Z'))).problems.join()).toMatch(/outside the illustrative period/)
    // A historical question names its year, so its dates are allowed.
    const historical = dexQuery.replace('limit: {count: 1}', 'limit: {count: 1}, where: {Block: {Date: {is: "2025-03-02"}}}')
    expect(check(historical, withRow((r) => (r.Block = { Number: '21950000', Time: '2025-03-02T10:00:00Z' }))).problems).toEqual([])
    // A height shown without its time is still a height of the illustrative period.
    const blockOnly = 'query { EVM(network: eth) { Blocks { Block { Number } } } }'
    expect(check(blockOnly, { Block: { Number: String(height('2026-11-20T00:00:00Z')) } }).problems).toEqual([])
    expect(check(blockOnly, { Block: { Number: '21500802' } }).problems.join()).toMatch(/not a height of ethereum in the illustrative period/)
    // A network given as a variable: the variables between query and sample, or the one network the page sets.
    const byVariable = 'query ($network: evm_network) { EVM(network: $network) { Blocks { Block { Number } } } }'
    const page = (between: string) => ['```graphql', byVariable, '```', '', between, '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { Blocks: [{ Block: { Number: '44120311' } }] } } }), '```', ''].join('\n')
    for (const between of ['```json title="Variables"\n{ "network": "bsc" }\n```', "```bash\ncurl --data '{\"variables\":{\"network\":\"bsc\"}}'\n```"]) {
      const text = page(between)
      expect(checkPageSamples(text, fences(text), ctx)[0].problems.join()).toMatch(/height of bsc/)
    }
    // The chain comes from the query's network argument.
    const onBsc = dexQuery.replace('network: eth', 'network: bsc')
    expect(check(onBsc, goodRow).problems.join()).toMatch(/bsc clock/)
  })

  it('names: a protocol name the platform does not return, in a sample or a filter', () => {
    expect(check(dexQuery, withRow((r) => (r.Trade.Dex.ProtocolName = 'pancakeswap_v3'))).problems.join()).toMatch(/not a protocol name/)
    expect(protocolNamesInQuery('{ EVM { DEXTrades(where: { Trade: { Dex: { ProtocolName: { in: ["uniswap_v3", "pancakeswap_v3"] } } } }) { count } } }')).toEqual(['uniswap_v3', 'pancakeswap_v3'])
    // A currency's ProtocolName is its token standard, not a protocol.
    expect(protocolNamesInQuery('{ EVM { Transfers(where: { Transfer: { Currency: { ProtocolName: { is: "erc1155" } } } }) { count } } }')).toEqual([])
  })

  it('arithmetic: USD not amount × price, buy and sell prices swapped, a fee smaller than its execution part, candles out of range', () => {
    expect(check(dexQuery, withRow((r) => (r.Trade.Buy.AmountInUSD = '9000'))).problems.join()).toMatch(/AmountInUSD/)
    expect(check(dexQuery, withRow((r) => {
      r.Trade.Buy.Price = 0.000333333
      r.Trade.Sell.Price = 3000
    })).problems.join()).toMatch(/Buy\.Price.*Sell\.Price|Sell\.Price/)

    const feeQuery = `query { EVM(network: base) { Transactions { Receipt { GasUsed L1 { Fee } } Fee { SenderFee EffectiveGasPrice Burnt MinerReward } } } }`
    const ok = { Receipt: { GasUsed: '100000', L1: { Fee: '0.0000002' } }, Fee: { SenderFee: '0.0000003', EffectiveGasPrice: '0.000000000001', Burnt: '0.00000005', MinerReward: '0.00000005' } }
    expect(check(feeQuery, ok).problems).toEqual([])
    expect(check(feeQuery, { ...ok, Fee: { ...ok.Fee, SenderFee: '0.00000005' } }).problems.join()).toMatch(/less than GasUsed × EffectiveGasPrice/)
    expect(check(feeQuery.replace('network: base', 'network: eth').replace('L1 { Fee }', ''), { Receipt: { GasUsed: '100000' }, Fee: { SenderFee: '0.0000003', EffectiveGasPrice: '0.000000000001', Burnt: '0.00000005', MinerReward: '0.00000005' } }).problems.join()).toMatch(/on ethereum/)

    // On Arbitrum the L1 cost is inside GasUsed: adding it again is the mistake.
    const arbitrum = feeQuery.replace('network: base', 'network: arbitrum')
    expect(check(arbitrum, { Receipt: { GasUsed: '100000', L1: { Fee: '0.00000004' } }, Fee: { ...ok.Fee, SenderFee: '0.0000001' } }).problems).toEqual([])
    expect(check(arbitrum, ok).problems.join()).toMatch(/on Arbitrum the L1 fee is part of it/)

    const candleQuery = `query { Trading { Tokens { Price { Ohlc { Open High Low Close } } } } }`
    expect(check(candleQuery, { Price: { Ohlc: { Open: 10, High: 12, Low: 9, Close: 11 } } }).problems).toEqual([])
    expect(check(candleQuery, { Price: { Ohlc: { Open: 10, High: 10.5, Low: 9, Close: 11 } } }).problems.join()).toMatch(/low ≤ open, close ≤ high/)
  })
})

describe('Ethereum block times fall on 12-second slots since the Merge', () => {
  const q = 'query { EVM(network: eth) { Blocks(limit: {count: 1}) { Block { Number Time } } } }'
  const at = (time: string) => {
    const row = { Block: { Number: String(height(time)), Time: time } }
    const page = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { Blocks: [row] } } }), '```', ''].join('\n')
    return checkPageSamples(page, fences(page), { ...ctx, period: { from: '2017-01-01', to: illustrativePeriod.to } })[0].problems.join('\n')
  }
  it('finds a time between slots', () => {
    expect(at('2026-11-25T01:58:02Z')).toMatch(/not the time of an Ethereum block/)
  })
  it('accepts a slot time, a whole minute (an interval start) and a proof-of-work time before the Merge', () => {
    expect(at('2026-11-25T01:57:59Z')).not.toMatch(/Ethereum block/)
    expect(at('2026-11-25T01:58:00Z')).not.toMatch(/Ethereum block/)
    expect(at('2021-05-01T03:12:40Z')).not.toMatch(/Ethereum block/)
  })
})

describe('Base and OP Mainnet block times fall every 2 s from an odd second (clock.aligned)', () => {
  const at = (network: string, time: string) => {
    const q = `query { EVM(network: ${network}) { Transfers(limit: {count: 1}) { Block { Time } } } }`
    const page = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { Transfers: [{ Block: { Time: time } }] } } }), '```', ''].join('\n')
    return checkPageSamples(page, fences(page), ctx)[0].problems.join('\n')
  }
  it('finds an even second on Base and on OP Mainnet', () => {
    expect(at('base', '2026-11-25T03:11:52Z')).toMatch(/not the time of a base block \(blocks come every 2 s/)
    expect(at('optimism', '2026-11-25T03:11:52Z')).toMatch(/not the time of a optimism block/)
  })
  it("finds a balance's LastChangeTime on an even second, wherever it sits", () => {
    const q = 'query { EVM(network: base) { TransactionBalances(limit: {count: 1}) { TokenBalance { Currency { Symbol } } } } }'
    const page = ['```graphql', q, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { TransactionBalances: [{ TokenBalance: { Currency: { Symbol: 'USDC' } } }] } } }), '```', ''].join('\n')
    expect(checkPageSamples(page, fences(page), ctx)[0].problems.join('\n')).not.toMatch(/blocks come/)
    const balance = (time: string) => {
      const query = 'query { EVM(network: base) { BalanceUpdates(limit: {count: 1}) { Balance: sum(of: BalanceUpdate_Amount) LastChangeTime: maximum(of: Block_Time) } } }'
      const p = ['```graphql', query, '```', '', '```json title="Response (illustrative)"', JSON.stringify({ data: { EVM: { BalanceUpdates: [{ Balance: '1.5', LastChangeTime: time }] } } }), '```', ''].join('\n')
      return checkPageSamples(p, fences(p), ctx)[0].problems.join('\n')
    }
    expect(balance('2026-11-25T22:10:04Z')).toMatch(/LastChangeTime: 2026-11-25T22:10:04Z is not the time of a base block/)
    expect(balance('2026-11-25T22:10:05Z')).not.toMatch(/blocks come/)
  })
  it('accepts an odd second and a whole minute (an interval start), and leaves other chains alone', () => {
    expect(at('base', '2026-11-25T03:11:53Z')).not.toMatch(/block \(blocks come/)
    expect(at('base', '2026-11-25T03:12:00Z')).not.toMatch(/block \(blocks come/)
    expect(at('arbitrum', '2026-11-25T03:11:52Z')).not.toMatch(/block \(blocks come/)
  })
})
