/**
 * Behaviours driven by scrolling and resizing, in one animation frame per
 * event: the navbar that hides while the reader scrolls down
 * (`nav[data-hide-on-scroll]`, back when scrolling up or when focus enters
 * it), and the table of contents' current heading (`[data-toc]` lists, the
 * heading nearest above the top of the viewport after the navbar).
 */
import { nextNavbarHidden } from '../layout/lib/navbar'

const TOC_OFFSET = 96

/** The id of the heading the reader is in: the last one above the offset, the last one at the very bottom, else the first. */
export function activeHeading(ids: string[], doc: Document, win: Window): string | null {
  if (ids.length === 0) return null
  let current: string | null = null
  for (const id of ids) {
    const el = doc.getElementById(id)
    if (!el) continue
    if (el.getBoundingClientRect().top - TOC_OFFSET <= 0) current = id
    else break
  }
  if (win.innerHeight + win.scrollY >= doc.documentElement.scrollHeight - 2) current = ids[ids.length - 1]
  return current ?? ids[0]
}

function decodeHash(href: string): string {
  try {
    return decodeURIComponent(href.slice(1))
  } catch {
    return href.slice(1)
  }
}

export function updateToc(doc: Document, win: Window): void {
  const lists = doc.querySelectorAll<HTMLElement>('[data-toc]')
  if (lists.length === 0) return
  const links = [...lists[0].querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const active = activeHeading(
    links.map((a) => decodeHash(a.getAttribute('href') ?? '#')),
    doc,
    win,
  )
  for (const list of lists) {
    for (const a of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      if (decodeHash(a.getAttribute('href') ?? '#') === active) a.setAttribute('aria-current', 'location')
      else a.removeAttribute('aria-current')
    }
  }
}

export function startScrolling(win: Window): { refresh(): void } {
  const doc = win.document
  let lastY = win.scrollY
  let frame = 0
  const nav = () => doc.querySelector<HTMLElement>('nav[data-hide-on-scroll]')
  const onFrame = () => {
    frame = 0
    const y = win.scrollY
    const el = nav()
    if (el) {
      const focused = el.contains(doc.activeElement)
      const hidden = !focused && nextNavbarHidden(el.hasAttribute('data-hidden'), lastY, y, el.offsetHeight || 60)
      el.toggleAttribute('data-hidden', hidden)
    }
    lastY = y
    updateToc(doc, win)
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(onFrame)
  }
  win.addEventListener('scroll', schedule, { passive: true })
  win.addEventListener('resize', schedule)
  doc.addEventListener('focusin', (e) => {
    const el = nav()
    if (el && el.contains(e.target as Node)) el.removeAttribute('data-hidden')
  })
  // The mobile "On this page" list opens and closes; picking an entry closes it.
  doc.addEventListener('click', (e) => {
    const target = e.target as Element | null
    const toggle = target?.closest?.('[data-toc-toggle]')
    if (toggle) {
      const open = toggle.getAttribute('aria-expanded') !== 'true'
      toggle.setAttribute('aria-expanded', String(open))
      const list = doc.getElementById(toggle.getAttribute('aria-controls') ?? '')
      if (list) list.hidden = !open
      return
    }
    const pick = target?.closest?.('[data-toc-mobile] a[href^="#"]')
    if (pick) {
      const nav = pick.closest('[data-toc-mobile]')
      const t = nav?.querySelector('[data-toc-toggle]')
      t?.setAttribute('aria-expanded', 'false')
      const list = doc.getElementById(t?.getAttribute('aria-controls') ?? '')
      if (list) list.hidden = true
    }
  })
  return {
    refresh() {
      lastY = win.scrollY
      nav()?.removeAttribute('data-hidden')
      updateToc(doc, win)
    },
  }
}
