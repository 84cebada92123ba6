/**
 * The browser side of the not-found path: before the not-found page shows,
 * fetch the route manifest (once per visit, only here) and apply the route
 * conventions of 2.1 and the redirect table to the current address.
 * Every failure (no manifest URL, network error, bad JSON, slow server) ends
 * in "missing", so the not-found page shows and nothing breaks.
 */
import { buildRouteIndex, destination, parseManifest, resolveRoute, type RouteIndex } from '../lib/routes'

export type Lookup = { kind: 'go'; to: string } | { kind: 'missing'; problem?: string }

type Address = { pathname: string; search: string; hash: string }
type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

const cache = new Map<string, Promise<RouteIndex | string>>()
let warned = false

function warnOnce(message: string) {
  if (warned) return
  warned = true
  console.warn(`[Chainstrata Docs] ${message} Showing the not-found page.`)
}

async function loadIndex(url: string, fetchImpl: Fetch, timeoutMs: number): Promise<RouteIndex | string> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null
  const timer = setTimeout(() => controller?.abort(), timeoutMs)
  try {
    const res = await fetchImpl(url, controller ? { signal: controller.signal } : undefined)
    if (!res.ok) return `The route manifest ${url} answered ${res.status}.`
    const manifest = parseManifest(await res.json())
    if (!manifest) return `The route manifest ${url} is not in the expected format.`
    return buildRouteIndex(manifest)
  } catch (err) {
    const aborted = err instanceof Error && err.name === 'AbortError'
    return aborted ? `The route manifest ${url} took longer than ${timeoutMs} ms.` : `The route manifest ${url} could not be loaded.`
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Where the current address should go, or "missing". The manifest is fetched
 * once per URL; a failed fetch is not cached, so a later not-found visit retries.
 */
export async function lookUpAddress(
  manifestUrl: unknown,
  address: Address,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<Lookup> {
  if (typeof manifestUrl !== 'string' || !/^\/route-manifest-[0-9a-f]+\.json$/.test(manifestUrl)) {
    warnOnce('The not-found page has no route manifest.')
    return { kind: 'missing', problem: 'no manifest' }
  }
  const fetchImpl: Fetch | undefined = options.fetch ?? (typeof fetch === 'function' ? (fetch as unknown as Fetch) : undefined)
  if (!fetchImpl) return { kind: 'missing', problem: 'no fetch' }
  let pending = cache.get(manifestUrl)
  if (!pending) {
    pending = loadIndex(manifestUrl, fetchImpl, options.timeoutMs ?? 5000)
    cache.set(manifestUrl, pending)
  }
  const index = await pending
  if (typeof index === 'string') {
    cache.delete(manifestUrl)
    warnOnce(index)
    return { kind: 'missing', problem: index }
  }
  const to = destination(resolveRoute(address.pathname, index), address)
  return to ? { kind: 'go', to } : { kind: 'missing' }
}

/** For tests: forget fetched manifests and the one-time warning. */
export function resetNotFoundCache() {
  cache.clear()
  warned = false
}
