/**
 * Test fixture pages, built only when E2E_FIXTURES=1 (npm test sets it; a
 * deploy build never has them). /e2e/navbar/ renders the layout with every
 * navbar item type, a broken item, two locales and hide-on-scroll on, so the
 * browser tests exercise what the live configuration does not show.
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

export const E2E_NAVBAR_PATH = '/e2e/navbar/'

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  if (process.env.E2E_FIXTURES !== '1') return
  actions.createPage({ path: E2E_NAVBAR_PATH, component: path.resolve('src/templates/e2e-navbar.tsx'), context: {} })
}
