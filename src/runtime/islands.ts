/**
 * The boot script's side of the islands (src/islands/island.tsx): which
 * island starts when, loading the islands bundle (webpack's runtime and
 * src/islands/entry.ts, whose URLs the boot script's tag carries), and
 * replaying the reader's first action on the island once it runs.
 *
 * - `data-when="load"` islands start when the page is shown.
 * - Others start on the reader's first action inside them: a click on a
 *   control (links are left to the router), focus in a field, or mod+k for
 *   the navbar's search box. The action is replayed on the same control of
 *   the started island (a click, focus with the typed text and caret).
 * - A pointer resting on an island warms its code up (not on save-data).
 * - A failure shows the error and "Retry" in the island (spec 4 and 8); the
 *   server markup stays usable meanwhile.
 */
import { saveData } from './router'

export type StaticQueryData = Record<string, { data: unknown }>
export type MountedIsland = { unmount(): void }
export type IslandsApi = {
  mount(el: HTMLElement, name: string, props: object, staticQueries: StaticQueryData): Promise<MountedIsland>
  staticQueries: string[]
  /** Whether the island reads static query results (fetched before it starts). */
  readsData(name: string): boolean
}

type W = Window & { __csIslands?: IslandsApi }

export const CHUNK_TIMEOUT_MS = 120_000
const CONTROL = 'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="combobox"]'

/** The path of element indexes from `root` down to `el`. */
function pathTo(root: Element, el: Element): number[] {
  const path: number[] = []
  let node: Element | null = el
  while (node && node !== root) {
    const parent: Element | null = node.parentElement
    if (!parent) return []
    path.unshift([...parent.children].indexOf(node))
    node = parent
  }
  return path
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root
  for (const i of path) node = node?.children[i] ?? null
  return node
}

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = doc.createElement('script')
    s.src = src
    s.async = false
    const timer = setTimeout(() => fail('timeout'), CHUNK_TIMEOUT_MS)
    function fail(type: string) {
      clearTimeout(timer)
      s.remove()
      const err = new Error(`Loading chunk islands failed.\n(${type}: ${src})`)
      err.name = 'ChunkLoadError'
      reject(err)
    }
    s.onload = () => {
      clearTimeout(timer)
      resolve()
    }
    s.onerror = () => fail('missing')
    doc.head.appendChild(s)
  })
}

export function startIslands(win: Window, urls: string[]) {
  const w = win as W
  const doc = win.document
  const mounted = new Map<HTMLElement, MountedIsland>()
  const starting = new Map<HTMLElement, Promise<boolean>>()
  let api: Promise<IslandsApi> | null = null
  let queries: Promise<StaticQueryData> | null = null

  function loadApi(): Promise<IslandsApi> {
    if (!api) {
      api = (async () => {
        if (!w.__csIslands) for (const src of urls) await loadScript(doc, src)
        if (!w.__csIslands) throw new Error('The islands bundle did not start.')
        return w.__csIslands
      })()
      api.catch(() => (api = null))
    }
    return api
  }

  function loadQueries(a: IslandsApi): Promise<StaticQueryData> {
    if (!queries) {
      queries = Promise.all(
        a.staticQueries.map(async (hash) => {
          const res = await win.fetch(`/page-data/sq/d/${hash}.json`, { credentials: 'same-origin' })
          if (!res.ok) throw new Error(`The site data ${hash} could not be loaded (HTTP ${res.status}).`)
          return [hash, (await res.json()) as { data: unknown }] as const
        }),
      ).then((entries) => Object.fromEntries(entries))
      queries.catch(() => (queries = null))
    }
    return queries
  }

  const live = (el: Element) => el.hasAttribute('data-live') || Boolean(el.parentElement?.closest('cs-island[data-live]'))

  function showError(el: HTMLElement, err: unknown, retry: () => void) {
    el.querySelector(':scope > .island-error')?.remove()
    const box = doc.createElement('div')
    box.className = 'island-error'
    box.setAttribute('role', 'alert')
    const p = doc.createElement('p')
    p.textContent = `This part of the page could not be loaded: ${err instanceof Error ? err.message : String(err)}`
    const button = doc.createElement('button')
    button.type = 'button'
    button.textContent = 'Retry'
    button.addEventListener('click', () => {
      box.remove()
      retry()
    })
    box.append(p, button)
    el.prepend(box)
  }

  /** Starts an island; resolves true once it runs. */
  function start(el: HTMLElement): Promise<boolean> {
    const pending = starting.get(el)
    if (pending) return pending
    const run = (async () => {
      const name = el.getAttribute('data-island') ?? ''
      let props: object = {}
      try {
        props = JSON.parse(el.getAttribute('data-props') ?? '{}') as object
      } catch {
        props = {}
      }
      try {
        const a = await loadApi()
        const sq = a.readsData(name) ? await loadQueries(a) : {}
        el.querySelector(':scope > .island-error')?.remove()
        const root = await a.mount(el, name, props, sq)
        el.setAttribute('data-live', '')
        mounted.set(el, root)
        return true
      } catch (err) {
        console.error(`[Chainstrata Docs] The ${name} could not be started:`, err)
        showError(el, err, () => void start(el))
        return false
      } finally {
        starting.delete(el)
      }
    })()
    starting.set(el, run)
    return run
  }

  function islandOf(target: EventTarget | null): HTMLElement | null {
    const el = (target as Element | null)?.closest?.('cs-island') as HTMLElement | null
    return el && !live(el) ? el : null
  }

  // A click on a control of an island that is not running yet: start it, then click the same control.
  doc.addEventListener(
    'click',
    (e) => {
      const el = islandOf(e.target)
      const control = (e.target as Element | null)?.closest?.(CONTROL)
      if (!el || !control || !el.contains(control) || control.closest('.island-error')) return
      e.preventDefault()
      e.stopPropagation()
      const path = pathTo(el, control)
      const focused = doc.activeElement === control
      void start(el).then((ok) => {
        if (!ok) return
        const again = follow(el, path) as HTMLElement | null
        if (focused) again?.focus()
        again?.click()
      })
    },
    true,
  )

  // Focus in a field: start; the field gets focus back with what was typed and the caret where it was.
  doc.addEventListener('focusin', (e) => {
    const el = islandOf(e.target)
    const field = e.target as Element | null
    if (!el || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const input = field
    const path = pathTo(el, field)
    void start(el).then((ok) => {
      if (!ok) return
      const again = follow(el, path) as HTMLInputElement | null
      if (!again) return
      const value = input.value
      const [from, to] = [input.selectionStart, input.selectionEnd]
      again.focus()
      if (value && again.value !== value) {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(again), 'value')?.set
        setter?.call(again, value)
        again.dispatchEvent(new Event('input', { bubbles: true }))
      }
      if (from !== null && to !== null) again.setSelectionRange?.(from, to)
    })
  })

  // mod+k before the navbar's search box runs: start it and send the keys again.
  win.addEventListener('keydown', (e) => {
    if (!(e.key === 'k' || e.key === 'K') || !(e.metaKey || e.ctrlKey)) return
    const box = [...doc.querySelectorAll<HTMLElement>('cs-island[data-island="search"]')].find((el) => !live(el) && (el.getAttribute('data-props') ?? '').includes('"shortcut":true'))
    if (!box) return
    e.preventDefault()
    const init: KeyboardEventInit = { key: e.key, code: e.code, metaKey: e.metaKey, ctrlKey: e.ctrlKey, bubbles: true, cancelable: true }
    void start(box).then((ok) => {
      if (ok) win.setTimeout(() => win.dispatchEvent(new KeyboardEvent('keydown', init)), 0)
    })
  })

  // A pointer resting on an island: fetch its code ahead of the click.
  doc.addEventListener(
    'pointerover',
    (e) => {
      if (!islandOf(e.target) || saveData(win.navigator)) return
      const name = islandOf(e.target)?.getAttribute('data-island') ?? ''
      void loadApi()
        .then((a) => (a.readsData(name) ? loadQueries(a) : null))
        .catch(() => {})
    },
    { passive: true },
  )

  return {
    /** Islands that start with the page. */
    pageShown() {
      for (const el of doc.querySelectorAll<HTMLElement>('cs-island[data-when="load"]')) if (!live(el)) void start(el)
    },
    /** Before the router replaces the page: stop the islands of the old one. */
    beforeSwap() {
      for (const [el, root] of mounted) {
        root.unmount()
        mounted.delete(el)
      }
    },
    start,
  }
}
