/**
 * Client-side navigation without a framework (spec 2.10, 4 and 8): a click on
 * an internal link fetches the next page's HTML (the same file a full load
 * gets, so there is no second format to build) and swaps the page in place:
 * head, title, and the content inside Gatsby's focus wrapper. It owns the
 * progress bar, scrolling, focus and the screen-reader announcement,
 * prefetching on intent, and the fallback to a full page load when the next
 * page cannot be fetched or comes from another deployment.
 *
 * Not routed: other origins, `target`, `download`, modifier keys, files
 * (`/llms.txt`, `.md` twins), and paths outside the site's prefix.
 */
import { decodeHash, scrollDecision, type Loc } from './scroll'
import type { ProgressBar } from './progress'

export type RouterEvents = {
  /** Before the current page's markup goes away (islands unmount here). */
  beforeSwap(): void
  /** The new page is in the document and scrolled (behaviours, analytics, highlighting). */
  shown(prev: Loc | null, next: Loc): void
}

export type RouterOptions = RouterEvents & {
  progress: ProgressBar
  /** The path prefix the site is built for ('/' at the root). */
  prefix: string
}

type Fetched = { html: string; url: string; status: number }
type State = { csKey: string; y?: number }

export const FALLBACK_WARNING = 'could not be loaded; loading the page in full instead.'
const FILE = /\.[a-z0-9]+$/i
const CACHE_LIMIT = 40
const KEEP_SCROLL = '[data-sidebar-scroll], [data-nav-scroll]'

/** Whether a prefetch would waste a reader's data: data saver or a 2g connection. */
export function saveData(nav: Navigator): boolean {
  const c = (nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return Boolean(c && (c.saveData || /(^|-)2g$/.test(c.effectiveType ?? '')))
}

/** The URL a click on this anchor would route, or null when the browser should follow it itself. */
export function routable(a: HTMLAnchorElement, loc: Location, prefix: string): URL | null {
  if (a.hasAttribute('download') || (a.target && a.target !== '_self') || a.getAttribute('rel')?.includes('external')) return null
  const href = a.getAttribute('href')
  if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null
  let url: URL
  try {
    url = new URL(href, loc.href)
  } catch {
    return null
  }
  if (url.origin !== loc.origin || !url.pathname.startsWith(prefix)) return null
  if (FILE.test(url.pathname) && !url.pathname.endsWith('.html')) return null
  return url
}

/** The target of a `<meta http-equiv="refresh" content="0; url=…">` page (the build's redirect pages), or null. */
export function refreshTarget(doc: Document, base: URL): URL | null {
  const content = doc.querySelector('meta[http-equiv="refresh" i]')?.getAttribute('content') ?? ''
  const m = /url\s*=\s*['"]?([^'"\s]+)/i.exec(content)
  if (!m) return null
  try {
    return new URL(m[1], base)
  } catch {
    return null
  }
}

const locOf = (u: URL | Location): Loc => ({ pathname: u.pathname, search: u.search, hash: u.hash })

export function startRouter(win: Window, options: RouterOptions) {
  const doc = win.document
  const { progress } = options
  const cache = new Map<string, Promise<Fetched>>()
  let current: Loc = locOf(win.location)
  let key = Math.random().toString(36).slice(2)
  let navigation = 0
  const bootSrc = doc.querySelector('script[data-cs-boot]')?.getAttribute('src') ?? null

  try {
    win.history.scrollRestoration = 'manual'
  } catch {
    // Older browsers restore by themselves.
  }
  const state = (): State | null => (win.history.state && typeof win.history.state === 'object' ? (win.history.state as State) : null)
  win.history.replaceState({ ...state(), csKey: key }, '')
  const positions = new Map<string, number>()
  const remember = () => positions.set(key, win.scrollY)

  const pageKey = (u: URL) => u.pathname + u.search
  function load(u: URL): Promise<Fetched> {
    const k = pageKey(u)
    let p = cache.get(k)
    if (!p) {
      p = win.fetch(k, { credentials: 'same-origin', headers: { Accept: 'text/html' } }).then(async (res) => {
        if (res.status >= 500 || !(res.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`HTTP ${res.status}`)
        return { html: await res.text(), url: res.url, status: res.status }
      })
      p.catch(() => cache.delete(k))
      cache.set(k, p)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    }
    return p
  }

  function full(u: URL, why?: string) {
    if (why) console.warn(`[Chainstrata Docs] The page ${u.pathname} ${why}`)
    win.location.assign(u.href)
  }

  /** Head elements that belong to the page: everything but scripts, keyed by their markup. */
  function syncHead(next: Document) {
    const keyOf = (el: Element) => el.outerHTML
    const wanted = new Map<string, Element>()
    for (const el of next.head.children) if (el.tagName !== 'SCRIPT' || el.getAttribute('type') === 'application/ld+json') wanted.set(keyOf(el), el)
    for (const el of [...doc.head.children]) {
      if (el.tagName === 'SCRIPT' && el.getAttribute('type') !== 'application/ld+json') continue
      const k = keyOf(el)
      if (wanted.has(k)) wanted.delete(k)
      else if (el.tagName !== 'NOSCRIPT') el.remove()
    }
    for (const el of wanted.values()) doc.head.appendChild(doc.importNode(el, true))
    doc.title = next.title
  }

  function announce(title: string) {
    const el = doc.getElementById('gatsby-announcer')
    if (el) el.textContent = `Navigated to ${title}`
  }

  function scrollFor(prev: Loc | null, next: Loc, pop: boolean, y: number | undefined) {
    const decision = scrollDecision(prev, next, pop ? 'POP' : 'PUSH')
    if (decision.kind === 'restore') win.scrollTo(0, y ?? 0)
    else if (decision.kind === 'hash') {
      const el = doc.getElementById(decision.id)
      if (el) el.scrollIntoView()
      else win.scrollTo(0, 0)
    } else if (decision.kind === 'top') win.scrollTo(0, 0)
  }

  async function go(u: URL, how: { push?: boolean; replace?: boolean; pop?: boolean; y?: number; redirects?: number } = { push: true }) {
    const prev = current
    const next = locOf(u)
    const id = ++navigation
    remember()
    if (next.pathname === prev.pathname && next.search === prev.search && !how.pop) {
      // Same page: a hash or nothing changed. The same address again adds no history entry, as a browser does.
      if (how.push && next.hash !== prev.hash) win.history.pushState({ csKey: (key = Math.random().toString(36).slice(2)) }, '', u.href)
      current = next
      scrollFor(prev, next, false, undefined)
      options.shown(prev, next)
      return
    }
    if (next.pathname === prev.pathname && !how.pop) {
      // The query alone changed: the page stays, nothing scrolls; the page's islands read the new address.
      if (how.push) win.history.pushState({ csKey: (key = Math.random().toString(36).slice(2)) }, '', u.href)
      current = next
      win.dispatchEvent(new Event('cs:locationchange'))
      options.shown(prev, next)
      return
    }
    progress.start(next.pathname)
    let page: Fetched
    try {
      page = await load(u)
    } catch {
      progress.done(prev.pathname)
      return full(u, FALLBACK_WARNING)
    }
    if (id !== navigation) return
    const parsed = new DOMParser().parseFromString(page.html, 'text/html')
    const wrapper = parsed.getElementById('gatsby-focus-wrapper')
    const otherBuild = (parsed.querySelector('script[data-cs-boot]')?.getAttribute('src') ?? null) !== bootSrc
    const refresh = refreshTarget(parsed, new URL(page.url || u.href))
    if (refresh && refresh.origin === win.location.origin && (how.redirects ?? 0) < 5) {
      // A redirect page of the build (an old path): go on to its target in place.
      progress.done(prev.pathname)
      refresh.hash ||= u.hash
      return go(refresh, { ...how, redirects: (how.redirects ?? 0) + 1 })
    }
    if (!wrapper || otherBuild || refresh) {
      // A redirect page, a page of another deployment or something that is not ours: the browser loads it.
      progress.done(prev.pathname)
      return full(new URL(page.url || u.href))
    }
    const landed = new URL(page.url || u.href)
    landed.hash = u.hash
    options.beforeSwap()
    if (how.push) {
      key = Math.random().toString(36).slice(2)
      win.history.pushState({ csKey: key }, '', landed.href)
    } else if (how.replace) win.history.replaceState({ csKey: key }, '', landed.href)
    syncHead(parsed)
    // Columns that scroll on their own (the docs sidebar, the reference navigation) keep their position.
    const columns = [...doc.querySelectorAll<HTMLElement>(KEEP_SCROLL)].map((el) => el.scrollTop)
    doc.getElementById('gatsby-focus-wrapper')?.replaceWith(doc.importNode(wrapper, true))
    doc.querySelectorAll<HTMLElement>(KEEP_SCROLL).forEach((el, i) => {
      if (columns[i]) el.scrollTop = columns[i]
    })
    current = locOf(landed)
    scrollFor(prev, current, Boolean(how.pop), how.y)
    progress.done(current.pathname)
    const focusTarget = doc.getElementById('gatsby-focus-wrapper')
    if (!current.hash) focusTarget?.focus({ preventScroll: true })
    announce(doc.title)
    options.shown(prev, current)
  }

  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!a) return
    const u = routable(a, win.location, options.prefix)
    if (!u) return
    e.preventDefault()
    void go(u)
  })

  win.addEventListener('popstate', () => {
    const s = state()
    const u = new URL(win.location.href)
    const prev = current
    remember()
    if (s?.csKey) key = s.csKey
    if (u.pathname === prev.pathname && u.search === prev.search) {
      // Back or forward between hashes of one page: the browser scrolls; record it.
      current = locOf(u)
      if (s?.csKey && positions.has(s.csKey)) win.scrollTo(0, positions.get(s.csKey)!)
      options.shown(prev, current)
      return
    }
    void go(u, { pop: true, y: s?.csKey ? positions.get(s.csKey) : 0 })
  })

  win.addEventListener('pagehide', remember)

  // Prefetching on intent: a pointer resting on a link (65 ms), focus on it, a touch. A page has no code
  // of its own to fetch ahead; its HTML is, once, and never on data saver or 2g (DECISIONS, issue 41).
  const prefetch = (a: Element) => {
    if (saveData(win.navigator)) return
    const u = routable(a as HTMLAnchorElement, win.location, options.prefix)
    if (u && pageKey(u) !== current.pathname + current.search) void load(u).catch(() => {})
  }
  let resting = 0
  doc.addEventListener(
    'pointerover',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]')
      win.clearTimeout(resting)
      if (a) resting = win.setTimeout(() => prefetch(a), 65)
    },
    { passive: true },
  )
  doc.addEventListener('pointerout', () => win.clearTimeout(resting), { passive: true })
  const now = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]')
    if (a) prefetch(a)
  }
  doc.addEventListener('focusin', now)
  doc.addEventListener('touchstart', now, { passive: true })

  return {
    /** Navigates as a click on a link to `to` would. */
    navigate(to: string, opts: { replace?: boolean } = {}) {
      const u = new URL(to, win.location.href)
      if (u.origin !== win.location.origin) return full(u)
      return go(u, opts.replace ? { replace: true } : { push: true })
    },
    /** The page's decoded hash target, for the first page shown. */
    initialHash: decodeHash(win.location.hash),
  }
}
