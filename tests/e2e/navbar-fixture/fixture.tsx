/**
 * The navbar fixture: the site's real Layout (navbar, announcement bar,
 * footer) with a navbar configuration the live site does not show: every item
 * type, two broken items, a second (right-to-left) locale and hide-on-scroll
 * on. Rendered to HTML and hydrated by the bundle of build.ts; never part of
 * the site's build.
 */
import React from 'react'
import { Layout } from '../../../src/layout/components/Layout'
import { navbarItems, v1DocsLink } from '../../../src/config/navbar'
import { site } from '../../../src/config/site'
import type { Locale, NavbarItem } from '../../../src/layout/lib/navbar'
import { FIXTURE_LOCALE, NAVBAR_FIXTURE_TITLE } from './config'

const items = [
  { label: 'V2 Docs', to: '/docs/intro/', position: 'left', highlighted: true, activeBasePath: '/docs/' },
  { type: 'dropdown', label: 'Products', position: 'left', items: [{ label: 'Solana gRPC', to: '/docs/grpc/solana/introduction/' }, { label: 'Blog', to: '/blog/' }] },
  { type: 'nonsense', label: 'Broken type', position: 'left' },
  { label: 'No target', position: 'left' },
  { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [v1DocsLink] },
  { type: 'localeDropdown', position: 'right' },
  ...navbarItems.filter((i) => i.type === 'search' || i.type === 'colorMode'),
] as NavbarItem[]

const locales: Locale[] = [...site.i18n.locales, FIXTURE_LOCALE]

export function NavbarFixture({ pathname }: { pathname: string }) {
  return (
    <Layout pathname={pathname} navbar={{ items, locales, hideOnScroll: true }}>
      <h1>{NAVBAR_FIXTURE_TITLE}</h1>
      <div style={{ height: '300vh' }}>Tall content to scroll.</div>
      <a href="#bottom">Bottom link</a>
    </Layout>
  )
}
