import { breakableName } from '../../lib/html'

/**
 * Browser side of the reference navigation: the data shapes, loading the
 * full list (one content-hashed JSON, fetched once per visit) and filtering.
 */

export type NavItem = { name: string; path: string }
export type NavGroup = { id: string; root: string; rootLabel: string; kind: string; label: string; count: number }
export type NavFullGroup = NavGroup & { items: NavItem[] }
/** A page's own part of the navigation (page data): its group and a window of that group around it. */
export type NavData = { groupId: string | null; start: number; items: readonly NavItem[] }
/** What every reference page shares (one static query): the group headings and the full list's URL. */
export type NavIndex = { groups: readonly NavGroup[]; fullListUrl: string }

/** Checks the shape of the fetched JSON; anything else is treated as a failed load. */
export function parseFullNav(raw: unknown): NavFullGroup[] {
  const groups = (raw as { groups?: unknown } | null)?.groups
  if (!Array.isArray(groups)) throw new Error('The reference list has an unexpected format.')
  return groups.map((g) => {
    const x = g as Partial<NavFullGroup>
    if (typeof x.id !== 'string' || typeof x.label !== 'string' || !Array.isArray(x.items)) throw new Error('The reference list has an unexpected format.')
    const items = x.items.filter((i): i is NavItem => typeof i?.name === 'string' && typeof i?.path === 'string' && i.path.startsWith('/'))
    return { id: x.id, root: String(x.root ?? ''), rootLabel: String(x.rootLabel ?? ''), kind: String(x.kind ?? ''), label: x.label, count: items.length, items }
  })
}

const loads = new Map<string, Promise<NavFullGroup[]>>()

/** Fetches the full list once per URL; a failure is forgotten so that "Retry" fetches again. */
export function loadFullNav(url: string, fetcher: typeof fetch = fetch): Promise<NavFullGroup[]> {
  const hit = loads.get(url)
  if (hit) return hit
  const p = fetcher(url)
    .then((res) => {
      if (!res.ok) throw new Error(`The reference list could not be loaded (HTTP ${res.status}).`)
      return res.json()
    })
    .then(parseFullNav)
  p.catch(() => loads.delete(url))
  loads.set(url, p)
  return p
}

/** Case-insensitive match of every word of the filter against the name (underscores count as spaces). */
export function matchesFilter(name: string, filter: string): boolean {
  const words = filter.toLowerCase().split(/[\s_]+/).filter(Boolean)
  if (words.length === 0) return true
  const n = name.toLowerCase()
  return words.every((w) => n.includes(w))
}

export function filterGroups(groups: NavFullGroup[], filter: string, max = 200): { groups: NavFullGroup[]; total: number; shown: number } {
  let total = 0
  let shown = 0
  const out: NavFullGroup[] = []
  for (const g of groups) {
    const items = g.items.filter((i) => matchesFilter(i.name, filter))
    total += items.length
    if (items.length === 0 || shown >= max) continue
    const take = items.slice(0, max - shown)
    shown += take.length
    out.push({ ...g, items: take, count: items.length })
  }
  return { groups: out, total, shown }
}

/** `breakableName` as React's inner HTML (src/lib/html.ts). */
export function breakableNameHtml(name: string): { __html: string } {
  return { __html: breakableName(name) }
}
