import React, { useEffect, useRef, useState } from 'react'
import { navbarItems } from '../../config/navbar'
import type { SidebarItem } from '../../lib/sidebar'
import { ColorModeToggle } from './ColorModeToggle'
import { SearchBar } from '../search/SearchBar'
import { MobileMenu } from './MobileMenu'
import { Logo, NavItem } from './NavItem'
import { MenuIcon } from './icons'
import * as styles from './Navbar.module.css'

type Props = { pathname: string; docsSidebar?: SidebarItem[] | null; searchSlot?: React.ReactNode }

export function Navbar({ pathname, docsSidebar, searchSlot }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Any navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])
  const left = navbarItems.filter((i) => i.position === 'left')
  const right = navbarItems.filter((i) => i.position === 'right')
  return (
    <nav className={styles.navbar} aria-label="Main">
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
        <div className={styles.left}>
          {left.map((item) => (
            <NavItem key={item.label} item={item} pathname={pathname} />
          ))}
        </div>
        <div className={styles.right}>
          {right.map((item) => (
            <NavItem key={item.label} item={item} pathname={pathname} />
          ))}
          {searchSlot ?? <SearchBar pathname={pathname} shortcut />}
          <ColorModeToggle />
        </div>
      </div>
      {menuOpen && (
        <MobileMenu
          pathname={pathname}
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
