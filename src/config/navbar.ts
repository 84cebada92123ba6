import { site } from './site'

export type NavbarLink = {
  label: string
  /** Internal route (starts with "/") or an absolute external URL. */
  to: string
  position: 'left' | 'right'
  /** Rendered as the primary call to action. */
  primary?: boolean
  /** Shown highlighted whatever the current page. */
  highlighted?: boolean
  /** Internal items are "active" on every path under this prefix. */
  activeBasePath?: string
}

/** Left items in the order of spec 2.2; right-side links before search and the colour toggle. */
export const navbarItems: NavbarLink[] = [
  { label: 'V1 Docs', to: site.urls.v1Docs, position: 'left' },
  { label: 'V2 Docs', to: '/docs/intro/', position: 'left', highlighted: true, activeBasePath: '/docs/' },
  { label: 'Book Demo', to: site.urls.demo, position: 'left' },
  { label: 'DEX Analytics', to: site.urls.dexAnalytics, position: 'left' },
  { label: 'Solana gRPC', to: '/docs/grpc/solana/introduction/', position: 'left', activeBasePath: '/docs/grpc/' },
  { label: 'Newsletter', to: site.urls.newsletter, position: 'left' },
  {
    label: 'Crypto Price API 🚀',
    to: '/docs/trading/crypto-price-api/introduction/',
    position: 'left',
    activeBasePath: '/docs/trading/',
  },
  { label: 'Access API', to: site.urls.ide, position: 'right', primary: true },
]
