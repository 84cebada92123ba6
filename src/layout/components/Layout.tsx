import React from 'react'
import type { SidebarItem } from '../../lib/sidebar'
import { AnnouncementBar } from './AnnouncementBar'
import { DocsSidebarIsland } from './DocsSidebar'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { Footer } from './Footer'
import { Navbar, type NavbarOptions } from './Navbar'
import * as styles from './Layout.module.css'

type Props = {
  pathname: string
  /** On docs pages: the sidebar, shown on the left and in the mobile menu. */
  docsSidebar?: SidebarItem[] | null
  children: React.ReactNode
  /** Navbar overrides for test fixtures; the site's navbar comes from src/config. */
  navbar?: NavbarOptions
}

/** The shared layout: skip link, announcement, navbar, optional docs sidebar, main, footer. */
export function Layout({ pathname, docsSidebar, navbar, children }: Props) {
  return (
    <>
      <a className={styles.skip} href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar pathname={pathname} docsSidebar={docsSidebar} {...navbar} />
      <div className={styles.page}>
        {docsSidebar && (
          <aside className={styles.sidebar} data-sidebar-scroll aria-label="Docs navigation">
            <DocsSidebarIsland pathname={pathname} />
          </aside>
        )}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {/* A crash in one page's content keeps the navbar usable; a new page starts fresh. */}
          <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
        </main>
      </div>
      <Footer />
    </>
  )
}
