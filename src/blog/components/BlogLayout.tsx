import React from 'react'
import { Layout } from '../../layout/components/Layout'
import { BlogSidebar } from './BlogSidebar'
import type { BlogSidebarYear } from './types'
import * as styles from './Blog.module.css'

type Props = {
  pathname: string
  /** Recent posts by year; pages without a sidebar (archive, indexes) pass null. */
  sidebar: readonly BlogSidebarYear[] | null
  children: React.ReactNode
}

/** The shared layout without the docs sidebar, plus the blog's own recent-posts sidebar. */
export function BlogLayout({ pathname, sidebar, children }: Props) {
  return (
    <Layout pathname={pathname}>
      {sidebar ? (
        <div className={styles.row}>
          <BlogSidebar years={sidebar} pathname={pathname} />
          <div className={styles.content}>{children}</div>
        </div>
      ) : (
        <div className={styles.single}>{children}</div>
      )}
    </Layout>
  )
}
