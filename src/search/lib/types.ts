/**
 * Shapes shared by the build (src/node/search), the worker and the UI.
 * Field names of a hit follow spec section 3 ("Search hit"): u, h, t, s, b.
 */

/** The search contexts: one index head each, loaded lazily, and their chunks. */
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

/**
 * The head of one context (issue 42): what every query of the context needs
 * before it can rank. Everything else is fetched per query: the term chunks
 * of the typed words and the section chunks of the hits shown.
 */
export type IndexHead = {
  v: 2
  context: ContextName
  pages: IndexedPage[]
  /** Sections per page, in page order (section ids are consecutive; a page's first section is its Title). */
  n: number[]
  /** One letter per section: T(itle), D(escription), K(eywords), H(eading), C(ontent). */
  y: string
  /** Ranking length of each section (its text and extra tokens), base 36, space-separated. */
  l: string
  /** Term chunks: the word prefix each one holds, sorted (a word belongs to the longest key that starts it). */
  tk: string[]
  /** Their content hashes, in the order of tk (the URL is `{d}/{context}-t{i}.{hash}.json`, cached forever). */
  tu: string[]
  /** Section chunks: the first section id of each, ascending. */
  sf: number[]
  /** Their content hashes, in the order of sf (`{d}/{context}-s{i}.{hash}.json`). */
  su: string[]
  /** The URL folder of the chunks (the build's or the development server's). */
  d: string
}

/**
 * The words of one prefix and where they occur. A posting list is a run of
 * entries, each the gap to the previous section id in base 36 followed by
 * one capital letter coding how often the word occurs in that section's
 * heading and in its body: letter = 'A' + 5 × heading + body (each 0-4,
 * capped where ranking stops counting).
 */
export type TermChunk = {
  v: 2
  context: ContextName
  key: string
  /** word → posting list. */
  w: Record<string, string>
  /** Compound words the corpus also writes as two words: word → [first, second] ("realtime" → ["real", "time"]). */
  s?: Record<string, [string, string]>
}

/** What a shown hit needs from its section: anchor, heading and the text its snippet is cut from. */
export type SectionChunk = { v: 2; context: ContextName; first: number; /** [anchor, heading, text] per section from `first` on. */ s: [string, string, string][] }

/** Section types by their letter in IndexHead.y. */
export const SECTION_LETTERS: Record<string, SectionType> = { T: 'Title', D: 'Description', K: 'Keywords', H: 'Heading', C: 'Content' }

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
