/**
 * The docs sidebar ("tutorialSidebar") as a pure data structure: built from
 * folders, `_category_.yml` files and `sidebar_position`, then queried for
 * active state, breadcrumbs and previous/next links.
 */
import { sameRoute } from './paths'

export type SidebarLink = {
  type: 'link'
  label: string
  href: string
  docId?: string
  unlisted?: boolean
}

export type SidebarCategory = {
  type: 'category'
  label: string
  /** The category's own page (generated index or a doc), if any. */
  href: string | null
  /** Whether the link of this category points to an unlisted doc. */
  linkUnlisted?: boolean
  collapsed: boolean
  description?: string
  items: SidebarItem[]
}

export type SidebarItem = SidebarLink | SidebarCategory

export type SidebarDocInput = {
  docId: string
  path: string
  title: string
  sidebarLabel?: string | null
  sidebarPosition?: number | null
  unlisted?: boolean
}

export type CategoryLinkInput = { type: 'generated-index'; path: string } | { type: 'doc'; docId: string }

export type SidebarCategoryInput = {
  /** Folder relative to content/docs, e.g. "graphql/capabilities". */
  dir: string
  label: string
  position?: number | null
  collapsed?: boolean
  description?: string
  link?: CategoryLinkInput | null
}

type Sortable = { position: number | null; key: string; item: SidebarItem }

function humanise(folder: string): string {
  const s = folder.replace(/[-_]+/g, ' ').trim()
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function dirOfId(id: string): string {
  const i = id.lastIndexOf('/')
  return i === -1 ? '' : id.slice(0, i)
}

function compareSortable(a: Sortable, b: Sortable): number {
  if (a.position !== null && b.position !== null && a.position !== b.position) return a.position - b.position
  if (a.position !== null && b.position === null) return -1
  if (a.position === null && b.position !== null) return 1
  return a.key.localeCompare(b.key, 'en')
}

/**
 * Builds the sidebar tree. Every folder with a `_category_.yml` is a category
 * (label, position, link); folders without one are transparent.
 */
export function buildSidebar(docs: SidebarDocInput[], categories: SidebarCategoryInput[]): SidebarItem[] {
  const catByDir = new Map(categories.map((c) => [c.dir, c]))
  const docById = new Map(docs.map((d) => [d.docId, d]))

  // Only folders with a _category_.yml are categories. Other folders are
  // transparent: their docs belong to the nearest configured folder above.
  const owner = (dir: string): string => {
    let d = dir
    while (d !== '' && !catByDir.has(d)) d = dirOfId(d)
    return d
  }
  const dirs = new Set(categories.map((c) => c.dir))

  // Docs used as a category's own link are not listed again as items.
  const linkDocIds = new Set<string>()
  for (const c of categories) if (c.link?.type === 'doc') linkDocIds.add(c.link.docId)

  const children = new Map<string, Sortable[]>()
  const push = (dir: string, s: Sortable) => {
    const list = children.get(dir) ?? []
    list.push(s)
    children.set(dir, list)
  }

  for (const doc of docs) {
    if (linkDocIds.has(doc.docId)) continue
    const link: SidebarLink = { type: 'link', label: doc.sidebarLabel || doc.title, href: doc.path, docId: doc.docId }
    if (doc.unlisted) link.unlisted = true
    push(owner(dirOfId(doc.docId)), { position: doc.sidebarPosition ?? null, key: doc.docId, item: link })
  }

  const categoryNodes = new Map<string, SidebarCategory>()
  for (const dir of dirs) {
    const cfg = catByDir.get(dir)
    const folder = dir.slice(dir.lastIndexOf('/') + 1)
    let href: string | null = null
    let linkUnlisted = false
    if (cfg?.link?.type === 'generated-index') href = cfg.link.path
    if (cfg?.link?.type === 'doc') {
      const target = docById.get(cfg.link.docId)
      if (!target) {
        const ids = [...docById.keys()].sort()
        throw new Error(
          `Category "${dir}" links to doc "${cfg.link.docId}", which does not exist. Available doc ids: ${ids.slice(0, 50).join(', ')}${ids.length > 50 ? `, … (${ids.length} in all)` : ''}`,
        )
      }
      href = target.path
      linkUnlisted = Boolean(target.unlisted)
    }
    const node: SidebarCategory = {
      type: 'category',
      label: cfg?.label || humanise(folder),
      href,
      collapsed: cfg?.collapsed ?? true,
      items: [],
    }
    if (cfg?.description) node.description = cfg.description
    if (linkUnlisted) node.linkUnlisted = true
    categoryNodes.set(dir, node)
    push(owner(dirOfId(dir)), { position: cfg?.position ?? null, key: dir, item: node })
  }

  for (const [dir, node] of categoryNodes) {
    node.items = (children.get(dir) ?? []).sort(compareSortable).map((s) => s.item)
  }
  const root = (children.get('') ?? []).sort(compareSortable).map((s) => s.item)
  // Categories with nothing in them and no page of their own are dropped.
  const prune = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((it): SidebarItem[] => {
      if (it.type === 'link') return [it]
      it.items = prune(it.items)
      return it.items.length === 0 && it.href === null ? [] : [it]
    })
  return prune(root)
}

/** Removes unlisted links unless they are the current page. */
export function visibleItems(items: SidebarItem[], currentPath: string | null): SidebarItem[] {
  return items.flatMap((it): SidebarItem[] => {
    if (it.type === 'link') {
      if (it.unlisted && !(currentPath && sameRoute(it.href, currentPath))) return []
      return [it]
    }
    return [{ ...it, items: visibleItems(it.items, currentPath) }]
  })
}

/** A category is active when the path is its own link or the link of any item below it. */
export function isItemActive(item: SidebarItem, path: string): boolean {
  if (item.href && sameRoute(item.href, path)) return true
  if (item.type === 'category') return item.items.some((child) => isItemActive(child, path))
  return false
}

/** The chain of categories leading to `path`, outermost first (empty when not in the sidebar). */
export function categoryTrail(items: SidebarItem[], path: string): SidebarCategory[] {
  for (const it of items) {
    if (it.type === 'link') {
      if (sameRoute(it.href, path)) return []
      continue
    }
    if (it.href && sameRoute(it.href, path)) return [it]
    if (isItemActive(it, path)) return [it, ...categoryTrail(it.items, path)]
  }
  return []
}

export type Crumb = { label: string; href: string | null }

/**
 * Breadcrumbs for a page: the categories above it (linked when they have a
 * page) and the page itself (not linked).
 */
export function breadcrumbs(items: SidebarItem[], path: string, pageTitle: string): Crumb[] {
  const trail = categoryTrail(items, path)
  const crumbs: Crumb[] = trail.map((c) => ({ label: c.label, href: c.href && !sameRoute(c.href, path) ? c.href : null }))
  const last = trail[trail.length - 1]
  if (!(last && last.href && sameRoute(last.href, path))) crumbs.push({ label: pageTitle, href: null })
  return crumbs
}

export type PageLink = { label: string; href: string }

/** Every page of the sidebar in reading order (category pages before their items), unlisted pages left out. */
export function flattenPages(items: SidebarItem[]): PageLink[] {
  const out: PageLink[] = []
  const walk = (list: SidebarItem[]) => {
    for (const it of list) {
      if (it.type === 'link') {
        if (!it.unlisted) out.push({ label: it.label, href: it.href })
      } else {
        if (it.href && !it.linkUnlisted) out.push({ label: it.label, href: it.href })
        walk(it.items)
      }
    }
  }
  walk(items)
  return out
}

export function neighbours(items: SidebarItem[], path: string): { previous: PageLink | null; next: PageLink | null } {
  const pages = flattenPages(items)
  const i = pages.findIndex((p) => sameRoute(p.href, path))
  if (i === -1) return { previous: null, next: null }
  return { previous: pages[i - 1] ?? null, next: pages[i + 1] ?? null }
}

/** Finds the category whose own page is `path`. */
export function findCategoryByHref(items: SidebarItem[], path: string): SidebarCategory | null {
  for (const it of items) {
    if (it.type !== 'category') continue
    if (it.href && sameRoute(it.href, path)) return it
    const inner = findCategoryByHref(it.items, path)
    if (inner) return inner
  }
  return null
}
