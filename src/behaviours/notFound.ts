/**
 * The not-found page (`[data-not-found]`, holding the URL of the route
 * manifest): the address is looked up (src/redirects/runtime/notFound.ts); a
 * match replaces the location, anything else shows the content with the path
 * the reader asked for, as text.
 */
let checking: HTMLElement | null = null

export async function checkNotFound(win: Window): Promise<void> {
  const doc = win.document
  const box = doc.querySelector<HTMLElement>('[data-not-found]')
  // Once per page shown: the boot module starts it, the page behaviours would again.
  if (!box || !box.hasAttribute('data-checking') || checking === box) return
  checking = box
  const { lookUpAddress } = await import('../redirects/runtime/notFound')
  const { pathname, search, hash } = win.location
  const found = await lookUpAddress(box.getAttribute('data-not-found'), { pathname, search, hash })
  if (found.kind === 'go') {
    // In place through the router when it runs, else a location replace.
    const router = (win as Window & { ___chainstrata?: { navigate(to: string, o: { replace: boolean }): unknown } }).___chainstrata
    if (router) void router.navigate(found.to, { replace: true })
    else win.location.replace(found.to)
    return
  }
  let shown = pathname
  try {
    shown = decodeURI(pathname)
  } catch {
    // Malformed escapes: show the path as it came.
  }
  const where = box.querySelector('[data-not-found-path]')
  if (where) {
    const code = doc.createElement('code')
    code.className = where.getAttribute('data-path-class') ?? ''
    code.textContent = shown
    where.replaceChildren('There is no page at ', code, '.')
  }
  box.removeAttribute('data-checking')
}
