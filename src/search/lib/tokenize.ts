/**
 * Tokenising for the index and for queries. Both sides use the same function,
 * so what is indexed is what a query can find.
 *
 * - Lower case, accents folded (é → e), any script's letters and digits kept.
 * - Underscores stay inside a token, so `eth_getLogs` is one token; its parts
 *   (`eth`, `getlogs`) are emitted too, so either half finds it.
 * - Everything else (punctuation, regex characters, quotes, markup, emoji)
 *   separates tokens and is never interpreted.
 */

import { correct } from './spelling'

/** Longest query we search for; longer input is cut (10,000 pasted characters must not stall the worker). */
export const MAX_QUERY_CHARS = 200
/** Most distinct terms a query contributes. */
export const MAX_QUERY_TERMS = 8

/**
 * Common English words: they never decide a search. The index leaves them out
 * of section word lists; in a query they are optional (they add a little when
 * a title or heading has them, but a section need not contain them).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a of to in on at by is an as be it or if so we do no up the and for are but not you your with this that from they have has had was were will would can could should into onto than then them their there these those what when where which while who whom why how all any each every some such only own same other more most very just also its it's our out off over under again once here too about above after before below between both down during few further nor now per via may might must shall does did done doing been being".split(
    ' ',
  ),
)

const SPLIT = /[^\p{L}\p{N}_]+/u
const MARKS = /\p{M}+/gu

/**
 * Merges English plurals with their singular ("holders" → "holder",
 * "queries" → "query"), on both sides, so either form finds the other and the
 * index stores one word instead of two. Deliberately nothing more: prefix
 * search needs the stored word to start with the typed one.
 */
export function stem(token: string): string {
  if (token.length < 4 || /[0-9_]/.test(token)) return token
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`
  if (token.endsWith('s') && !/(ss|us|is|ys|as|os)$/.test(token)) return token.slice(0, -1)
  return token
}

export function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase()
}

/** Tokens of a text, in order, duplicates kept (a field's repeats count in ranking). */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const raw of fold(text).split(SPLIT)) {
    const t = raw.replace(/^_+|_+$/g, '')
    if (!t) continue
    out.push(stem(t))
    if (t.includes('_')) for (const part of t.split('_')) if (part) out.push(stem(part))
  }
  return out
}

/** Distinct query terms, in the order typed, at most MAX_QUERY_TERMS. */
export function queryTerms(query: string): string[] {
  const seen = new Set<string>()
  const cut = query.length > MAX_QUERY_CHARS ? query.slice(0, MAX_QUERY_CHARS) : query
  for (const raw of fold(cut).split(SPLIT)) {
    // Known typos of chain and protocol names are fixed before stemming (spelling.ts).
    const t = stem(correct(raw.replace(/^_+|_+$/g, '')))
    if (t && !seen.has(t)) seen.add(t)
    if (seen.size >= MAX_QUERY_TERMS) break
  }
  return [...seen]
}
