import React from 'react'
import * as styles from './Changelog.module.css'

type Counts = { readonly breaking: number; readonly dangerous: number; readonly safe: number }

/** A release's changes by level, as three labelled counts. */
export function ReleaseCounts({ counts }: { counts: Counts }) {
  return (
    <ul className={styles.counts} aria-label="Changes by level">
      <li className={`${styles.count} ${styles.breaking}`}>{counts.breaking} breaking</li>
      <li className={`${styles.count} ${styles.dangerous}`}>{counts.dangerous} dangerous</li>
      <li className={`${styles.count} ${styles.safe}`}>{counts.safe} safe</li>
    </ul>
  )
}
