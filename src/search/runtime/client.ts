/**
 * The page side of search: starts the worker (a separate webpack chunk, only
 * loaded when the visitor first focuses a search box) and turns its messages
 * into promises. Loaded lazily by the search box and the results page.
 */
import { ALL_CONTEXTS, type ContextInfo } from '../lib/contexts'
import type { WorkerRequest, WorkerResponse } from '../lib/protocol'
import type { ContextName, Hit } from '../lib/types'

/**
 * How a suggestion is drawn: it ships with the client, not in every page's
 * first-load bundle, since the box has no suggestion to draw before the
 * client has loaded (issue 31).
 */
export { HitSummary } from '../components/HitSummary'

type Pending = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void }

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()

export class SearchUnavailableError extends Error {}

/** A suggestion request skipped because the visitor typed on (only the latest one is answered). */
export class SupersededError extends Error {}

function baseUrl(): string {
  return new URL('/', window.location.href).toString()
}

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error)
  pending.clear()
}

function getWorker(): Worker {
  if (worker) return worker
  if (typeof Worker === 'undefined') throw new SearchUnavailableError('Search needs Web Workers, which this browser does not offer.')
  const w = new Worker(new URL('./worker.ts', import.meta.url))
  w.onmessage = (e: MessageEvent<WorkerResponse>) => {
    const p = pending.get(e.data.id)
    if (!p) return
    pending.delete(e.data.id)
    p.resolve(e.data)
  }
  w.onerror = (e) => {
    e.preventDefault()
    worker = null
    w.terminate()
    failAll(new Error('The search worker stopped unexpectedly.'))
  }
  worker = w
  return w
}

/** Omits the id: the client assigns it. */
type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id' | 'baseUrl'> : never) : never

function ask(body: Body): Promise<WorkerResponse> {
  return new Promise((resolve, reject) => {
    let w: Worker
    try {
      w = getWorker()
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)))
      return
    }
    const id = nextId++
    pending.set(id, { resolve, reject })
    w.postMessage({ ...body, id, baseUrl: baseUrl() } as WorkerRequest)
  })
}

/** Fetches (once) the indexes of these contexts. Rejects with a readable message when one fails. */
export async function loadContexts(contexts: ContextName[]): Promise<void> {
  const r = await ask({ type: 'load', contexts })
  if (!r.ok) throw new Error(r.error)
}

export async function search(query: string, options: { contexts: ContextName[]; limit?: number; perPage?: number; versionTag?: string | null; channel?: string }): Promise<Hit[]> {
  const start = performance.now()
  const r = await ask({ type: 'search', query, ...options })
  if (!r.ok) throw r.superseded ? new SupersededError(r.error) : new Error(r.error)
  if (r.type !== 'search') return []
  try {
    // User Timing entries: visible in dev tools and read by scripts/bench-search.mjs.
    performance.measure('search:query', { start, end: performance.now(), detail: { workerMs: r.ms } })
  } catch {
    // Old browsers without measure options: timing is optional.
  }
  return r.hits
}

export type Suggestions = { hits: Hit[]; hitsInContext: number; hitsElsewhere: number }

export const MAX_SUGGESTIONS = 8

/**
 * Suggestions for the navbar box. On a page of a context, that context's
 * hits come first; when it has none, the other contexts are searched (the
 * footer then says "outside"). Elsewhere every context is searched.
 */
export async function suggest(query: string, pageContext: ContextInfo | null): Promise<Suggestions> {
  // One channel: while the index loads, only the newest keystroke's query is run.
  const opts = { limit: MAX_SUGGESTIONS, perPage: 2, channel: 'suggest' }
  if (!pageContext) {
    const hits = await search(query, { contexts: ALL_CONTEXTS, ...opts })
    return { hits, hitsInContext: 0, hitsElsewhere: hits.length }
  }
  const inside = await search(query, { contexts: [pageContext.name], ...opts })
  if (inside.length > 0) return { hits: inside, hitsInContext: inside.length, hitsElsewhere: 0 }
  const others = ALL_CONTEXTS.filter((c) => c !== pageContext.name)
  const outside = await search(query, { contexts: others, ...opts })
  return { hits: outside, hitsInContext: 0, hitsElsewhere: outside.length }
}
