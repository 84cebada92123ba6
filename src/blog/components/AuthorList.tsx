import React from 'react'
import { Link } from 'gatsby'
import type { BlogAuthor } from './types'
import * as styles from './Blog.module.css'

/** Authors with avatar, name (linked to their page) and title. */
export function AuthorList({ authors }: { authors: readonly BlogAuthor[] }) {
  if (authors.length === 0) return null
  return (
    <ul className={styles.authors} aria-label="Authors">
      {authors.map((a) => (
        <li key={a.authorId} className={styles.author}>
          <img className={styles.avatar} src={a.imageUrl} alt="" width={40} height={40} loading="lazy" />
          <span>
            <span className={styles.authorName}>
              <Link to={a.path}>{a.name}</Link>
            </span>
            <span className={styles.authorTitle}>{a.title}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
