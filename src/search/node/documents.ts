/**
 * Builds one search context as an index split by term (issue 42):
 * - the head: pages, sections per page, section types and ranking lengths,
 *   and the lists of chunks (what every query needs, a few KB);
 * - term chunks: the sorted vocabulary cut into contiguous ranges, each word
 *   with the sections it occurs in (a query fetches the ranges its words and
 *   their prefixes fall in);
 * - section chunks: anchor, heading and snippet text of consecutive sections
 *   (fetched for the hits shown).
 * Pure: no Gatsby, no file system. See DECISIONS.md, "Search split by term".
 */
import { sectionTokens } from '../lib/rank'
import { STOP_WORDS as STOP, stem, tokenize } from '../lib/tokenize'
import type { ContextName, IndexHead, IndexedPage, SectionChunk, SectionType, TermChunk } from '../lib/types'
import type { SearchSection } from '../../mdx/node/sections'

/** A page as a provider describes it. */
export type PageSource = {
  url: string
  title: string
  breadcrumbs: string[]
  description: string
  keywords: string[]
  sections: SearchSection[]
  /** Docs version search tag (docs-default-current). */
  tag?: string
}

/** Section text kept for snippets (a snippet is 50 characters around the first match). */
export const MAX_SNIPPET_SOURCE = 2000
/**
 * Raw characters of snippet text per section chunk. A suggestion list shows
 * hits of up to eight pages, each in a chunk of its own at worst, so chunks
 * are small (about 2.5 KB gzipped); a page's neighbours often share one.
 */
export const CHUNK_CHARS = 6_000
/** Raw bytes of posting lists per term chunk (about 4-6 KB gzipped); a query term needs one chunk, rarely two. */
export const TERM_CHUNK_BYTES = 14_000

/** Cuts a text at a word boundary near `max` characters. */
export function capText(text: string, max = MAX_SNIPPET_SOURCE): string {
  if (text.length <= max) return text
  const space = text.lastIndexOf(' ', max)
  return text.slice(0, space > max * 0.8 ? space : max).trimEnd()
}

/**
 * The searchable words of a section: its identifiers (as written) and its
 * distinct words, lower-cased, stop words and one-letter words left out.
 * Order follows the text, so earlier words score a little higher.
 */
export function sectionWords(text: string, identifiers: string[], skip?: Set<string>): string {
  const out: string[] = []
  const seen = new Set<string>()
  for (const id of identifiers) {
    const key = id.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      out.push(id)
    }
  }
  for (const w of text.split(/[^\p{L}\p{N}_]+/u)) {
    const lower = w.toLowerCase()
    const key = stem(lower)
    // Long numbers (amounts, block heights, ids) are noise to a text search.
    if (key.length < 2 || STOP.has(lower) || seen.has(key) || skip?.has(key) || /^\d{5,}$/.test(key)) continue
    seen.add(key)
    out.push(key)
  }
  return out.join(' ')
}

/**
 * A word on more than this share of a context's pages (say "query" or
 * "field") is kept only in the first section of each page that has it: it
 * still finds the page, and the index does not pay for it in every section.
 * Distinctive words stay in every section, so hits point at the right one.
 */
export const COMMON_WORD_SHARE = 0.25

/** One section as the builder keeps it until the files are written. */
type Section = { p: number; y: SectionType; h: string; s: string; /** snippet text */ text: string; /** ranking body: the description, the keywords or the section words */ body: string }

export type BuiltContext = {
  /** The head; the writer fills in the chunk URLs (`tu`, `su`) once it has hashed the chunks. */
  head: IndexHead
  terms: TermChunk[]
  sections: SectionChunk[]
}

const LETTER: Record<SectionType, string> = { Title: 'T', Description: 'D', Keywords: 'K', Heading: 'H', Content: 'C' }

/** Posting letter: 'A' + 5 × heading count + body count, each capped at 4 (ranking counts at most four repeats). */
export function postingLetter(heading: number, body: number): string {
  return String.fromCharCode(65 + 5 * Math.min(heading, 4) + Math.min(body, 4))
}

/** Chunk sizes; the defaults are the site's, tests pass small ones. */
export type ChunkSizes = { termBytes?: number; sectionChars?: number }

export function buildContext(context: ContextName, pages: PageSource[], sizes: ChunkSizes = {}): BuiltContext {
  const termBytes = sizes.termBytes ?? TERM_CHUNK_BYTES
  const sectionChars = sizes.sectionChars ?? CHUNK_CHARS
  const outPages: IndexedPage[] = []
  const counts: number[] = []
  const sections: Section[] = []
  const sorted = [...pages].sort((a, b) => a.url.localeCompare(b.url))
  const df = new Map<string, number>()
  for (const page of sorted) for (const w of new Set(tokenize(page.sections.map((s) => s.text).join(' ')))) df.set(w, (df.get(w) ?? 0) + 1)
  const common = new Set<string>()
  // Only meaningful across many pages.
  if (sorted.length >= 50) for (const [w, n] of df) if (n / sorted.length > COMMON_WORD_SHARE) common.add(w)
  /** Adjacent word pairs of the texts, to tell which compound words the corpus also writes apart ("real-time" and "realtime"). */
  const pairs = new Set<string>()
  for (const page of sorted) {
    const p = outPages.length
    const first = sections.length
    const seenCommon = new Set<string>()
    outPages.push(page.tag ? { u: page.url, t: page.title, b: page.breadcrumbs, g: page.tag } : { u: page.url, t: page.title, b: page.breadcrumbs })
    sections.push({ p, y: 'Title', h: '', s: '', text: '', body: '' })
    const description = page.description.trim()
    if (description) sections.push({ p, y: 'Description', h: '', s: '', text: description, body: description })
    if (page.keywords.length) sections.push({ p, y: 'Keywords', h: '', s: '', text: page.keywords.join(', '), body: page.keywords.join(', ') })
    for (const sec of page.sections) {
      const words = sectionWords(sec.text, sec.identifiers, seenCommon)
      for (const w of words.split(' ')) if (common.has(w)) seenCommon.add(w)
      sections.push({ p, y: sec.heading ? 'Heading' : 'Content', h: sec.id, s: sec.heading, text: capText(sec.text), body: words })
      const seq = tokenize(`${sec.heading} ${sec.text}`)
      for (let i = 1; i < seq.length; i++) pairs.add(`${seq[i - 1]} ${seq[i]}`)
    }
    counts.push(sections.length - first)
  }

  // Postings: word → section ids with their heading and body counts.
  const postings = new Map<string, { id: number; h: number; b: number }[]>()
  const lengths: number[] = []
  sections.forEach((sec, id) => {
    if (sec.y === 'Title') {
      // A title is matched against the pages list of the head, which every query has.
      lengths.push(0)
      return
    }
    const page = outPages[sec.p]
    const t = sectionTokens({ pageTitle: page.t, type: sec.y, heading: sec.s, text: sec.body })
    lengths.push(t.text.length)
    const per = new Map<string, { h: number; b: number }>()
    for (const w of t.heading) per.set(w, { h: (per.get(w)?.h ?? 0) + 1, b: per.get(w)?.b ?? 0 })
    for (const w of sec.y === 'Keywords' ? t.keywords : t.text) per.set(w, { h: per.get(w)?.h ?? 0, b: (per.get(w)?.b ?? 0) + 1 })
    for (const [w, c] of per) {
      let list = postings.get(w)
      if (!list) postings.set(w, (list = []))
      list.push({ id, h: c.h, b: c.b })
    }
  })

  // Compound words the texts also write as two words (both parts words of the index or stop words).
  const known = (w: string) => postings.has(w) || STOP.has(w)
  const splits = new Map<string, [string, string]>()
  for (const w of postings.keys()) {
    if (w.length < 5 || w.includes('_') || /^\d/.test(w)) continue
    for (let i = 2; i <= w.length - 2; i++) {
      const a = w.slice(0, i)
      const b = w.slice(i)
      if (known(a) && known(b) && pairs.has(`${a} ${b}`)) {
        splits.set(w, [a, b])
        break
      }
    }
  }

  // Term chunks: contiguous ranges of the sorted vocabulary (JavaScript string order, the order the engine searches in).
  const vocab = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const terms: TermChunk[] = []
  const keys: string[] = []
  let chunk: TermChunk | null = null
  let bytes = 0
  let previous = ''
  for (const w of vocab) {
    let last = -1
    const list = (postings.get(w) ?? []).map(({ id, h, b }) => {
      const gap = last < 0 ? id : id - last
      last = id
      return gap.toString(36) + postingLetter(h, b)
    })
    const text = list.join('')
    if (!chunk || bytes + text.length + w.length > termBytes) {
      // The key is the shortest prefix of the first word that sorts after the previous chunk's last word.
      let key = w.slice(0, 1)
      for (let n = 1; n <= w.length && !(key > previous); n++) key = w.slice(0, n)
      chunk = { v: 2, context, key: keys.length === 0 ? '' : key, w: {} }
      keys.push(chunk.key)
      terms.push(chunk)
      bytes = 0
    }
    chunk.w[w] = text
    const split = splits.get(w)
    if (split) (chunk.s ??= {})[w] = split
    bytes += text.length + w.length
    previous = w
  }

  // Section chunks: consecutive sections, cut by the size of their snippet texts.
  const sectionChunks: SectionChunk[] = []
  let sc: SectionChunk | null = null
  let chars = 0
  sections.forEach((sec, id) => {
    if (!sc || (chars + sec.text.length > sectionChars && sc.s.length > 0)) {
      sc = { v: 2, context, first: id, s: [] }
      sectionChunks.push(sc)
      chars = 0
    }
    sc.s.push([sec.h, sec.s, sec.text])
    chars += sec.text.length
  })

  const head: IndexHead = {
    v: 2,
    context,
    pages: outPages,
    n: counts,
    y: sections.map((s) => LETTER[s.y]).join(''),
    l: lengths.map((n) => n.toString(36)).join(' '),
    tk: keys,
    tu: [],
    sf: sectionChunks.map((c) => c.first),
    su: [],
    d: '',
  }
  return { head, terms, sections: sectionChunks }
}
