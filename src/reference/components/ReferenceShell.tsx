import React, { useEffect, useId, useState } from 'react'
import { ReferenceNav } from './ReferenceNav'
import type { NavData } from './navData'
import { island } from '../../islands/island'
import * as styles from './Reference.module.css'

/**
 * The reference navigation column: sticky on the left on desktop, a
 * disclosure above the content on narrow screens. An island: its filter, its
 * groups and the full list need a component runtime. Its links are plain
 * anchors, which the router follows without reloading the page; the current
 * entry is scrolled into the column's view when a page is shown
 * (src/behaviours/start.ts, `data-nav-scroll`).
 */
export function ReferenceNavColumn({ nav, pathname }: { nav: NavData; pathname: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  // A new page closes the mobile navigation.
  useEffect(() => setOpen(false), [pathname])
  return (
    <aside className={styles.navColumn} aria-label="GraphQL reference navigation" data-nav-scroll="">
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
  )
}

const ReferenceNavIsland = island('reference-nav', ReferenceNavColumn)

/** Two columns: the reference navigation and the page. */
export function ReferenceShell({ nav, pathname, children }: { nav: NavData; pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <ReferenceNavIsland nav={nav} pathname={pathname} />
      <div className={styles.content}>{children}</div>
    </div>
  )
}
