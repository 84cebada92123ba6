/**
 * The shapes of the configuration's values (src/config): navbar items, docs
 * versions and locales. Types only, so src/config imports nothing else in
 * src; the functions over them live in src/layout/lib/navbar.ts.
 */

export type NavbarPosition = 'left' | 'right'

type Common = { position?: NavbarPosition; className?: string }

/** A link: `to` for an internal route, `href` for an external URL (either is accepted for both). */
export type NavbarLinkItem = Common & {
  type?: 'link'
  label: string
  to?: string
  href?: string
  /** Rendered as the primary call to action. */
  primary?: boolean
  /** Shown highlighted whatever the current page. */
  highlighted?: boolean
  /** Internal items are "active" on every path under this prefix. */
  activeBasePath?: string
}
export type NavbarDropdownItem = Common & { type: 'dropdown'; label: string; items: NavbarLinkItem[] }
export type NavbarDocsVersionItem = Common & {
  type: 'docsVersionDropdown'
  /** Docs plugin id (the storage key is per plugin). */
  docsPluginId?: string
  /** Links shown after the versions (for example the external V1 docs). */
  dropdownItemsAfter?: NavbarLinkItem[]
}
export type NavbarLocaleItem = Common & { type: 'localeDropdown' }
export type NavbarSearchItem = Common & { type: 'search' }
export type NavbarColorModeItem = Common & { type: 'colorMode' }

export type NavbarItem = NavbarLinkItem | NavbarDropdownItem | NavbarDocsVersionItem | NavbarLocaleItem | NavbarSearchItem | NavbarColorModeItem


export type DocsVersion = { name: string; label: string; path: string; mainDocId: string }

export type Locale = { code: string; label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }
