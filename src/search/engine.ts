/**
 * The search engine: flexsearch indexes built from the index files, candidate
 * retrieval, ranking and snippets. It runs in the Web Worker in the browser
 * and directly in Node for the relevance test and the benchmark.
 */
import { Index } from 'flexsearch'
import { scoreSection, sectionTokens, type SectionTokens } from './rank'
import { makeSnippet } from './snippet'
import { normaliseQuery, queryTerms, tokenize } from './tokenize'
import type { ContextName, Hit, IndexFile } from './types'

type Loaded = {
  file: IndexFile
  index: Index
  tokens: (SectionTokens | undefined)[]
  descriptions: Map<number, string>
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

/** Checks the shape of a fetched index file; throws a readable error otherwise. */
export function validateIndexFile(data: unknown, context: ContextName): IndexFile {
  const f = data as Partial<IndexFile> | null
  if (!f || f.v !== 1 || f.context !== context || !Array.isArray(f.pages) || !Array.isArray(f.sections)) {
    throw new Error(`The search index for "${context}" is not in the expected format.`)
  }
  return f as IndexFile
}

export class SearchEngine {
  private loaded = new Map<ContextName, Loaded>()

  has(context: ContextName): boolean {
    return this.loaded.has(context)
  }

  /** Builds the flexsearch index of one context; returns the time it took in ms. */
  add(file: IndexFile): number {
    const started = Date.now()
    // Our tokenizer replaces flexsearch's encoder, so index and query split text the same way.
    const index = new Index({ tokenize: 'forward', encode: tokenize, resolution: 9 })
    const descriptions = new Map<number, string>()
    file.sections.forEach((s, i) => {
      const page = file.pages[s.p]
      if (!page) return
      if (s.y === 'Description') descriptions.set(s.p, s.x)
      const text = [s.y === 'Title' ? page.t : '', s.s, s.x, s.k ?? ''].filter(Boolean).join(' \n ')
      index.add(i, text)
    })
    this.loaded.set(file.context, { file, index, tokens: [], descriptions })
    return Date.now() - started
  }

  search(query: string, options: SearchOptions): Hit[] {
    const terms = queryTerms(query)
    if (terms.length === 0) return []
    const q = normaliseQuery(query)
    const hits: Hit[] = []
    for (const name of options.contexts) {
      const ctx = this.loaded.get(name)
      if (!ctx) continue
      const ids = ctx.index.search(q, { limit: 400, suggest: true }) as number[]
      for (const id of ids) {
        const s = ctx.file.sections[id]
        const page = s ? ctx.file.pages[s.p] : undefined
        if (!s || !page) continue
        if (options.versionTag && name === 'docs' && page.g !== options.versionTag) continue
        let tokens = ctx.tokens[id]
        if (!tokens) {
          tokens = sectionTokens({ pageTitle: page.t, type: s.y, heading: s.s, text: s.x, extra: s.k })
          ctx.tokens[id] = tokens
        }
        const scored = scoreSection(tokens, terms)
        if (scored.matched === 0) continue
        const snippetSource = s.y === 'Title' ? ctx.descriptions.get(s.p) ?? '' : s.x
        const snip = makeSnippet(snippetSource, terms)
        hits.push({
          context: name,
          u: page.u,
          h: s.h,
          t: page.t,
          s: s.s,
          b: page.b,
          type: scored.type,
          snippet: snip.text,
          ranges: snip.ranges,
          terms,
          score: Math.round(scored.score * 1000) / 1000,
        })
      }
    }
    hits.sort((a, b) => b.score - a.score || a.u.localeCompare(b.u) || a.h.localeCompare(b.h))
    const perPage = options.perPage ?? Infinity
    const count = new Map<string, number>()
    const out: Hit[] = []
    for (const h of hits) {
      const n = count.get(h.u) ?? 0
      if (n >= perPage) continue
      count.set(h.u, n + 1)
      out.push(h)
      if (options.limit && out.length >= options.limit) break
    }
    return out
  }
}

