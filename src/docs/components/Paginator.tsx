import React from 'react'
import { Link } from 'gatsby'
import * as styles from './Doc.module.css'

type PageLink = { label: string; href: string } | null

export function Paginator({ previous, next }: { previous: PageLink; next: PageLink }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous ? (
        <Link to={previous.href} className={styles.pageLink} rel="prev">
          <span className={styles.pageLinkSub}>Previous</span>
          <span className={styles.pageLinkLabel}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.pageLink} ${styles.pageLinkNext}`} rel="next">
          <span className={styles.pageLinkSub}>Next</span>
          <span className={styles.pageLinkLabel}>{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
