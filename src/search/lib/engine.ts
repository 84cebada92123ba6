/**
 * The search engine over an index split by term (issue 42). It runs in the
 * Web Worker in the browser and directly in Node for the relevance test, the
 * benchmark and the MCP server.
 *
 * A context starts with its head (pages, section types and lengths, chunk
 * lists). A query then needs the term chunks of its words (`needs`), which
 * the caller fetches and adds (`addTermChunk`); `rank` orders the sections
 * from their posting lists with the scoring of rank.ts; the shown hits need
 * their section chunks (`missingChunks`, `addSectionChunk`) for anchors,
 * headings and snippets; `toHits` builds them.
 *
 * What a query may fetch, and why it stays small:
 * - a term of two or more characters needs the chunks its prefix range
 *   covers (one, at a boundary two; a short prefix that spans more than
 *   MAX_PREFIX_CHUNKS falls back to its whole word);
 * - a one-character term matches its whole word only;
 * - a typo is corrected from the words of the chunk it falls in (sorted
 *   order keeps "solnaa" beside "solana"), so it costs no request;
 * - a compound written apart ("real-time") is also searched joined
 *   ("realtime") when the index has that word, which sorts inside the first
 *   part's range; a compound the corpus also writes apart (the chunk says
 *   so) is also searched as its two parts, one more round at most.
 */
import { fieldMatch, matchValue, pagePrior, scoreMatches, slugWords, type Field } from './rank'
import { makeSnippet } from './snippet'
import { fold, queryTerms, stem, STOP_WORDS, tokenize } from './tokenize'
import { SECTION_LETTERS, type ContextName, type Hit, type HitType, type IndexHead, type SectionChunk, type SectionType, type TermChunk } from './types'

/** A prefix spanning more term chunks than this is matched as a whole word (a two-letter prefix of a large vocabulary). */
export const MAX_PREFIX_CHUNKS = 3
/** A slug word on at most this many pages names what those pages are about (a protocol), not a topic every chain has. */
export const RARE_SLUG_PAGES = 4
/** Most query variants (the query as typed, joined and split compounds). */
const MAX_VARIANTS = 4
/** A variant (a compound joined or split) counts a little less than the query as typed, so that the literal reading wins a tie. */
export const VARIANT_WEIGHT = 0.9

/** Query words typed in camel case (BalanceUpdate, TokenHolder): names of the API, never split into their parts. */
function camelCaseTerms(query: string): Set<string> {
  const out = new Set<string>()
  for (const w of query.match(/[\p{L}\p{N}_]+/gu) ?? []) if (/\p{Ll}\p{Lu}/u.test(w)) out.add(stem(fold(w)))
  return out
}

export type SearchOptions = {
  contexts: ContextName[]
  /** Most hits returned (after ranking). */
  limit?: number
  /** Keep only docs pages of this version search tag (other contexts are unaffected). */
  versionTag?: string | null
  /** Most hits per page (suggestions show at most 2 sections of one page). */
  perPage?: number
}

/** A ranked section, before its snippet is made. */
export type Ranked = { context: ContextName; section: number; score: number; type: HitType; terms: string[] }

/** A chunk file the caller fetches for the engine. */
export type ChunkRef = { context: ContextName; kind: 'term' | 'section'; index: number; url: string }

/** A decoded posting list: section ids and, per id, heading count × 5 + body count. */
type Postings = { ids: number[]; codes: number[] }

type LoadedTerms = { chunk: TermChunk; words: string[] }

type Loaded = {
  head: IndexHead
  types: SectionType[]
  pageOf: number[]
  firstOf: number[]
  lengths: number[]
  titles: string[][]
  /** Slug words carried by at most RARE_SLUG_PAGES pages. */
  rareSlugWords: Set<string>
  terms: Map<number, LoadedTerms>
  postings: Map<string, Postings>
  sections: Map<number, SectionChunk>
}

/**
 * Per section, how a term matches its heading and body: counts, and whether
 * the term itself (not only a longer word) is there (bit 1 heading, bit 2
 * body). Arrays over the context's sections: a two-letter prefix touches
 * thousands of postings, and typed arrays keep that to a few milliseconds.
 */
type TermStats = { ids: number[]; hc: Uint16Array; bc: Uint16Array; exact: Uint8Array }

const formatError = (what: string, context: ContextName) => new Error(`${what} for "${context}" is not in the expected format.`)

const isStrings = (a: unknown): a is string[] => Array.isArray(a) && a.every((x) => typeof x === 'string')

/** Checks the shape of a fetched head; throws a readable error otherwise. */
export function validateHead(data: unknown, context: ContextName): IndexHead {
  const h = data as Partial<IndexHead> | null
  const ok =
    h &&
    h.v === 2 &&
    h.context === context &&
    Array.isArray(h.pages) &&
    Array.isArray(h.n) &&
    typeof h.y === 'string' &&
    typeof h.l === 'string' &&
    typeof h.d === 'string' &&
    isStrings(h.tk) &&
    isStrings(h.tu) &&
    h.tk.length === h.tu.length &&
    Array.isArray(h.sf) &&
    isStrings(h.su) &&
    h.sf.length === h.su.length &&
    h.n.reduce((a: number, b: number) => a + b, 0) === h.y.length
  if (!ok) throw formatError('The search index', context)
  return h as IndexHead
}

export function validateTermChunk(data: unknown, context: ContextName): TermChunk {
  const c = data as Partial<TermChunk> | null
  if (!c || c.v !== 2 || c.context !== context || typeof c.key !== 'string' || typeof c.w !== 'object' || c.w === null) throw formatError('A search term chunk', context)
  return c as TermChunk
}

export function validateSectionChunk(data: unknown, context: ContextName): SectionChunk {
  const c = data as Partial<SectionChunk> | null
  if (!c || c.v !== 2 || c.context !== context || typeof c.first !== 'number' || !Array.isArray(c.s)) throw formatError('A search section chunk', context)
  return c as SectionChunk
}

/** Decodes a posting list (see TermChunk): base-36 gaps, each ended by its count letter. */
export function decodePostings(text: string): Postings {
  const ids: number[] = []
  const codes: number[] = []
  let at = 0
  let digits = ''
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    if (code >= 65 && code <= 89) {
      at += parseInt(digits || '0', 36)
      ids.push(at)
      codes.push(code - 65)
      digits = ''
    } else digits += ch
  }
  return { ids, codes }
}

/** Index of the last item <= value in a sorted list whose first item is the smallest possible (0 when none is). */
function lastAtMost<T extends string | number>(sorted: T[], value: T): number {
  let lo = 0
  let hi = sorted.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (sorted[mid] <= value) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The term chunk a word belongs to: the last key <= word (keys[0] is ""). */
const chunkOf = (keys: string[], word: string): number => lastAtMost(keys, word)

/** First index in sorted `words` whose word is >= w. */
function lowerBound(words: string[], w: string): number {
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (words[mid] < w) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Edit distance of two short words, with a swap of neighbours counting one (optimal string alignment), or `max + 1` once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1)
      row.push(v)
      if (v < best) best = v
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/** How a term is matched: the chunks it needs and whether longer words that start with it count. */
type Plan = { chunks: number[]; prefix: boolean }

export class SearchEngine {
  private loaded = new Map<ContextName, Loaded>()

  has(context: ContextName): boolean {
    return this.loaded.has(context)
  }

  /** Adds (or replaces) a context from its head. */
  addHead(head: IndexHead): void {
    const types: SectionType[] = [...head.y].map((c) => SECTION_LETTERS[c] ?? 'Content')
    const pageOf: number[] = []
    const firstOf: number[] = []
    head.n.forEach((count, p) => {
      firstOf.push(pageOf.length)
      for (let i = 0; i < count; i++) pageOf.push(p)
    })
    const lengths = head.l ? head.l.split(' ').map((x) => parseInt(x, 36) || 0) : []
    const titles = head.pages.map((p) => tokenize(p.t))
    const slugCount = new Map<string, number>()
    for (const p of head.pages) for (const w of new Set(slugWords(p.u))) slugCount.set(w, (slugCount.get(w) ?? 0) + 1)
    const rareSlugWords = new Set([...slugCount].filter(([, n]) => n <= RARE_SLUG_PAGES).map(([w]) => w))
    this.loaded.set(head.context, { head, types, pageOf, firstOf, lengths, titles, rareSlugWords, terms: new Map(), postings: new Map(), sections: new Map() })
  }

  addTermChunk(context: ContextName, index: number, chunk: TermChunk): void {
    const ctx = this.loaded.get(context)
    if (!ctx) return
    ctx.terms.set(index, { chunk, words: Object.keys(chunk.w).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) })
  }

  addSectionChunk(context: ContextName, index: number, chunk: SectionChunk): void {
    this.loaded.get(context)?.sections.set(index, chunk)
  }

  /** The URL of a chunk of a loaded context. */
  chunkUrl(context: ContextName, kind: 'term' | 'section', index: number): string {
    const head = this.loaded.get(context)?.head
    if (!head) return ''
    const hash = kind === 'term' ? head.tu[index] : head.su[index]
    return `${head.d}/${context}-${kind === 'term' ? 't' : 's'}${index}.${hash}.json`
  }

  /** Every chunk of a context (Node callers that load everything). */
  allChunks(context: ContextName): ChunkRef[] {
    const head = this.loaded.get(context)?.head
    if (!head) return []
    const ref = (kind: 'term' | 'section', index: number): ChunkRef => ({ context, kind, index, url: this.chunkUrl(context, kind, index) })
    return [...head.tu.map((_, i) => ref('term', i)), ...head.su.map((_, i) => ref('section', i))]
  }

  private plan(ctx: Loaded, term: string): Plan {
    const keys = ctx.head.tk
    const own = chunkOf(keys, term)
    if (term.length < 2) return { chunks: [own], prefix: false }
    const last = chunkOf(keys, `${term}\uffff`)
    if (last - own + 1 > MAX_PREFIX_CHUNKS) return { chunks: [own], prefix: false }
    return { chunks: Array.from({ length: last - own + 1 }, (_, i) => own + i), prefix: true }
  }

  /** Words of the loaded chunks that the term matches under its plan. */
  private wordsFor(ctx: Loaded, term: string, plan: Plan): string[] {
    const out: string[] = []
    for (const i of plan.chunks) {
      const t = ctx.terms.get(i)
      if (!t) continue
      if (!plan.prefix) {
        if (Object.prototype.hasOwnProperty.call(t.chunk.w, term)) out.push(term)
        continue
      }
      for (let k = lowerBound(t.words, term); k < t.words.length && t.words[k].startsWith(term); k++) out.push(t.words[k])
    }
    return out
  }

  private hasWord(ctx: Loaded, word: string): boolean {
    const t = ctx.terms.get(chunkOf(ctx.head.tk, word))
    return Boolean(t && Object.prototype.hasOwnProperty.call(t.chunk.w, word))
  }

  /** A word of the index close to a term that matches nothing (a typo), or null. */
  private correction(ctx: Loaded, term: string): string | null {
    const max = term.length >= 8 ? 2 : 1
    const own = chunkOf(ctx.head.tk, term)
    let best: { word: string; d: number; n: number } | null = null
    const consider = (word: string, n: number) => {
      if (Math.abs(word.length - term.length) > max || word.includes('_')) return
      const d = editDistance(term, word, max)
      if (d > max) return
      if (!best || d < best.d || (d === best.d && (n > best.n || (n === best.n && word < best.word)))) best = { word, d, n }
    }
    // The chunk the term falls in and its loaded neighbours: sorted order keeps most typos beside their word.
    for (const i of [own - 1, own, own + 1]) {
      const t = ctx.terms.get(i)
      if (t) for (const w of t.words) consider(w, t.chunk.w[w].length)
    }
    for (const title of ctx.titles) for (const w of title) consider(w, 1)
    return best ? (best as { word: string }).word : null
  }

  /**
   * The variants of a query in one context (the terms as typed, typos
   * corrected; compounds joined or split) and every chunk they need. What is
   * not loaded yet is simply not matched, so `needs` runs this until nothing
   * is missing.
   */
  private resolve(ctx: Loaded, query: string): { variants: string[][]; chunks: Set<number> } {
    const chunks = new Set<number>()
    const need = (term: string) => {
      const plan = this.plan(ctx, term)
      for (const c of plan.chunks) chunks.add(c)
      return plan
    }
    const terms = queryTerms(query).map((term) => {
      const plan = need(term)
      if (term.length < 4 || STOP_WORDS.has(term) || /[\d_]/.test(term) || !plan.chunks.every((c) => ctx.terms.has(c))) return term
      if (this.wordsFor(ctx, term, plan).length > 0 || ctx.titles.some((t) => t.some((w) => w.startsWith(term)))) return term
      const fixed = this.correction(ctx, term)
      if (fixed) need(fixed)
      return fixed ?? term
    })
    const variants = [terms]
    for (let i = 0; i + 1 < terms.length && variants.length < MAX_VARIANTS; i++) {
      const joined = terms[i] + terms[i + 1]
      chunks.add(chunkOf(ctx.head.tk, joined))
      if (this.hasWord(ctx, joined)) {
        need(joined)
        variants.push([...terms.slice(0, i), joined, ...terms.slice(i + 2)])
      }
    }
    const names = camelCaseTerms(query)
    terms.forEach((term, i) => {
      if (names.has(term)) return
      const t = ctx.terms.get(chunkOf(ctx.head.tk, term))
      const split = t?.chunk.s && Object.prototype.hasOwnProperty.call(t.chunk.s, term) ? t.chunk.s[term] : undefined
      if (!split || variants.length >= MAX_VARIANTS) return
      for (const part of split) need(part)
      variants.push([...terms.slice(0, i), ...split, ...terms.slice(i + 1)])
    })
    return { variants, chunks }
  }

  /** Term chunks this query still needs in these contexts (fetch them, add them, ask again until none). */
  needs(query: string, contexts: ContextName[]): ChunkRef[] {
    const out: ChunkRef[] = []
    for (const name of contexts) {
      const ctx = this.loaded.get(name)
      if (!ctx) continue
      for (const index of this.resolve(ctx, query).chunks) {
        if (!ctx.terms.has(index) && index < ctx.head.tu.length) out.push({ context: name, kind: 'term', index, url: this.chunkUrl(name, 'term', index) })
      }
    }
    return out
  }

  private postingsOf(ctx: Loaded, word: string): Postings {
    let p = ctx.postings.get(word)
    if (!p) {
      const t = ctx.terms.get(chunkOf(ctx.head.tk, word))
      p = decodePostings(t?.chunk.w[word] ?? '')
      ctx.postings.set(word, p)
    }
    return p
  }

  private statsOf(ctx: Loaded, term: string): TermStats {
    const n = ctx.types.length
    const stats: TermStats = { ids: [], hc: new Uint16Array(n), bc: new Uint16Array(n), exact: new Uint8Array(n) }
    const seen = new Uint8Array(n)
    const plan = this.plan(ctx, term)
    for (const word of this.wordsFor(ctx, term, plan)) {
      const exact = word === term
      const { ids, codes } = this.postingsOf(ctx, word)
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]
        if (id >= n) continue
        const h = (codes[k] / 5) | 0
        const b = codes[k] % 5
        if (!seen[id]) {
          seen[id] = 1
          stats.ids.push(id)
        }
        stats.hc[id] += h
        stats.bc[id] += b
        if (exact) stats.exact[id] |= (h > 0 ? 1 : 0) | (b > 0 ? 2 : 0)
      }
    }
    return stats
  }

  /** Ranks sections for a query with the chunks loaded so far; no snippets yet. */
  rank(query: string, options: SearchOptions): Ranked[] {
    const ranked: (Ranked & { u: string })[] = []
    for (const name of options.contexts) {
      const ctx = this.loaded.get(name)
      if (!ctx) continue
      const { variants } = this.resolve(ctx, query)
      if (variants[0].length === 0) continue
      const stats = new Map<string, TermStats>()
      for (const v of variants) for (const t of v) if (!stats.has(t)) stats.set(t, this.statsOf(ctx, t))
      // Candidates: every section a term occurs in, and the title of every page whose title it starts a word of.
      const candidates = new Set<number>()
      for (const s of stats.values()) for (const id of s.ids) candidates.add(id)
      const allTerms = [...stats.keys()]
      ctx.titles.forEach((title, p) => {
        if (allTerms.some((t) => title.some((w) => w.startsWith(t)))) candidates.add(ctx.firstOf[p])
      })
      const pageCaches = new Map<number, Map<string, number>>()
      const priors = new Map<string, number>()
      for (const id of candidates) {
        const p = ctx.pageOf[id]
        const page = ctx.head.pages[p]
        if (!page) continue
        let pageCache = pageCaches.get(p)
        if (!pageCache) pageCaches.set(p, (pageCache = new Map()))
        if (options.versionTag && name === 'docs' && page.g !== options.versionTag) continue
        const type = ctx.types[id]
        const match = (field: Field, term: string): number => {
          if (field === 'title') return type === 'Title' ? fieldMatch(ctx.titles[p], term) : 0
          if (type === 'Title') return 0
          const s = stats.get(term)
          if (!s) return 0
          if (field === 'heading') return matchValue(s.hc[id], (s.exact[id] & 1) !== 0)
          if (field === 'keywords') return type === 'Keywords' ? matchValue(s.bc[id], (s.exact[id] & 2) !== 0) : 0
          return type === 'Keywords' ? 0 : matchValue(s.bc[id], (s.exact[id] & 2) !== 0)
        }
        let best: { score: number; type: HitType; terms: string[] } | null = null
        for (const [v, terms] of variants.entries()) {
          const scored = scoreMatches(match, ctx.titles[p], ctx.lengths[id] ?? 0, terms, pageCache)
          if (scored.matched === 0) continue
          const priorKey = `${p} ${v}`
          let prior = priors.get(priorKey)
          if (prior === undefined) priors.set(priorKey, (prior = pagePrior(name, page.b, page.t, page.u, terms, (w) => ctx.rareSlugWords.has(w))))
          const score = Math.round(scored.score * prior * (v === 0 ? 1 : VARIANT_WEIGHT) * 1000) / 1000
          if (!best || score > best.score) best = { score, type: scored.type, terms }
        }
        if (best) ranked.push({ context: name, section: id, score: best.score, type: best.type, terms: best.terms, u: page.u })
      }
    }
    ranked.sort((a, b) => b.score - a.score || a.u.localeCompare(b.u) || a.section - b.section)
    const perPage = options.perPage ?? Infinity
    const count = new Map<string, number>()
    // Title, description, keywords and the lead text all open the top of the page: one hit for them.
    const top = new Set<string>()
    const out: Ranked[] = []
    for (const r of ranked) {
      const n = count.get(r.u) ?? 0
      if (n >= perPage) continue
      if (this.opensPage(r.context, r.section)) {
        if (top.has(r.u)) continue
        top.add(r.u)
      }
      count.set(r.u, n + 1)
      out.push({ context: r.context, section: r.section, score: r.score, type: r.type, terms: r.terms })
      if (options.limit && out.length >= options.limit) break
    }
    return out
  }

  /** True for the sections that open a page (title, description, keywords, the lead text before the first heading). */
  private opensPage(context: ContextName, id: number): boolean {
    const type = this.loaded.get(context)?.types[id]
    return type === 'Title' || type === 'Description' || type === 'Keywords' || type === 'Content'
  }

  private sectionData(ctx: Loaded, id: number): [string, string, string] | null {
    const index = this.sectionChunkOf(ctx, id)
    const chunk = ctx.sections.get(index)
    return chunk ? (chunk.s[id - chunk.first] ?? null) : null
  }

  /** The section chunk holding a section: the last chunk whose first section is <= id (sf[0] is 0). */
  private sectionChunkOf(ctx: Loaded, id: number): number {
    return lastAtMost(ctx.head.sf, id)
  }

  /** The section whose text a hit's snippet is cut from: a page's title shows its description. */
  private snippetSection(ctx: Loaded, id: number): number {
    return ctx.types[id] === 'Title' && ctx.types[id + 1] === 'Description' && ctx.pageOf[id + 1] === ctx.pageOf[id] ? id + 1 : id
  }

  /** Section chunks the hits need (anchors, headings, snippet texts) that are not loaded. */
  missingChunks(ranked: Ranked[]): ChunkRef[] {
    const out = new Map<string, ChunkRef>()
    for (const r of ranked) {
      const ctx = this.loaded.get(r.context)
      if (!ctx) continue
      for (const id of new Set([r.section, this.snippetSection(ctx, r.section)])) {
        const index = this.sectionChunkOf(ctx, id)
        if (ctx.sections.has(index) || index >= ctx.head.su.length) continue
        out.set(`${r.context} ${index}`, { context: r.context, kind: 'section', index, url: this.chunkUrl(r.context, 'section', index) })
      }
    }
    return [...out.values()]
  }

  toHits(ranked: Ranked[]): Hit[] {
    const hits: Hit[] = []
    for (const r of ranked) {
      const ctx = this.loaded.get(r.context)
      const page = ctx ? ctx.head.pages[ctx.pageOf[r.section]] : undefined
      if (!ctx || !page) continue
      const own = this.sectionData(ctx, r.section)
      const source = this.sectionData(ctx, this.snippetSection(ctx, r.section))?.[2] ?? ''
      const snip = makeSnippet(source, r.terms)
      hits.push({ context: r.context, u: page.u, h: own?.[0] ?? '', t: page.t, s: own?.[1] ?? '', b: page.b, type: r.type, snippet: snip.text, ranges: snip.ranges, terms: r.terms, score: r.score })
    }
    return hits
  }

  /** rank + toHits with whatever chunks are loaded (Node callers load every chunk first: loadContextSync). */
  search(query: string, options: SearchOptions): Hit[] {
    return this.toHits(this.rank(query, options))
  }
}

/**
 * Loads one context whole, synchronously, from a reader of the built files
 * (the relevance test, the benchmark and the MCP server read public/ from
 * disk): the head at `url`, then every chunk it lists.
 */
export function loadContextSync(engine: SearchEngine, context: ContextName, url: string, read: (url: string) => unknown): void {
  engine.addHead(validateHead(read(url), context))
  for (const c of engine.allChunks(context)) {
    const data = read(c.url)
    if (c.kind === 'term') engine.addTermChunk(context, c.index, validateTermChunk(data, context))
    else engine.addSectionChunk(context, c.index, validateSectionChunk(data, context))
  }
}
