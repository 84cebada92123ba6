/**
 * The navbar item model of spec 3 and the small decisions around it: item
 * validation, the docs-version and locale menus, the preferred docs version
 * and hide-on-scroll. Pure functions; the components in
 * src/components/layout render what these return.
 */

import type { DocsVersion, Locale, NavbarItem, NavbarLinkItem, NavbarPosition } from '../../config/types'

export type * from '../../config/types'

export const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'docsVersionDropdown', 'localeDropdown', 'search', 'colorMode'] as const

/** Spec 2.2: the default side for an item with no side is not shown; we follow Docusaurus (left). */
export const positionOf = (item: NavbarItem): NavbarPosition => (item.position === 'right' ? 'right' : 'left')

export const linkTarget = (item: NavbarLinkItem): string => item.to ?? item.href ?? ''

const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/** Why a navbar item cannot render, or null when it is fine (kept short: it ships in the navbar's code). */
export function navbarItemProblem(item: unknown): string | null {
  if (!item || typeof item !== 'object') return 'it is not an object'
  const it = item as NavbarItem
  const type = it.type ?? 'link'
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) return `its type "${type}" is unknown`
  if (it.position && it.position !== 'left' && it.position !== 'right') return `its position "${it.position}" is neither left nor right`
  const links =
    it.type === 'dropdown' ? it.items : it.type === 'docsVersionDropdown' ? (it.dropdownItemsAfter ?? []) : type === 'link' ? [it as NavbarLinkItem] : []
  if (it.type === 'dropdown' && !(hasText(it.label) && links?.length)) return 'it needs a label and items'
  for (const l of links) {
    const who = l === it ? 'it' : 'one of its links'
    if (!hasText(l?.label)) return `${who} has no label`
    if (!hasText(l.to) && !hasText(l.href)) return `${who} has no link target (to or href)`
  }
  return null
}

/** The error of spec 8 for one broken navbar item; the cause says what is wrong. */
export function navbarItemError(item: unknown, problem: string): Error {
  let shown: string
  try {
    shown = JSON.stringify(item, null, 2) ?? String(item)
  } catch {
    shown = String(item)
  }
  return new Error(
    `A theme navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site configuration (src/config/navbar.ts):\n${shown}`,
    { cause: new Error(`The item is invalid: ${problem}.`) },
  )
}

/* ---------- Docs versions ---------- */


export const DEFAULT_DOCS_PLUGIN_ID = 'default'

/** The key Docusaurus uses, so readers' stored preference carries over. */
export const preferredVersionKey = (pluginId: string = DEFAULT_DOCS_PLUGIN_ID) => `docs-preferred-version-${pluginId}`

const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`)

/** The version whose path the page is under (the longest path wins), or null. */
export function versionForPath(pathname: string, versions: DocsVersion[]): DocsVersion | null {
  const page = withSlash(pathname)
  let best: DocsVersion | null = null
  for (const v of versions) {
    if (page.startsWith(withSlash(v.path)) && (!best || v.path.length > best.path.length)) best = v
  }
  return best
}

/** The stored preferred version, only when it still exists. */
export function readPreferredVersion(stored: string | null, versions: DocsVersion[]): DocsVersion | null {
  return versions.find((v) => v.name === stored) ?? null
}

/** Which version the dropdown names: the page's, else the preferred one, else the first (latest). */
export function shownVersion(pathname: string, stored: string | null, versions: DocsVersion[]): DocsVersion | null {
  return versionForPath(pathname, versions) ?? readPreferredVersion(stored, versions) ?? versions[0] ?? null
}

/** Where a version's menu item leads: its main doc. */
export const versionMainDocPath = (v: DocsVersion) => `${withSlash(v.path)}${v.mainDocId}/`

/* ---------- Locales ---------- */


/** The same page in another locale: the current locale's path prefix is swapped for the target's. */
export function localizedPath(pathname: string, current: Locale, target: Locale, defaultCode: string): string {
  const prefix = (l: Locale) => (l.code === defaultCode ? '' : `/${l.path.replace(/^\/+|\/+$/g, '')}`)
  const from = prefix(current)
  const rest = from && (pathname === from || pathname.startsWith(`${from}/`)) ? pathname.slice(from.length) || '/' : pathname
  return `${prefix(target)}${rest}`
}

/* ---------- Hide on scroll ---------- */

/**
 * Whether the navbar is hidden after a scroll from `lastY` to `y`: it hides
 * going down once past its own height and comes back on any scroll up.
 */
export function nextNavbarHidden(hidden: boolean, lastY: number, y: number, navbarHeight: number): boolean {
  if (y <= navbarHeight) return false
  if (y > lastY) return true
  if (y < lastY) return false
  return hidden
}


/** Every link of a list of navbar items, dropdown entries included (the build's link check reads them). */
export function navbarLinkItems(items: NavbarItem[]): NavbarLinkItem[] {
  return items.flatMap((i): NavbarLinkItem[] => {
    if (i.type === undefined || i.type === 'link') return [i]
    if (i.type === 'dropdown') return i.items
    if (i.type === 'docsVersionDropdown') return i.dropdownItemsAfter ?? []
    return []
  })
}
