import React from 'react'
import { Link } from 'gatsby'
import type { BlogTagLink } from './types'
import * as styles from './Blog.module.css'

export function TagList({ tags }: { tags: readonly BlogTagLink[] }) {
  if (tags.length === 0) return null
  return (
    <div className={styles.tags}>
      <span className={styles.tagsLabel}>Tags:</span>
      <ul>
        {tags.map((t) => (
          <li key={t.key}>
            <Link to={t.path} className={styles.tag} rel="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
