/**
 * Navbar dropdowns (`[data-dropdown]`: a button with aria-haspopup and a
 * role="menu" list), the WAI-ARIA menu button pattern: Enter, Space and
 * ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End
 * move; Escape closes and returns focus to the button; Tab, a click outside or
 * choosing an item close it. An item with `data-store-key` stores
 * `data-store-value` when chosen (the preferred docs version).
 */
import { browserStorage } from '../lib/storage'

const ROOT = '[data-dropdown]'

function parts(root: Element): { button: HTMLButtonElement | null; menu: HTMLElement | null } {
  return { button: root.querySelector('button[aria-haspopup]'), menu: root.querySelector('[role="menu"]') }
}

function items(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')]
}

function setOpen(root: Element, open: boolean): void {
  const { button, menu } = parts(root)
  button?.setAttribute('aria-expanded', String(open))
  if (menu) menu.hidden = !open
}

function focusAt(root: Element, i: number): void {
  const all = items(root)
  all[(i + all.length) % all.length]?.focus()
}

export function closeAllDropdowns(doc: Document, except?: Element | null): void {
  for (const root of doc.querySelectorAll(ROOT)) if (root !== except) setOpen(root, false)
}

export function startDropdowns(win: Window): void {
  const doc = win.document
  doc.addEventListener('pointerdown', (e) => {
    const inside = (e.target as Element | null)?.closest?.(ROOT) ?? null
    closeAllDropdowns(doc, inside)
  })
  /** The dropdown an event happened in, with its target and button. */
  const locate = (e: Event) => {
    const target = e.target as Element | null
    const root = target?.closest?.(ROOT)
    return root ? { target, root, button: parts(root).button } : null
  }
  doc.addEventListener('click', (e) => {
    const at = locate(e)
    if (!at) return
    const { target, root, button } = at
    if (button && button.contains(target)) {
      setOpen(root, button.getAttribute('aria-expanded') !== 'true')
      return
    }
    const item = target?.closest?.('[role="menuitem"]')
    if (item) {
      const key = item.getAttribute('data-store-key')
      const value = item.getAttribute('data-store-value')
      if (key && value) browserStorage().set(key, value)
      setOpen(root, false)
    }
  })
  doc.addEventListener('keydown', (e) => {
    const at = locate(e)
    if (!at) return
    const { target, root, button } = at
    if (target === button) {
      if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
        setOpen(root, true)
        win.requestAnimationFrame(() => focusAt(root, 0))
      } else if (e.key === 'ArrowUp') {
        setOpen(root, true)
        win.requestAnimationFrame(() => focusAt(root, -1))
      } else return
      e.preventDefault()
      return
    }
    if (!target?.closest('[role="menu"]')) return
    const all = items(root)
    const i = all.indexOf(doc.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 }
    if (e.key in moves) focusAt(root, moves[e.key])
    else if (e.key === 'Escape') {
      setOpen(root, false)
      button?.focus()
    } else if (e.key === 'Tab') {
      setOpen(root, false)
      return
    } else return
    e.preventDefault()
  })
}
