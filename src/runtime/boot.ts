/**
 * The one script a production page loads before the reader does anything (a
 * module of about a kilobyte, built by esbuild: src/site/node/boot.ts). It
 * marks the page as booted for the path-prefix check and loads the rest
 * (./main.ts) when the browser is idle after load, or at once on the
 * reader's first action: a click, a key, focus, a pointer or touch, a
 * scroll. An action that needs the rest before it can be handled (a click on
 * a link or a control, mod+k) is held and replayed when it is there; if it
 * cannot be loaded, links are followed by the browser as plain links.
 */
import { BOOT_FLAG } from './bootFlag'

type W = Window & Record<string, unknown>
type Idle = (cb: () => void, opts?: { timeout: number }) => number

const win = window as unknown as W
const doc = document
win[BOOT_FLAG] = true

let loading: Promise<boolean> | null = null
let ready = false
function load(): Promise<boolean> {
  loading ??= import('./main').then(
    (m) => {
      ready = true
      m.main(win)
      return true
    },
    (err: unknown) => {
      console.error('[Chainstrata Docs] The page scripts could not be loaded; links and the page still work without them.', err)
      return false
    },
  )
  return loading
}

const HELD = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="combobox"]'
function hold(e: Event) {
  if (ready) return
  const target = (e.target as Element | null)?.closest?.(HELD) as HTMLElement | null
  if (e.type === 'click' && target && !(e as MouseEvent).defaultPrevented && (e as MouseEvent).button === 0) {
    const modified = (e as MouseEvent).metaKey || (e as MouseEvent).ctrlKey || (e as MouseEvent).shiftKey || (e as MouseEvent).altKey
    if (modified && target.tagName === 'A') return void load()
    e.preventDefault()
    e.stopImmediatePropagation()
    void load().then((ok) => {
      if (ok) target.click()
      else if (target instanceof HTMLAnchorElement) win.location.assign(target.href)
    })
    return
  }
  if (e.type === 'keydown' && ((e as KeyboardEvent).key === 'k' || (e as KeyboardEvent).key === 'K') && ((e as KeyboardEvent).metaKey || (e as KeyboardEvent).ctrlKey)) {
    e.preventDefault()
    const k = e as KeyboardEvent
    const init: KeyboardEventInit = { key: k.key, code: k.code, metaKey: k.metaKey, ctrlKey: k.ctrlKey, bubbles: true, cancelable: true }
    void load().then((ok) => ok && win.dispatchEvent(new KeyboardEvent('keydown', init)))
    return
  }
  if (e.type === 'focusin' && target) {
    void load().then((ok) => ok && doc.activeElement === target && target.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    return
  }
  void load()
}
for (const type of ['click', 'keydown', 'focusin', 'pointerover', 'touchstart', 'scroll']) win.addEventListener(type, hold, { capture: true, passive: type !== 'click' && type !== 'keydown' })
// The not-found page looks its address up at once (its content stays hidden until then): the lookup is a small chunk of its own.
if (doc.querySelector('[data-not-found][data-checking]')) void import('../behaviours/notFound').then((m) => m.checkNotFound(win))
void (async () => {
  if (doc.readyState !== 'complete') await new Promise((r) => win.addEventListener('load', r, { once: true }))
  const idle = win.requestIdleCallback as Idle | undefined
  await new Promise<void>((r) => (idle ? idle(() => r(), { timeout: 2000 }) : setTimeout(r, 200)))
  await load()
})()
