/**
 * The one place for the product name, the company, the site URL and every
 * external URL or third-party id. Build-time and browser code both read it;
 * nothing else in the repository spells a host name.
 *
 * Hosts the project does not own use the reserved `.example` domain.
 */

export type AnnouncementBarConfig = {
  /** Changing the id shows the bar again to visitors who closed an older one. */
  id: string
  /** Inline HTML; written by us, never by visitors. */
  content: string
  closeable: boolean
}

import type { Locale } from './types'

export type ColorModeSetting = 'light' | 'dark' | 'system'

const productName = 'Chainstrata'

const locales: Locale[] = [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregorian', path: 'en' }]

export const site = {
  productName,
  companyName: 'Chainstrata Labs',
  title: `${productName} Docs`,
  tagline: `How to query data and build applications on the ${productName} blockchain data platform`,
  /** Canonical origin of the deployed site, no trailing slash. */
  url: 'https://docs.chainstrata.example',
  /** Gatsby path prefix; "/" means the site is served from the host root. */
  pathPrefix: '/',
  trailingSlash: true,
  version: '7.2.1',
  /** When true every page carries robots "noindex, nofollow". */
  noIndex: false,
  /**
   * Locales (the locale entity of spec 3). The first is the default and is
   * served from the root; another locale's pages live under its `path`.
   * `<html lang dir>` come from the current locale; the navbar's locale
   * dropdown lists them and hides itself while there is only one.
   */
  i18n: {
    defaultLocale: 'en',
    locales,
  },
  /** The locale this build renders (the default one; one build per locale). */
  locale: locales[0],
  navbar: {
    /** Slide the navbar away while scrolling down; it returns on scrolling up or when focus moves into it. */
    hideOnScroll: false,
  },
  themeColor: { light: '#ffffff', dark: '#111827' },
  favicon: '/favicon.svg',
  socialCard: '/img/social-card.png',
  logo: {
    alt: `${productName} logo`,
    src: '/img/logo.svg',
    srcDark: '/img/logo-dark.svg',
  },

  /** Every outbound link of the site. */
  urls: {
    website: 'https://chainstrata.example',
    v1Docs: 'https://docs.chainstrata.example/v1/',
    demo: 'https://chainstrata.example/book-a-demo',
    dexAnalytics: 'https://dexview.chainstrata.example',
    newsletter: 'https://newsletter.chainstrata.example',
    /** The external query IDE: the "Access API" call to action. */
    ide: 'https://ide.chainstrata.example',
    /** Account area where applications and access tokens are created. */
    account: 'https://account.chainstrata.example',
    repository: 'https://code.example/chainstrata/chainstrata-docs',
    repositoryBranch: 'main',
    organisation: 'https://code.example/chainstrata',
    chat: 'https://chat.example/chainstrata',
    social: 'https://social.example/chainstrata',
    forum: 'https://community.chainstrata.example',
    /** Assistants the page menu opens with a prompt to read the page's Markdown (`?q=` prefills the prompt). */
    chatgpt: 'https://chatgpt.com/',
    claude: 'https://claude.ai/new',
  },

  /** Platform endpoints documented in the guides (the site never calls them). */
  endpoints: {
    graphqlHttp: 'https://streaming.chainstrata.example/graphql',
    graphqlWebsocket: 'wss://streaming.chainstrata.example/graphql',
    /** The Solana gRPC stream (host:port, TLS). */
    solanaGrpc: 'grpc.chainstrata.example:443',
  },

  /**
   * Third-party scripts. They load only in production builds, after the page
   * is interactive, and the site works the same when their hosts are down.
   */
  analytics: {
    gtagId: 'G-CS7X2Q41PD',
    gtagScript: 'https://www.googletagmanager.com/gtag/js',
    tagManagerId: 'GTM-CS41PD7',
    tagManagerScript: 'https://www.googletagmanager.com/gtm.js',
    anonymizeIp: true,
  },
  chatbot: {
    siteId: 'cs-docs-4f1d2a',
    script: 'https://widget.chatbot.example/embed.js',
  },

  /**
   * Origins of the media players the `Media` component embeds (src/lib/media.ts
   * builds the player URLs from them). Loaded in a frame only after a click.
   */
  mediaPlayers: {
    youtube: 'https://www.youtube-nocookie.com',
    vimeo: 'https://player.vimeo.com',
    loom: 'https://www.loom.com',
    soundcloud: 'https://w.soundcloud.com',
    spotify: 'https://open.spotify.com',
  },

  /**
   * What each third-party service may do in the browser, by CSP directive.
   * The Content-Security-Policy of `public/_headers` and of the nginx include
   * is generated from these lists and the script and player URLs above
   * (src/headers/node/policy.ts), so adding a service is one edit here.
   */
  thirdPartyAccess: {
    /** gtag.js and the tag manager send their hits here. */
    analyticsConnect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    analyticsImages: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    /** The chatbot widget talks to its own host and opens its panel in a frame. */
    chatbotConnect: ['https://widget.chatbot.example', 'wss://widget.chatbot.example'],
    chatbotFrames: ['https://widget.chatbot.example'],
  },

  /**
   * The rest of the security policy every host sends (src/headers/node/policy.ts
   * writes it into `_headers`, the nginx include and each page's meta policy).
   */
  security: {
    /** Strict-Transport-Security, sent over HTTPS only: two years, every subdomain. */
    hstsMaxAgeSeconds: 63_072_000,
    hstsIncludeSubDomains: true,
    /**
     * Browser features no page uses, turned off for the page and every frame
     * (Permissions-Policy `feature=()`). Each is a name Chromium recognises:
     * an unknown name is an error in the console.
     */
    featuresOff: [
      'accelerometer',
      'browsing-topics',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'publickey-credentials-get',
      'screen-wake-lock',
      'serial',
      'usb',
      'xr-spatial-tracking',
    ],
    /**
     * What the media players may use once a reader starts one (the `allow`
     * attribute of src/mdx/components/MediaPlayer.tsx): the page and the
     * player origins only.
     */
    mediaFeatures: ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'],
  },

  announcementBar: {
    id: 'crypto-price-api-2025',
    content:
      'The Crypto Price API now serves OHLC candles for every chain. <a href="/docs/category/crypto-price-apis/">Read the guides</a>.',
    closeable: true,
  } as AnnouncementBarConfig | null,

  colorMode: {
    /** Used when the visitor has made no choice: "system" follows the OS. */
    defaultMode: 'system' as ColorModeSetting,
    storageKey: 'theme',
  },

  storageKeys: {
    announcementId: 'chainstrata.announcement.id',
    /** An old release wrote the id under this misspelt key; we still read it. */
    announcementIdLegacy: 'chainstrata.annoucement.id',
    announcementDismissed: 'chainstrata.announcement.dismiss',
  },

  docs: {
    routeBase: '/docs',
    mainDocId: 'intro',
    sidebarId: 'tutorialSidebar',
    version: { name: 'current', label: 'Next', path: '/docs', searchTag: 'docs-default-current' },
    breadcrumbSeparator: ' › ',
    tocMinLevel: 2,
    tocMaxLevel: 3,
  },

  layout: {
    /** Widths up to and including this are "mobile". */
    mobileBreakpoint: 996,
    progressBarDelayMs: 200,
    loaderDelayMs: 300,
  },
}

export type SiteConfig = typeof site

/** Absolute URL on the deployed site for a root-relative path. */
export function absoluteUrl(path: string): string {
  return site.url + (path.startsWith('/') ? path : `/${path}`)
}

/** "Edit this page" URL for a file path relative to the repository root. */
export function editUrl(repoRelativePath: string): string {
  return `${site.urls.repository}/edit/${site.urls.repositoryBranch}/${repoRelativePath}`
}

/**
 * The external IDE with a query prefilled (plain navigation; the site never
 * calls the API). The query travels URL-encoded in the `query` parameter.
 */
export function ideQueryUrl(query: string): string {
  const url = new URL(site.urls.ide)
  url.searchParams.set('query', query)
  return url.toString()
}
