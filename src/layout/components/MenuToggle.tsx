import React, { useEffect, useRef, useState } from 'react'
import type { Locale, NavbarItem } from '../lib/navbar'
import { useDocsSidebar } from '../hooks/useDocsSidebar'
import { island } from '../../islands/island'
import { MobileMenu } from './MobileMenu'
import { MenuIcon } from '../../components/icons'
import * as styles from './Navbar.module.css'

type Props = { pathname: string; items: NavbarItem[]; locales: Locale[]; hasDocsSidebar: boolean }

/** The narrow-screen menu button and the menu it opens (with the docs sidebar on docs pages). */
export function MenuToggle({ pathname, items, locales, hasDocsSidebar }: Props) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const sidebar = useDocsSidebar()
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname])
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`${styles.iconButton} ${styles.menuToggle}`}
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <MobileMenu
          pathname={pathname}
          items={items}
          locales={locales}
          docsSidebar={hasDocsSidebar ? sidebar : null}
          onClose={() => {
            setOpen(false)
            toggle.current?.focus()
          }}
        />
      )}
    </>
  )
}

export const MenuToggleIsland = island('menu', MenuToggle)
