import React from 'react'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { TocDesktop, TocMobile, type TocEntry } from './TableOfContents'
import * as styles from './Doc.module.css'

type Props = {
  title: string
  breadcrumbs: readonly Crumb[]
  toc?: readonly TocEntry[]
  children: React.ReactNode
  /** Rendered under the title, before the body (for example a description). */
  lead?: React.ReactNode
  /** Page actions beside the title (Copy page, View as Markdown). */
  actions?: React.ReactNode
}

/**
 * The column layout of every docs page: breadcrumbs, title, body, and the
 * table of contents (right column on desktop, collapsible on mobile).
 * Both TOCs are in the HTML and CSS shows the one for the window's width.
 */
export function DocShell({ title, breadcrumbs, toc = [], children, lead, actions }: Props) {
  const hasToc = toc.length > 0
  return (
    <div className={hasToc ? `${styles.row} ${styles.rowWithToc}` : styles.row}>
      <article className={styles.article}>
        <Breadcrumbs items={breadcrumbs} />
        {hasToc && <TocMobile toc={toc} />}
        {actions ? (
          <div className={styles.pageHeader}>
            <h1 className={styles.title}>{title}</h1>
            {actions}
          </div>
        ) : (
          <h1 className={styles.title}>{title}</h1>
        )}
        {lead}
        {children}
      </article>
      {hasToc && (
        <div className={styles.tocColumn}>
          <TocDesktop toc={toc} />
        </div>
      )}
    </div>
  )
}
