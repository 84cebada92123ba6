import React, { useEffect, useRef, useState } from 'react'
import { navbarItems } from '../../config/navbar'
import { site } from '../../config/site'
import { positionOf, versionForPath, type Locale, type NavbarItem } from '../lib/navbar'
import type { SidebarItem } from '../../lib/sidebar'
import { useDocsVersions } from '../hooks/useDocsVersions'
import { MobileMenu } from './MobileMenu'
import { itemKey, Logo, NavItem, type NavbarEnv } from './NavItem'
import { MenuIcon } from '../../components/icons'
import * as styles from './Navbar.module.css'

/** What a test fixture may override; the site uses src/config. */
export type NavbarOptions = { items?: NavbarItem[]; locales?: Locale[]; hideOnScroll?: boolean }

type Props = { pathname: string; docsSidebar?: SidebarItem[] | null } & NavbarOptions

export function Navbar({ pathname, docsSidebar, items = navbarItems, locales = site.i18n.locales, hideOnScroll = site.navbar.hideOnScroll }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A visit to a versioned docs page makes its version the preferred one (src/behaviours/index.ts stores it).
  const version = versionForPath(pathname, useDocsVersions())?.name
  // Any navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])
  const env: NavbarEnv = { pathname, locales }
  const side = (s: 'left' | 'right') =>
    items.map((item, i) => (positionOf(item) === s ? <NavItem key={itemKey(item, i)} item={item} env={env} /> : null))
  return (
    <nav className={styles.navbar} aria-label="Main" data-hide-on-scroll={hideOnScroll || undefined} data-docs-version={version}>
      <div className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          aria-label="Open navigation menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Logo />
        <div className={styles.left}>{side('left')}</div>
        <div className={styles.right}>{side('right')}</div>
      </div>
      {menuOpen && (
        <MobileMenu
          pathname={pathname}
          items={items}
          locales={locales}
          docsSidebar={docsSidebar ?? null}
          onClose={() => {
            setMenuOpen(false)
            toggleRef.current?.focus()
          }}
        />
      )}
    </nav>
  )
}
