/**
 * The reference navigation: entries grouped by root and kind. Pure.
 *
 * A page's HTML carries only the group headings (with counts) and a fixed-size
 * window of its own group around the current entry; the full list is one
 * content-hashed JSON file fetched when the visitor filters or expands the
 * navigation. So a page's HTML does not grow with the number of types.
 */
import { createHash } from 'node:crypto'
import { KIND_LABEL, KIND_ORDER, SHARED_ROOT, type RefKind } from '../lib/slug'

export type NavEntryInput = { key: string; name: string; kind: RefKind; root: string; path: string }
export type NavItem = { name: string; path: string }
export type NavGroup = { id: string; root: string; rootLabel: string; kind: RefKind; label: string; count: number }
export type NavFull = { groups: (NavGroup & { items: NavItem[] })[] }
export type NavWindow = { groupId: string; start: number; items: NavItem[] }

const ROOT_ORDER = ['EVM', 'Solana', 'Tron', 'Trading', 'TON']

function rootRank(root: string): number {
  if (root === SHARED_ROOT) return 1000
  const i = ROOT_ORDER.indexOf(root)
  return i === -1 ? 500 : i
}

export const rootLabel = (root: string) => (root === SHARED_ROOT ? 'Shared by all roots' : root)

export function groupId(root: string, kind: RefKind): string {
  return `${root.toLowerCase()}-${kind}`
}

const byName = (a: NavItem, b: NavItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name)

export function buildNavigation(entries: NavEntryInput[]): NavFull {
  const groups = new Map<string, NavGroup & { items: NavItem[] }>()
  for (const e of entries) {
    const id = groupId(e.root, e.kind)
    let g = groups.get(id)
    if (!g) {
      g = { id, root: e.root, rootLabel: rootLabel(e.root), kind: e.kind, label: KIND_LABEL[e.kind].many, count: 0, items: [] }
      groups.set(id, g)
    }
    g.items.push({ name: e.name, path: e.path })
  }
  const list = [...groups.values()]
  for (const g of list) {
    g.items.sort(byName)
    g.count = g.items.length
  }
  list.sort((a, b) => rootRank(a.root) - rootRank(b.root) || a.root.localeCompare(b.root) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  return { groups: list }
}

/** The group headings without their items (what every page's HTML carries). */
export function navGroups(full: NavFull): NavGroup[] {
  return full.groups.map(({ items: _items, ...g }) => g)
}

/** Up to `size` entries of the current entry's group, centred on it. */
export function navWindow(full: NavFull, entry: { root: string; kind: RefKind; path: string }, size = 15): NavWindow | null {
  const g = full.groups.find((x) => x.id === groupId(entry.root, entry.kind))
  if (!g) return null
  const at = Math.max(0, g.items.findIndex((i) => i.path === entry.path))
  const start = Math.max(0, Math.min(at - Math.floor(size / 2), g.items.length - size))
  return { groupId: g.id, start, items: g.items.slice(start, start + size) }
}

/** The full list as JSON, and a file name that changes whenever it does (so browsers may cache it forever). */
export function navFile(full: NavFull): { fileName: string; json: string } {
  const json = JSON.stringify(full)
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12)
  return { fileName: `reference-nav.${hash}.json`, json }
}
