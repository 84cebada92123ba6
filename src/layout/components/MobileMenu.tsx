import React, { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Locale, NavbarItem } from '../lib/navbar'
import type { SidebarItem } from '../../lib/sidebar'
import { DocsSidebar } from './DocsSidebar'
import { itemKey, Logo, NavItem } from './NavItem'
import { ColorModeToggle } from './ColorModeToggle'
import { SearchBar } from '../../search/components/SearchBar'
import { CloseIcon } from '../../components/icons'
import * as styles from './MobileMenu.module.css'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

type Props = { pathname: string; items: NavbarItem[]; locales: Locale[]; docsSidebar: SidebarItem[] | null; onClose: () => void }

/**
 * The narrow-screen menu: a modal dialog with the navbar items and, on docs
 * pages, the docs sidebar (shown first, with "← Back to main menu").
 * Escape and the close button close it; focus stays inside while open.
 */
export function MobileMenu({ pathname, items, locales, docsSidebar, onClose }: Props) {
  const [showDocs, setShowDocs] = useState(Boolean(docsSidebar))
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const panel = ref.current
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose()
        return
      }
      if (e.key !== 'Tab' || !panel) return
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)
      if (items.length === 0) return
      const firstEl = items[0]
      const lastEl = items[items.length - 1]
      if (e.shiftKey && (document.activeElement === firstEl || !panel.contains(document.activeElement))) {
        e.preventDefault()
        lastEl.focus()
      } else if (!e.shiftKey && (document.activeElement === lastEl || !panel.contains(document.activeElement))) {
        e.preventDefault()
        firstEl.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [onClose])

  // A portal to <body>: the navbar's backdrop-filter makes it the containing block of
  // fixed descendants, which squeezed the menu into the navbar's 60 px.
  return createPortal(
    // The backdrop closes the menu on a click outside the panel; keyboard users close it with Escape or the close button.
    <div className={styles.overlay} role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.header}>
          <Logo />
          <ColorModeToggle />
          <button type="button" className={styles.close} aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          <SearchBar pathname={pathname} block />
          {docsSidebar && showDocs ? (
            <>
              <button type="button" className={styles.back} onClick={() => setShowDocs(false)}>
                ← Back to main menu
              </button>
              <DocsSidebar items={docsSidebar} pathname={pathname} onNavigate={onClose} />
            </>
          ) : (
            <ul className={styles.primary}>
              {/* Search and the colour toggle have their own places in the menu. */}
              {items.map((item, i) =>
                item?.type === 'search' || item?.type === 'colorMode' ? null : (
                  <li key={itemKey(item, i)}>
                    <NavItem item={item} env={{ pathname, locales, onNavigate: onClose }} />
                  </li>
                ),
              )}
              {docsSidebar && (
                <li>
                  <button type="button" className={styles.back} onClick={() => setShowDocs(true)}>
                    Docs menu →
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </div>,
    document.body,
  )
}
