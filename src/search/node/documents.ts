/**
 * Builds one search context: an index file (what flexsearch needs to FIND
 * sections: titles, headings, descriptions, keywords and the distinct words
 * of every section) and text chunks (what the worker needs to SHOW a
 * snippet: the section text), fetched only for sections that are shown.
 * Pure: no Gatsby, no file system. See DECISIONS.md, "Search".
 */
import { STOP_WORDS as STOP, stem, tokenize } from '../lib/tokenize'
import type { ContextName, IndexFile, IndexedSection, TextChunk } from '../lib/types'
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
/** Raw characters per text chunk: a suggestion list needs one or two chunks. */
export const CHUNK_CHARS = 24_000

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

export type BuiltContext = {
  /** The index; `chunks` is filled with the chunk URLs by the writer. */
  file: IndexFile
  /** Chunk i holds the texts of the sections whose `c` is i. */
  chunks: TextChunk[]
}

export function buildContext(context: ContextName, pages: PageSource[]): BuiltContext {
  const file: IndexFile = { v: 1, context, pages: [], sections: [], chunks: [] }
  const chunks: TextChunk[] = []
  let chunk: TextChunk | null = null
  let chunkChars = 0
  const sorted = [...pages].sort((a, b) => a.url.localeCompare(b.url))
  const df = new Map<string, number>()
  for (const page of sorted) for (const w of new Set(tokenize(page.sections.map((s) => s.text).join(' ')))) df.set(w, (df.get(w) ?? 0) + 1)
  const common = new Set<string>()
  // Only meaningful across many pages.
  if (sorted.length >= 50) for (const [w, n] of df) if (n / sorted.length > COMMON_WORD_SHARE) common.add(w)
  for (const page of sorted) {
    const p = file.pages.length
    const seenCommon = new Set<string>()
    file.pages.push(page.tag ? { u: page.url, t: page.title, b: page.breadcrumbs, g: page.tag } : { u: page.url, t: page.title, b: page.breadcrumbs })
    file.sections.push({ p, h: '', s: '', y: 'Title', x: '' })
    if (page.description.trim()) file.sections.push({ p, h: '', s: '', y: 'Description', x: page.description.trim() })
    if (page.keywords.length) file.sections.push({ p, h: '', s: '', y: 'Keywords', x: page.keywords.join(', ') })
    for (const sec of page.sections) {
      const text = capText(sec.text)
      const words = sectionWords(sec.text, sec.identifiers, seenCommon)
      for (const w of words.split(' ')) if (common.has(w)) seenCommon.add(w)
      const s: IndexedSection = { p, h: sec.id, s: sec.heading, y: sec.heading ? 'Heading' : 'Content', k: words }
      if (text) {
        if (!chunk || chunkChars + text.length > CHUNK_CHARS) {
          chunk = { v: 1, context, texts: {} }
          chunks.push(chunk)
          chunkChars = 0
        }
        chunk.texts[file.sections.length] = text
        chunkChars += text.length
        s.c = chunks.length - 1
      }
      file.sections.push(s)
    }
  }
  return { file: encodeWords(file), chunks }
}

/**
 * Stores section words as base-36 references into one vocabulary, most
 * frequent words getting the shortest references (about 12% smaller
 * gzipped than the words themselves, measured on 250 synthetic pages),
 * each written as the gap to the previous reference of its section.
 */
export function encodeWords(file: IndexFile): IndexFile {
  const freq = new Map<string, number>()
  for (const s of file.sections) for (const w of s.k ? s.k.split(' ') : []) freq.set(w, (freq.get(w) ?? 0) + 1)
  const vocab = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w)
  const ref = new Map(vocab.map((w, i) => [w, i]))
  const sections = file.sections.map((s) => {
    if (s.k === undefined) return s
    const { k, ...rest } = s
    const ids = k ? k.split(' ').map((w) => ref.get(w) as number) : []
    // Sorted, then each reference stored as the gap to the previous one: small numbers, about 11% less gzipped (measured on the real docs).
    ids.sort((a, b) => a - b)
    return { ...rest, w: ids.map((i, n) => (n === 0 ? i : i - ids[n - 1]).toString(36)).join(' ') }
  })
  return { ...file, sections, vocab }
}
