/** Spec 2.10: navigation behaviour (scrolling, progress bar, prefetching, failed loads, base-URL check). */
import { test, expect, hydrated, LOCAL } from './fixtures'
import { spawn } from 'node:child_process'

test('a new hash scrolls to the element with the decoded id; a query-only change does not scroll', async ({ page }) => {
  await page.goto('/docs/contribution-guidelines/')
  await hydrated(page)
  // Client-side navigation to a hash on another page.
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.evaluate(() => window.___navigate!('/docs/contribution-guidelines/#front-matter'))
  await expect(page).toHaveURL(/#front-matter$/)
  await expect(page.locator('#front-matter')).toBeInViewport()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(200)
  // Changing only the query string keeps the scroll position.
  await page.evaluate(() => window.___navigate!('/docs/contribution-guidelines/?tab=python#front-matter'))
  await expect(page).toHaveURL(/\?tab=python#front-matter$/)
  await page.waitForTimeout(300)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(5)
  // Any other navigation scrolls to the top.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).first().getByRole('link', { name: 'Overview' }).click()
  await expect(page).toHaveURL(/\/docs\/intro\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the progress bar appears only for navigations slower than 200 ms', async ({ page }) => {
  // The next page takes 2.5 s however it is asked for (a prefetch of the visible link included).
  await page.route('**/docs/category/start/', async (route) => {
    await new Promise((r) => setTimeout(r, 2500))
    await route.continue()
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  // Fast navigation: no bar.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Docs' }).click()
  await expect(page).toHaveURL(/\/docs\/$/)
  await expect(page.locator('#route-progress')).toHaveCount(0)
  // Slow navigation: the bar shows until the page does.
  await page.locator('main').getByRole('link', { name: /Getting started/ }).click()
  await expect(page.locator('#route-progress')).toBeAttached({ timeout: 1000 })
  await expect(page).toHaveURL(/\/docs\/category\/start\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started')
  await expect(page.locator('#route-progress')).toHaveCount(0)
})

/** The router's fetches of site pages (prefetches and navigations), not scripts, data or search files. */
const isPageFetch = (r: { resourceType(): string; url(): string }) => r.resourceType() === 'fetch' && LOCAL.test(r.url()) && !/\/(_cs|page-data|static)\//.test(new URL(r.url()).pathname)

for (const [name, connection] of [
  ['a 2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['data saver', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`linked pages are not prefetched on ${name}`, async ({ page }) => {
    await page.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: { ...c, addEventListener() {}, removeEventListener() {} }, configurable: true })
    }, connection)
    const prefetched: string[] = []
    page.on('request', (r) => {
      if (isPageFetch(r)) prefetched.push(r.url())
    })
    await page.goto('/')
    await hydrated(page)
    // A reader resting the pointer on a link, then focusing one.
    await page.getByRole('link', { name: 'Start here' }).hover()
    await page.waitForTimeout(300)
    await page.getByRole('link', { name: 'Start here' }).focus()
    await page.waitForTimeout(1200)
    expect(prefetched).toEqual([])
  })
}

test('a link the reader rests on is prefetched on a normal connection, and then opens without another request', async ({ page }) => {
  const prefetched: string[] = []
  page.on('request', (r) => {
    if (isPageFetch(r)) prefetched.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await hydrated(page)
  // Nothing is fetched for links merely in view.
  await page.waitForTimeout(1000)
  expect(prefetched).toEqual([])
  await page.getByRole('link', { name: 'Start here' }).hover()
  await expect.poll(() => prefetched).toEqual(['/docs/intro/'])
  await page.getByRole('link', { name: 'Start here' }).click()
  await expect(page).toHaveURL(/\/docs\/intro\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform overview')
  expect(prefetched).toEqual(['/docs/intro/'])
})

test('the next page failing to load logs a warning and loads the page in full', async ({ page }) => {
  await page.route('**/docs/intro/', (route) => (route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue()))
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await page.goto('/')
  await hydrated(page)
  const documentRequests: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentRequests.push(new URL(r.url()).pathname)
  })
  await page.getByRole('link', { name: 'Start here' }).click()
  await expect(page).toHaveURL(/\/docs\/intro\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform overview')
  expect(documentRequests).toContain('/docs/intro/')
  expect(warnings.join('\n')).toContain('could not be loaded; loading the page in full instead')
})

test('a site served under the wrong path prefix shows the base-URL banner', async ({ page }) => {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '9391', '--mount', '/mirror/'], { stdio: 'ignore' })
  try {
    await expect.poll(async () => (await page.request.get('http://127.0.0.1:9391/mirror/').catch(() => null))?.status() ?? 0).toBe(200)
    await page.goto('http://127.0.0.1:9391/mirror/docs/intro/')
    const banner = page.locator('#path-prefix-banner')
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('did not load properly')
    await expect(banner).toContainText('path prefix /mirror/docs/intro/')
  } finally {
    server.kill()
  }
})

test('no base-URL banner when the site is served at its prefix', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.waitForTimeout(300)
  await expect(page.locator('#path-prefix-banner')).toHaveCount(0)
  expect(LOCAL.test(page.url())).toBe(true)
})
