/**
 * Order IDs of Solana order books agree with the order's side (issue 37).
 * The programs encode the side in the ID:
 * - Phoenix: the ID is the order sequence number, a u64; a bid's is stored
 *   bit-inverted, so its top bit is set (2⁶³ or more), an ask's as-is (below
 *   2⁶³). `Side::from_order_sequence_number` in Ellipsis-Labs/phoenix-v1
 *   src/state/enums.rs reads the side back from the leading zeros; a Phoenix
 *   ID of 2⁶⁴ or more does not exist.
 * - OpenBook v2 and OpenBook v1 (the Serum v3 fork): the ID is a u128, the
 *   price data (price in lots, at least 1) in the upper 64 bits and the
 *   sequence number in the lower 64, bit-inverted for a bid
 *   (`new_node_key` in openbook-dex/openbook-v2
 *   programs/openbook-v2/src/state/orderbook/nodes.rs; `gen_order_id` in
 *   serum-dex dex/src/state.rs). So a bid's lower half is 2⁶³ or more, an
 *   ask's below, and every ID is 2⁶⁴ or more.
 * A sample order is checked when the sample names the program (the row's
 * `Dex.ProtocolFamily`, `ProtocolName` or `ProgramAddress`, a market the
 * contract table knows, or else the query's filter on one of them) and, for
 * the side rule, the side (`BuySide` beside the ID, or else the query's filter
 * on `BuySide`).
 */
import { allContracts } from '../../../content/data/contracts'

export type Book = 'phoenix' | 'openbook'
export type OrderFinding = { path: string; message: string }

const U63 = 1n << 63n
const U64 = 1n << 64n
const U128 = 1n << 128n

export const BOOK_PROGRAMS: Record<string, Book> = {
  PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY: 'phoenix',
  opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb: 'openbook',
  srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX: 'openbook',
}

/** The book a protocol name or family names. */
export function bookOfName(name: string): Book | null {
  if (/phoenix/i.test(name)) return 'phoenix'
  if (/open\s*book|serum/i.test(name)) return 'openbook'
  return null
}

/** The side an order ID says, or why it is no ID of that book. */
export function sideOfOrderId(book: Book, id: string | number): 'bid' | 'ask' | { invalid: string } {
  const text = String(id).trim()
  if (!/^\d+$/.test(text)) return { invalid: `"${text}" is not a whole number` }
  const n = BigInt(text)
  if (book === 'phoenix') {
    if (n >= U64) return { invalid: `${text} is 2⁶⁴ or more, but a Phoenix order ID is a u64 (the order sequence number)` }
    return n >= U63 ? 'bid' : 'ask'
  }
  if (n >= U128) return { invalid: `${text} is 2¹²⁸ or more, but an OpenBook order ID is a u128` }
  if (n < U64) return { invalid: `${text} is below 2⁶⁴, but an OpenBook order ID carries the price in lots (at least 1) in its upper 64 bits` }
  return (n & (U64 - 1n)) >= U63 ? 'bid' : 'ask'
}

const why = (book: Book) =>
  book === 'phoenix'
    ? 'Phoenix stores a bid\'s order sequence number bit-inverted (2⁶³ or more) and an ask\'s as-is (below 2⁶³): Side::from_order_sequence_number, phoenix-v1 src/state/enums.rs'
    : 'OpenBook keeps the price in lots in the upper 64 bits and the sequence number in the lower 64, bit-inverted for a bid (lower half 2⁶³ or more) and as-is for an ask: new_node_key, openbook-v2 state/orderbook/nodes.rs'

/** What the query's filters say: a book (ProtocolFamily / ProtocolName / ProgramAddress) and a side (BuySide), when each has one value. */
export function queryFacts(query: string): { book: Book | null; buySide: boolean | null } {
  const books = new Set<Book>()
  for (const m of query.matchAll(/Protocol(?:Family|Name)\s*:\s*\{\s*is\s*:\s*"([^"]+)"/g)) {
    const b = bookOfName(m[1])
    if (b) books.add(b)
  }
  for (const m of query.matchAll(/ProgramAddress\s*:\s*\{\s*is\s*:\s*"([^"]+)"/g)) {
    const b = BOOK_PROGRAMS[m[1]]
    if (b) books.add(b)
  }
  const sides = new Set<boolean>()
  for (const m of query.matchAll(/BuySide\s*:\s*(?:\{\s*is\s*:\s*)?(true|false)\b/g)) sides.add(m[1] === 'true')
  return { book: books.size === 1 ? [...books][0] : null, buySide: sides.size === 1 ? [...sides][0] : null }
}

/**
 * Check every order ID of a sample (any object with `OrderId`). `markets` maps
 * market addresses the contract table knows to their book.
 */
export function checkOrderIds(json: unknown, query: string, markets: Record<string, Book> = {}): OrderFinding[] {
  const facts = queryFacts(query)
  const out: OrderFinding[] = []
  const bookOf = (o: Record<string, unknown>): Book | null => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string') {
        if (/^Protocol(Family|Name)$/.test(k) && bookOfName(v)) return bookOfName(v)
        if (/^(ProgramAddress|Program)$/.test(k) && BOOK_PROGRAMS[v]) return BOOK_PROGRAMS[v]
        if (/^MarketAddress$/.test(k) && markets[v]) return markets[v]
      }
    }
    return null
  }
  /** The book named anywhere in an object's subtree, but not in lists below it (other rows). */
  const bookIn = (o: unknown): Book | null => {
    if (!o || typeof o !== 'object' || Array.isArray(o)) return null
    const own = bookOf(o as Record<string, unknown>)
    if (own) return own
    for (const v of Object.values(o as Record<string, unknown>)) {
      const b = bookIn(v)
      if (b) return b
    }
    return null
  }
  const walk = (v: unknown, path: string, ancestors: Record<string, unknown>[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`, ancestors))
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    const chain = [...ancestors, o]
    if ('OrderId' in o && (typeof o.OrderId === 'string' || typeof o.OrderId === 'number')) {
      // The nearest enclosing object that names a book is the order's row.
      let book: Book | null = null
      for (let i = chain.length - 1; i >= 0 && !book; i--) book = bookIn(chain[i])
      book = book ?? facts.book
      const buySide = typeof o.BuySide === 'boolean' ? o.BuySide : facts.buySide
      const at = path ? `${path}.OrderId` : 'OrderId'
      if (book) {
        const side = sideOfOrderId(book, o.OrderId)
        if (typeof side === 'object') out.push({ path: at, message: `${side.invalid} (${why(book)})` })
        else if (buySide !== null && (side === 'bid') !== buySide) {
          out.push({ path: at, message: `${String(o.OrderId)} is ${side === 'bid' ? 'a bid' : 'an ask'}'s ID, but the order is ${buySide ? 'a bid' : 'an ask'} (BuySide: ${buySide}): ${why(book)}` })
        }
      }
    }
    for (const [k, x] of Object.entries(o)) walk(x, path ? `${path}.${k}` : k, chain)
  }
  walk(json, '', [])
  return out
}

/** Market accounts of the contract table that belong to an order book. */
export const BOOK_MARKETS: Record<string, Book> = Object.fromEntries(
  allContracts()
    .filter((c) => c.chain === 'solana' && c.kind === 'pool' && /^(Phoenix|OpenBook)/.test(c.key))
    .map((c) => [c.address, (c.key.startsWith('Phoenix') ? 'phoenix' : 'openbook') as Book]),
)
