import './src/styles/global.css'
import './src/styles/code.css'
import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { Root } from './src/layout/components/Root'
import { site } from './src/config/site'
import { scrollDecision } from './src/runtime/scroll'
import { createProgressBar, type ProgressBar } from './src/runtime/progress'
import { loadInitialRedirectInFull } from './src/redirects/runtime/notFoundBoot'
import { installSafeDecoding } from './src/runtime/safeDecode'
import { transitionHydrate } from './src/runtime/hydrate'
import { pageShown, startBehaviours } from './src/behaviours/start'
import { highlightPage } from './src/runtime/highlightPage'
import * as reactDomClient from 'react-dom/client'

/*
 * Gatsby's browser runtime runs only in `gatsby develop`: production pages load no Gatsby
 * script, and their boot module (src/runtime/boot.ts) starts the same behaviours, the
 * router and analytics (DECISIONS, issue 41). Analytics never run in develop.
 */
let progress: ProgressBar | null = null

// Hydration at transition priority, in slices the main thread can interrupt (src/runtime/hydrate.ts).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => transitionHydrate(reactDomClient) as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Root>{element}</Root>

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Tells the inline path-prefix check that the app bundle did run.
  window.___chainstrataBooted = true
  // /docs/a%25b/ and the like: Gatsby's loader decodes the path twice; make that safe before it starts.
  installSafeDecoding(window)
  // Old paths in another case reach the not-found HTML; their redirect loads the new page in full.
  loadInitialRedirectInFull(window)
  // The behaviours that need no component runtime (src/behaviours): delegated, so they work from the first event.
  startBehaviours(window)
}

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  progress = createProgressBar(document, site.layout.progressBarDelayMs, window.location.pathname)
  const original = window.___navigate
  if (original) {
    window.___navigate = (to, options) => {
      if (typeof to === 'string') {
        const url = new URL(to, window.location.href)
        progress?.start(url.pathname)
        window.___loader?.loadPage(url.pathname + url.search).then((res) => {
          if (!res || res.status === 'error') {
            console.warn(`[Chainstrata Docs] The code for ${url.pathname} could not be loaded; loading the page in full instead.`)
          }
        })
      }
      return original(to, options)
    }
  }
  window.addEventListener('popstate', () => progress?.start(window.location.pathname))
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  progress?.done(location.pathname)
  pageShown(window)
  // After React has committed the new page: mark the _highlight terms of a search hit.
  window.requestAnimationFrame(() => highlightPage(window))
}

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const next = routerProps.location
  const prev = prevRouterProps?.location ?? null
  const decision = scrollDecision(prev, next, (next as { action?: string }).action)
  switch (decision.kind) {
    case 'restore':
      return true
    case 'none':
      return false
    case 'hash': {
      const el = document.getElementById(decision.id)
      if (el) el.scrollIntoView()
      else window.scrollTo(0, 0)
      return false
    }
    case 'top':
      window.scrollTo(0, 0)
      return false
  }
}
