import React, { useEffect, useId, useRef, useState } from 'react'
import { navigate } from 'gatsby'
import { ReferenceNav } from './ReferenceNav'
import { clientRouteForClick } from './clientNavigation'
import type { NavData } from './navData'
import * as styles from './Reference.module.css'

/**
 * Two columns: the reference navigation (sticky on the left on desktop; a
 * disclosure above the content on narrow screens) and the page.
 */
export function ReferenceShell({ nav, pathname, children }: { nav: NavData; pathname: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const asideRef = useRef<HTMLElement>(null)
  // A new page closes the mobile navigation.
  useEffect(() => setOpen(false), [pathname])
  // On desktop the navigation scrolls on its own: bring the current entry into its view (not the window's).
  useEffect(() => {
    const aside = asideRef.current
    const current = aside?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!aside || !current || aside.scrollHeight <= aside.clientHeight) return
    const top = current.getBoundingClientRect().top - aside.getBoundingClientRect().top
    if (top < 0 || top > aside.clientHeight - current.offsetHeight) aside.scrollTop += top - aside.clientHeight / 2
  }, [pathname])
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as HTMLElement).closest?.('a') ?? null
    const route = clientRouteForClick(e, anchor)
    if (route === null) return
    e.preventDefault()
    void navigate(route)
  }
  return (
    // The handler only upgrades clicks on the anchors inside; it adds no interaction of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.shell} onClick={onClick}>
      <aside ref={asideRef} className={styles.navColumn} aria-label="GraphQL reference navigation">
        <button type="button" className={styles.navToggle} aria-expanded={open} aria-controls={`${id}-nav`} onClick={() => setOpen((o) => !o)}>
          Browse the reference
          <span aria-hidden="true" className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret}>
            ›
          </span>
        </button>
        <div id={`${id}-nav`} className={open ? `${styles.navPanel} ${styles.navPanelOpen}` : styles.navPanel}>
          <ReferenceNav nav={nav} pathname={pathname} />
        </div>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
