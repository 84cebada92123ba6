import React from 'react'
import { navbarItems } from '../../config/navbar'
import { site } from '../../config/site'
import { positionOf, versionForPath, type Locale, type NavbarItem } from '../lib/navbar'
import type { SidebarItem } from '../../lib/sidebar'
import { useDocsVersions } from '../hooks/useDocsVersions'
import { MenuToggleIsland } from './MenuToggle'
import { itemKey, Logo, NavItem, type NavbarEnv } from './NavItem'
import * as styles from './Navbar.module.css'

/** What a test fixture may override; the site uses src/config. */
export type NavbarOptions = { items?: NavbarItem[]; locales?: Locale[]; hideOnScroll?: boolean }

type Props = { pathname: string; docsSidebar?: SidebarItem[] | null } & NavbarOptions

export function Navbar({ pathname, docsSidebar, items = navbarItems, locales = site.i18n.locales, hideOnScroll = site.navbar.hideOnScroll }: Props) {
  // A visit to a versioned docs page makes its version the preferred one (src/behaviours/start.ts stores it).
  const version = versionForPath(pathname, useDocsVersions())?.name
  const env: NavbarEnv = { pathname, locales }
  const side = (s: 'left' | 'right') =>
    items.map((item, i) => (positionOf(item) === s ? <NavItem key={itemKey(item, i)} item={item} env={env} /> : null))
  return (
    <nav className={styles.navbar} aria-label="Main" data-hide-on-scroll={hideOnScroll || undefined} data-docs-version={version}>
      <div className={styles.inner}>
        <MenuToggleIsland pathname={pathname} items={items} locales={locales} hasDocsSidebar={Boolean(docsSidebar)} />
        <Logo />
        <div className={styles.left}>{side('left')}</div>
        <div className={styles.right}>{side('right')}</div>
      </div>
    </nav>
  )
}
