import React from 'react'
import { Link } from 'gatsby'
import * as styles from './Doc.module.css'

type Props = {
  tags: readonly { label: string; path: string }[]
  editUrl: string | null
  lastUpdated: { display: string; iso: string } | null
  lastUpdatedBy: string | null
}

export function DocFooter({ tags, editUrl, lastUpdated, lastUpdatedBy }: Props) {
  return (
    <footer className={styles.docFooter}>
      {tags.length > 0 && (
        <div className={styles.tags}>
          <span className={styles.tagsLabel}>Tags:</span>
          <ul>
            {tags.map((t) => (
              <li key={t.path}>
                <Link to={t.path} className={styles.tag} rel="tag">
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.meta}>
        {editUrl && (
          <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
            ✎ Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {lastUpdated && (
          <span className={styles.updated}>
            Last updated on <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
            {lastUpdatedBy ? ` by ${lastUpdatedBy}` : ''}
          </span>
        )}
      </div>
    </footer>
  )
}
