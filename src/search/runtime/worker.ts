/**
 * The search worker: owns flexsearch and every loaded index, so the main
 * thread never blocks on indexing or searching. A context's index is fetched
 * on first need and kept; a failed fetch is forgotten so that "Retry" fetches
 * again.
 */
import { SearchEngine, validateChunk, validateIndexFile } from '../lib/engine'
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
      // Searchable at once; the flexsearch index builds in slices between messages (engine.addProgressively).
      void engine.addProgressively(validateIndexFile(data, context), nextTask)
    })()
    loading.set(context, p)
    p.catch(() => loading.delete(context))
  }
  return p
}

/** Yields to the worker's event loop, so waiting messages (queries) run before the next slice. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

const chunkLoads = new Map<string, Promise<void>>()

function loadChunk(baseUrl: string, c: { context: ContextName; index: number; url: string }): Promise<void> {
  let p = chunkLoads.get(c.url)
  if (!p) {
    p = fetchJson(new URL(c.url, baseUrl).toString(), 'default')
      .then((data) => engine.addChunk(c.context, c.index, validateChunk(data, c.context)))
      .catch((err: unknown) => {
        chunkLoads.delete(c.url)
        console.warn(`[Chainstrata Docs] Search snippets unavailable: ${message(err)}`)
      })
    chunkLoads.set(c.url, p)
  }
  return p
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
      const started = performance.now()
      const ranked = engine.rank(req.query, { contexts: req.contexts, limit: req.limit, perPage: req.perPage, versionTag: req.versionTag })
      // Snippet texts of the shown hits; a chunk that fails only costs its snippets.
      await Promise.all(engine.missingChunks(ranked).map((c) => loadChunk(req.baseUrl, c)))
      const hits = engine.toHits(ranked)
      scope.postMessage({ type: 'search', id: req.id, ok: true, hits, ms: performance.now() - started })
    } catch (err) {
      scope.postMessage({ type: req.type, id: req.id, ok: false, error: message(err) })
    }
  })()
}
