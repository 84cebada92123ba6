/**
 * The search engine: flexsearch indexes built from the index files, candidate
 * retrieval, ranking and snippets. It runs in the Web Worker in the browser
 * and directly in Node for the relevance test and the benchmark.
 *
 * Ranking needs only the index file. Snippets need the section text, which
 * lives in text chunks: `missingChunks` says which chunks the ranked hits
 * need, the caller fetches them (`addChunk`), then `toHits` builds snippets.
 * A chunk that cannot be loaded only costs its snippets.
 */
import { Index } from 'flexsearch'
import { pagePrior, scoreSection, sectionTokens, type SectionTokens } from './rank'
import { makeSnippet } from './snippet'
import { normaliseQuery, queryTerms, tokenize } from './tokenize'
import type { ContextName, Hit, HitType, IndexFile, TextChunk } from './types'

type Loaded = {
  file: IndexFile
  /** null while the flexsearch index is being built (addProgressively): queries then scan every section. */
  index: Index | null
  tokens: (SectionTokens | undefined)[]
  descriptions: Map<number, string>
  texts: Map<number, string>
  chunks: Set<number>
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

/** Expands the dictionary-coded section words (w: base-36 gaps between sorted vocabulary indexes) into k; returns the file. */
export function decodeWords(file: IndexFile): IndexFile {
  const vocab = file.vocab
  if (!vocab) return file
  for (const s of file.sections) {
    if (s.w === undefined) continue
    // References are stored as gaps to the previous one (see encodeWords).
    let at = 0
    const words: string[] = []
    for (const ref of s.w.split(' ')) {
      const gap = parseInt(ref, 36)
      if (!Number.isFinite(gap)) continue
      at += gap
      const w = vocab[at]
      if (w) words.push(w)
    }
    s.k = words.join(' ')
    delete s.w
  }
  delete file.vocab
  return file
}

/** Checks the shape of a fetched index file; throws a readable error otherwise. */
export function validateIndexFile(data: unknown, context: ContextName): IndexFile {
  const f = data as Partial<IndexFile> | null
  if (!f || f.v !== 1 || f.context !== context || !Array.isArray(f.pages) || !Array.isArray(f.sections) || !Array.isArray(f.chunks)) {
    throw new Error(`The search index for "${context}" is not in the expected format.`)
  }
  if (f.vocab !== undefined && !Array.isArray(f.vocab)) throw new Error(`The search index for "${context}" is not in the expected format.`)
  return decodeWords(f as IndexFile)
}

export function validateChunk(data: unknown, context: ContextName): TextChunk {
  const c = data as Partial<TextChunk> | null
  if (!c || c.v !== 1 || c.context !== context || typeof c.texts !== 'object' || c.texts === null) {
    throw new Error(`A search text chunk for "${context}" is not in the expected format.`)
  }
  return c as TextChunk
}

/** Our tokenizer replaces flexsearch's encoder, so index and query split text the same way. */
function newIndex(): Index {
  return new Index({ tokenize: 'forward', encode: tokenize, resolution: 9 })
}

/** The ranking tokens of a section, computed on first use and kept. */
function tokensOf(ctx: Loaded, id: number): SectionTokens | undefined {
  let tokens = ctx.tokens[id]
  if (!tokens) {
    const s = ctx.file.sections[id]
    const page = s ? ctx.file.pages[s.p] : undefined
    if (!s || !page) return undefined
    tokens = sectionTokens({ pageTitle: page.t, type: s.y, heading: s.s, text: s.x || s.k || '', extra: s.x ? s.k : '' })
    ctx.tokens[id] = tokens
  }
  return tokens
}

/** The text flexsearch indexes for a section (null when its page is missing). */
function sectionText(file: IndexFile, i: number): string | null {
  const s = file.sections[i]
  const page = s ? file.pages[s.p] : undefined
  if (!s || !page) return null
  return [s.y === 'Title' ? page.t : '', s.s, s.x, s.k ?? ''].filter(Boolean).join(' \n ')
}

export class SearchEngine {
  private loaded = new Map<ContextName, Loaded>()

  has(context: ContextName): boolean {
    return this.loaded.has(context)
  }

  /** Builds the flexsearch index of one context; returns the time it took in ms. */
  add(file: IndexFile): number {
    const started = Date.now()
    const index = newIndex()
    const ctx = this.register(file)
    file.sections.forEach((s, i) => {
      const text = sectionText(file, i)
      if (text !== null) index.add(i, text)
    })
    ctx.index = index
    return Date.now() - started
  }

  /**
   * The browser's way to add a context (the worker): the context can be
   * searched at once, and its flexsearch index is built in slices of about
   * `sliceMs`, calling `pause` between them so queries are answered while it
   * builds. Until it is ready a query scans every section with the same
   * scoring (about as fast for one query; the docs index takes ~300 ms to
   * build on a mobile-class CPU, which would otherwise delay the first
   * suggestions after a cold focus). Then the ranking tokens of every section
   * are computed the same way. Resolves when both are done.
   */
  async addProgressively(file: IndexFile, pause: () => Promise<void>, sliceMs = 8): Promise<void> {
    const index = newIndex()
    const ctx = this.register(file)
    let sliceStart = Date.now()
    /** Runs work(i) for every section, pausing between slices; false when a newer add of the context replaced this one. */
    const sliced = async (work: (i: number) => void): Promise<boolean> => {
      for (let i = 0; i < file.sections.length; i++) {
        work(i)
        if (Date.now() - sliceStart >= sliceMs) {
          await pause()
          if (this.loaded.get(file.context) !== ctx) return false
          sliceStart = Date.now()
        }
      }
      return true
    }
    const built = await sliced((i) => {
      const text = sectionText(file, i)
      if (text !== null) index.add(i, text)
    })
    if (!built) return
    ctx.index = index
    // Then the ranking tokens of every section, so no later query pays for its candidates' first use.
    await sliced((i) => tokensOf(ctx, i))
  }

  /** True when the context's flexsearch index is complete (false while it builds or when not loaded). */
  indexed(context: ContextName): boolean {
    return Boolean(this.loaded.get(context)?.index)
  }

  private register(file: IndexFile): Loaded {
    const descriptions = new Map<number, string>()
    for (const s of file.sections) if (s.y === 'Description' && file.pages[s.p]) descriptions.set(s.p, s.x ?? '')
    const ctx: Loaded = { file, index: null, tokens: [], descriptions, texts: new Map(), chunks: new Set() }
    this.loaded.set(file.context, ctx)
    return ctx
  }

  /** Adds the texts of one chunk (after its index file). */
  addChunk(context: ContextName, chunkIndex: number, chunk: TextChunk): void {
    const ctx = this.loaded.get(context)
    if (!ctx) return
    for (const [k, v] of Object.entries(chunk.texts)) if (typeof v === 'string') ctx.texts.set(Number(k), v)
    ctx.chunks.add(chunkIndex)
  }

  /** Ranks sections for a query; no snippets yet. */
  rank(query: string, options: SearchOptions): Ranked[] {
    const terms = queryTerms(query)
    if (terms.length === 0) return []
    const q = normaliseQuery(query)
    const ranked: (Ranked & { u: string; h: string })[] = []
    for (const name of options.contexts) {
      const ctx = this.loaded.get(name)
      if (!ctx) continue
      // While the index builds, every section is a candidate; scoring drops those without a match.
      const ids = ctx.index ? (ctx.index.search(q, { limit: 400, suggest: true }) as number[]) : ctx.file.sections.map((_, i) => i)
      for (const id of ids) {
        const s = ctx.file.sections[id]
        const page = s ? ctx.file.pages[s.p] : undefined
        if (!s || !page) continue
        if (options.versionTag && name === 'docs' && page.g !== options.versionTag) continue
        const tokens = tokensOf(ctx, id)
        if (!tokens) continue
        const scored = scoreSection(tokens, terms)
        if (scored.matched === 0) continue
        const score = scored.score * pagePrior(name, page.b, page.t, page.u, terms)
        ranked.push({ context: name, section: id, score: Math.round(score * 1000) / 1000, type: scored.type, terms, u: page.u, h: s.h })
      }
    }
    ranked.sort((a, b) => b.score - a.score || a.u.localeCompare(b.u) || a.h.localeCompare(b.h))
    const perPage = options.perPage ?? Infinity
    const count = new Map<string, number>()
    // Title, description, keywords and the lead text all open the top of the page: one hit for them.
    const top = new Set<string>()
    const out: Ranked[] = []
    for (const r of ranked) {
      const n = count.get(r.u) ?? 0
      if (n >= perPage) continue
      if (r.h === '') {
        if (top.has(r.u)) continue
        top.add(r.u)
      }
      count.set(r.u, n + 1)
      out.push({ context: r.context, section: r.section, score: r.score, type: r.type, terms: r.terms })
      if (options.limit && out.length >= options.limit) break
    }
    return out
  }

  /** Chunks (URL and index per context) that the snippets of these hits need and that are not loaded. */
  missingChunks(ranked: Ranked[]): { context: ContextName; index: number; url: string }[] {
    const out = new Map<string, { context: ContextName; index: number; url: string }>()
    for (const r of ranked) {
      const ctx = this.loaded.get(r.context)
      const c = ctx?.file.sections[r.section]?.c
      if (!ctx || c === undefined || ctx.chunks.has(c) || !ctx.file.chunks[c]) continue
      out.set(`${r.context} ${c}`, { context: r.context, index: c, url: ctx.file.chunks[c] })
    }
    return [...out.values()]
  }

  toHits(ranked: Ranked[]): Hit[] {
    const hits: Hit[] = []
    for (const r of ranked) {
      const ctx = this.loaded.get(r.context)
      const s = ctx?.file.sections[r.section]
      const page = s && ctx ? ctx.file.pages[s.p] : undefined
      if (!ctx || !s || !page) continue
      const source = s.y === 'Title' ? (ctx.descriptions.get(s.p) ?? '') : s.x || ctx.texts.get(r.section) || ''
      const snip = makeSnippet(source, r.terms)
      hits.push({ context: r.context, u: page.u, h: s.h, t: page.t, s: s.s, b: page.b, type: r.type, snippet: snip.text, ranges: snip.ranges, terms: r.terms, score: r.score })
    }
    return hits
  }

  /** rank + toHits with whatever texts are loaded (Node tests and the benchmark). */
  search(query: string, options: SearchOptions): Hit[] {
    return this.toHits(this.rank(query, options))
  }
}
