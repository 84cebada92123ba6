import React, { useEffect, useId, useState } from 'react'
import { ReferenceNav } from './ReferenceNav'
import type { NavData } from './navData'
import * as styles from './Reference.module.css'

/**
 * Two columns: the reference navigation (sticky on the left on desktop; a
 * disclosure above the content on narrow screens) and the page.
 */
export function ReferenceShell({ nav, pathname, children }: { nav: NavData; pathname: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  // A new page closes the mobile navigation.
  useEffect(() => setOpen(false), [pathname])
  return (
    <div className={styles.shell}>
      <aside className={styles.navColumn} aria-label="GraphQL reference navigation">
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
