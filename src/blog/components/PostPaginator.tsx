import React from 'react'
import { Link } from 'gatsby'
import * as styles from './Blog.module.css'

type PostLink = { title: string; path: string } | null

/** Previous (newer) and next (older) post at the end of a post. */
export function PostPaginator({ newer, older }: { newer: PostLink; older: PostLink }) {
  if (!newer && !older) return null
  return (
    <nav aria-label="Blog post page navigation" className={styles.postNav}>
      {newer ? (
        <Link to={newer.path} className={styles.pageLink} rel="prev">
          <span className={styles.pageLinkSub}>Newer post</span>
          <span className={styles.pageLinkLabel}>« {newer.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={older.path} className={`${styles.pageLink} ${styles.pageLinkNext}`} rel="next">
          <span className={styles.pageLinkSub}>Older post</span>
          <span className={styles.pageLinkLabel}>{older.title} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
