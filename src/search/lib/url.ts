/**
 * URLs of search: the results page (?q=&ctx=&version=) and the link of a hit
 * (page URL + one _highlight parameter per term + anchor). Everything read
 * from a URL is plain text.
 */
import { site } from '../../config/site'

export const HIGHLIGHT_PARAM = '_highlight'
/** Terms longer than this are not carried in links. */
const MAX_TERM = 60
const MAX_TERMS = 8

/** Link to a hit: `/docs/x/?_highlight=a&_highlight=b#anchor`. */
export function hitUrl(u: string, h: string, terms: string[]): string {
  const params = new URLSearchParams()
  for (const t of terms.slice(0, MAX_TERMS)) if (t && t.length <= MAX_TERM) params.append(HIGHLIGHT_PARAM, t)
  const qs = params.toString()
  return `${u}${qs ? `?${qs}` : ''}${h ? `#${encodeURIComponent(h)}` : ''}`
}

/** The _highlight terms of a query string, cleaned: plain text, no empties, bounded. */
export function highlightTerms(search: string): string[] {
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return []
  }
  const out: string[] = []
  for (const v of params.getAll(HIGHLIGHT_PARAM)) {
    const t = v.trim()
    if (t && t.length <= MAX_TERM && !out.includes(t)) out.push(t)
    if (out.length >= MAX_TERMS) break
  }
  return out
}

export type SearchParams = { q: string; ctx: string | null; version: string | null }

export function readSearchParams(search: string): SearchParams {
  const p = new URLSearchParams(search)
  return { q: p.get('q') ?? '', ctx: p.get('ctx') || null, version: p.get('version') || null }
}

/** `/search/?q=…&ctx=…&version=…`, leaving out empty parameters. */
export function searchPageUrl(params: { q: string; ctx?: string | null; version?: string | null }): string {
  const p = new URLSearchParams()
  if (params.q) p.set('q', params.q)
  if (params.ctx) p.set('ctx', params.ctx)
  if (params.version) p.set('version', params.version)
  const qs = p.toString()
  return `/search/${qs ? `?${qs}` : ''}`
}

/** The docs version a ?version= value names ("docs", "/docs/"), or null when unknown. */
export function versionFromParam(value: string | null): { tag: string; label: string } | null {
  if (!value) return null
  const want = value.replace(/^\/+|\/+$/g, '').toLowerCase()
  const v = site.docs.version
  return v.path.replace(/^\/+|\/+$/g, '').toLowerCase() === want ? { tag: v.searchTag, label: v.label } : null
}
