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
 * - (sweep-prices2) a token the sample does not name is named by its address:
 *   an object showing only `SmartContract` / `MintAddress` / `Address` of a
 *   token in the contract table (content/data/contracts), and every row of a
 *   cube whose query filters `Currency { SmartContract | MintAddress }` or
 *   `Token | QuoteToken { Address }` by one listed address (a literal, a
 *   `:data[contracts.…]`, or a variable the page sets in a Variables fence or
 *   in inline JSON in the prose before the sample);
 * - prices in WETH, WSOL or WBNB, converted at the table's price of the quote,
 *   within the token's tolerance plus the quote's; a token priced both in USD
 *   and in such a quote in one sample implies the quote's price, which must be
 *   within the table's range;
 * - every candle value (Open, High, Low, Close) and the `Price`, `Ohlc` and
 *   candle fields under the aliases the query gives them (`open: Open`,
 *   `close: Price(maximum: Block_Number)`), and the metrics that aggregate a
 *   price into a typical value (`average`, `median`, `quantile` at 0.5 of a
 *   `…_Price` or `…_PriceInUSD`).
 * Aliased fields whose meaning the query does not say (`price`, `usd`) are not read.
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
import { Kind, parse, visit, type ValueNode } from 'graphql'
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
  /** For a price in a non-stable quote (WETH, WSOL, WBNB): the quote, the price in it, and the quote's tolerance. */
  via?: { symbol: string; price: number; tolerance: number }
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

/** Token addresses to symbols (content/data/contracts: `allContracts()`, kind token); EVM addresses lower-cased. */
export type AddressBook = ReadonlyMap<string, string>
export const addressKey = (a: string) => (/^0x[0-9a-f]{40}$/i.test(a.trim()) ? a.trim().toLowerCase() : a.trim())
/** The symbol of an object that names a token by its address only (`SmartContract`, `MintAddress`, `Address`). */
const symbolByAddress = (v: unknown, book: AddressBook): string | null => {
  const o = obj(v)
  if (!o) return null
  for (const k of ['SmartContract', 'MintAddress', 'Address']) {
    const a = o[k]
    if (typeof a === 'string' && book.has(addressKey(a))) return book.get(addressKey(a))!
  }
  return null
}

/**
 * How a quote currency converts to USD: a stablecoin at 1 (no extra tolerance), a native coin or its wrapped form
 * (ETH/WETH, SOL/WSOL, BNB/WBNB) at the table's price, with the table's tolerance of that coin added to the token's.
 */
export type QuoteUsd = (symbol: string) => { usd: number; tolerance: number } | null

export type QuoteOptions = {
  /** The fields a query's aliases stand for. */
  aliases?: ReadonlyMap<string, string>
  /** Token addresses to symbols, for objects that show an address and no symbol. */
  book?: AddressBook
  /** How a non-stable quote converts to USD (WETH, WSOL, WBNB); without it only stablecoin quotes are read. */
  quoteUsd?: QuoteUsd
  /** Metric aliases of a price (`median: quantile(of: Trade_Price, level: 0.5)` → median → Trade_Price): `metricsOf`. */
  metrics?: ReadonlyMap<string, string>
}

/** The smallest amount in USD a ratio is read from: below it the cents rounding dominates. */
export const MIN_USD = 1

/**
 * Every USD price a parsed sample states for a named token. `stable` says whether a symbol is a stablecoin (a quote in
 * it is a quote in USD); `opts.quoteUsd` also reads prices in WETH, WSOL or WBNB (× the table's price of the quote).
 * The third argument may be the query's aliases alone (the older form).
 */
export function quotesIn(json: unknown, stable: (symbol: string) => boolean, options: ReadonlyMap<string, string> | QuoteOptions = {}): PriceQuote[] {
  const opts: QuoteOptions = options instanceof Map ? { aliases: options as ReadonlyMap<string, string> } : (options as QuoteOptions)
  const aliases = opts.aliases ?? new Map<string, string>()
  const book = opts.book ?? new Map<string, string>()
  const quoteUsd: QuoteUsd = (s) => (stable(s) ? { usd: 1, tolerance: 0 } : (opts.quoteUsd?.(s) ?? null))
  const tokenOf = (v: unknown): string | null => symbolOf(v) ?? symbolByAddress(v, book)
  const currency = (o: Record<string, unknown>): string | null => tokenOf(o.Currency ?? o.currency)
  const out: PriceQuote[] = []
  /** The keys of an object that hold a field, by its name or an alias the query gives it. */
  const keysOf = (o: Record<string, unknown>, field: string) => Object.keys(o).filter((k) => (aliases.get(k) ?? k) === field)
  const named = (k: string) => (aliases.has(k) ? `${k} (${aliases.get(k)})` : k)
  /** A price of `symbol` in `quote` units: in USD when the quote is a stablecoin, converted when it is WETH/WSOL/WBNB. */
  const inQuote = (symbol: string, quote: string, price: number, how: string, path: (string | number)[]) => {
    const q = quoteUsd(quote)
    if (!q) return
    if (q.tolerance === 0 && q.usd === 1) out.push({ symbol, usd: price, how, path })
    else out.push({ symbol, usd: price * q.usd, how: `${how} × ${q.usd} USD`, path, via: { symbol: quote, price, tolerance: q.tolerance } })
  }
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
    const symbol = currency(o)
    if (symbol) {
      const priced = keysOf(o, 'PriceInUSD').filter((k) => (num(o[k]) ?? 0) > 0)
      for (const k of priced) out.push({ symbol, usd: num(o[k])!, how: named(k), path: [...path, k] })
      if (!priced.length) {
        ratios(o, symbol, path, '')
        for (const child of ['Balance', 'BalanceUpdate']) {
          const c = obj(o[child])
          if (c && !currency(c)) ratios(c, symbol, [...path, child], `${child}.`)
        }
      }
    }
    // A price in the units of the other side, when that side is a stablecoin or a wrapped native coin.
    const sides: [string, string][] = [['Buy', 'Sell'], ['Sell', 'Buy']]
    for (const [a, b] of sides) {
      const A = obj(o[a])
      const B = obj(o[b])
      const sa = A && currency(A)
      const sb = B && currency(B)
      if (!A || !B || !sa || !sb || stable(sa) || !quoteUsd(sb)) continue
      const prices = keysOf(A, 'Price').filter((k) => (num(A[k]) ?? 0) > 0)
      for (const k of prices) inQuote(sa, sb, num(A[k])!, `${a}.${named(k)} in ${sb}`, [...path, a, k])
      const amountA = num(A.Amount)
      const amountB = num(B.Amount)
      if (!prices.length && amountA && amountB !== null && Math.abs(amountB) * quoteUsd(sb)!.usd >= MIN_USD) inQuote(sa, sb, Math.abs(amountB / amountA), `${b}.Amount / ${a}.Amount in ${sb}`, [...path, b, 'Amount'])
    }
    const side = obj(o.Side)
    const sideSymbol = side && currency(side)
    if (symbol && side && sideSymbol && !stable(symbol) && quoteUsd(sideSymbol)) {
      const prices = keysOf(o, 'Price').filter((k) => (num(o[k]) ?? 0) > 0)
      for (const k of prices) inQuote(symbol, sideSymbol, num(o[k])!, `${named(k)} in ${sideSymbol}`, [...path, k])
      const amount = num(o.Amount)
      const sideAmount = num(side.Amount)
      if (!prices.length && amount && sideAmount !== null && Math.abs(sideAmount) * quoteUsd(sideSymbol)!.usd >= MIN_USD) inQuote(symbol, sideSymbol, Math.abs(sideAmount / amount), `Side.Amount / Amount in ${sideSymbol}`, [...path, 'Side', 'Amount'])
    }
    // Metrics of a price (a median, an average) at the row: the token of the entity they aggregate, in USD or in the other side.
    for (const [k, of] of opts.metrics ?? []) {
      const value = num(o[k])
      if (value === null || value <= 0) continue
      const segs = of.split('_')
      const field = segs.pop()!
      let holder: Record<string, unknown> | null = o
      const chain: Record<string, unknown>[] = []
      for (const seg of segs) {
        const key: string | undefined = holder ? keysOf(holder, seg)[0] : undefined
        holder = key === undefined ? null : obj(holder![key])
        if (!holder) break
        chain.push(holder)
      }
      const t = holder && currency(holder)
      if (!holder || !t) continue
      if (field === 'PriceInUSD') out.push({ symbol: t, usd: value, how: `${k} (${of})`, path: [...path, k] })
      else if (field === 'Price') {
        const last = segs[segs.length - 1]
        const parent = chain.length > 1 ? chain[chain.length - 2] : o
        const other = last === 'Trade' ? obj(holder.Side) : last === 'Buy' ? obj(parent.Sell) : last === 'Sell' ? obj(parent.Buy) : null
        const q = other && currency(other)
        if (q && !stable(t)) inQuote(t, q, value, `${k} (${of}) in ${q}`, [...path, k])
      }
    }
    // Trading rows: the token's candle (every one of Open, High, Low, Close, under any alias), in USD unless the row says otherwise.
    const tokenKey = keysOf(o, 'Token')[0]
    const token = tokenKey === undefined ? null : tokenOf(o[tokenKey])
    const priceKey = keysOf(o, 'Price').find((k) => obj(o[k]))
    const priceObj = priceKey === undefined ? null : obj(o[priceKey])
    if (token && priceObj) {
      const quoteKey = keysOf(o, 'QuoteToken')[0]
      const quote = quoteKey === undefined ? null : tokenOf(o[quoteKey])
      const inUsd = priceObj.IsQuotedInUsd
      // A row with a quote token and no IsQuotedInUsd is read only when the quote is a stablecoin (either way a USD price).
      const unknownUnits = quote !== null && inUsd === undefined && !stable(quote)
      const inQuoteUnits = quote !== null && inUsd === false
      const ohlcKey = keysOf(priceObj, 'Ohlc')[0]
      const avgKey = keysOf(priceObj, 'Average')[0]
      const ohlc = ohlcKey === undefined ? null : obj(priceObj[ohlcKey])
      const avg = avgKey === undefined ? null : obj(priceObj[avgKey])
      const values: [string, number, (string | number)[]][] = []
      for (const f of ['Close', 'Open', 'High', 'Low']) for (const k of ohlc ? keysOf(ohlc, f) : []) if ((num(ohlc![k]) ?? 0) > 0) values.push([`${priceKey}.${ohlcKey}.${named(k)}`, num(ohlc![k])!, [...path, priceKey!, ohlcKey!, k]])
      if (!values.length) {
        for (const f of ['Mean', 'Estimate', 'SimpleMoving', 'WeightedSimpleMoving', 'ExponentialMoving']) {
          const k = avg ? keysOf(avg, f)[0] : undefined
          if (k !== undefined && (num(avg![k]) ?? 0) > 0) {
            values.push([`${priceKey}.${avgKey}.${named(k)}`, num(avg![k])!, [...path, priceKey!, avgKey!, k]])
            break
          }
        }
      }
      for (const [how, x, p] of unknownUnits ? [] : values) {
        if (!inQuoteUnits) {
          if (inUsd !== false) out.push({ symbol: token, usd: x, how, path: p })
        } else inQuote(token, quote!, x, `${how} in ${quote}`, p)
      }
    }
    for (const [k, x] of Object.entries(o)) walk(x, [...path, k])
  }
  walk(json, [])
  return out
}

/** A token a query filters by address, and where its rows carry it: the object at `path` (from the row) is that token. */
export type ImpliedToken = { cube: string; path: string[]; symbol: string; address: string }

const CURRENCY_ADDRESS = new Set(['SmartContract', 'MintAddress', 'Address'])
/** The native coin of each EVM `network` value: what `Currency: { Native: true }` names (samples ap of issue 37). */
const NATIVE_COIN: Record<string, string> = { eth: 'ETH', base: 'ETH', arbitrum: 'ETH', optimism: 'ETH', bsc: 'BNB', opbnb: 'BNB', matic: 'POL' }
const TOKEN_HOLDERS = new Set(['Currency', 'Token', 'QuoteToken', 'BaseToken'])

/** Resolves `:data[contracts.<chain>.<KEY>]` in a query or a variables text with the contract table's lookup, as a string. */
export function resolveData(text: string, lookup: (key: string) => string | undefined): string {
  return text.replace(/"?:data\[([\w.]+)\]"?/g, (m, key: string) => {
    const v = lookup(key)
    return v === undefined ? m : `"${v}"`
  })
}

/**
 * The tokens a query filters by address, with the symbol the contract table gives the address: a `where` path
 * ending in `Currency { SmartContract | MintAddress | Address: { is | eq | in: [one] } }` or
 * `Token | QuoteToken { Address: … }`, with a literal or a variable the page sets (and a filter on the `Symbol`
 * of such an object, whose symbol is its own, or `Native: true`, which names the chain's coin). Filters under `any` or `or` are
 * alternatives and name no single token; an address the table does not list names none either.
 */
export function impliedTokens(query: string, variables: Record<string, unknown>, book: AddressBook): ImpliedToken[] {
  const out: ImpliedToken[] = []
  let doc
  try {
    doc = parse(query)
  } catch {
    return out
  }
  const literal = (v: ValueNode | undefined): string | null => {
    if (!v) return null
    if (v.kind === Kind.STRING) return v.value
    if (v.kind === Kind.VARIABLE) {
      const x = variables[v.name.value]
      if (typeof x === 'string') return x
      if (Array.isArray(x) && x.length === 1 && typeof x[0] === 'string') return x[0]
      return null
    }
    if (v.kind === Kind.LIST && v.values.length === 1) return literal(v.values[0])
    return null
  }
  // The chain of an EVM query (`EVM(network: bsc)`), for filters on the native coin.
  let native: string | undefined
  visit(doc, {
    [Kind.FIELD](node) {
      if (node.name.value !== 'EVM' || native) return
      const arg = node.arguments?.find((a) => a.name.value === 'network')?.value
      const value = arg?.kind === Kind.ENUM ? arg.value : arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : undefined
      if (typeof value === 'string') native = NATIVE_COIN[value]
    },
  })
  const scan = (v: ValueNode, path: string[], cube: string) => {
    if (v.kind !== Kind.OBJECT) return
    for (const f of v.fields) {
      const name = f.name.value
      if (name === 'any' || name === 'or') continue
      if (CURRENCY_ADDRESS.has(name) && TOKEN_HOLDERS.has(path[path.length - 1] ?? '') && f.value.kind === Kind.OBJECT) {
        const op = f.value.fields.find((x) => ['is', 'eq', 'in'].includes(x.name.value))
        const address = literal(op?.value)
        const symbol = address ? book.get(addressKey(address)) : undefined
        if (address && symbol) out.push({ cube, path, symbol, address })
        continue
      }
      if (name === 'Native' && native && TOKEN_HOLDERS.has(path[path.length - 1] ?? '') && f.value.kind === Kind.BOOLEAN && f.value.value) {
        out.push({ cube, path, symbol: native, address: '' })
        continue
      }
      if (name === 'Symbol' && TOKEN_HOLDERS.has(path[path.length - 1] ?? '') && f.value.kind === Kind.OBJECT) {
        const op = f.value.fields.find((x) => ['is', 'eq', 'in'].includes(x.name.value))
        const symbol = literal(op?.value)
        if (symbol) out.push({ cube, path, symbol, address: '' })
        continue
      }
      scan(f.value, [...path, name], cube)
    }
  }
  visit(doc, {
    [Kind.FIELD](node) {
      const where = node.arguments?.find((a) => a.name.value === 'where')
      if (where) scan(where.value, [], node.alias?.value ?? node.name.value)
    },
  })
  return out
}

/**
 * A copy of a sample in which every row of a cube the query filters by a token's address names that token: the
 * object at the filter's path gets the symbol (`Trade.Currency.Symbol`, `Token.Symbol`) unless it shows one. The
 * path is followed through the query's aliases (`last: Trade { … }`). A sample without the cube's key (one row
 * shown alone) is read as rows of the query's only filtered cube.
 */
export function withImplied(json: unknown, implied: ImpliedToken[], aliases: ReadonlyMap<string, string> = new Map()): unknown {
  if (!implied.length) return json
  const copy = JSON.parse(JSON.stringify(json)) as unknown
  const cubes = new Set(implied.map((i) => i.cube))
  const mark = (row: unknown, imp: ImpliedToken) => {
    if (Array.isArray(row)) return row.forEach((r) => mark(r, imp))
    const r = obj(row)
    if (!r) return
    const place = (o: Record<string, unknown>, rest: string[]) => {
      if (!rest.length) {
        if (!symbolOf(o)) o.Symbol = imp.symbol
        return
      }
      const keys = Object.keys(o).filter((k) => (aliases.get(k) ?? k) === rest[0])
      if (!keys.length) keys.push(rest[0])
      for (const k of keys) {
        if (o[k] === undefined) o[k] = {}
        const c = o[k]
        if (Array.isArray(c)) c.forEach((x) => obj(x) && place(x as Record<string, unknown>, rest.slice(1)))
        else if (obj(c)) place(c as Record<string, unknown>, rest.slice(1))
      }
    }
    place(r, imp.path)
  }
  let found = false
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk)
    const o = obj(v)
    if (!o) return
    for (const [k, x] of Object.entries(o)) {
      if (cubes.has(k)) {
        found = true
        for (const imp of implied) if (imp.cube === k) mark(x, imp)
      } else walk(x)
    }
  }
  walk(copy)
  if (!found && cubes.size === 1) {
    const o = obj(copy)
    const rows = Array.isArray(copy) ? copy : o && !('data' in o) ? [o] : []
    for (const imp of implied) mark(rows, imp)
  }
  return copy
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

/**
 * The metric aliases of a query that aggregate a price into one typical value: `average`, `median`, and `quantile` at
 * level 0.5, with `of` naming a `…_Price` or `…_PriceInUSD` (extremes and other quantiles include outliers by design).
 */
export function metricsOf(query: string): Map<string, string> {
  const out = new Map<string, string>()
  try {
    visit(parse(query), {
      [Kind.FIELD](node) {
        const name = node.name.value
        if (!node.alias || !['average', 'median', 'quantile'].includes(name)) return
        const of = node.arguments?.find((a) => a.name.value === 'of')?.value
        const level = node.arguments?.find((a) => a.name.value === 'level')?.value
        if (!of || (of.kind !== Kind.ENUM && of.kind !== Kind.STRING) || !/_Price(InUSD)?$/.test(of.value)) return
        if (name === 'quantile' && !(level && (level.kind === Kind.FLOAT || level.kind === Kind.INT) && Number(level.value) === 0.5)) return
        out.set(node.alias.value, of.value)
      },
    })
  } catch {
    return new Map()
  }
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

/** A JSON sample a value check reads, with the query before it: its text with `:data[…]` resolved, its aliases, and the line of a value. */
export type PricedSample = {
  fence: Fence
  json: unknown
  query: Fence | null
  text: string
  aliases: Map<string, string>
  line: (path: (string | number)[]) => number
}

/** Every sample of a page the price and supply checks read: `priceFences`, less those that opt out with `prices="…"`. */
export function pricedSamples(page: { source: string; fences: Fence[] }, lookup: (key: string) => string | undefined): PricedSample[] {
  return priceFences(page.fences)
    .filter(({ fence }) => !PRICES_META.test(fence.meta))
    .map(({ fence, json }) => {
      let offsets: Map<string, number> | null = null
      const line = (path: (string | number)[]) => {
        offsets ??= valueOffsets(fence.value)
        const at = offsets.get(path.join('/'))
        return fence.line + 1 + (at === undefined ? 0 : lineOf(fence.value, at))
      }
      const query = queryBefore(page.source, page.fences, fence)
      const text = query ? resolveData(query.value, lookup) : ''
      return { fence, json, query, text, aliases: query ? aliasesOf(text) : new Map<string, string>(), line }
    })
}

const pct = (t: number) => `${Math.round(t * 100)} %`
const shown = (x: number) => (x >= 100 ? String(Math.round(x * 10) / 10) : String(Number(x.toPrecision(4))))

/** The table's row for a symbol (case-insensitive; wrapped and bridged forms are listed with their token). */
export function rowOf(table: PriceTableLike, symbol: string): [string, PriceRowLike] | null {
  const s = symbol.toUpperCase()
  for (const [token, row] of Object.entries(table)) if (row.symbols.some((x) => x.toUpperCase() === s)) return [token, row]
  return null
}

/** Wrapped native coins a price may be quoted in: the check converts a price in them at the table's price. */
export const NATIVE_QUOTES = new Set(['ETH', 'WETH', 'SOL', 'WSOL', 'BNB', 'WBNB'])

/** What the check needs to name a token by its address: the table's token addresses and the `:data[contracts.…]` lookup. */
export type Contracts = { book: AddressBook; lookup?: (key: string) => string | undefined }

/**
 * The variables a page sets for a query, up to the sample: JSON fences after the query (a Variables block) and
 * inline code in the prose that holds a JSON object (`With {"token": "0x…"}` …), `:data[contracts.…]` resolved.
 */
export function variablesBefore(source: string, fences: Fence[], query: Fence, sample: Fence, lookup: (key: string) => string | undefined = () => undefined): Record<string, unknown> {
  let out: Record<string, unknown> = {}
  const take = (text: string) => {
    try {
      const v = JSON.parse(resolveData(text, lookup)) as unknown
      if (v && typeof v === 'object' && !Array.isArray(v) && !('data' in v)) out = { ...out, ...(v as Record<string, unknown>) }
    } catch {
      // not JSON
    }
  }
  const lines = source.split('\n')
  let cursor = query.line + query.value.split('\n').length + 1
  for (const f of fences.filter((x) => x.line > query.line && x.line < sample.line)) {
    for (const m of lines.slice(cursor, f.line - 1).join('\n').matchAll(/`(\{[^`]*\})`/g)) take(m[1])
    if (f.lang === 'json') take(f.value)
    cursor = f.line + f.value.split('\n').length + 1
  }
  for (const m of lines.slice(cursor, sample.line - 1).join('\n').matchAll(/`(\{[^`]*\})`/g)) take(m[1])
  return out
}

/**
 * The price findings of one page. A sample's `BaseFee` is Ethereum's when its query (or its variables block) asks for
 * `network: eth`. With `contracts`, a token the query filters by address (literal, variable or `:data[contracts.…]`)
 * or that a sample names by address alone is priced too, prices in WETH/WSOL/WBNB are converted at the table's
 * price, and a token priced both in USD and in such a quote within one sample implies a price of the quote, which
 * must be the table's.
 */
export function checkPagePrices(page: { file: string; source: string; fences: Fence[] }, table: PriceTableLike, baseFee: BaseFeeLike = null, contracts: Contracts | null = null): PriceFinding[] {
  const stable = (s: string) => rowOf(table, s)?.[1].usd === 1
  const quoteUsd: QuoteUsd = (s) => {
    const r = NATIVE_QUOTES.has(s.toUpperCase()) ? rowOf(table, s) : null
    return r ? { usd: r[1].usd, tolerance: r[1].tolerance } : null
  }
  const lookup = contracts?.lookup ?? (() => undefined)
  const out: PriceFinding[] = []
  for (const { fence, json, query, text, aliases, line } of pricedSamples(page, lookup)) {
    const seen = new Set<string>()
    let sample = json
    if (contracts && query) {
      const vars = variablesBefore(page.source, page.fences, query, fence, lookup)
      sample = withImplied(json, impliedTokens(text, vars, contracts.book), aliases)
    }
    const quotes = quotesIn(sample, stable, contracts ? { aliases, book: contracts.book, quoteUsd, metrics: query ? metricsOf(text) : undefined } : aliases)
    for (const q of quotes) {
      const found = rowOf(table, q.symbol)
      if (!found) continue
      const [token, row] = found
      const tolerance = row.tolerance + (q.via?.tolerance ?? 0)
      if (Math.abs(q.usd / row.usd - 1) <= tolerance) continue
      const l = line(q.path)
      const key = `${l}:${q.symbol}`
      if (seen.has(key)) continue
      seen.add(key)
      const range = q.via ? `${shown(row.usd)} ±${pct(tolerance)} (its ${pct(row.tolerance)} and ${q.via.symbol}'s ${pct(q.via.tolerance)})` : `${shown(row.usd)} ±${pct(row.tolerance)}`
      out.push({ line: l, message: `${q.symbol} priced at ${shown(q.usd)} USD (${q.how}); the docs' illustrative week prices ${token} at ${range} (content/data/prices.ts)` })
    }
    // The cross rate: a token priced in USD and in WETH (WSOL, WBNB) in one sample implies the quote's USD price.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const byToken = new Map<string, PriceQuote[]>()
    for (const q of quotes) {
      const t = rowOf(table, q.symbol)?.[0]
      if (t) byToken.set(t, [...(byToken.get(t) ?? []), q])
    }
    for (const [token, qs] of byToken) {
      const direct = qs.filter((q) => !q.via)
      if (!direct.length) continue
      const usd = mean(direct.map((q) => q.usd))
      const viaQuotes = new Map<string, PriceQuote[]>()
      for (const q of qs) if (q.via) viaQuotes.set(q.via.symbol, [...(viaQuotes.get(q.via.symbol) ?? []), q])
      for (const [quote, vq] of viaQuotes) {
        const r = rowOf(table, quote)
        if (!r || rowOf(table, quote)?.[0] === token) continue
        const inQuote = mean(vq.map((q) => q.via!.price))
        const implied = usd / inQuote
        if (Math.abs(implied / r[1].usd - 1) <= r[1].tolerance) continue
        out.push({ line: line(vq[0].path), message: `${token} at ${shown(inQuote)} ${quote} beside ${shown(usd)} USD in the same sample implies ${quote} at ${shown(implied)} USD; the docs' illustrative week prices ${r[0]} at ${shown(r[1].usd)} ±${pct(r[1].tolerance)} (content/data/prices.ts)` })
      }
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
