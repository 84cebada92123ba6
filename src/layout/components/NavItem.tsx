import React from 'react'
import { Link } from '../../components/Link'
import { site } from '../../config/site'
import {
  linkTarget,
  localizedPath,
  navbarItemError,
  navbarItemProblem,
  preferredVersionKey,
  shownVersion,
  versionForPath,
  versionMainDocPath,
  type Locale,
  type NavbarDocsVersionItem,
  type NavbarItem,
  type NavbarLinkItem,
} from '../lib/navbar'
import { isExternalUrl, isPathUnder } from '../../lib/paths'
import { useDocsVersions } from '../hooks/useDocsVersions'
import { ColorModeToggle } from './ColorModeToggle'
import { SearchBarIsland } from '../../search/components/SearchBar'
import { Dropdown, type DropdownEntry } from './Dropdown'
import { SmartLink } from '../../components/SmartLink'
import * as styles from './Navbar.module.css'

export function Logo() {
  return (
    <Link to="/" className={styles.brand}>
      <img src={site.logo.src} alt="" width={32} height={32} className={`themed-light ${styles.logo}`} />
      <img src={site.logo.srcDark} alt="" width={32} height={32} className={`themed-dark ${styles.logo}`} />
      <span className={styles.brandText}>{site.title}</span>
    </Link>
  )
}

/** Checks one navbar item of src/config/navbar.ts; a broken item names itself instead of failing obscurely. */
export function assertNavbarItem(item: unknown): void {
  const problem = navbarItemProblem(item)
  if (problem) throw navbarItemError(item, problem)
}

function NavLink({ item, pathname, onNavigate }: { item: NavbarLinkItem; pathname: string; onNavigate?: () => void }) {
  const to = linkTarget(item)
  const external = isExternalUrl(to)
  const active = !external && item.activeBasePath ? isPathUnder(pathname, item.activeBasePath) : false
  const className = [styles.item, item.primary ? styles.primary : '', item.highlighted ? styles.highlighted : '', active ? styles.active : ''].join(' ')
  return (
    <SmartLink to={to} externalIcon={external && !item.primary} className={className} aria-current={active && !item.highlighted ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </SmartLink>
  )
}

/**
 * The docs versions. The label is the version of the page, else the first
 * one; choosing a version stores it as the preferred one (src/behaviours/dropdown.ts),
 * as does visiting one of its pages (src/behaviours/start.ts, from the navbar's data-docs-version).
 */
function DocsVersionDropdown({ item, pathname }: { item: NavbarDocsVersionItem; pathname: string }) {
  const versions = useDocsVersions()
  const shown = shownVersion(pathname, null, versions)
  const onPage = versionForPath(pathname, versions)
  const entries: DropdownEntry[] = [
    ...versions.map((v) => ({
      label: v.label,
      to: versionMainDocPath(v),
      active: v.name === (onPage ?? shown)?.name,
      store: { key: preferredVersionKey(item.docsPluginId), value: v.name },
    })),
    ...(item.dropdownItemsAfter ?? []).map((l) => ({ label: l.label, to: linkTarget(l) })),
  ]
  return <Dropdown label={shown?.label ?? 'Versions'} entries={entries} />
}

export type NavbarEnv = { pathname: string; locales: Locale[]; onNavigate?: () => void }

function LocaleDropdown({ pathname, locales }: NavbarEnv) {
  if (locales.length < 2) return null
  const current = locales.find((l) => l.code === site.locale.code) ?? locales[0]
  const entries = locales.map((l) => ({ label: l.label, to: localizedPath(pathname, current, l, site.i18n.defaultLocale), active: l === current, lang: l.htmlLang }))
  return <Dropdown label={current.label} entries={entries} />
}

function ItemByType({ item, env }: { item: NavbarItem; env: NavbarEnv }) {
  switch (item.type) {
    case 'dropdown':
      return (
        <Dropdown
          label={item.label}
          entries={item.items.map((l) => ({ label: l.label, to: linkTarget(l), active: Boolean(l.activeBasePath && isPathUnder(env.pathname, l.activeBasePath)) }))}
        />
      )
    case 'docsVersionDropdown':
      return <DocsVersionDropdown item={item} pathname={env.pathname} />
    case 'localeDropdown':
      return <LocaleDropdown {...env} />
    case 'search':
      return <SearchBarIsland pathname={env.pathname} shortcut />
    case 'colorMode':
      return <ColorModeToggle />
    default:
      return <NavLink item={item} pathname={env.pathname} onNavigate={env.onNavigate} />
  }
}

/**
 * One navbar item. A broken one (unknown type, no label, no target) shows
 * spec 8's message and its cause in its own place, in the server HTML too;
 * the rest of the navbar renders as usual.
 */
export function NavItem({ item, env }: { item: NavbarItem; env: NavbarEnv }) {
  const problem = navbarItemProblem(item)
  if (!problem) return <ItemByType item={item} env={env} />
  const error = navbarItemError(item, problem)
  return (
    <span role="alert" className={styles.itemError} title={error.message}>
      {error.message.split('\n')[0]} {(error.cause as Error).message}
    </span>
  )
}

/** A stable React key for an item. */
export const itemKey = (item: NavbarItem, i: number) => `${i}:${item?.type ?? 'link'}:${'label' in (item ?? {}) ? (item as { label: string }).label : ''}`
