import React from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/layout/Layout'
import { Seo } from '../components/layout/Seo'
import { navbarItems, v1DocsLink } from '../config/navbar'
import { site } from '../config/site'
import type { Locale, NavbarItem } from '../lib/navbar'

/** Built only with E2E_FIXTURES=1 (src/node/site/fixtures.ts): every navbar item type, for the browser tests. */
const items = [
  { label: 'V2 Docs', to: '/docs/intro/', position: 'left', highlighted: true, activeBasePath: '/docs/' },
  { type: 'dropdown', label: 'Products', position: 'left', items: [{ label: 'Solana gRPC', to: '/docs/grpc/solana/introduction/' }, { label: 'Blog', to: '/blog/' }] },
  { type: 'nonsense', label: 'Broken type', position: 'left' },
  { label: 'No target', position: 'left' },
  { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [v1DocsLink] },
  { type: 'localeDropdown', position: 'right' },
  ...navbarItems.filter((i) => i.type === 'search' || i.type === 'colorMode'),
] as NavbarItem[]

const locales: Locale[] = [...site.i18n.locales, { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregorian', path: 'ar' }]

export default function NavbarFixture({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} navbar={{ items, locales, hideOnScroll: true }}>
      <h1>Navbar fixture</h1>
      <div style={{ height: '300vh' }}>Tall content to scroll.</div>
      <a href="#bottom">Bottom link</a>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Navbar fixture" path={location.pathname} noindex />
}
