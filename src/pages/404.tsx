import React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../layout/components/Layout'
import { Seo } from '../layout/components/Seo'
import { SearchBarIsland } from '../search/components/SearchBar'
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
 * the not-found content with the path (src/behaviours/notFound.ts). The
 * server's 404 status is untouched. Without JavaScript (or if the script
 * fails) CSS reveals the content anyway.
 */
export default function NotFoundPage({ location, pageContext }: PageProps<object, NotFoundContext>) {
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.container} data-checking="" data-not-found={pageContext.routeManifest ?? ''}>
        {/* Without JavaScript nothing is looked up: show the content at once. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.container}[data-checking] .${styles.content}{visibility:visible;animation:none}.${styles.container}[data-checking] .${styles.status}{display:none}</style>` }} />
        <p className={styles.status} role="status">
          Looking for this address…
        </p>
        <div className={styles.content}>
          <h1>Page not found</h1>
          <p>
            <span data-not-found-path="" data-path-class={styles.path}>There is no page at this address.</span> It may have moved when the docs were reorganised, or the link may have a typo.
          </p>
          <h2 className={styles.sub}>Search the docs</h2>
          <SearchBarIsland pathname={location.pathname} block />
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
