/**
 * What the fixture bundle gets for `import … from 'gatsby'` (build.ts aliases
 * the module to this file). The site's components use Link and navigate from
 * it; useStaticQuery and graphql never reach here, because the build replaces
 * each static query with its result from public/ (build.ts).
 *
 * Gatsby's runtime (page loader and router) is not part of the fixture, so
 * navigation stays inside the page, as a client-side navigation on the site
 * does: the address changes with history.pushState and the fixture renders
 * again with the new pathname (app.tsx). What lives for the page's lifetime
 * (the storage wrapper and its one warning, React state) carries over; the
 * target page's own content is not loaded.
 */
import React, { createContext, useContext } from 'react'

export const NAVIGATE_EVENT = 'navbar-fixture:navigate'

/** The pathname the fixture renders (app.tsx provides it; Gatsby's Link reads it from its router). */
export const PathnameContext = createContext('/')

export function navigate(to: string | number, options?: { replace?: boolean }): Promise<void> {
  if (typeof to === 'number') {
    window.history.go(to)
    return Promise.resolve()
  }
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href)
    return Promise.resolve()
  }
  if (options?.replace) window.history.replaceState(null, '', url.href)
  else window.history.pushState(null, '', url.href)
  // As the site's shouldUpdateScroll does for a new page: to the top, unless the link names a heading.
  if (!url.hash) window.scrollTo(0, 0)
  window.dispatchEvent(new Event(NAVIGATE_EVENT))
  return Promise.resolve()
}

type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
  replace?: boolean
  ref?: React.Ref<HTMLAnchorElement>
}

/**
 * Gatsby's Link as the reader sees it: an anchor with aria-current="page" on
 * the current page (unless the caller sets aria-current), activeClassName,
 * and a plain left click navigating in the page; modified clicks and links
 * with a target are left to the browser.
 */
export function Link({ to, activeClassName, partiallyActive, replace, className, onClick, children, ...rest }: LinkProps) {
  const pathname = useContext(PathnameContext)
  const target = new URL(to, 'http://x').pathname
  const current = pathname === target
  const active = partiallyActive ? pathname.startsWith(target) : current
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined
  return (
    <a
      aria-current={current ? 'page' : undefined}
      {...rest}
      href={to}
      className={classes}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || e.button !== 0 || rest.target || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
        e.preventDefault()
        void navigate(to, { replace })
      }}
    >
      {children}
    </a>
  )
}

function notInFixture(name: string): never {
  throw new Error(`gatsby.${name} is not available in the navbar fixture: static queries are replaced by their results when the fixture is bundled (tests/e2e/navbar-fixture/build.ts).`)
}

export const useStaticQuery = (): never => notInFixture('useStaticQuery')
export const graphql = (): never => notInFixture('graphql')
