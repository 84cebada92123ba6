import React from 'react'
import { Link } from 'gatsby'
import type { ListPageContext } from './types'
import * as styles from './Blog.module.css'

/** Newer / older entries of a paginated post list, with "Page n of m". */
export function ListPaginator({ page }: { page: ListPageContext }) {
  if (page.numberOfPages <= 1) return null
  return (
    <nav aria-label="Blog list page navigation" className={styles.paginator}>
      {page.previousPath ? (
        <Link to={page.previousPath} className={styles.pageLink} rel="prev">
          <span className={styles.pageLinkLabel}>« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageStatus}>
        Page {page.pageNumber} of {page.numberOfPages}
      </span>
      {page.nextPath ? (
        <Link to={page.nextPath} className={`${styles.pageLink} ${styles.pageLinkNext}`} rel="next">
          <span className={styles.pageLinkLabel}>Older entries »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
