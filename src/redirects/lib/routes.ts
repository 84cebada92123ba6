/**
 * Route conventions of spec 2.1, as pure functions shared by the build and
 * the browser's not-found path:
 * - "/index.html" and ".html" suffixes are dropped unless an exact route matches;
 *   an empty result becomes "/";
 * - lookups ignore case and a missing trailing slash;
 * - underscore and mixed-case slugs reach their hyphenated lowercase page
 *   (select_blocks → select-blocks, nft_Analytics → nft-analytics).
 * Redirect rows take part in the same lookup, so an old path in another case
 * still reaches its new page.
 */

/** The compact route manifest the build writes and the not-found path fetches. */
export type RouteManifest = {
  version: 1
  /** Every page route, with its trailing slash, in its real case. */
  pages: string[]
  /** Redirect rows: [old path, new path]. */
  redirects: [string, string][]
}

export const ROUTE_MANIFEST_VERSION = 1

/** What the not-found path should do with the current address. */
export type Resolution =
  | { kind: 'page'; to: string; via: 'exact' | 'case' | 'suffix' | 'slug' }
  | { kind: 'redirect'; to: string; from: string }
  | { kind: 'none' }

/** Decodes percent escapes when they are well formed; leaves the path as it came otherwise. */
export function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The comparison key of 2.1: lower case, no trailing slash ("/" stays "/"). */
export function routeKey(path: string): string {
  const lower = path.toLowerCase()
  if (lower === '/' || lower === '') return '/'
  return lower.replace(/\/+$/, '') || '/'
}

/**
 * Drops a "/index.html" or ".html" suffix (any case). Returns null when there is none.
 * "/docs/intro/index.html" → "/docs/intro/", "/docs/intro.html" → "/docs/intro", "/index.html" → "/".
 */
export function stripHtmlSuffix(path: string): string | null {
  const index = /\/index\.html?\/?$/i.exec(path)
  if (index) return path.slice(0, index.index + 1) || '/'
  // A host may have added a slash after the suffix ("/docs/intro.html/").
  const html = /\.html?\/?$/i.exec(path)
  if (html) {
    const rest = path.slice(0, html.index)
    return rest === '' ? '/' : rest
  }
  return null
}

/** One slug segment in its hyphenated lowercase form: "nft_Analytics" → "nft-analytics", "getBars" → "get-bars". */
export function hyphenateSegment(segment: string, splitCamel: boolean): string {
  const spaced = splitCamel ? segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2') : segment
  return spaced
    .replace(/[_\s]+/g, '-')
    .replace(/-{2,}/g, '-')
    .toLowerCase()
}

/** The slug-normalised key of a path: every segment hyphenated and lower-cased. */
export function slugKey(path: string, splitCamel = false): string {
  const key = routeKey(path)
  if (key === '/') return '/'
  // Work on the original case: camel-case splitting needs it.
  const trimmed = path.replace(/\/+$/, '')
  return trimmed
    .split('/')
    .map((s) => hyphenateSegment(s, splitCamel))
    .join('/')
}

type Index = Map<string, string | null>

/** Adds key → value; a key claimed by two different values becomes ambiguous (null) and never matches. */
function claim(index: Index, key: string, value: string) {
  const previous = index.get(key)
  if (previous === undefined) index.set(key, value)
  else if (previous !== null && previous !== value) index.set(key, null)
}

/** Lookup tables built once from a manifest. */
export type RouteIndex = {
  exact: Set<string>
  byKey: Index
  bySlug: Index
  byCamel: Index
  redirectByKey: Index
  redirectBySlug: Index
}

export function buildRouteIndex(manifest: Pick<RouteManifest, 'pages' | 'redirects'>): RouteIndex {
  const index: RouteIndex = {
    exact: new Set(),
    byKey: new Map(),
    bySlug: new Map(),
    byCamel: new Map(),
    redirectByKey: new Map(),
    redirectBySlug: new Map(),
  }
  for (const page of manifest.pages) {
    index.exact.add(page)
    claim(index.byKey, routeKey(page), page)
  }
  // Slug-normalised keys never shadow a page that matches case-insensitively.
  for (const page of manifest.pages) {
    claim(index.bySlug, slugKey(page), page)
    claim(index.byCamel, slugKey(page, true), page)
  }
  for (const [from, to] of manifest.redirects) {
    claim(index.redirectByKey, routeKey(safeDecode(from)), to)
    claim(index.redirectBySlug, slugKey(safeDecode(from)), to)
  }
  return index
}

function lookup(index: Index, key: string): string | null {
  return index.get(key) ?? null
}

/**
 * Decides what an address that reached the not-found page should show:
 * a page (exact, other case or missing slash, without an .html suffix, or by
 * slug normalisation), a redirect target, or nothing (the not-found page).
 * `pathname` is the address as the browser reports it (percent-encoded).
 */
export function resolveRoute(pathname: string, index: RouteIndex): Resolution {
  const raw = pathname === '' ? '/' : pathname
  const decoded = safeDecode(raw)
  const stripped = stripHtmlSuffix(decoded)
  // An exact route wins over the suffix rule (2.1), then the suffix-free form is tried.
  const candidates = stripped === null ? [decoded] : [decoded, stripped]

  for (const candidate of candidates) {
    if (index.exact.has(candidate)) {
      return { kind: 'page', to: candidate, via: candidate === decoded ? 'exact' : 'suffix' }
    }
    const page = lookup(index.byKey, routeKey(candidate))
    if (page) return { kind: 'page', to: page, via: candidate === decoded ? 'case' : 'suffix' }
    const target = lookup(index.redirectByKey, routeKey(candidate))
    if (target) return { kind: 'redirect', to: target, from: candidate }
  }
  for (const candidate of candidates) {
    const page = lookup(index.bySlug, slugKey(candidate)) ?? lookup(index.byCamel, slugKey(candidate, true))
    if (page) return { kind: 'page', to: page, via: 'slug' }
    const target = lookup(index.redirectBySlug, slugKey(candidate))
    if (target) return { kind: 'redirect', to: target, from: candidate }
  }
  return { kind: 'none' }
}

/**
 * The address to move to, keeping the query string and hash, or null when the
 * resolution would not change the page (so the not-found page never loops).
 */
export function destination(resolution: Resolution, current: { pathname: string; search: string; hash: string }): string | null {
  if (resolution.kind === 'none') return null
  if (resolution.to === safeDecode(current.pathname) || resolution.to === current.pathname) return null
  return encodeURI(resolution.to) + current.search + current.hash
}

/** Checks the shape of a fetched manifest; anything else is treated as "no manifest". */
export function parseManifest(data: unknown): RouteManifest | null {
  if (!data || typeof data !== 'object') return null
  const m = data as Partial<RouteManifest>
  if (m.version !== ROUTE_MANIFEST_VERSION || !Array.isArray(m.pages) || !Array.isArray(m.redirects)) return null
  if (!m.pages.every((p) => typeof p === 'string' && p.startsWith('/'))) return null
  if (!m.redirects.every((r) => Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'string')) return null
  return { version: ROUTE_MANIFEST_VERSION, pages: m.pages, redirects: m.redirects as [string, string][] }
}
