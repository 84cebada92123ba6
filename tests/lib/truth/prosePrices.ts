/**
 * Prices stated in prose (issue 37, class "sample"; residual samples ap and as).
 * The sample check (prices.ts) reads the JSON a page shows; the sentence beside
 * it often restates the price ("Both dollar values use a BNB price of 612 USD",
 * "a long's price up to 3,468, 2 % above an ETH price near 3,400") or gives a
 * limit or entry price in words, and a wrong one there misleads as much. This
 * reads every line of prose (outside code fences, front matter and MDX
 * comments) for a price of a token the table lists, in these forms:
 * - `N USD|USDC|USDT|dollars per|a|an TOKEN` and `$N per TOKEN`;
 * - `TOKEN [was|traded|priced|…] at|near|around N USD|USDC|USDT|dollars`
 *   (also `$N`), with an optional "about", "roughly", "~" before the number;
 * - `TOKEN price of|near|at|around N`, with or without a unit (a price of a
 *   token named by its symbol is in USD unless a unit says otherwise), and
 *   `a price of N USD per TOKEN` through the first form.
 * A number followed by another unit (SOL, WETH, gwei, %) is not a USD price and
 * is not read. A price outside the token's tolerance of the table's value is a
 * finding, as in the samples.
 *
 * A paragraph set in another period opts out on the line before it with an MDX
 * comment giving the reason: `{/* prices="historical: the 2021 crash" *\/}`;
 * prose in an h2 section whose sample fence opts out (`prices="…"` on the
 * fence) is exempt too, since it describes that sample.
 */
import type { PriceTableLike } from './prices'
import { rowOf } from './prices'
import type { Page } from './pages'

export type ProsePriceFinding = { line: number; message: string }

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`
const APPROX = String.raw`(?:about |roughly |around |nearly |almost |~\s?)?`
const USD_UNIT = String.raw`(?:USD|USDC|USDT|dollars?)\b`

/** The symbols the table prices, longest first, with stablecoins left out (a stablecoin priced in USD says nothing). */
function tokenPattern(table: PriceTableLike): string {
  const symbols = Object.values(table)
    .filter((r) => r.usd !== 1)
    .flatMap((r) => r.symbols)
    .filter((s) => /^[A-Za-z][A-Za-z0-9.]*$/.test(s))
    .sort((a, b) => b.length - a.length)
  return `(${symbols.map((s) => s.replace(/\./g, '\\.')).join('|')})`
}

/** The forms a price takes in a sentence: each regex captures the token and the number (named groups). */
function forms(table: PriceTableLike): RegExp[] {
  const T = tokenPattern(table)
  return [
    // 3,392.86 USD per ETH · 227.6 USDC per SOL · 230 dollars per SOL · 3,400 USD an ETH · $3,400 per ETH
    new RegExp(String.raw`(?:\$${NUMBER.replace('(', '(?<n1>')}|${NUMBER.replace('(', '(?<n2>')}\s*${USD_UNIT})\s*(?:per|an?|/)\s+${T.replace('(', '(?<t1>')}\b`, 'g'),
    // SOL at 227.60 dollars · JUP at about 0.665 USDC · puts SOL near 227.65 USD · ETH at $3,400
    new RegExp(String.raw`\b${T.replace('(', '(?<t2>')}\s+(?:(?:was|is|trades?|traded|trading|sits?|sat|stood|stands?|priced|valued)\s+)?(?:at|near|around)\s+${APPROX}(?:\$${NUMBER.replace('(', '(?<n3>')}|${NUMBER.replace('(', '(?<n4>')}\s*${USD_UNIT})`, 'g'),
    // a BNB price of 612 USD · an ETH price near 3,400 · the JUP price of that block, about 0.6655 USD
    new RegExp(String.raw`\b${T.replace('(', '(?<t3>')}\s+price\s+(?:of|near|at|around)\s+(?:[^,.;:()\d]{0,20},\s*)?${APPROX}\$?${NUMBER.replace('(', '(?<n5>')}(?![\d,.]?\d)(?!\s*(?:×|x\s|SOL\b|WSOL|ETH\b|WETH|BNB\b|WBNB|gwei|wei\b|lamports?|sun\b|%|(?!USD|dollar)[a-zA-Z]))(?:\s*${USD_UNIT})?`, 'g'),
  ]
}

const toNumber = (s: string) => Number(s.replace(/,/g, ''))

/** The lines of prose of a page, with whether each is exempt: fences, front matter and MDX comments are not prose. */
export function proseLines(source: string): { line: number; text: string; exempt: boolean }[] {
  const lines = source.split('\n')
  const out: { line: number; text: string; exempt: boolean }[] = []
  let fence: string | null = null
  let frontMatter = lines[0] === '---'
  let optOut = false
  // h2 sections whose sample fence opts out of the price check describe a sample set in another period.
  const exemptSections = new Set<number>()
  let section = 0
  for (let i = 0; i < lines.length; i++) {
    if (/^##\s/.test(lines[i])) section = i
    if (/^\s*(```|~~~)/.test(lines[i]) && /prices="[^"]+"/.test(lines[i])) exemptSections.add(section)
  }
  section = 0
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]
    if (frontMatter) {
      if (i > 0 && l === '---') frontMatter = false
      continue
    }
    const open = /^\s*(```+|~~~+)/.exec(l)
    if (open) {
      if (fence === null) fence = open[1]
      else if (l.trim().startsWith(fence)) fence = null
      continue
    }
    if (fence !== null) continue
    if (/^##\s/.test(l)) section = i
    if (!l.trim()) {
      optOut = false
      continue
    }
    if (/^\s*\{\/\*\s*prices="[^"]+"\s*\*\/\}\s*$/.test(l)) {
      optOut = true
      continue
    }
    const text = l.replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    out.push({ line: i + 1, text, exempt: optOut || exemptSections.has(section) })
  }
  return out
}

const pct = (t: number) => `${Math.round(t * 100)} %`

export type ProsePrice = { line: number; symbol: string; token: string; usd: number; text: string }

/** Every price a page's prose states for a token of the table (exempt paragraphs left out). */
export function prosePrices(page: Pick<Page, 'source'>, table: PriceTableLike): ProsePrice[] {
  const out: ProsePrice[] = []
  const patterns = forms(table)
  for (const { line, text, exempt } of proseLines(page.source)) {
    if (exempt) continue
    const seen = new Set<string>()
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        const g = m.groups ?? {}
        const symbol = g.t1 ?? g.t2 ?? g.t3
        const raw = g.n1 ?? g.n2 ?? g.n3 ?? g.n4 ?? g.n5
        const found = symbol && raw ? rowOf(table, symbol) : null
        if (!found || seen.has(`${symbol}:${raw}`)) continue
        seen.add(`${symbol}:${raw}`)
        out.push({ line, symbol: symbol!, token: found[0], usd: toNumber(raw!), text: m[0].trim() })
      }
    }
  }
  return out
}

/** Every price a page's prose states for a token of the table that lies outside the token's tolerance. */
export function checkProsePrices(page: Pick<Page, 'source'>, table: PriceTableLike): ProsePriceFinding[] {
  return prosePrices(page, table)
    .filter((p) => !(p.usd > 0 && Math.abs(p.usd / table[p.token].usd - 1) <= table[p.token].tolerance))
    .map((p) => ({ line: p.line, message: `the prose prices ${p.symbol} at ${p.usd} USD ("${p.text}"); the docs' illustrative week prices ${p.token} at ${table[p.token].usd} ±${pct(table[p.token].tolerance)} (content/data/prices.ts)` }))
}
