/**
 * Snippets and highlight ranges. Everything here works on plain strings and
 * returns offsets; the UI turns ranges into <mark> elements with text nodes,
 * so nothing from the index or the query is ever parsed as HTML.
 */
import { fold } from './tokenize'

/** Spec 9: a snippet shows up to 50 characters of context. */
export const SNIPPET_CHARS = 50

export type Range = [number, number]

const WORD = /[\p{L}\p{N}_]/u

/**
 * Folds a text character by character and keeps, for each folded character,
 * the offset of the original character it came from (folding can change
 * lengths: "ﬁ" becomes "fi", "é" loses its accent).
 */
function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = ''
  const map: number[] = []
  let i = 0
  for (const ch of text) {
    const f = fold(ch)
    for (let k = 0; k < f.length; k++) map.push(i)
    folded += f
    i += ch.length
  }
  map.push(text.length)
  return { folded, map }
}

/**
 * Ranges of `text` where a word starts with one of the terms. The whole word
 * is marked, so "transf" marks "transfers". Ranges are sorted and disjoint.
 */
export function matchRanges(text: string, terms: string[]): Range[] {
  const wanted = terms.filter(Boolean)
  if (!text || wanted.length === 0) return []
  const { folded, map } = foldWithMap(text)
  const ranges: Range[] = []
  let i = 0
  while (i < folded.length) {
    if (!WORD.test(folded[i])) {
      i++
      continue
    }
    let j = i
    while (j < folded.length && WORD.test(folded[j])) j++
    const word = folded.slice(i, j)
    // A term may also match a part of an underscored identifier (eth_getlogs ← getlogs).
    let matched = wanted.some((t) => word.startsWith(t))
    if (!matched && word.includes('_')) {
      let offset = 0
      for (const part of word.split('_')) {
        if (part && wanted.some((t) => part.startsWith(t))) {
          ranges.push([map[i + offset], map[i + offset + part.length]])
        }
        offset += part.length + 1
      }
    }
    if (matched) ranges.push([map[i], map[j]])
    matched = false
    i = j
  }
  return ranges
}

export type Snippet = { text: string; ranges: Range[] }

/**
 * At most `max` characters of `text` around the first matched term, cut at
 * word boundaries where possible, with ranges relative to the snippet. An
 * ellipsis marks cut ends and counts toward the limit. Without a match the
 * snippet is the start of the text.
 */
export function makeSnippet(text: string, terms: string[], max = SNIPPET_CHARS): Snippet {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return { text: '', ranges: [] }
  const all = matchRanges(clean, terms)
  if (clean.length <= max) return { text: clean, ranges: all }
  const first = all[0]
  let start = 0
  if (first) {
    // Keep about a third of the window before the match.
    const lead = Math.floor((max - Math.min(first[1] - first[0], max)) / 3)
    start = Math.max(0, first[0] - lead)
    // Start at a word boundary between the window start and the match.
    if (start > 0 && clean[start - 1] !== ' ') {
      const space = clean.indexOf(' ', start)
      if (space !== -1 && space < first[0]) start = space + 1
      else start = first[0]
    }
  }
  const ellipsisStart = start > 0 ? 1 : 0
  let end = Math.min(clean.length, start + max - ellipsisStart)
  const needsEnd = end < clean.length
  if (needsEnd) {
    end = Math.min(end, start + max - ellipsisStart - 1)
    const space = clean.lastIndexOf(' ', end)
    if (space > start + max / 2 && (!first || space >= first[1])) end = space
  }
  const body = clean.slice(start, end)
  const prefix = ellipsisStart ? '…' : ''
  const suffix = end < clean.length ? '…' : ''
  const ranges: Range[] = []
  for (const [a, b] of all) {
    const s = Math.max(a, start)
    const e = Math.min(b, end)
    if (e > s) ranges.push([s - start + prefix.length, e - start + prefix.length])
  }
  return { text: prefix + body + suffix, ranges }
}

/** Splits a text into plain and marked parts for rendering with text nodes. */
export function splitByRanges(text: string, ranges: Range[]): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = []
  let at = 0
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const s = Math.max(a, at)
    const e = Math.min(b, text.length)
    if (e <= s) continue
    if (s > at) parts.push({ text: text.slice(at, s), mark: false })
    parts.push({ text: text.slice(s, e), mark: true })
    at = e
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false })
  return parts
}
