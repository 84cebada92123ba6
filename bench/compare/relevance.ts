/**
 * Search quality, compared: our relevance queries (tests/search/queries.json)
 * run against our built index with the site's own engine and grouping, and
 * the same scoring applied to any peer's top pages (Pagefind's, from the
 * browser: scripts/bench.mjs). A query counts in the top 1 when its first
 * page is one of the pages it expects, in the top 3 when any of the first
 * three is. scripts/bench.mjs loads this file through ts-node, as
 * docusaurus.mjs loads reference.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ALL_CONTEXTS } from '../../src/search/lib/contexts'
import { loadContextSync, SearchEngine } from '../../src/search/lib/engine'
import { groupByPage } from '../../src/search/lib/group'
import type { Manifest } from '../../src/search/lib/types'

export type RelevanceQuery = { q: string; expect: string[] }
export type RelevanceScore = { queries: number; top1: number; top3: number; top1Rate: number; top3Rate: number; misses: string[] }

/** Routes compare without case and with one trailing slash, as the relevance test compares them. */
export const normRoute = (u: string) => u.toLowerCase().replace(/[?#].*$/, '').replace(/\/?$/, '/')

/** The queries of tests/search/queries.json that name the pages they expect. */
export function relevanceQueries(root: string): RelevanceQuery[] {
  const file = JSON.parse(readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')) as { queries: { q: string; expect?: string[] }[] }
  return file.queries.filter((q) => q.expect && q.expect.length > 0).map((q) => ({ q: q.q, expect: q.expect as string[] }))
}

/** Our first three pages for each query: every context, as the search page and the docs server search them. */
export function ourTopPages(publicDir: string, queries: string[]): string[][] {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, 'search/manifest.json'), 'utf8')) as Manifest
  const engine = new SearchEngine()
  for (const entry of manifest.contexts) loadContextSync(engine, entry.context, entry.url, (url) => JSON.parse(readFileSync(path.join(publicDir, url), 'utf8')))
  return queries.map((q) =>
    groupByPage(engine.search(q, { contexts: ALL_CONTEXTS }))
      .slice(0, 3)
      .map((g) => g.u),
  )
}

/** Top-1 and top-3 rates of one engine's answers (`tops[i]` answers `queries[i]`). */
export function scoreRelevance(queries: RelevanceQuery[], tops: string[][]): RelevanceScore {
  let top1 = 0
  let top3 = 0
  const misses: string[] = []
  queries.forEach((query, i) => {
    const wanted = new Set(query.expect.map(normRoute))
    const got = (tops[i] ?? []).slice(0, 3).map(normRoute)
    if (got.length && wanted.has(got[0])) top1++
    if (got.some((u) => wanted.has(u))) top3++
    else misses.push(query.q)
  })
  const rate = (n: number) => (queries.length ? Math.round((n / queries.length) * 1000) / 1000 : 0)
  return { queries: queries.length, top1, top3, top1Rate: rate(top1), top3Rate: rate(top3), misses }
}
