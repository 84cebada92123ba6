/**
 * Prose overlap between pages (GUIDE section 6): the share of a page's word
 * 8-grams that also occur in one other page. Code fences, inline code, JSX
 * tags, tables' pipes, link targets and front matter are not prose.
 */
export const SHINGLE = 8

/** The prose words of an MDX source, lower-cased. */
export function proseWords(source: string): string[] {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, '')
  text = text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\s*\2[`~]*\s*$/gm, ' ')
  text = text.replace(/`[^`\n]*`/g, ' ')
  text = text.replace(/<\/?[A-Za-z][^>\n]*\/?>/g, ' ')
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
  text = text.replace(/\]\([^)]*\)/g, '] ')
  text = text.replace(/:data\[[^\]]*\]/g, ' ')
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
}

export function shingles(words: string[], n = SHINGLE): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '))
  return out
}

export type OverlapResult = { page: string; other: string; shared: number; total: number; share: number }

/**
 * For each page, the other page that shares the largest part of its 8-grams.
 * An inverted index keeps this linear in the number of shingles.
 */
export function worstOverlaps(pages: { id: string; source: string }[]): OverlapResult[] {
  const sets = pages.map((p) => ({ id: p.id, set: shingles(proseWords(p.source)) }))
  const index = new Map<string, number[]>()
  sets.forEach((p, i) => {
    for (const s of p.set) {
      const list = index.get(s)
      if (list) list.push(i)
      else index.set(s, [i])
    }
  })
  return sets.map((p, i) => {
    const counts = new Map<number, number>()
    for (const s of p.set) for (const j of index.get(s)!) if (j !== i) counts.set(j, (counts.get(j) ?? 0) + 1)
    let best = -1
    let shared = 0
    for (const [j, n] of counts) if (n > shared) [best, shared] = [j, n]
    const total = p.set.size
    return { page: p.id, other: best >= 0 ? sets[best].id : '', shared, total, share: total ? shared / total : 0 }
  })
}
