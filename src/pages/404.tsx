import React, { useEffect, useState } from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout/Layout'
import { Seo } from '../components/layout/Seo'
import { SearchBar } from '../components/search/SearchBar'
import * as styles from './404.module.css'

const sections = [
  { label: 'Platform overview', href: '/docs/intro/' },
  { label: 'All documentation', href: '/docs/' },
  { label: 'Getting started', href: '/docs/category/start/' },
  { label: 'Building queries', href: '/docs/category/building-queries/' },
  { label: 'Real-time subscriptions', href: '/docs/category/graphql-subscriptions/' },
  { label: 'Use cases', href: '/docs/category/how-to-guides/' },
]

export default function NotFoundPage({ location }: PageProps) {
  // The HTML of this page is served for every unknown path, so the path is only known in the browser.
  const [path, setPath] = useState<string | null>(null)
  useEffect(() => {
    let shown = location.pathname
    try {
      shown = decodeURI(location.pathname)
    } catch {
      // Malformed escapes: show the path as it came.
    }
    setPath(shown)
  }, [location.pathname])
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.container}>
        <h1>Page not found</h1>
        <p>
          {path ? (
            <>
              There is no page at <code className={styles.path}>{path}</code>.
            </>
          ) : (
            'There is no page at this address.'
          )}{' '}
          It may have moved when the docs were reorganised, or the link may have a typo.
        </p>
        <h2 className={styles.sub}>Search the docs</h2>
        <SearchBar pathname={location.pathname} block />
        <h2 className={styles.sub}>Where to go next</h2>
        <ul className={styles.links}>
          {sections.map((s) => (
            <li key={s.href}>
              <Link to={s.href}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page not found" description="The page you asked for does not exist." path={location.pathname} noindex />
}
