/**
 * Where each island's component lives: loaded on demand, each in its own
 * chunk of the islands bundle (src/islands/entry.ts).
 */
import type React from 'react'
import type { IslandName } from './names'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = React.ComponentType<any>

export const registry: Record<IslandName, () => Promise<AnyComponent>> = {
  search: () => import(/* webpackChunkName: "island-search" */ '../search/components/SearchBar').then((m) => m.SearchBar),
  menu: () => import(/* webpackChunkName: "island-menu" */ '../layout/components/MenuToggle').then((m) => m.MenuToggle),
  'page-actions': () => import(/* webpackChunkName: "island-page-actions" */ '../docs/components/PageActions').then((m) => m.PageActions),
  'docs-sidebar': () => import(/* webpackChunkName: "island-docs-sidebar" */ '../layout/components/DocsSidebar').then((m) => m.DocsSidebarColumn),
  'reference-nav': () => import(/* webpackChunkName: "island-reference-nav" */ '../reference/components/ReferenceShell').then((m) => m.ReferenceNavColumn),
  media: () => import(/* webpackChunkName: "island-media" */ '../mdx/components/Media').then((m) => m.MediaEmbed),
  'search-page': () => import(/* webpackChunkName: "island-search-page" */ '../search/components/SearchResults').then((m) => m.SearchResults),
}
