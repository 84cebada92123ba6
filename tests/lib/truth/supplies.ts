/**
 * One token supply across pages (issue 37, class "sample"; mc-supply). Within
 * the docs' illustrative week a token has one circulating supply, as it has one
 * price (content/data/prices.ts, `supply`). Every JSON fence the price check
 * reads (tests/lib/truth/prices.ts `priceFences`) is read for Trading rows that
 * show supply: an object with a `Supply` (or the query's aliases of
 * `Supply_…` metrics, `market_cap: maximum(of: Block_Time, get: Supply_MarketCap)`)
 * and a token named as the price check names it (`Token` or `Currency` with a
 * `Symbol`, an address of the contract table, a query filter on the address,
 * or a `Currency: { Id: … }` filter on the table's `currencyId`). Its price is
 * the candle `Close` (else the `Average`), in USD unless `IsQuotedInUsd` is
 * false or the quote is not a stablecoin. Then:
 * a. within a row: MarketCap ≈ CirculatingSupply × price and
 *    FullyDilutedValuationUsd ≈ (MaxSupply, else TotalSupply) × price within
 *    1 % (rounding); CirculatingSupply ≤ TotalSupply ≤ MaxSupply;
 * b. against the table: the circulating supply (shown, or MarketCap / price)
 *    within 2 % of the table's; TotalSupply and MaxSupply within 0.5 %; the
 *    supply FullyDilutedValuationUsd / price implies within 1 % of the table's
 *    max (else total); and a Solana `TokenSupplyUpdate.PostBalance` of a token
 *    minted whole on Solana (`mintChain`) within 0.5 % of its total;
 * c. prose: "LINK's market cap of 11.6 billion USD", "a market cap of LINK at
 *    $11.6B", "a 11.6 billion USD market cap for LINK", "LINK's circulating
 *    supply of 628.78 million", "628.78 million LINK in circulation": a market
 *    cap (only with a dollar sign or USD/dollars after the number) within the
 *    token's price tolerance plus 2 % of the table's circulating supply × price,
 *    a circulating supply within 2 % of the table's.
 * A fence that opts out of the price check (`prices="historical: …"`) is set in
 * another period and is exempt here too; so is the prose the price check
 * exempts (an MDX comment `{/* prices="…" *\/}` before a paragraph, an h2
 * section whose sample opts out).
 */
import { Kind, parse, visit, type ValueNode } from 'graphql'
import type { Page } from './pages'
import { addressKey, impliedTokens, pricedSamples, rowOf, variablesBefore, withImplied, type Contracts, type ImpliedToken, type PriceRowLike } from './prices'
import { proseLines } from './prosePrices'

export type SupplyLike = { circulating?: number; total?: number; max?: number; mintChain?: string }
export type SupplyRowLike = PriceRowLike & { currencyId?: string; supply?: SupplyLike }
export type SupplyTableLike = Record<string, SupplyRowLike>
export type SupplyFinding = { line: number; message: string }

/** Relative tolerances: a row's own arithmetic (rounding), the circulating supply across pages, total and max. */
export const WITHIN_ROW = 0.01
export const CIRCULATING = 0.02
export const FIXED = 0.005

const SUPPLY_FIELDS = ['CirculatingSupply', 'TotalSupply', 'MaxSupply', 'MarketCap', 'FullyDilutedValuationUsd'] as const
type SupplyField = (typeof SUPPLY_FIELDS)[number]
const AVERAGES = ['Mean', 'Estimate', 'SimpleMoving', 'WeightedSimpleMoving', 'ExponentialMoving']

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v.trim())) return Number(v)
  return null
}
const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null)
const off = (a: number, b: number) => Math.abs(a / b - 1)

/** `alias: maximum(of: Block_Time, get: Supply_MarketCap)`: the alias, the field it gets, and the pick (`maximum Block_Time`). */
export type GetAlias = { field: string; pick: string }
export function getAliasesOf(query: string): Map<string, GetAlias> {
  const out = new Map<string, GetAlias>()
  try {
    visit(parse(query), {
      [Kind.FIELD](node) {
        if (!node.alias || !['maximum', 'minimum'].includes(node.name.value)) return
        const arg = (n: string) => node.arguments?.find((a) => a.name.value === n)?.value
        const get = arg('get')
        const of = arg('of')
        if (!get || (get.kind !== Kind.ENUM && get.kind !== Kind.STRING)) return
        const ofName = of && (of.kind === Kind.ENUM || of.kind === Kind.STRING) ? of.value : ''
        out.set(node.alias.value, { field: get.value, pick: `${node.name.value} ${ofName}` })
      },
    })
  } catch {
    return new Map()
  }
  return out
}

/** The `Currencies` cubes a query filters by one asset id the table lists: their rows are that token's. */
export function impliedByCurrencyId(query: string, table: SupplyTableLike): ImpliedToken[] {
  const ids = new Map<string, string>()
  for (const r of Object.values(table)) if (r.currencyId) ids.set(r.currencyId, r.symbols[0])
  const out: ImpliedToken[] = []
  let doc
  try {
    doc = parse(query)
  } catch {
    return out
  }
  const idOf = (v: ValueNode): string | null => {
    if (v.kind !== Kind.OBJECT) return null
    const currency = v.fields.find((f) => f.name.value === 'Currency')?.value
    if (!currency || currency.kind !== Kind.OBJECT) return null
    const id = currency.fields.find((f) => f.name.value === 'Id')?.value
    if (!id || id.kind !== Kind.OBJECT) return null
    const op = id.fields.find((f) => ['is', 'eq'].includes(f.name.value))?.value
    return op?.kind === Kind.STRING ? op.value : null
  }
  visit(doc, {
    [Kind.FIELD](node) {
      const where = node.arguments?.find((a) => a.name.value === 'where')?.value
      const id = where ? idOf(where) : null
      const symbol = id ? ids.get(id) : undefined
      if (symbol) out.push({ cube: node.alias?.value ?? node.name.value, path: ['Currency'], symbol, address: '' })
    },
  })
  return out
}

/** A row that shows supply: its token, its USD price (if any) and the supply fields it shows, with their paths. */
export type SupplyRow = {
  symbol: string
  price: number | null
  priceHow: string
  values: Partial<Record<SupplyField, { value: number; path: (string | number)[] }>>
  path: (string | number)[]
}

/** Every row of a parsed sample that shows a supply field, with its token named. */
export function supplyRowsIn(json: unknown, opts: { aliases?: ReadonlyMap<string, string>; gets?: ReadonlyMap<string, GetAlias>; book?: ReadonlyMap<string, string>; stable?: (s: string) => boolean } = {}): SupplyRow[] {
  const aliases = opts.aliases ?? new Map<string, string>()
  const gets = opts.gets ?? new Map<string, GetAlias>()
  const book = opts.book ?? new Map<string, string>()
  const stable = opts.stable ?? (() => false)
  const keysOf = (o: Record<string, unknown>, field: string) => Object.keys(o).filter((k) => (aliases.get(k) ?? k) === field)
  const tokenOf = (v: unknown): string | null => {
    const o = obj(v)
    if (!o) return null
    const s = o.Symbol ?? o.symbol
    if (typeof s === 'string' && s.trim()) return s.trim()
    for (const k of ['Address', 'SmartContract', 'MintAddress']) {
      const a = o[k]
      if (typeof a === 'string' && book.has(addressKey(a))) return book.get(addressKey(a))!
    }
    return null
  }
  const out: SupplyRow[] = []
  const walk = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, i]))
    const o = obj(v)
    if (!o) return
    const values: SupplyRow['values'] = {}
    const supplyKey = keysOf(o, 'Supply').find((k) => obj(o[k]))
    const supply = supplyKey === undefined ? null : obj(o[supplyKey])
    if (supply) {
      for (const f of SUPPLY_FIELDS) {
        const k = keysOf(supply, f)[0]
        const x = k === undefined ? null : num(supply[k])
        if (x !== null && x > 0) values[f] = { value: x, path: [...path, supplyKey!, k!] }
      }
    }
    // Flattened metrics: `market_cap: maximum(of: Block_Time, get: Supply_MarketCap)`, paired with a close picked the same way.
    let pick: string | null = null
    for (const [k, g] of gets) {
      const f = g.field.startsWith('Supply_') ? (g.field.slice(7) as SupplyField) : null
      const x = num(o[k])
      if (!f || !SUPPLY_FIELDS.includes(f) || x === null || x <= 0 || values[f]) continue
      values[f] = { value: x, path: [...path, k] }
      pick = g.pick
    }
    const tokenKey = keysOf(o, 'Token')[0] ?? keysOf(o, 'Currency')[0]
    const symbol = tokenKey === undefined ? null : tokenOf(o[tokenKey])
    if (Object.keys(values).length && symbol) {
      let price: number | null = null
      let priceHow = ''
      const priceKey = keysOf(o, 'Price').find((k) => obj(o[k]))
      const p = priceKey === undefined ? null : obj(o[priceKey])
      const quoteKey = keysOf(o, 'QuoteToken')[0]
      const quote = quoteKey === undefined ? null : tokenOf(o[quoteKey])
      const inUsd = p?.IsQuotedInUsd
      const usd = inUsd === true || (inUsd === undefined && (quote === null || stable(quote)))
      if (p && usd) {
        const ohlc = obj(p[keysOf(p, 'Ohlc')[0] ?? 'Ohlc'])
        const avg = obj(p[keysOf(p, 'Average')[0] ?? 'Average'])
        const close = ohlc ? num(ohlc[keysOf(ohlc, 'Close')[0] ?? 'Close']) : null
        if (close && close > 0) [price, priceHow] = [close, 'Close']
        else if (avg) {
          for (const f of AVERAGES) {
            const x = num(avg[keysOf(avg, f)[0] ?? f])
            if (x && x > 0) {
              ;[price, priceHow] = [x, `Average.${f}`]
              break
            }
          }
        }
      }
      if (price === null && pick !== null) {
        for (const [k, g] of gets) {
          const x = num(o[k])
          if (g.pick !== pick || !x || x <= 0) continue
          if (g.field === 'Price_Ohlc_Close' || g.field.startsWith('Price_Average_')) [price, priceHow] = [x, `${k} (${g.field})`]
        }
      }
      out.push({ symbol, price, priceHow, values, path })
    }
    for (const [k, x] of Object.entries(o)) walk(x, [...path, k])
  }
  walk(json, [])
  return out
}

/** Solana supply updates a sample shows: `TokenSupplyUpdate { Currency { Symbol } PostBalance }`. */
export function mintSuppliesIn(json: unknown): { symbol: string; total: number; path: (string | number)[] }[] {
  const out: { symbol: string; total: number; path: (string | number)[] }[] = []
  const walk = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, i]))
    const o = obj(v)
    if (!o) return
    const u = obj(o.TokenSupplyUpdate)
    const c = u && obj(u.Currency)
    const s = c && c.Symbol
    const total = u ? num(u.PostBalance) : null
    if (typeof s === 'string' && total !== null && total > 0) out.push({ symbol: s, total, path: [...path, 'TokenSupplyUpdate', 'PostBalance'] })
    for (const [k, x] of Object.entries(o)) walk(x, [...path, k])
  }
  walk(json, [])
  return out
}

const big = (x: number) => {
  const a = Math.abs(x)
  const f = (d: number, s: string) => `${Number((x / d).toPrecision(5))} ${s}`
  return a >= 1e12 ? f(1e12, 'T') : a >= 1e9 ? f(1e9, 'B') : a >= 1e6 ? f(1e6, 'M') : String(Number(x.toPrecision(6)))
}
const pct = (t: number) => `${Number((t * 100).toPrecision(3))} %`
/** The table's row for a symbol, as the price check finds it (wrapped and bridged forms with their token). */
const supplyRowOf = (table: SupplyTableLike, symbol: string) => rowOf(table, symbol) as [string, SupplyRowLike] | null

/** The supply findings of one page's samples (rules a and b). */
export function checkPageSupplies(page: Pick<Page, 'source' | 'fences'>, table: SupplyTableLike, contracts: Contracts | null = null): SupplyFinding[] {
  const stable = (s: string) => rowOf(table, s)?.[1].usd === 1
  const lookup = contracts?.lookup ?? (() => undefined)
  const out: SupplyFinding[] = []
  for (const { fence, json, query, text, aliases, line } of pricedSamples(page, lookup)) {
    let sample = json
    if (query) {
      const vars = contracts ? variablesBefore(page.source, page.fences, query, fence, lookup) : {}
      const implied = [...(contracts ? impliedTokens(text, vars, contracts.book) : []), ...impliedByCurrencyId(text, table)]
      sample = withImplied(json, implied, aliases)
    }
    const rows = supplyRowsIn(sample, { aliases, gets: query ? getAliasesOf(text) : undefined, book: contracts?.book, stable })
    for (const r of rows) {
      const v = r.values
      const at = (f: SupplyField) => line(v[f]!.path)
      const p = r.price
      const circ = v.CirculatingSupply?.value
      const total = v.TotalSupply?.value
      const max = v.MaxSupply?.value
      const mc = v.MarketCap?.value
      const fdv = v.FullyDilutedValuationUsd?.value
      const priced = `${r.symbol} at ${p} USD (${r.priceHow})`
      // a. the row's own arithmetic
      if (p && mc && circ && off(mc, circ * p) > WITHIN_ROW) out.push({ line: at('MarketCap'), message: `MarketCap ${big(mc)} USD is not CirculatingSupply × price: ${big(circ)} × ${priced} = ${big(circ * p)} USD (graphql-schema/trading.graphql: circulating supply times price)` })
      const fdvBase = max ?? total
      if (p && fdv && fdvBase && off(fdv, fdvBase * p) > WITHIN_ROW) out.push({ line: at('FullyDilutedValuationUsd'), message: `FullyDilutedValuationUsd ${big(fdv)} USD is not ${max ? 'MaxSupply' : 'TotalSupply'} × price: ${big(fdvBase)} × ${priced} = ${big(fdvBase * p)} USD (graphql-schema/trading.graphql: maximum (or total) supply times price)` })
      if (circ && total && circ > total * (1 + 1e-9)) out.push({ line: at('CirculatingSupply'), message: `${r.symbol} CirculatingSupply ${big(circ)} exceeds its TotalSupply ${big(total)}` })
      if (total && max && total > max * (1 + 1e-9)) out.push({ line: at('TotalSupply'), message: `${r.symbol} TotalSupply ${big(total)} exceeds its MaxSupply ${big(max)}` })
      // b. the table
      const found = supplyRowOf(table, r.symbol)
      const s = found?.[1].supply
      if (!found || !s) continue
      const [token] = found
      const ref = `the docs' illustrative week has ${token}`
      if (s.circulating) {
        const shownCirc = circ ?? (mc && p ? mc / p : null)
        if (shownCirc !== null && off(shownCirc, s.circulating) > CIRCULATING) {
          const how = circ ? `CirculatingSupply ${big(circ)}` : `MarketCap / price = ${big(mc!)} / ${p} (${r.priceHow}) = ${big(shownCirc)} in circulation`
          out.push({ line: at(circ ? 'CirculatingSupply' : 'MarketCap'), message: `${r.symbol} ${how}; ${ref} at ${big(s.circulating)} circulating, within ${pct(CIRCULATING)} (content/data/prices.ts)` })
        }
      }
      if (s.total && total && off(total, s.total) > FIXED) out.push({ line: at('TotalSupply'), message: `${r.symbol} TotalSupply ${big(total)}; ${ref} at ${big(s.total)} total, within ${pct(FIXED)} (content/data/prices.ts)` })
      if (s.max && max && off(max, s.max) > FIXED) out.push({ line: at('MaxSupply'), message: `${r.symbol} MaxSupply ${big(max)}; ${ref} capped at ${big(s.max)} (content/data/prices.ts)` })
      const tableBase = s.max ?? (max ? undefined : s.total)
      if (fdv && p && tableBase && !max && !total && off(fdv / p, tableBase) > WITHIN_ROW + FIXED) out.push({ line: at('FullyDilutedValuationUsd'), message: `${r.symbol} FullyDilutedValuationUsd / price = ${big(fdv)} / ${p} (${r.priceHow}) = ${big(fdv / p)} tokens; ${ref} at ${big(tableBase)} ${s.max ? 'max' : 'total'} supply (content/data/prices.ts)` })
    }
    for (const m of mintSuppliesIn(json)) {
      const found = supplyRowOf(table, m.symbol)
      const s = found?.[1].supply
      if (!found || !s?.total || s.mintChain !== 'solana' || off(m.total, s.total) <= FIXED) continue
      out.push({ line: line(m.path), message: `${m.symbol} mint supply (TokenSupplyUpdate.PostBalance) ${big(m.total)}; the docs' illustrative week has ${found[0]} at ${big(s.total)} total, within ${pct(FIXED)} (content/data/prices.ts)` })
    }
  }
  return out
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`
const SCALE = String.raw`(?:\s?(billion|trillion|million|thousand|bn|[BMK])(?![\w-]))?`
const APPROX = String.raw`(?:about |roughly |around |nearly |almost |some |~\s?)?`
const MCAP = String.raw`[Mm]arket[\s-]cap(?:itali[sz]ation)?`
const VERB = String.raw`(?:(?:is|was|of|at|near|around|stands at|stood at|sits at|sat at|reads|of about)\s+)?`
/** A dollar amount: `$11.6B`, `$11.6 billion`, `11.6 billion USD`, `11,582,000,000 dollars`. */
const DOLLARS = (n: string) => String.raw`(?:\$\s?${NUMBER.replace('(', `(?<${n}>`)}${SCALE.replace('(billion', `(?<${n}s>billion`)}|${NUMBER.replace('(', `(?<${n}b>`)}${SCALE.replace('(billion', `(?<${n}bs>billion`)}\s*(?:USD|US dollars|dollars)\b)`
/** A count of tokens: `628.78 million`, `628,780,000`, not followed by a percentage or a currency of value. */
const COUNT = (n: string) => String.raw`${NUMBER.replace('(', `(?<${n}>`)}${SCALE.replace('(billion', `(?<${n}s>billion`)}(?!\s*(?:%|USD|dollars|\$|[\d.,]))`

const scaled = (raw: string, unit: string | undefined) => {
  const x = Number(raw.replace(/,/g, ''))
  const u = (unit ?? '').toLowerCase()
  return x * (u === 'trillion' ? 1e12 : u === 'billion' || u === 'bn' || u === 'b' ? 1e9 : u === 'million' || u === 'm' ? 1e6 : u === 'thousand' || u === 'k' ? 1e3 : 1)
}

export type ProseSupply = { line: number; symbol: string; token: string; kind: 'market cap' | 'circulating supply'; value: number; text: string }

/** Every market cap and circulating supply a page's prose states for a token whose supply the table gives. */
export function proseSupplies(page: Pick<Page, 'source'>, table: SupplyTableLike): ProseSupply[] {
  const symbols = Object.values(table)
    .filter((r) => r.supply)
    .flatMap((r) => r.symbols)
    .filter((s) => /^[A-Za-z][A-Za-z0-9.]*$/.test(s))
    .sort((a, b) => b.length - a.length)
  if (!symbols.length) return []
  const T = (n: string) => `(?<${n}>${symbols.map((s) => s.replace(/\./g, '\\.')).join('|')})`
  const POS = String.raw`(?:'s|’s)?`
  const mc: RegExp[] = [
    // LINK's market cap of 11.58 billion USD · LINK market cap at $11.6B
    new RegExp(String.raw`\b${T('t')}${POS}\s+${MCAP}\s+${VERB}${APPROX}${DOLLARS('a')}`, 'g'),
    // a market cap of LINK at $11.6B · the market cap of LINK is 11.58 billion dollars
    new RegExp(String.raw`\b${MCAP}\s+of\s+${T('t')}\s+${VERB}${APPROX}${DOLLARS('a')}`, 'g'),
    // a 11.58 billion USD market cap for LINK · LINK's $11.6B market cap
    new RegExp(String.raw`${DOLLARS('a')}\s+${MCAP}\s+(?:of|for)\s+${T('t')}\b`, 'g'),
    new RegExp(String.raw`\b${T('t')}(?:'s|’s)\s+${APPROX}${DOLLARS('a')}\s+${MCAP}`, 'g'),
  ]
  const circ: RegExp[] = [
    // LINK's circulating supply of 628.78 million · LINK circulating supply is 628,780,000
    new RegExp(String.raw`\b${T('t')}${POS}\s+[Cc]irculating\s+supply\s+${VERB}${APPROX}${COUNT('a')}`, 'g'),
    // the circulating supply of LINK is 628.78 million
    new RegExp(String.raw`\b[Cc]irculating\s+supply\s+of\s+${T('t')}\s+${VERB}${APPROX}${COUNT('a')}`, 'g'),
    // a circulating supply of 628.78 million LINK
    new RegExp(String.raw`\b[Cc]irculating\s+supply\s+of\s+${APPROX}${COUNT('a')}\s+${T('t')}\b`, 'g'),
    // 628.78 million LINK in circulation
    new RegExp(String.raw`${APPROX}${NUMBER.replace('(', '(?<a>')}${SCALE.replace('(billion', '(?<as>billion')}\s+${T('t')}\s+(?:(?:are|were|is|was)\s+)?in\s+circulation\b`, 'g'),
  ]
  const out: ProseSupply[] = []
  for (const { line, text, exempt } of proseLines(page.source)) {
    if (exempt) continue
    const seen = new Set<string>()
    for (const [kind, res] of [['market cap', mc], ['circulating supply', circ]] as const) {
      for (const re of res) {
        for (const m of text.matchAll(re)) {
          const g = m.groups ?? {}
          const raw = g.a ?? g.ab
          const unit = g.a !== undefined ? g.as : g.abs
          const found = g.t && raw ? supplyRowOf(table, g.t) : null
          if (!found || seen.has(`${kind}:${m.index}`)) continue
          seen.add(`${kind}:${m.index}`)
          out.push({ line, symbol: g.t, token: found[0], kind, value: scaled(raw!, unit), text: m[0].trim() })
        }
      }
    }
  }
  return out
}

/** Rule c: every market cap and circulating supply of the prose against the table. */
export function checkProseSupplies(page: Pick<Page, 'source'>, table: SupplyTableLike): SupplyFinding[] {
  const out: SupplyFinding[] = []
  for (const p of proseSupplies(page, table)) {
    const row = table[p.token]
    const c = row.supply?.circulating
    if (!c) continue
    if (p.kind === 'market cap') {
      const expected = c * row.usd
      const tol = row.tolerance + CIRCULATING
      if (off(p.value, expected) > tol) out.push({ line: p.line, message: `the prose gives ${p.symbol} a market cap of ${big(p.value)} USD ("${p.text}"); the docs' illustrative week has ${big(c)} ${p.token} circulating × ${row.usd} USD = ${big(expected)} USD, within ${pct(tol)} (content/data/prices.ts)` })
    } else if (off(p.value, c) > CIRCULATING) {
      out.push({ line: p.line, message: `the prose gives ${p.symbol} a circulating supply of ${big(p.value)} ("${p.text}"); the docs' illustrative week has ${big(c)}, within ${pct(CIRCULATING)} (content/data/prices.ts)` })
    }
  }
  return out
}

/** Both checks of one page. */
export function checkSupplies(page: Pick<Page, 'source' | 'fences'>, table: SupplyTableLike, contracts: Contracts | null = null): SupplyFinding[] {
  return [...checkPageSupplies(page, table, contracts), ...checkProseSupplies(page, table)].sort((a, b) => a.line - b.line)
}
