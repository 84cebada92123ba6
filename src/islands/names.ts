/** The islands of the site; src/islands/registry.ts maps each to its component. */
export const ISLAND_NAMES = ['search', 'menu', 'page-actions', 'docs-sidebar', 'reference-nav', 'media', 'search-page'] as const
export type IslandName = (typeof ISLAND_NAMES)[number]
