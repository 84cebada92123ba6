import React, { useEffect, useState } from 'react'
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../layout/components/Layout'
import { Seo } from '../layout/components/Seo'
import { lookUpAddress } from '../redirects/runtime/notFound'
import { SearchBar } from '../search/components/SearchBar'
import * as styles from './404.module.css'

const sections = [
  { label: 'Platform overview', href: '/docs/intro/' },
  { label: 'All documentation', href: '/docs/' },
  { label: 'Getting started', href: '/docs/category/start/' },
  { label: 'Building queries', href: '/docs/category/building-queries/' },
  { label: 'Real-time subscriptions', href: '/docs/category/graphql-subscriptions/' },
  { label: 'Use cases', href: '/docs/category/how-to-guides/' },
]

/** Set by src/redirects/node at build time: the URL of the content-hashed route manifest. */
type NotFoundContext = { routeManifest?: string }

/**
 * Shown for every unknown path. Before it shows, the address is looked up in
 * the route manifest (2.1: .html suffixes, case, missing slash, underscore
 * slugs; 2.8: old paths): a match replaces the location, anything else shows
 * the not-found content. The server's 404 status is untouched.
 * Without JavaScript (or if the script fails) CSS reveals the content anyway.
 */
export default function NotFoundPage({ location, pageContext }: PageProps<object, NotFoundContext>) {
  // The HTML of this page is served for every unknown path, so the path is only known in the browser.
  const [path, setPath] = useState<string | null>(null)
  const [checking, setChecking] = useState(true)
  useEffect(() => {
    let shown = location.pathname
    try {
      shown = decodeURI(location.pathname)
    } catch {
      // Malformed escapes: show the path as it came.
    }
    setPath(shown)
    setChecking(true)
    let cancelled = false
    const { pathname, search, hash } = window.location
    lookUpAddress(pageContext.routeManifest, { pathname, search, hash }).then((found) => {
      if (cancelled) return
      if (found.kind === 'go') void navigate(found.to, { replace: true })
      else setChecking(false)
    })
    return () => {
      cancelled = true
    }
  }, [location.pathname, pageContext.routeManifest])
  return (
    <Layout pathname={location.pathname}>
      <div className={`${styles.container} ${checking ? styles.checking : ''}`}>
        {/* Without JavaScript nothing is looked up: show the content at once. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.checking} .${styles.content}{visibility:visible;animation:none}.${styles.checking} .${styles.status}{display:none}</style>` }} />
        {checking && (
          <p className={styles.status} role="status">
            Looking for this address…
          </p>
        )}
        <div className={styles.content}>
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
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page not found" description="The page you asked for does not exist." path={location.pathname} noindex />
}
