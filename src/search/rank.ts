/**
 * Relevance: a small, explainable score computed on the candidates flexsearch
 * finds. flexsearch answers "which sections contain these terms (as
 * prefixes)"; this decides the order, so that a page named after the query
 * wins over a page that mentions it once.
 */
import { tokenize } from './tokenize'
import type { HitType, SectionType } from './types'

/** Tokens of the fields of one section, computed once per section. */
export type SectionTokens = { title: string[]; heading: string[]; keywords: string[]; text: string[]; extra: string[]; pageTitle: string[] }

export function sectionTokens(args: { pageTitle: string; type: SectionType; heading: string; text: string; extra?: string }): SectionTokens {
  const pageTitle = tokenize(args.pageTitle)
  return {
    pageTitle,
    title: args.type === 'Title' ? pageTitle : [],
    heading: tokenize(args.heading),
    keywords: args.type === 'Keywords' ? tokenize(args.text) : [],
    text: args.type === 'Keywords' ? [] : tokenize(args.text),
    extra: tokenize(args.extra ?? ''),
  }
}

const WEIGHTS = { title: 12, heading: 8, keywords: 6, text: 3, extra: 2 } as const
type Field = keyof typeof WEIGHTS
const FIELD_TYPE: Record<Field, HitType> = { title: 'Title', heading: 'Heading', keywords: 'Keywords', text: 'Content', extra: 'Content' }

/** How well one token list matches a term: 1.5 for the whole word, 1 for a prefix, plus a little per repeat. */
function fieldMatch(tokens: string[], term: string): number {
  let best = 0
  let count = 0
  for (const t of tokens) {
    if (t === term) {
      best = 1.5
      count++
    } else if (t.startsWith(term)) {
      if (best < 1) best = 1
      count++
    }
  }
  return best === 0 ? 0 : best + Math.min(count - 1, 3) * 0.1
}

export type Score = { score: number; type: HitType; matched: number }

/**
 * Score of a section for the query terms. Sections that match every term come
 * first (coverage squared); a term found in the page title lifts every section
 * of that page a little; Title and Heading matches beat body text.
 */
export function scoreSection(tokens: SectionTokens, terms: string[]): Score {
  if (terms.length === 0) return { score: 0, type: 'Content', matched: 0 }
  let sum = 0
  let matched = 0
  let type: HitType | null = null
  let typeWeight = 0
  for (const term of terms) {
    let best = 0
    let bestField: Field | null = null
    for (const field of Object.keys(WEIGHTS) as Field[]) {
      const m = fieldMatch(tokens[field], term)
      if (m > 0 && m * WEIGHTS[field] > best) {
        best = m * WEIGHTS[field]
        bestField = field
      }
    }
    const inPageTitle = fieldMatch(tokens.pageTitle, term)
    if (bestField) {
      matched++
      sum += best + inPageTitle * 2
      if (WEIGHTS[bestField] > typeWeight) {
        typeWeight = WEIGHTS[bestField]
        type = FIELD_TYPE[bestField]
      }
    }
  }
  const coverage = matched / terms.length
  // Short sections that match are more focused than long ones that mention everything.
  const length = tokens.text.length + tokens.extra.length
  const focus = 1 / (1 + Math.log10(1 + length / 200))
  return { score: sum * coverage * coverage * (0.7 + 0.3 * focus), type: type ?? 'Content', matched }
}
