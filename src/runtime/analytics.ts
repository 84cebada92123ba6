/**
 * Analytics, tag manager and the chatbot widget. Production builds only;
 * scripts are injected after the page is interactive (load + idle), so they
 * never compete with the page, and their failure changes nothing for readers.
 */
import { site } from '../config/site'

type W = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }

export type Loc = { pathname: string; search: string; hash: string }

/** A page view is sent when the path, query string or hash changed. */
export function shouldTrack(prev: Loc | null, next: Loc): boolean {
  if (!prev) return true
  return prev.pathname !== next.pathname || prev.search !== next.search || prev.hash !== next.hash
}

function ensureGtag(w: W) {
  w.dataLayer = w.dataLayer || []
  if (!w.gtag) {
    // gtag.js reads the `arguments` objects pushed to dataLayer, so keep that shape.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', site.analytics.gtagId, { anonymize_ip: site.analytics.anonymizeIp, send_page_view: false })
  }
  return w.gtag
}

export function trackPageView(loc: Loc, w: W = window as W) {
  const gtag = ensureGtag(w)
  gtag('event', 'page_view', {
    page_path: loc.pathname + loc.search + loc.hash,
    page_location: w.location.href,
    page_title: w.document.title,
  })
}

function addScript(src: string, attrs: Record<string, string> = {}) {
  const s = document.createElement('script')
  s.async = true
  s.src = src
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v)
  s.onerror = () => {
    console.info(`[Chainstrata Docs] ${new URL(src).host} could not be reached; the page works without it.`)
  }
  document.head.appendChild(s)
}

let injected = false

/** Loads the third-party scripts once, when the browser is idle after load. */
export function loadThirdPartyScripts(w: W = window as W) {
  if (injected) return
  injected = true
  const run = () => {
    ensureGtag(w)
    const a = site.analytics
    addScript(`${a.gtagScript}?id=${encodeURIComponent(a.gtagId)}`)
    w.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`${a.tagManagerScript}?id=${encodeURIComponent(a.tagManagerId)}`)
    addScript(site.chatbot.script, { 'data-site-id': site.chatbot.siteId })
  }
  const idle = () => (w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 2000))
  if (document.readyState === 'complete') idle()
  else w.addEventListener('load', idle, { once: true })
}
