/**
 * Serves the bundled fixture (build.ts, run by the global setup) to one
 * browser page, under FIXTURE_PREFIX on the test server's origin, so the
 * fixture's links reach the real pages of the build. The server itself only
 * ever serves public/, the build that is deployed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { FIXTURE_DIR_ENV, FIXTURE_PREFIX } from './config'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

export async function serveFixtures(page: Page): Promise<void> {
  const dir = process.env[FIXTURE_DIR_ENV]
  if (!dir || !existsSync(dir)) throw new Error(`${FIXTURE_DIR_ENV} is not set: the fixtures are bundled by the global setup of playwright.config.ts (tests/e2e/global-setup.ts).`)
  const root = path.join(dir, 'site')
  await page.route(
    (url) => url.pathname.startsWith(FIXTURE_PREFIX),
    (route) => {
      const { pathname } = new URL(route.request().url())
      let file = path.join(root, decodeURIComponent(pathname.slice(FIXTURE_PREFIX.length)))
      if (pathname.endsWith('/')) file = path.join(file, 'index.html')
      if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not a fixture file' })
      return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: readFileSync(file) })
    },
  )
}
