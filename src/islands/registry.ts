/**
 * Where each island's component lives: loaded on demand, each in its own
 * chunk of the islands bundle (src/islands/entry.ts). `data`: the island
 * reads static query results (useStaticQuery), so it starts inside their
 * context, which comes with Gatsby's browser module; the others start
 * without it.
 */
import type React from 'react'
import type { IslandName } from './names'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = React.ComponentType<any>

export type IslandEntry = { load: () => Promise<AnyComponent>; data?: boolean }

export const registry: Record<IslandName, IslandEntry> = {
  search: { load: () => import(/* webpackChunkName: "island-search" */ '../search/components/SearchBar').then((m) => m.SearchBar) },
  menu: { load: () => import(/* webpackChunkName: "island-menu" */ '../layout/components/MenuToggle').then((m) => m.MenuToggle), data: true },
  'page-actions': { load: () => import(/* webpackChunkName: "island-page-actions" */ '../docs/components/PageActions').then((m) => m.PageActions) },
  'docs-sidebar': { load: () => import(/* webpackChunkName: "island-docs-sidebar" */ '../layout/components/DocsSidebar').then((m) => m.DocsSidebarColumn), data: true },
  'reference-nav': { load: () => import(/* webpackChunkName: "island-reference-nav" */ '../reference/components/ReferenceShell').then((m) => m.ReferenceNavColumn), data: true },
  media: { load: () => import(/* webpackChunkName: "island-media" */ '../mdx/components/Media').then((m) => m.MediaEmbed) },
  'search-page': { load: () => import(/* webpackChunkName: "island-search-page" */ '../search/components/SearchResults').then((m) => m.SearchResults) },
}
