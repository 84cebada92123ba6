/**
 * Illustrative prices (issue 37, class "sample"). Every sample response is set
 * in the docs' illustrative period (content/data/chains.ts), so a token has
 * one price across the site: the one content/data/prices.ts gives, within its
 * tolerance. In every JSON fence of a page (and every fence titled as a
 * response whose body is JSON), each object that names a token is read for
 * its USD price:
 * - an object that holds a `Currency` with a `Symbol` (a DEXTrades `Buy` or
 *   `Sell`, a DEXTradeByTokens `Trade` or `Side`, a `Transfer`, a
 *   `BalanceUpdate`, a Balances row): its `PriceInUSD`, else `XInUSD / X` for
 *   each amount X the object (or its `Balance` / `BalanceUpdate` child without
 *   a currency of its own) shows in both forms (`AmountInUSD / Amount`,
 *   `PostBalanceInUSD / PostBalance`, …) when the amount in USD is at least
 *   1 USD (smaller amounts are rounded to cents, and a price of 0 means the
 *   platform had none);
 * - a price in the other side's units when that side is a stablecoin: DEXTrades
 *   `Buy.Price` (in `Sell.Currency`) and `Sell.Price`, DEXTradeByTokens
 *   `Trade.Price` (in `Side.Currency`), or the ratio of the amounts where no
 *   price is shown;
 * - a Trading row (`Token` with a `Symbol`): its candle close (or open, or
 *   average), in USD unless `Price.IsQuotedInUsd` is false; with a
 *   `QuoteToken`, only when quoted in USD or in a stablecoin.
 * Aliased fields (`price`, `usd`) are not read: their meaning is the query's.
 * A price outside the table's tolerance is a finding. Ethereum's base fee
 * (`BaseFee`, in ETH, in the sample of a query on `network: eth`, and every
 * rollup's `L1.BaseFee`) is compared with the table's illustrative base fee,
 * within its factor.
 *
 * A fence opts out only by saying why on its opening line:
 * `prices="historical: the 2021 crash"`. Blog posts get no other exemption:
 * their samples are set in the illustrative period like every page's (the
 * clock check of samples.ts holds them to it), so a post that shows its own
 * date's prices says so on the fence.
 */
import { Kind, parse, visit } from 'graphql'
import type { Fence } from '../../unit/contentFiles'

export type PriceRowLike = { symbols: readonly string[]; usd: number; tolerance: number }
export type PriceTableLike = Record<string, PriceRowLike>
export type BaseFeeLike = { gwei: number; factor: number } | null

export type PriceQuote = {
  /** The symbol as the sample shows it. */
  symbol: string
  usd: number
  /** How the price was read: "PriceInUSD", "AmountInUSD / Amount", "Buy.Price in USDC", … */
  how: string
  /** JSON path of the value the price was read from (for the line). */
  path: (string | number)[]
}

export type PriceFinding = { line: number; message: string }

export const PRICES_META = /prices="([^"]+)"/
const RESPONSE_TITLE = /title="[^"]*(respons|illustrative|message|output|result|row)[^"]*"/i

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(v.trim())) return Number(v)
  return null
}
const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null)
const symbolOf = (v: unknown): string | null => {
  const o = obj(v)
  const s = o?.Symbol ?? o?.symbol
  return typeof s === 'string' && s.trim() ? s.trim() : null
}
const currencyOf = (o: Record<string, unknown>): string | null => symbolOf(o.Currency ?? o.currency)

/** The smallest amount in USD a ratio is read from: below it the cents rounding dominates. */
export const MIN_USD = 1

/** Every USD price a parsed sample states for a named token. `stable` says whether a symbol is a stablecoin (a quote in it is a quote in USD). */
export function quotesIn(json: unknown, stable: (symbol: string) => boolean, aliases: ReadonlyMap<string, string> = new Map()): PriceQuote[] {
  const out: PriceQuote[] = []
  /** The keys of an object that hold a field, by its name or an alias the query gives it. */
  const keysOf = (o: Record<string, unknown>, field: string) => Object.keys(o).filter((k) => (aliases.get(k) ?? k) === field)
  const named = (k: string) => (aliases.has(k) ? `${k} (${aliases.get(k)})` : k)
  const ratios = (o: Record<string, unknown>, symbol: string, path: (string | number)[], prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const field = aliases.get(k) ?? k
      if (!field.endsWith('InUSD') || field === 'PriceInUSD') continue
      const base = field.slice(0, -'InUSD'.length)
      const usd = num(v)
      const amountKey = keysOf(o, base)
      if (amountKey.length !== 1) continue
      const amount = num(o[amountKey[0]])
      if (usd === null || amount === null || amount === 0 || Math.abs(usd) < MIN_USD) continue
      out.push({ symbol, usd: Math.abs(usd / amount), how: `${prefix}${named(k)} / ${prefix}${named(amountKey[0])}`, path: [...path, k] })
    }
  }
  const walk = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, i]))
    const o = obj(v)
    if (!o) return
    const symbol = currencyOf(o)
    if (symbol) {
      const priced = keysOf(o, 'PriceInUSD').filter((k) => (num(o[k]) ?? 0) > 0)
      for (const k of priced) out.push({ symbol, usd: num(o[k])!, how: named(k), path: [...path, k] })
      if (!priced.length) {
        ratios(o, symbol, path, '')
        for (const child of ['Balance', 'BalanceUpdate']) {
          const c = obj(o[child])
          if (c && !currencyOf(c)) ratios(c, symbol, [...path, child], `${child}.`)
        }
      }
    }
    // A price in the units of the other side, when that side is a stablecoin.
    const sides: [string, string][] = [['Buy', 'Sell'], ['Sell', 'Buy']]
    for (const [a, b] of sides) {
      const A = obj(o[a])
      const B = obj(o[b])
      const sa = A && currencyOf(A)
      const sb = B && currencyOf(B)
      if (!A || !B || !sa || !sb || !stable(sb) || stable(sa)) continue
      const prices = keysOf(A, 'Price').filter((k) => (num(A[k]) ?? 0) > 0)
      for (const k of prices) out.push({ symbol: sa, usd: num(A[k])!, how: `${a}.${named(k)} in ${sb}`, path: [...path, a, k] })
      const amountA = num(A.Amount)
      const amountB = num(B.Amount)
      if (!prices.length && amountA && amountB !== null && Math.abs(amountB) >= MIN_USD) out.push({ symbol: sa, usd: Math.abs(amountB / amountA), how: `${b}.Amount / ${a}.Amount in ${sb}`, path: [...path, b, 'Amount'] })
    }
    const side = obj(o.Side)
    const sideSymbol = side && currencyOf(side)
    if (symbol && side && sideSymbol && stable(sideSymbol) && !stable(symbol)) {
      const prices = keysOf(o, 'Price').filter((k) => (num(o[k]) ?? 0) > 0)
      for (const k of prices) out.push({ symbol, usd: num(o[k])!, how: `${named(k)} in ${sideSymbol}`, path: [...path, k] })
      const amount = num(o.Amount)
      const sideAmount = num(side.Amount)
      if (!prices.length && amount && sideAmount !== null && Math.abs(sideAmount) >= MIN_USD) out.push({ symbol, usd: Math.abs(sideAmount / amount), how: `Side.Amount / Amount in ${sideSymbol}`, path: [...path, 'Side', 'Amount'] })
    }
    // Trading rows: the token's candle, in USD unless the row says otherwise.
    const token = symbolOf(o.Token)
    const priceObj = obj(o.Price)
    if (token && priceObj) {
      const quote = symbolOf(o.QuoteToken)
      const inUsd = priceObj.IsQuotedInUsd
      const usd = quote ? inUsd === true || (inUsd !== false && stable(quote)) : inUsd !== false
      const ohlc = obj(priceObj.Ohlc)
      const avg = obj(priceObj.Average)
      const pick = (['Close', 'Open', 'High', 'Low'] as const).map((k) => [k, num(ohlc?.[k])] as const).find(([, x]) => x !== null && x > 0)
      const mean = (['Mean', 'Estimate', 'SimpleMoving', 'WeightedSimpleMoving', 'ExponentialMoving'] as const).map((k) => [k, num(avg?.[k])] as const).find(([, x]) => x !== null && x > 0)
      if (usd && pick) out.push({ symbol: token, usd: pick[1]!, how: `Price.Ohlc.${pick[0]}`, path: [...path, 'Price', 'Ohlc', pick[0]] })
      else if (usd && mean) out.push({ symbol: token, usd: mean[1]!, how: `Price.Average.${mean[0]}`, path: [...path, 'Price', 'Average', mean[0]] })
    }
    for (const [k, x] of Object.entries(o)) walk(x, [...path, k])
  }
  walk(json, [])
  return out
}

/**
 * Ethereum base fees a parsed sample states, in gwei: `BaseFee` (in ETH, as the schema returns it) in a sample of an
 * Ethereum query, and every `L1.BaseFee` (a rollup's layer-1 block is an Ethereum block).
 */
export function baseFeesIn(json: unknown, ethereum: boolean): { gwei: number; path: (string | number)[] }[] {
  const out: { gwei: number; path: (string | number)[] }[] = []
  const walk = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, i]))
    const o = obj(v)
    if (!o) return
    const b = num(o.BaseFee)
    if (b !== null && b > 0 && (ethereum || path[path.length - 1] === 'L1')) out.push({ gwei: b * 1e9, path: [...path, 'BaseFee'] })
    for (const [k, x] of Object.entries(o)) walk(x, [...path, k])
  }
  walk(json, [])
  return out
}

/**
 * Offsets of every value of a JSON text, by path ("0/Trade/Buy/PriceInUSD").
 * A small parser for text that JSON.parse accepts; it only tracks positions.
 */
export function valueOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>()
  let i = 0
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++
  }
  const str = () => {
    const start = ++i
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    const s = JSON.parse(`"${text.slice(start, i)}"`) as string
    i++
    return s
  }
  const value = (path: string) => {
    ws()
    out.set(path, i)
    const c = text[i]
    if (c === '{') {
      i++
      ws()
      if (text[i] === '}') return void i++
      for (;;) {
        ws()
        const k = str()
        ws()
        i++ // :
        value(path ? `${path}/${k}` : k)
        ws()
        if (text[i++] === '}') return
      }
    }
    if (c === '[') {
      i++
      ws()
      if (text[i] === ']') return void i++
      for (let n = 0; ; n++) {
        value(path ? `${path}/${n}` : String(n))
        ws()
        if (text[i++] === ']') return
      }
    }
    if (c === '"') return void str()
    while (i < text.length && /[^,}\]\s]/.test(text[i])) i++
  }
  value('')
  return out
}

/** The fields a query's aliases stand for (`lastPrice: PriceInUSD(maximum: Block_Time)` → lastPrice → PriceInUSD); an alias given to two fields is left out. */
export function aliasesOf(query: string): Map<string, string> {
  const out = new Map<string, string>()
  const clash = new Set<string>()
  try {
    visit(parse(query), {
      [Kind.FIELD](node) {
        if (!node.alias) return
        const a = node.alias.value
        if (out.has(a) && out.get(a) !== node.name.value) clash.add(a)
        out.set(a, node.name.value)
      },
    })
  } catch {
    return new Map()
  }
  for (const a of clash) out.delete(a)
  return out
}

/** The GraphQL fence a JSON fence answers: the nearest one before it in its h2 section. */
export function queryBefore(source: string, fences: Fence[], fence: Fence): Fence | null {
  const lines = source.split('\n')
  let section = 0
  for (let i = fence.line - 1; i >= 0; i--) {
    if (/^##\s/.test(lines[i])) {
      section = i + 1
      break
    }
  }
  return [...fences].reverse().find((q) => (q.lang === 'graphql' || q.lang === 'gql') && q.line < fence.line && q.line > section) ?? null
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1

/** The JSON fences of a page the price check reads: ```json, and any fence titled as a response whose body is JSON. */
export function priceFences(fences: Fence[]): { fence: Fence; json: unknown }[] {
  const out: { fence: Fence; json: unknown }[] = []
  for (const f of fences) {
    if (f.lang !== 'json' && !(RESPONSE_TITLE.test(f.meta) && /^\s*[[{]/.test(f.value))) continue
    try {
      out.push({ fence: f, json: JSON.parse(f.value) as unknown })
    } catch {
      // not JSON: the samples check reports a sample that does not parse
    }
  }
  return out
}

const pct = (t: number) => `${Math.round(t * 100)} %`
const shown = (x: number) => (x >= 100 ? String(Math.round(x * 10) / 10) : String(Number(x.toPrecision(4))))

/** The table's row for a symbol (case-insensitive; wrapped and bridged forms are listed with their token). */
export function rowOf(table: PriceTableLike, symbol: string): [string, PriceRowLike] | null {
  const s = symbol.toUpperCase()
  for (const [token, row] of Object.entries(table)) if (row.symbols.some((x) => x.toUpperCase() === s)) return [token, row]
  return null
}

/** The price findings of one page. A sample's `BaseFee` is Ethereum's when its query (or its variables block) asks for `network: eth`. */
export function checkPagePrices(page: { file: string; source: string; fences: Fence[] }, table: PriceTableLike, baseFee: BaseFeeLike = null): PriceFinding[] {
  const stable = (s: string) => rowOf(table, s)?.[1].usd === 1
  const out: PriceFinding[] = []
  for (const { fence, json } of priceFences(page.fences)) {
    if (PRICES_META.test(fence.meta)) continue
    let offsets: Map<string, number> | null = null
    const line = (path: (string | number)[]) => {
      offsets ??= valueOffsets(fence.value)
      const at = offsets.get(path.join('/'))
      return fence.line + 1 + (at === undefined ? 0 : lineOf(fence.value, at))
    }
    const seen = new Set<string>()
    const query = queryBefore(page.source, page.fences, fence)
    for (const q of quotesIn(json, stable, query ? aliasesOf(query.value) : undefined)) {
      const found = rowOf(table, q.symbol)
      if (!found) continue
      const [token, row] = found
      if (Math.abs(q.usd / row.usd - 1) <= row.tolerance) continue
      const l = line(q.path)
      const key = `${l}:${q.symbol}`
      if (seen.has(key)) continue
      seen.add(key)
      out.push({ line: l, message: `${q.symbol} priced at ${shown(q.usd)} USD (${q.how}); the docs' illustrative week prices ${token} at ${shown(row.usd)} ±${pct(row.tolerance)} (content/data/prices.ts)` })
    }
    if (baseFee) {
      // The query and its variables block: `network: eth` or `"network": "eth"`.
      const asked = query ? page.source.split('\n').slice(query.line - 1, fence.line - 1).join('\n') : ''
      const ethereum = /\bnetwork"?\s*:\s*"?eth\b/.test(asked)
      for (const b of baseFeesIn(json, ethereum)) {
        if (b.gwei <= baseFee.gwei * baseFee.factor && b.gwei >= baseFee.gwei / baseFee.factor) continue
        out.push({ line: line(b.path), message: `Ethereum base fee of ${shown(b.gwei)} gwei; the docs' illustrative week has ${baseFee.gwei} gwei, within a factor of ${baseFee.factor} (content/data/prices.ts)` })
      }
    }
  }
  return out
}
