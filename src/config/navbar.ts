import { site } from './site'
import type { NavbarItem, NavbarLinkItem } from './types'

export type { NavbarItem } from './types'
/** @deprecated kept for older imports: a link item. */
export type NavbarLink = NavbarLinkItem

/** The external V1 docs, also the extra entry of the docs version dropdown. */
export const v1DocsLink: NavbarLinkItem = { label: 'V1 Docs', href: site.urls.v1Docs }

/**
 * The navbar, rendered from this one list (spec 2.2 and the navbar item of
 * spec 3). Left items in the spec's order; right: Access API, search, colour toggle.
 *
 * Available, not shown on the live site (one line each, see README):
 *   { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [v1DocsLink] },
 *   { type: 'localeDropdown', position: 'right' },   // hidden while there is one locale
 *   { type: 'dropdown', label: 'More', items: [{ label: '…', to: '/…/' }] },
 */
export const navbarItems: NavbarItem[] = [
  { ...v1DocsLink, position: 'left' },
  { label: 'V2 Docs', to: '/docs/intro/', position: 'left', highlighted: true, activeBasePath: '/docs/' },
  { label: 'Book Demo', href: site.urls.demo, position: 'left' },
  { label: 'DEX Analytics', href: site.urls.dexAnalytics, position: 'left' },
  { label: 'Solana gRPC', to: '/docs/grpc/solana/introduction/', position: 'left', activeBasePath: '/docs/grpc/' },
  { label: 'Newsletter', href: site.urls.newsletter, position: 'left' },
  {
    label: 'Crypto Price API 🚀',
    to: '/docs/trading/crypto-price-api/introduction/',
    position: 'left',
    activeBasePath: '/docs/trading/',
  },
  { label: 'Access API', href: site.urls.ide, position: 'right', primary: true },
  { type: 'search', position: 'right' },
  { type: 'colorMode', position: 'right' },
]
