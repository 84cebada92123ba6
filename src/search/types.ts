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
  /** Text of the section (plain text, may be capped). */
  x: string
  /** Searchable extras not shown in snippets: code identifiers and the distinct words of capped text. */
  k?: string
}

/** One index file (one context). */
export type IndexFile = {
  v: 1
  context: ContextName
  pages: IndexedPage[]
  sections: IndexedSection[]
}

export type ManifestEntry = { context: ContextName; label: string; path: string; url: string; bytes: number; documents: number }

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
