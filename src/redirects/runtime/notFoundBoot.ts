/**
 * A first visit to an old path in another case (for example
 * /docs/Contribution_Guidelines/) gets the not-found HTML from the server,
 * because the refresh page sits at the path's exact spelling. Gatsby's app
 * then finds a case-insensitive browser redirect for the address: its loader
 * loads the *target's* page resources for the old address, so nothing
 * renders, and it calls `___replace` from a component constructor in the
 * middle of hydration, which leaves the page blank.
 *
 * On the not-found HTML we therefore turn that first `___replace` into a
 * real location replace: the browser loads the target's own HTML, like the
 * refresh page would (query and hash are part of what Gatsby passes). Other
 * pages are untouched: a redirect source is never a page, so only the
 * not-found HTML can start on one. In-app navigation does not use
 * `___replace` (Gatsby's navigate applies redirects itself).
 */
type Replace = (to: string) => unknown
type BootWindow = { pagePath?: string; ___replace?: Replace; location: { replace(url: string): void } }

/** Call from onClientEntry, before the first render. */
export function loadInitialRedirectInFull(target: object): void {
  const win = target as BootWindow
  if (win.pagePath !== '/404.html' || typeof win.___replace !== 'function') return
  const original = win.___replace
  win.___replace = (to: string) => {
    win.___replace = original
    win.location.replace(to)
  }
}
