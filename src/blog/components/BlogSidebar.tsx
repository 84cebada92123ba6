import React from 'react'
import { Link } from 'gatsby'
import type { BlogSidebarYear } from './types'
import * as styles from './Blog.module.css'

/** Recent posts grouped by year (spec 2.4, "Blog sidebar"). */
export function BlogSidebar({ years, pathname }: { years: readonly BlogSidebarYear[]; pathname: string }) {
  const current = pathname.toLowerCase().replace(/\/?$/, '/')
  return (
    <nav className={styles.sidebar} aria-labelledby="blog-sidebar-title">
      <div className={styles.sidebarInner}>
        <h2 id="blog-sidebar-title" className={styles.sidebarTitle}>
          Recent posts
        </h2>
        {years.map((y) => (
          <section key={y.year} aria-labelledby={`blog-sidebar-${y.year}`}>
            <h3 id={`blog-sidebar-${y.year}`} className={styles.sidebarYear}>
              {y.year}
            </h3>
            <ul className={styles.sidebarList}>
              {y.posts.map((p) => (
                <li key={p.id}>
                  <Link to={p.path} aria-current={p.path.toLowerCase() === current ? 'page' : undefined}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.sidebarMore}>
          <Link to="/blog/archive/">All posts by year</Link>
        </p>
      </div>
    </nav>
  )
}
