/**
 * Relevance: a small, explainable score computed on the candidates the
 * posting lists give (engine.ts). The index answers "which sections contain
 * these terms (as prefixes)"; this decides the order, so that a page named
 * after the query wins over a page that mentions it once.
 */
import { STOP_WORDS, tokenize } from './tokenize'
import type { HitType, SectionType } from './types'

/** Tokens of the fields of one section, computed once per section. */
export type SectionTokens = { title: string[]; heading: string[]; keywords: string[]; text: string[]; pageTitle: string[] }

export function sectionTokens(args: { pageTitle: string; type: SectionType; heading: string; text: string }): SectionTokens {
  const pageTitle = tokenize(args.pageTitle)
  return {
    pageTitle,
    title: args.type === 'Title' ? pageTitle : [],
    heading: tokenize(args.heading),
    keywords: args.type === 'Keywords' ? tokenize(args.text) : [],
    text: args.type === 'Keywords' ? [] : tokenize(args.text),
  }
}

const WEIGHTS = { title: 12, heading: 8, keywords: 6, text: 3 } as const
export type Field = keyof typeof WEIGHTS
export const FIELDS = Object.keys(WEIGHTS) as Field[]
const FIELD_TYPE: Record<Field, HitType> = { title: 'Title', heading: 'Heading', keywords: 'Keywords', text: 'Content' }

/** A field's match value from how many of its tokens the term starts (`count`) and whether one of them is the term itself. */
export function matchValue(count: number, exact: boolean): number {
  return count === 0 ? 0 : (exact ? 1.5 : 1) + Math.min(count - 1, 3) * 0.1
}

/** How well one token list matches a term: 1.5 for the whole word, 1 for a prefix, plus a little per repeat. */
export function fieldMatch(tokens: string[], term: string): number {
  let exact = false
  let count = 0
  for (const t of tokens) {
    if (t === term) {
      exact = true
      count++
    } else if (t.startsWith(term)) count++
  }
  return matchValue(count, exact)
}

export type Score = { score: number; type: HitType; matched: number }

/** Distinct title words that say what a page is about: stop words (unless that is all) and whole underscored names (their parts count) left out. */
function titleWords(pageTitle: string[]): string[] {
  const words = pageTitle.filter((t) => !t.includes('_'))
  const meaningful = words.filter((t) => !STOP_WORDS.has(t))
  // A title made only of stop words (the metric "if") is its own subject.
  return [...new Set(meaningful.length ? meaningful : words)]
}

/**
 * Share of the page title's words that the query covers (0..1): "Filters"
 * is all covered by "filters", "EVM_Block_Filter" only a third. A term
 * covers a title word it equals or starts, and an underscored term
 * (evm_dextrade_cube) covers each of its parts.
 */
export function titleCoverage(pageTitle: string[], terms: string[]): number {
  const words = titleWords(pageTitle)
  if (words.length === 0) return 0
  const parts = terms.flatMap((t) => (t.includes('_') ? [t, ...t.split('_').filter(Boolean)] : [t]))
  const covered = words.filter((w) => parts.some((t) => w === t || (t.length >= 3 && w.startsWith(t))))
  return covered.length / words.length
}

/** Weight of a title the query names completely (see titleCoverage). */
const TITLE_COVERAGE_WEIGHT = 10

/**
 * Score of a section for the query terms. Sections that match every term come
 * first (coverage squared); a term found in the page title lifts every section
 * of that page a little, and more when the query names the whole title;
 * Title and Heading matches beat body text. Stop words ("of", "a", "by") are
 * optional: they add when they match but do not count towards coverage,
 * unless the query has nothing else ("if").
 */
export function scoreSection(tokens: SectionTokens, terms: string[]): Score {
  return scoreMatches((field, term) => fieldMatch(tokens[field], term), tokens.pageTitle, tokens.text.length, terms)
}

/**
 * scoreSection over any source of matches: `match(field, term)` is the
 * field's match value (see fieldMatch), `length` the number of body tokens.
 * The engine answers `match` from posting lists; the result is the same.
 */
export function scoreMatches(match: (field: Field, term: string) => number, pageTitle: string[], length: number, terms: string[], pageCache?: Map<string, number>): Score {
  // What depends on the page title only is the same for every section of the page: the engine passes one cache per page and query.
  const cached = (key: string, f: () => number) => {
    if (!pageCache) return f()
    let v = pageCache.get(key)
    if (v === undefined) pageCache.set(key, (v = f()))
    return v
  }
  if (terms.length === 0) return { score: 0, type: 'Content', matched: 0 }
  const required = terms.filter((t) => !STOP_WORDS.has(t))
  const needed = required.length > 0 ? new Set(required) : new Set(terms)
  let sum = 0
  let matched = 0
  let matchedRequired = 0
  let type: HitType | null = null
  let typeWeight = 0
  for (const term of terms) {
    let best = 0
    let bestField: Field | null = null
    for (const field of FIELDS) {
      const m = match(field, term)
      if (m > 0 && m * WEIGHTS[field] > best) {
        best = m * WEIGHTS[field]
        bestField = field
      }
    }
    const inPageTitle = cached(`t ${term}`, () => fieldMatch(pageTitle, term))
    if (bestField) {
      const optional = !needed.has(term)
      matched++
      if (!optional) matchedRequired++
      // An optional word only nudges: it must not outweigh a real term.
      sum += optional ? (best + inPageTitle * 2) * 0.15 : best + inPageTitle * 2
      if (!optional && WEIGHTS[bestField] > typeWeight) {
        typeWeight = WEIGHTS[bestField]
        type = FIELD_TYPE[bestField]
      }
    }
  }
  if (matchedRequired === 0) return { score: 0, type: 'Content', matched: 0 }
  const coverage = matchedRequired / needed.size
  sum += TITLE_COVERAGE_WEIGHT * cached(`c ${[...needed].join(' ')}`, () => titleCoverage(pageTitle, [...needed]))
  // Short sections that match are more focused than long ones that mention everything.
  const focus = 1 / (1 + Math.log10(1 + length / 200))
  return { score: sum * coverage * coverage * (0.7 + 0.3 * focus), type: type ?? 'Content', matched }
}

/**
 * A prior per page, multiplied into its sections' scores. Reference entries
 * are many and named like the query's words (1,400 types, most of them
 * filters, orderings and enums of a cube), so they yield to the docs that
 * explain a task; within the reference, cubes, objects and root fields come
 * before the inputs, enums and nested field objects generated for them
 * (the generator names those `<Cube>_Fields_<path>`).
 */
export function pagePrior(context: string, breadcrumbs: string[], title = '', url = '', terms: string[] = [], rareSlugWord: (word: string) => boolean = () => false): number {
  if (context === 'docs') return chainPrior(url, breadcrumbs, terms, rareSlugWord)
  if (context !== 'reference') return 1
  const kind = breadcrumbs[breadcrumbs.length - 1]
  if (kind === 'input' || kind === 'enum' || title.includes('_Fields_')) return 0.7
  return 0.85
}

/** Docs of one chain live under these routes; the segment after them names the chain. */
const CHAIN_ROUTE = /^\/docs\/(?:blockchain|examples)\/([^/]+)\//i
/** Sections under those routes that are not one chain's pages. */
const NOT_A_CHAIN = new Set(['introduction', 'cross-chain', 'futures-dexs', 'polymarket-api', 'prediction-markets'])
/** Other names of a chain that readers type. */
/** Other names of a chain that readers type; a JSON-RPC method (eth_getLogs, debug_traceCall) names Ethereum too. */
const CHAIN_ALIASES: Record<string, string[]> = { ethereum: ['eth', 'evm', 'debug'], matic: ['polygon', 'pol'], bsc: ['bnb', 'binance'], tron: ['trx'] }

/**
 * Pages about one chain (the chain pages under /docs/blockchain/{Chain}/ and
 * /docs/examples/OpBNB/) yield to the general page of a topic unless the query
 * names the chain: "balance updates" wants the cube page, "tron balance
 * updates" the Tron page. Siblings of one topic on nine chains would otherwise
 * fill the first results for every generic query.
 */
export function chainPrior(url: string, breadcrumbs: string[], terms: string[], rareSlugWord: (word: string) => boolean = () => false): number {
  const segment = CHAIN_ROUTE.exec(url)?.[1]?.toLowerCase()
  const named = (set: Set<string>) => terms.some((t) => set.has(t) || [...set].some((n) => t.startsWith(`${n}_`)))
  // A general page yields a little to the named chain's pages ("bsc new tokens" wants the BSC launchpads first).
  if (!segment || NOT_A_CHAIN.has(segment)) return named(OTHER_CHAIN_NAMES) ? 0.85 : 1
  const i = breadcrumbs.indexOf('Chains')
  const label = i >= 0 ? (breadcrumbs[i + 1] ?? '') : ''
  const names = new Set([segment, ...(CHAIN_ALIASES[segment] ?? []), ...label.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && w !== 'chain')])
  if (named(names)) return 1
  // The query names what this page alone is about (a protocol in its slug: "uniswap trades", "raydium pools"): no chain needs naming.
  if (namesSlug(url, terms, rareSlugWord)) return 1
  // The query names another chain ("bsc new tokens" on a Solana page): that chain's pages come first.
  return named(OTHER_CHAIN_NAMES) ? 0.55 : 0.75
}

/** Words of a page's last URL segment ("uniswap-api" → uniswap, api). */
export function slugWords(url: string): string[] {
  const last = url.replace(/\/+$/, '').split('/').pop() ?? ''
  return tokenize(last.replace(/[-_]+/g, ' '))
}

/** True when a query term is a rare word of the page's slug (a name few pages carry, not "transfers" or "nft"). */
function namesSlug(url: string, terms: string[], rare: (word: string) => boolean): boolean {
  const words = slugWords(url)
  return terms.some((t) => t.length >= 4 && !STOP_WORDS.has(t) && words.includes(t) && rare(t))
}

/** Every chain name and alias a reader types, to tell that a query names some chain. */
const OTHER_CHAIN_NAMES = new Set(['ethereum', 'eth', 'bsc', 'bnb', 'binance', 'base', 'arbitrum', 'optimism', 'matic', 'polygon', 'opbnb', 'solana', 'sol', 'tron', 'trx', 'ton'])

