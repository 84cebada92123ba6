/**
 * Shapes shared by the build (src/node/search), the worker and the UI.
 * Field names of a hit follow spec section 3 ("Search hit"): u, h, t, s, b.
 */

/** The search contexts: one index file each, loaded lazily. */
export type ContextName = 'docs' | 'reference' | 'blog'

/** Section types of the index (spec 3). */
export type SectionType = 'Title' | 'Description' | 'Keywords' | 'Heading' | 'Content'

/** What a hit matched on (spec 3: Title, Keywords, Heading or content). */
export type HitType = 'Title' | 'Keywords' | 'Heading' | 'Content'

export type IndexedPage = {
  /** URL (route with trailing slash). */
  u: string
  /** Page title. */
  t: string
  /** Breadcrumb labels above the page. */
  b: string[]
  /** Search tag of the docs version, e.g. docs-default-current; absent outside versioned docs. */
  g?: string
}

export type IndexedSection = {
  /** Index into `pages`. */
  p: number
  /** Anchor (heading id) without "#", or "" for the top of the page. */
  h: string
  /** Section title ("" for the page title, description and keywords). */
  s: string
  y: SectionType
  /** Text shown as is: the description and the keywords (body text lives in the chunks). */
  x?: string
  /** Searchable words of the section body: code identifiers and its distinct words. */
  k?: string
  /** The same words as sorted indexes into IndexFile.vocab, each stored in base 36 as the gap to the previous one (what the file stores; the engine decodes it into k). */
  w?: string
  /** Text chunk holding the body text (for snippets). */
  c?: number
}

/** Section body texts for snippets, keyed by section index; fetched when a hit needs one. */
export type TextChunk = { v: 1; context: ContextName; texts: Record<number, string> }

/** One index file (one context). */
export type IndexFile = {
  v: 1
  context: ContextName
  pages: IndexedPage[]
  sections: IndexedSection[]
  /** URLs of the text chunks (content-hashed, cached forever). */
  chunks: string[]
  /** Every section word once, most frequent first (see IndexedSection.w). */
  vocab?: string[]
}

export type ManifestEntry = { context: ContextName; label: string; path: string; url: string; bytes: number; documents: number; /** Time the build took to collect and write this context. */ buildMs: number }

/** /search/manifest.json: the only search file that is not cached forever. */
export type Manifest = { v: 1; builtAt: string; contexts: ManifestEntry[] }

/** A ranked hit, as the worker returns it. */
export type Hit = {
  context: ContextName
  u: string
  h: string
  t: string
  s: string
  b: string[]
  type: HitType
  /** At most 50 characters of context around the match. */
  snippet: string
  /** [start, end) ranges of matched terms inside the snippet. */
  ranges: [number, number][]
  /** The query terms, for the _highlight parameters. */
  terms: string[]
  score: number
}
