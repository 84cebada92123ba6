/**
 * Strict and inclusive bounds in words (issue 37, class "dimension"; the third
 * deep audit found this on about twenty pages). A title or the sentence before
 * a query that says "above 100,000" while the query filters `ge: "100000"`
 * promises to leave out exactly 100,000, which the query keeps; "at least 50"
 * over `gt: "50"` promises the reverse. This reads each GraphQL fence's
 * literal numeric bounds (`gt`, `ge`, `lt`, `le`, quoted or not) and, in its
 * title and the paragraph just before it, every bound stated in words:
 * - strict from below: "above", "over", "more than", "greater than",
 *   "larger than", "bigger than", "exceeding" N;
 * - inclusive from below: "at least", "no less than", "N or more";
 * - strict from above: "below", "under", "less than", "smaller than" N;
 * - inclusive from above: "at most", "no more than", "N or less", "N or fewer".
 * N may have thousands separators, a decimal part, a leading "$" and a
 * "thousand", "million" or "billion" after it; a dollar amount may also end in
 * "k", "M" or "B" ("$1M", "$50k"; without the "$", "5m" may be minutes). A stated bound is a finding when
 * the query bounds the same number on the same side with the other kind of
 * operator, and not also with the stated one (a query with both `gt` and `ge`
 * on N is left alone). Numbers that differ (a bound in raw units under a prose
 * bound in tokens) are not compared: the rule reads only what it can decide.
 */
import type { Page } from './pages'

export type ComparativeFinding = { line: number; message: string }

type Side = 'lower' | 'upper'
type Kind = 'strict' | 'inclusive'
type Bound = { side: Side; kind: Kind; value: number }

const OPS: Record<string, { side: Side; kind: Kind }> = {
  gt: { side: 'lower', kind: 'strict' },
  ge: { side: 'lower', kind: 'inclusive' },
  lt: { side: 'upper', kind: 'strict' },
  le: { side: 'upper', kind: 'inclusive' },
}

/** For the query's operator on a side: its name, what it does with the bound itself, and the words that say so. */
const WORDING: Record<string, { op: string; keeps: string; say: string }> = {
  'lower inclusive': { op: 'ge', keeps: 'keeps', say: '"at least" / "or more"' },
  'upper inclusive': { op: 'le', keeps: 'keeps', say: '"at most" / "or less"' },
  'lower strict': { op: 'gt', keeps: 'leaves out', say: '"above" / "more than"' },
  'upper strict': { op: 'lt', keeps: 'leaves out', say: '"below" / "less than"' },
}

const NUM = String.raw`\$?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(thousand|million|billion)|(?<=\$[\d.,]+)([kmb])\b)?`
const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, k: 1e3, m: 1e6, b: 1e9 }

const toNumber = (digits: string, scale?: string) => Number(digits.replace(/,/g, '')) * (scale ? SCALE[scale.toLowerCase()] : 1)

/** The literal numeric bounds of a query: `ge: "100000"`, `gt: 5`, `lt: "0.5"`. */
export function queryBounds(query: string): Bound[] {
  const out: Bound[] = []
  for (const m of query.matchAll(/\b(gt|ge|lt|le)\s*:\s*"?(-?\d+(?:\.\d+)?)"?/g)) out.push({ ...OPS[m[1]], value: Number(m[2]) })
  return out
}

/** Bounds stated in words in a text, with the words that state them. */
export function statedBounds(text: string): (Bound & { words: string })[] {
  const out: (Bound & { words: string })[] = []
  const add = (re: RegExp, side: Side, kind: Kind, numGroup: number) => {
    for (const m of text.matchAll(re)) out.push({ side, kind, value: toNumber(m[numGroup], m[numGroup + 1] ?? m[numGroup + 2]), words: m[0].trim() })
  }
  add(new RegExp(String.raw`\b(?:above|over|more than|greater than|larger than|bigger than|exceeding)\s+(?:about\s+)?${NUM}`, 'gi'), 'lower', 'strict', 1)
  add(new RegExp(String.raw`\b(?:at least|no less than)\s+${NUM}`, 'gi'), 'lower', 'inclusive', 1)
  add(new RegExp(String.raw`(?<![\w.,])${NUM}(?:\s+[A-Za-z$]{1,12})?\s+or more\b`, 'gi'), 'lower', 'inclusive', 1)
  add(new RegExp(String.raw`\b(?:below|under|less than|smaller than)\s+${NUM}`, 'gi'), 'upper', 'strict', 1)
  add(new RegExp(String.raw`\b(?:at most|no more than)\s+${NUM}`, 'gi'), 'upper', 'inclusive', 1)
  add(new RegExp(String.raw`(?<![\w.,])${NUM}(?:\s+[A-Za-z$]{1,12})?\s+or (?:less|fewer)\b`, 'gi'), 'upper', 'inclusive', 1)
  return out
}

/** The title of a fence and the paragraph just before it (prose lines up to a blank line, heading or fence). */
function wordsAround(page: Page, fenceLine: number, meta: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = []
  const title = /title="([^"]*)"/.exec(meta)?.[1]
  if (title) out.push({ text: title, line: fenceLine })
  const lines = page.source.split('\n')
  let i = fenceLine - 2
  while (i >= 0 && lines[i].trim() === '') i--
  const para: { text: string; line: number }[] = []
  for (; i >= 0; i--) {
    const l = lines[i]
    if (l.trim() === '' || /^\s*(#|```|~~~|<|\{\/\*)/.test(l)) break
    para.unshift({ text: l, line: i + 1 })
  }
  return [...out, ...para]
}

export function checkComparatives(page: Page): ComparativeFinding[] {
  const out: ComparativeFinding[] = []
  for (const f of page.fences) {
    if (f.lang !== 'graphql' && f.lang !== 'gql') continue
    const bounds = queryBounds(f.value)
    if (!bounds.length) continue
    for (const { text, line } of wordsAround(page, f.line, f.meta)) {
      for (const s of statedBounds(text)) {
        const same = bounds.filter((b) => b.side === s.side && b.value === s.value)
        if (!same.length || same.some((b) => b.kind === s.kind)) continue
        const { op, keeps, say } = WORDING[`${s.side} ${same[0].kind}`]
        out.push({ line, message: `"${s.words}" but the query below filters \`${op}: ${s.value}\`, which ${keeps} exactly ${s.value}: say ${say}, or change the operator` })
      }
    }
  }
  return out
}
