import React from 'react'
import * as styles from './Admonition.module.css'

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger'

const TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' }
const ICONS: Record<AdmonitionType, string> = { note: '✎', tip: '💡', info: 'ℹ', warning: '⚠', danger: '⛔' }

/** `:::note` … `:::` in MDX, or <Admonition type="tip" title="…">. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children?: React.ReactNode }) {
  const kind: AdmonitionType = type in TITLES ? type : 'note'
  return (
    <div className={`${styles.admonition} ${styles[kind]}`} data-admonition={kind}>
      <p className={styles.heading}>
        <span aria-hidden="true" className={styles.icon}>
          {ICONS[kind]}
        </span>
        {title ?? TITLES[kind]}
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
