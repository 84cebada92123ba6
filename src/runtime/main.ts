/**
 * What replaces Gatsby's runtime on a production page, loaded by the boot
 * module (./boot.ts) when the browser is idle after load or on the reader's
 * first action, whichever comes first: the page behaviours (src/behaviours),
 * the router (./router.ts), the islands (./islands.ts), search-term
 * highlighting, and analytics. `gatsby develop` keeps Gatsby's runtime and
 * starts the same behaviours from gatsby-browser.tsx.
 */
import { site } from '../config/site'
import { pageShown, startBehaviours } from '../behaviours/start'
import { createProgressBar } from './progress'
import { startRouter } from './router'
import { startIslands } from './islands'
import { highlightPage } from './highlightPage'
import { loadThirdPartyScripts, shouldTrack, trackPageView } from './analytics'

export type BootWindow = Window & Record<string, unknown>

/** Spec 2.1: an address ending in /index.html is the page of its folder; the same page, so only the address changes. */
export function canonicalAddress(loc: { pathname: string; search: string; hash: string }): string | null {
  if (!/\/index\.html$/i.test(loc.pathname)) return null
  return `${loc.pathname.replace(/index\.html$/i, '')}${loc.search}${loc.hash}`
}

export function main(win: BootWindow) {
  const doc = win.document
  const canonical = canonicalAddress(win.location)
  if (canonical) win.history.replaceState(win.history.state, '', canonical)
  const tag = doc.querySelector('script[data-cs-boot]')
  const urls = (tag?.getAttribute('data-islands') ?? '').split(' ').filter(Boolean)
  startBehaviours(win)
  const islands = startIslands(win, urls)
  const progress = createProgressBar(doc, site.layout.progressBarDelayMs, win.location.pathname)
  const router = startRouter(win, {
    progress,
    prefix: site.pathPrefix,
    beforeSwap: () => islands.beforeSwap(),
    shown: (prev, next) => {
      pageShown(win)
      islands.pageShown()
      highlightPage(win)
      if (shouldTrack(prev, next)) trackPageView(next, win)
    },
  })
  // Gatsby's Link and navigate, used by the components of islands, go through the router.
  Object.assign(win, {
    ___navigate: (to: string, options?: { replace?: boolean }) => void router.navigate(String(to), options),
    ___loader: { enqueue: () => {}, hovering: () => {} },
    // For browser tests and the console: the router's navigate.
    ___chainstrata: { navigate: (to: string, options?: { replace?: boolean }) => router.navigate(to, options) },
  })
  islands.pageShown()
  highlightPage(win)
  trackPageView({ pathname: win.location.pathname, search: win.location.search, hash: win.location.hash }, win)
  loadThirdPartyScripts(win)
  doc.documentElement.setAttribute('data-booted', '')
}
