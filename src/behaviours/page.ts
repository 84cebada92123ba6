/**
 * Small behaviours of the page chrome: the announcement bar (a stored
 * dismissal; a new configured id shows it again), wide tables that scroll
 * sideways become focusable labelled regions, and keyboard-navigation styling.
 */
import { site } from '../config/site'
import { dismissAnnouncement, loadAnnouncementState } from '../layout/lib/announcement'
import { browserStorage } from '../lib/storage'

const keys = {
  id: site.storageKeys.announcementId,
  idLegacy: site.storageKeys.announcementIdLegacy,
  dismissed: site.storageKeys.announcementDismissed,
}

/** Marks a wide table's box as a focusable region, and only a wide one (WCAG 2.1.1). All widths are read before anything is written: one layout, however many tables. */
export function markScrollableTables(doc: Document): void {
  const boxes = [...doc.querySelectorAll<HTMLElement>('.table-wrap')]
  const wide = boxes.map((box) => box.scrollWidth > box.clientWidth + 1)
  boxes.forEach((box, i) => {
    if (wide[i] && !box.hasAttribute('role')) {
      box.tabIndex = 0
      box.setAttribute('role', 'region')
      box.setAttribute('aria-label', 'Table, scrolls sideways')
    } else if (!wide[i] && box.getAttribute('role') === 'region') {
      box.removeAttribute('tabindex')
      box.removeAttribute('role')
      box.removeAttribute('aria-label')
    }
  })
}

export function startPage(win: Window): void {
  const doc = win.document
  const html = doc.documentElement
  const bar = site.announcementBar
  if (bar) html.setAttribute('data-announcement-dismissed', String(loadAnnouncementState(bar.id, browserStorage(), keys).dismissed))
  doc.addEventListener('click', (e) => {
    if (!(e.target as Element | null)?.closest?.('[data-announcement-close]')) return
    dismissAnnouncement(browserStorage(), keys)
    html.setAttribute('data-announcement-dismissed', 'true')
  })
  win.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') html.classList.add('navigation-with-keyboard')
  })
  win.addEventListener('mousedown', () => html.classList.remove('navigation-with-keyboard'))
  let frame = 0
  win.addEventListener('resize', () => {
    if (!frame)
      frame = win.requestAnimationFrame(() => {
        frame = 0
        markScrollableTables(doc)
      })
  })
}
