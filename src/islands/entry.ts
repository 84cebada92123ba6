/**
 * The islands bundle's entry, an entry of Gatsby's own webpack build (so CSS
 * modules, static queries and the components compile exactly as for the
 * server HTML): it only registers how to start an island. React and each
 * island's code are chunks loaded by the first call, on the reader's first
 * action in an island. The boot script (src/runtime/islands.ts) loads this
 * file and webpack's runtime when that happens, never at page load.
 */
import type { IslandsApi } from '../runtime/islands'
import type { IslandName } from './names'
import { registry } from './registry'

declare const __CS_STATIC_QUERIES__: string[]

const api: IslandsApi = {
  mount: (el, name, props, staticQueries) => import(/* webpackChunkName: "islands-mount" */ './mount').then((m) => m.mount(el, name as IslandName, props, staticQueries)),
  staticQueries: typeof __CS_STATIC_QUERIES__ === 'undefined' ? [] : __CS_STATIC_QUERIES__,
  readsData: (name) => Boolean(registry[name as IslandName]?.data),
}

;(window as Window & { __csIslands?: IslandsApi }).__csIslands = api
