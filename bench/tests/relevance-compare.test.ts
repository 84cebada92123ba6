/** bench/compare/relevance.ts: how our relevance queries score any engine's top pages. */
import path from 'node:path'
import { normRoute, relevanceQueries, scoreRelevance } from '../compare/relevance'

test('routes compare without case, query, hash or a missing trailing slash', () => {
  expect(normRoute('/Docs/Intro')).toBe('/docs/intro/')
  expect(normRoute('/docs/intro/#top')).toBe('/docs/intro/')
  expect(normRoute('/docs/intro/?q=1')).toBe('/docs/intro/')
})

test('top 1 is the first page being expected, top 3 any of the first three; misses are named', () => {
  const queries = [
    { q: 'a', expect: ['/docs/a/'] },
    { q: 'b', expect: ['/docs/b/', '/docs/b2/'] },
    { q: 'c', expect: ['/docs/c/'] },
    { q: 'd', expect: ['/docs/d/'] },
  ]
  const tops = [['/docs/a/', '/x/'], ['/x/', '/y/', '/docs/b2'], ['/x/', '/y/', '/z/', '/docs/c/'], []]
  const s = scoreRelevance(queries, tops)
  expect(s).toEqual({ queries: 4, top1: 1, top3: 2, top1Rate: 0.25, top3Rate: 0.5, misses: ['c', 'd'] })
})

test('the query set is the one the relevance test uses: every query names its pages', () => {
  const qs = relevanceQueries(path.resolve(__dirname, '../..'))
  expect(qs.length).toBeGreaterThanOrEqual(40)
  for (const q of qs) expect(q.expect.length).toBeGreaterThan(0)
})
