/** Spec section 4: colour mode, storage, keyboard styling, window size. */
import { test, expect, hydrated, blockStorage } from './fixtures'

const toggle = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark, light and system mode/ })
const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'))

test('the toggle cycles system → light → dark → system and stores the choice under "theme"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode \(dark\)/)
  expect(await theme(page)).toBe('dark')
  await toggle(page).click()
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently light mode/)
  expect(await theme(page)).toBe('light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  await toggle(page).click()
  expect(await theme(page)).toBe('dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await toggle(page).click()
  await expect(toggle(page)).toHaveAttribute('aria-label', /currently system mode/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
})

test('system mode follows the OS preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await hydrated(page)
  expect(await theme(page)).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => theme(page)).toBe('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => theme(page)).toBe('light')
})

test('the stored theme is applied before the app loads (no flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.emulateMedia({ colorScheme: 'light' })
  // Hold the app bundle back: the first paint must already be dark.
  await page.route(/\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' })
  expect(await theme(page)).toBe('dark')
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(bg).toBe('rgb(17, 24, 39)')
})

test('blocked storage: everything works, nothing is stored, one warning', async ({ page }) => {
  const warnings = await blockStorage(page, 'storage')
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/docs/intro/')
  await hydrated(page)
  await toggle(page).click()
  expect(await theme(page)).toBe('light')
  await toggle(page).click()
  expect(await theme(page)).toBe('dark')
  await page.getByRole('button', { name: 'Close announcement' }).click()
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden()
  expect(errors).toEqual([])
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain('will not be saved')
})

test('keyboard-navigation styling turns on with Tab and off on mouse down', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  const cls = () => page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'))
  expect(await cls()).toBe(false)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await cls()).toBe(true)
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth)
  expect(outline).toBe('3px')
  await page.mouse.down()
  await page.mouse.up()
  expect(await cls()).toBe(false)
})

test('window size: desktop above 996 px, mobile otherwise, recomputed on resize', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 })
  await page.goto('/docs/intro/')
  await hydrated(page)
  const menuButton = page.getByRole('button', { name: 'Open navigation menu' })
  await expect(menuButton).toBeHidden()
  await expect(page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'On this page' })).toHaveCount(0)
  await page.setViewportSize({ width: 996, height: 800 })
  await expect(menuButton).toBeVisible()
  await expect(page.getByRole('button', { name: 'On this page' })).toBeVisible()
  await expect(page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden()
  await page.setViewportSize({ width: 997, height: 800 })
  await expect(menuButton).toBeHidden()
  await expect(page.getByRole('button', { name: 'On this page' })).toHaveCount(0)
})

test('hydration causes no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __cls: number }).__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const path of ['/', '/docs/intro/', '/docs/category/building-queries/']) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), path).toBeLessThan(0.01)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a system that prefers dark gets the dark theme, and light stays light', async ({ page }) => {
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/docs/intro/')
    const dark = await bg()
    await page.emulateMedia({ colorScheme: 'light' })
    const light = await bg()
    expect(dark).toBe('rgb(17, 24, 39)')
    expect(light).toBe('rgb(255, 255, 255)')
  })

  test('the search page says search needs JavaScript and links to the docs index', async ({ page }) => {
    await page.goto('/search/?q=blocks')
    // getByText skips <noscript> content, so the paragraph is found by element.
    const notice = page.locator('p', { hasText: 'Search runs in your browser and needs JavaScript.' })
    await expect(notice).toBeVisible()
    await expect(notice.locator('a', { hasText: 'documentation index' })).toHaveAttribute('href', '/docs/')
  })
})
