/**
 * The page behaviours that need no component runtime: each is written once,
 * as plain DOM code on markup the React components render (attributes, not
 * state), and runs the same way in `gatsby develop` and in the build. Events
 * are delegated to the document, so markup that is replaced (a navigation, a
 * re-render) keeps working without setting anything up again; `pageShown`
 * brings what depends on the page (stored tab choices, labels, the current
 * heading, wide tables) up to date after each navigation.
 */
import { labelColorMode, startColorMode } from './colorMode'
import { startCopy } from './copy'
import { startDropdowns, closeAllDropdowns } from './dropdown'
import { markScrollableTables, startPage } from './page'
import { startScrolling } from './scrolling'
import { applyStoredTabs, startTabs } from './tabs'
import { checkNotFound } from './notFound'
import { preferredVersionKey } from '../layout/lib/navbar'
import { browserStorage } from '../lib/storage'

let scrolling: { refresh(): void } | null = null
let started: Window | null = null

export function startBehaviours(win: Window): void {
  if (started === win) return
  started = win
  startColorMode(win)
  startDropdowns(win)
  startTabs(win)
  startCopy(win)
  startPage(win)
  scrolling = startScrolling(win)
  pageShown(win)
}

/**
 * After the first render and after every navigation. What only writes
 * attributes runs at once; what measures the layout (wide tables, the current
 * heading, the columns' current entry) runs in a task of its own after it, so
 * no single task is long on a slow phone.
 */
export function pageShown(win: Window): void {
  const doc = win.document
  labelColorMode(win)
  applyStoredTabs(doc)
  closeAllDropdowns(doc)
  const version = doc.querySelector('nav[data-docs-version]')?.getAttribute('data-docs-version')
  if (version) browserStorage().set(preferredVersionKey(), version)
  void checkNotFound(win)
  win.setTimeout(() => {
    markScrollableTables(doc)
    win.setTimeout(() => {
      scrolling?.refresh()
      keepCurrentInView(doc)
    }, 0)
  }, 0)
}

/** The sidebar's and the reference navigation's current entry, scrolled into their own view (not the window's) when out of it. */
export function keepCurrentInView(doc: Document): void {
  for (const column of doc.querySelectorAll<HTMLElement>('[data-sidebar-scroll], [data-nav-scroll]')) {
    const current = column.querySelector<HTMLElement>('[aria-current="page"]')
    if (!current || column.scrollHeight <= column.clientHeight) continue
    const top = current.getBoundingClientRect().top - column.getBoundingClientRect().top
    if (top < 0 || top > column.clientHeight - 40) column.scrollTop += top - column.clientHeight / 3
  }
}
