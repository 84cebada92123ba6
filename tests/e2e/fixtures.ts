import { test as base, expect, type Page } from '@playwright/test'

/** Hosts other than the local server are unreachable here, as in CI: fail them fast. */
export const LOCAL = /^(?:http:\/\/127\.0\.0\.1|https?:\/\/localhost)(?::\d+)?\//

type Fixtures = { consoleErrors: string[]; externalRequests: string[] }

export const test = base.extend<Fixtures>({
  externalRequests: async ({}, use) => {
    await use([])
  },
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, externalRequests, consoleErrors }, use) => {
    await page.route((url) => !LOCAL.test(url.toString()), (route) => {
      externalRequests.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text())
    })
    page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`))
    await use(page)
  },
})

export { expect }

/**
 * Waits until the page's scripts run: on the site, the boot module has loaded
 * the behaviours, router and islands (src/runtime/main.ts marks the page); on
 * the React fixtures, React has rendered (src/layout/components/Root.tsx).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-booted], html[data-hydrated]')).toHaveCount(1)
}

/** Console errors that are not about the unreachable third-party hosts. */
export function ownErrors(errors: string[]) {
  return errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))
}

/**
 * Makes every access to localStorage throw, as a browser with storage blocked
 * does, and returns the console warnings that contain `text` (filled as they come).
 */
export async function blockStorage(page: Page, text: string): Promise<string[]> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes(text)) warnings.push(m.text())
  })
  return warnings
}
