import React from 'react'
import { Link } from 'gatsby'
import { site } from '../../config/site'
import * as styles from './Doc.module.css'

export type Crumb = { label: string; href: string | null }

/** Docs home › category › … › page, separated by " › ". */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: 'Docs', href: '/docs/' }, ...items]
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        {all.map((c, i) => {
          const last = i === all.length - 1
          return (
            <li key={`${c.label}-${i}`}>
              {c.href && !last ? <Link to={c.href}>{c.label}</Link> : <span aria-current={last ? 'page' : undefined}>{c.label}</span>}
              {!last && (
                <span className={styles.separator} aria-hidden="true">
                  {site.docs.breadcrumbSeparator}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
