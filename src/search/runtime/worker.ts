/**
 * The search worker: owns the engine and every loaded chunk, so the main
 * thread never blocks on searching. A context's head is fetched on first
 * need; a query then fetches the term chunks of its words and the section
 * chunks of its hits (issue 42). Everything fetched is kept; a failed fetch
 * is forgotten and fails the query with a readable error, so the box shows
 * "could not load" with Retry (never an empty "No results"), and Retry
 * fetches again.
 */
import { SearchEngine, validateHead, validateSectionChunk, validateTermChunk, type ChunkRef } from '../lib/engine'
import type { WorkerRequest, WorkerResponse } from '../lib/protocol'
import { LatestPerChannel } from '../lib/latest'
import { manifestPath } from '../lib/paths'
import type { ContextName, Manifest } from '../lib/types'

// webpack replaces process.env.NODE_ENV, so the production worker only knows the production path.
const MANIFEST = manifestPath(process.env.NODE_ENV === 'development')

type Scope = { postMessage(message: WorkerResponse): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null }
const scope = self as unknown as Scope

const engine = new SearchEngine()
let manifest: Promise<Manifest> | null = null
const loading = new Map<ContextName, Promise<void>>()

async function fetchJson(url: string, cache: RequestCache): Promise<unknown> {
  const res = await fetch(url, { cache })
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`)
  return res.json()
}

function getManifest(baseUrl: string): Promise<Manifest> {
  if (!manifest) {
    // The manifest names the current hashed files, so it must not come from a stale cache.
    manifest = (fetchJson(new URL(MANIFEST, baseUrl).toString(), 'no-cache') as Promise<Manifest>).then((m) => {
      if (!m || m.v !== 1 || !Array.isArray(m.contexts)) throw new Error('The search manifest is not in the expected format.')
      return m
    })
    manifest.catch(() => {
      manifest = null
    })
  }
  return manifest
}

function load(baseUrl: string, context: ContextName): Promise<void> {
  if (engine.has(context)) return Promise.resolve()
  let p = loading.get(context)
  if (!p) {
    p = (async () => {
      const m = await getManifest(baseUrl)
      const entry = m.contexts.find((c) => c.context === context)
      // A context the build did not write (for example no blog yet) is simply empty.
      if (!entry) return
      const data = await fetchJson(new URL(entry.url, baseUrl).toString(), 'default')
      engine.addHead(validateHead(data, context))
    })()
    loading.set(context, p)
    p.catch(() => loading.delete(context))
  }
  return p
}

const chunkLoads = new Map<string, Promise<void>>()

/** Fetches one chunk once (concurrent queries share the request); a failure is forgotten so that a retry fetches again. */
function loadChunk(baseUrl: string, c: ChunkRef): Promise<void> {
  let p = chunkLoads.get(c.url)
  if (!p) {
    p = fetchJson(new URL(c.url, baseUrl).toString(), 'default').then((data) => {
      if (c.kind === 'term') engine.addTermChunk(c.context, c.index, validateTermChunk(data, c.context))
      else engine.addSectionChunk(c.context, c.index, validateSectionChunk(data, c.context))
    })
    p.catch(() => chunkLoads.delete(c.url))
    chunkLoads.set(c.url, p)
  }
  return p
}

/** Rounds of term-chunk fetching a query may take: its words, then the parts of a compound or a corrected typo's range. */
const MAX_ROUNDS = 3

async function loadTerms(baseUrl: string, query: string, contexts: ContextName[]): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const needed = engine.needs(query, contexts)
    if (needed.length === 0) return
    await Promise.all(needed.map((c) => loadChunk(baseUrl, c)))
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

const wanted = new LatestPerChannel()

scope.onmessage = (e) => {
  const req = e.data
  if (req.type === 'search') wanted.arrived(req)
  void (async () => {
    try {
      await Promise.all(req.contexts.map((c) => load(req.baseUrl, c)))
      if (req.type === 'load') {
        scope.postMessage({ type: 'load', id: req.id, ok: true })
        return
      }
      if (wanted.superseded(req)) {
        scope.postMessage({ type: 'search', id: req.id, ok: false, error: 'A newer search replaced this one.', superseded: true })
        return
      }
      try {
        await loadTerms(req.baseUrl, req.query, req.contexts)
      } catch (err) {
        throw new Error(`A part of the index this query needs did not load: ${message(err)}.`)
      }
      if (wanted.superseded(req)) {
        scope.postMessage({ type: 'search', id: req.id, ok: false, error: 'A newer search replaced this one.', superseded: true })
        return
      }
      // `ms` is the engine's own time (ranking and snippets); fetching is in the page's round trip.
      let started = performance.now()
      const ranked = engine.rank(req.query, { contexts: req.contexts, limit: req.limit, perPage: req.perPage, versionTag: req.versionTag })
      let ms = performance.now() - started
      // Anchors, headings and snippets of the shown hits: without them a hit would point at the wrong place, so a failure fails the query.
      try {
        await Promise.all(engine.missingChunks(ranked).map((c) => loadChunk(req.baseUrl, c)))
      } catch (err) {
        throw new Error(`The headings and snippets of the results did not load: ${message(err)}.`)
      }
      started = performance.now()
      const hits = engine.toHits(ranked)
      ms += performance.now() - started
      scope.postMessage({ type: 'search', id: req.id, ok: true, hits, ms })
    } catch (err) {
      scope.postMessage({ type: req.type, id: req.id, ok: false, error: message(err) })
    }
  })()
}
