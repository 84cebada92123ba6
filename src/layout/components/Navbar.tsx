import React, { useEffect, useRef, useState } from 'react'
import { navbarItems } from '../../config/navbar'
import { site } from '../../config/site'
import { nextNavbarHidden, positionOf, type Locale, type NavbarItem } from '../lib/navbar'
import type { SidebarItem } from '../../lib/sidebar'
import { useRememberDocsVersion } from '../hooks/useDocsVersions'
import { MobileMenu } from './MobileMenu'
import { itemKey, Logo, NavItem, type NavbarEnv } from './NavItem'
import { MenuIcon } from '../../components/icons'
import * as styles from './Navbar.module.css'

/** What a test fixture may override; the site uses src/config. */
export type NavbarOptions = { items?: NavbarItem[]; locales?: Locale[]; hideOnScroll?: boolean }

type Props = { pathname: string; docsSidebar?: SidebarItem[] | null } & NavbarOptions

/** Hide on scroll: hidden while scrolling down, back on scrolling up or when focus enters the navbar. */
function useHideOnScroll(enabled: boolean, nav: React.RefObject<HTMLElement | null>): [boolean, () => void] {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let lastY = window.scrollY
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const y = window.scrollY
        const from = lastY
        const el = nav.current
        const focused = el?.contains(document.activeElement) ?? false
        // The updater may run later, so it gets this frame's positions, not the variable.
        setHidden((h) => !focused && nextNavbarHidden(h, from, y, el?.offsetHeight ?? 60))
        lastY = y
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [enabled, nav])
  return [enabled && hidden, () => setHidden(false)]
}

export function Navbar({ pathname, docsSidebar, items = navbarItems, locales = site.i18n.locales, hideOnScroll = site.navbar.hideOnScroll }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const [hidden, show] = useHideOnScroll(hideOnScroll, navRef)
  useRememberDocsVersion(pathname)
  // Any navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])
  const env: NavbarEnv = { pathname, locales }
  const side = (s: 'left' | 'right') =>
    items.map((item, i) => (positionOf(item) === s ? <NavItem key={itemKey(item, i)} item={item} env={env} /> : null))
  return (
    <nav ref={navRef} className={`${styles.navbar} ${hidden ? styles.hidden : ''}`} aria-label="Main" onFocus={show} data-hide-on-scroll={hideOnScroll || undefined}>
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
