/**
 * Reference pages hold hundreds of type links. Rendering each as a Gatsby
 * <Link> costs server-rendering time and, in the browser, one viewport
 * observer and a page-data prefetch per link. They are plain anchors
 * instead, and one delegated click handler on the page turns a plain
 * left-click on an internal link into client-side navigation.
 */

export type ClickLike = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** The route to navigate to for a click on this anchor, or null to let the browser handle it. */
export function clientRouteForClick(event: ClickLike, anchor: { getAttribute(name: string): string | null } | null): string | null {
  if (!anchor || event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const href = anchor.getAttribute('href')
  const target = anchor.getAttribute('target')
  if (!href || (target && target !== '_self') || anchor.getAttribute('download') !== null) return null
  // Root-relative routes only: not protocol-relative URLs, not in-page anchors.
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return href
}
