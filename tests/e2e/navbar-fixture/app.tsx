/**
 * The fixture page as both renderers see it: the site's Root (providers) and
 * the fixture, inside the wrappers Gatsby renders around every page, with the
 * pathname that gatsby.tsx's Link reads.
 */
import React, { useEffect, useState } from 'react'
import { Root } from '../../../src/layout/components/Root'
import { NavbarFixture } from './fixture'
import { NAVIGATE_EVENT, PathnameContext } from './gatsby'

export function FixtureApp({ initialPathname }: { initialPathname: string }) {
  const [pathname, setPathname] = useState(initialPathname)
  useEffect(() => {
    const update = () => setPathname(window.location.pathname)
    window.addEventListener(NAVIGATE_EVENT, update)
    window.addEventListener('popstate', update)
    return () => {
      window.removeEventListener(NAVIGATE_EVENT, update)
      window.removeEventListener('popstate', update)
    }
  }, [])
  return (
    <div style={{ outline: 'none' }} tabIndex={-1} id="gatsby-focus-wrapper">
      <PathnameContext.Provider value={pathname}>
        <Root>
          <NavbarFixture pathname={pathname} />
        </Root>
      </PathnameContext.Provider>
    </div>
  )
}
