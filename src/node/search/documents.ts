/**
 * Builds one index file (one search context) from the pages its provider
 * collected. Pure: no Gatsby, no file system.
 */
import { tokenize } from '../../search/tokenize'
import type { ContextName, IndexFile, IndexedSection } from '../../search/types'
import type { ExtractedSection } from './extract'

/** A page as a provider describes it. */
export type PageSource = {
  url: string
  title: string
  breadcrumbs: string[]
  description: string
  keywords: string[]
  sections: ExtractedSection[]
  /** Docs version search tag (docs-default-current). */
  tag?: string
}

/**
 * Text of a section longer than this is cut for snippets; the rest still
 * counts for search through its distinct words (see DECISIONS.md, search).
 */
export const MAX_SECTION_TEXT = 700
/** Words shorter than this in the cut-off remainder are left out (they rarely decide a search). */
const MIN_EXTRA_WORD = 3

/** Cuts a text at a word boundary near `max` characters. */
export function capText(text: string, max = MAX_SECTION_TEXT): { shown: string; rest: string } {
  if (text.length <= max) return { shown: text, rest: '' }
  const space = text.lastIndexOf(' ', max)
  const cut = space > max * 0.8 ? space : max
  return { shown: text.slice(0, cut).trimEnd(), rest: text.slice(cut) }
}

/** Searchable extras of a section: identifiers plus distinct words of the cut-off text not already shown. */
export function extraTerms(shown: string, rest: string, identifiers: string[]): string {
  const have = new Set(tokenize(shown))
  const out: string[] = []
  const seen = new Set<string>()
  for (const id of identifiers) {
    const key = id.toLowerCase()
    if (!seen.has(key) && !have.has(key)) {
      seen.add(key)
      out.push(id)
    }
  }
  for (const w of rest.split(/[^\p{L}\p{N}_]+/u)) {
    const key = w.toLowerCase()
    if (key.length < MIN_EXTRA_WORD || have.has(key) || seen.has(key)) continue
    seen.add(key)
    out.push(w)
  }
  return out.join(' ')
}

export function buildIndexFile(context: ContextName, pages: PageSource[]): IndexFile {
  const file: IndexFile = { v: 1, context, pages: [], sections: [] }
  const sorted = [...pages].sort((a, b) => a.url.localeCompare(b.url))
  for (const page of sorted) {
    const p = file.pages.length
    file.pages.push(page.tag ? { u: page.url, t: page.title, b: page.breadcrumbs, g: page.tag } : { u: page.url, t: page.title, b: page.breadcrumbs })
    const add = (s: IndexedSection) => file.sections.push(s.k ? s : { p: s.p, h: s.h, s: s.s, y: s.y, x: s.x })
    add({ p, h: '', s: '', y: 'Title', x: '' })
    if (page.description.trim()) add({ p, h: '', s: '', y: 'Description', x: page.description.trim() })
    if (page.keywords.length) add({ p, h: '', s: '', y: 'Keywords', x: page.keywords.join(', ') })
    for (const sec of page.sections) {
      const { shown, rest } = capText(sec.text)
      const k = extraTerms(shown, rest, sec.identifiers)
      add({ p, h: sec.id, s: sec.heading, y: sec.heading ? 'Heading' : 'Content', x: shown, k })
    }
  }
  return file
}
