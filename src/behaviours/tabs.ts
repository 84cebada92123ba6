/**
 * Tabs (`[data-tabs]`, the WAI-ARIA tabs pattern: arrow keys, Home, End).
 * Tabs with a `data-tabs-key` switch together on the page and remember the
 * choice in storage; a page that is shown applies the stored choice.
 */
import { browserStorage } from '../lib/storage'

const ROOT = '[data-tabs]'

function tabsOf(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')]
}

/** Shows the tab with this value (no-op when the group has none). */
export function selectTab(root: Element, value: string, focus = false): boolean {
  const tabs = tabsOf(root)
  if (!tabs.some((t) => t.getAttribute('data-value') === value)) return false
  const doc = root.ownerDocument
  for (const t of tabs) {
    const on = t.getAttribute('data-value') === value
    t.setAttribute('aria-selected', String(on))
    t.tabIndex = on ? 0 : -1
    const panel = doc.getElementById(t.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !on
    if (on && focus) t.focus()
  }
  return true
}

function choose(doc: Document, root: Element, value: string, focus: boolean): void {
  selectTab(root, value, focus)
  const key = root.getAttribute('data-tabs-key')
  if (!key) return
  browserStorage().set(key, value)
  for (const other of doc.querySelectorAll(`${ROOT}[data-tabs-key]`)) if (other !== root && other.getAttribute('data-tabs-key') === key) selectTab(other, value)
}

/** Applies each group's stored choice (on start and after a navigation). */
export function applyStoredTabs(doc: Document): void {
  const storage = browserStorage()
  for (const root of doc.querySelectorAll(`${ROOT}[data-tabs-key]`)) {
    const stored = storage.get(root.getAttribute('data-tabs-key') ?? '')
    if (stored) selectTab(root, stored)
  }
}

export function startTabs(win: Window): void {
  const doc = win.document
  doc.addEventListener('click', (e) => {
    const tab = (e.target as Element | null)?.closest?.('[role="tab"]')
    const root = tab?.closest(ROOT)
    if (!tab || !root) return
    choose(doc, root, tab.getAttribute('data-value') ?? '', false)
  })
  doc.addEventListener('keydown', (e) => {
    const tab = (e.target as Element | null)?.closest?.('[role="tab"]')
    const root = tab?.closest(ROOT)
    if (!tab || !root) return
    const tabs = tabsOf(root)
    const i = tabs.indexOf(tab as HTMLElement)
    let next = -1
    if (e.key === 'ArrowRight') next = (i + 1) % tabs.length
    else if (e.key === 'ArrowLeft') next = (i - 1 + tabs.length) % tabs.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = tabs.length - 1
    if (next < 0) return
    e.preventDefault()
    choose(doc, root, tabs[next].getAttribute('data-value') ?? '', true)
  })
}
