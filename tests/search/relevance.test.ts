/**
 * Relevance against the REAL built index (public/): every query of
 * queries.json must have one of its expected pages among the first 3 pages.
 * Runs after the build (scripts/test.mjs, step "search relevance"); without
 * a build it skips with a message. A query is todo only while every page it
 * expects is listed in inventory/pending.tsv; otherwise its page must be indexed.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadContextSync, SearchEngine } from '../../src/search/lib/engine'
import { ALL_CONTEXTS } from '../../src/search/lib/contexts'
import { groupByPage } from '../../src/search/lib/group'
import type { ContextName, Manifest } from '../../src/search/lib/types'
import { pendingReason } from '../lib/inventory'

type Query = { q: string; expect?: string[]; context?: ContextName; expectTitle?: string }
const queries = (JSON.parse(readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: Query[] }).queries

const publicDir = path.resolve(__dirname, '../../public')
const manifestPath = path.join(publicDir, 'search/manifest.json')
const built = existsSync(manifestPath)

const norm = (u: string) => u.toLowerCase().replace(/\/?$/, '/')

const engine = new SearchEngine()
if (built) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  for (const entry of manifest.contexts) loadContextSync(engine, entry.context, entry.url, (url) => JSON.parse(readFileSync(path.join(publicDir, url), 'utf8')))
} else {
  console.warn('[search relevance] No build found (public/search/manifest.json is missing): run `npm run build` first. Skipping.')
}

function top3(q: string, contexts: ContextName[]) {
  return groupByPage(engine.search(q, { contexts })).slice(0, 3)
}

const describeIfBuilt = built ? describe : describe.skip

describeIfBuilt('search relevance on the built index', () => {
  test('the query set is realistic and large enough', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40)
  })
  const pending: string[] = []
  /** Asserted queries whose expected page is the very first result (reported, not asserted). */
  let first = 0
  for (const query of queries) {
    const contexts = query.context ? [query.context] : ALL_CONTEXTS
    if (query.expectTitle) {
      test(`"${query.q}" finds ${query.expectTitle} in the top 3`, () => {
        expect(top3(query.q, contexts).map((g) => g.t)).toContain(query.expectTitle)
      })
      continue
    }
    const wanted = (query.expect ?? []).map(norm)
    if (wanted.length && wanted.every((u) => pendingReason(u))) {
      pending.push(query.q)
      test.todo(`"${query.q}" → ${wanted.join(' or ')} (pending: ${pendingReason(wanted[0])})`)
      continue
    }
    test(`"${query.q}" finds ${wanted.join(' or ')} in the top 3`, () => {
      const got = top3(query.q, contexts).map((g) => norm(g.u))
      if (got.length && wanted.includes(got[0])) first++
      expect(got.some((u) => wanted.includes(u)) ? 'found' : `top 3 was ${got.join(', ')}`).toBe('found')
    })
  }
  afterAll(() => {
    console.info(`[search relevance] expected page first for ${first} of ${queries.length - pending.length} asserted queries`)
    if (pending.length) console.info(`[search relevance] ${queries.length - pending.length} asserted, ${pending.length} waiting for their pages: ${pending.join(' | ')}`)
  })
})
