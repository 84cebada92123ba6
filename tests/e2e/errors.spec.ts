/** Spec section 8: error screens and failure states. */
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures'

/*
 * Page content is HTML written at build time: nothing of it renders in the
 * reader's browser, so it cannot crash there (in `gatsby develop` it can: the
 * crash screen of content is tested on the components, src/mdx/components).
 * What still renders in the browser are the islands (src/islands): they get
 * the crash screen, and their code failing to load gets the error and Retry.
 */

/** The first collapsed category's toggle in the docs sidebar (the sidebar is an island). */
const expandToggle = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: /^Expand sidebar category/ }).first()

test('an island that fails to render shows the crash screen in its place; the rest of the page works', async ({ page }) => {
  // The docs sidebar's data in a shape it cannot render.
  await page.route(/\/page-data\/sq\/d\/\d+\.json$/, async (route) => {
    const res = await route.fetch()
    const json = await res.json()
    if (json?.data && 'docsSidebar' in json.data) json.data.docsSidebar = { not: 'a list' }
    await route.fulfill({ response: res, json })
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expandToggle(page).click()
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
  await expect(page.getByText('docsSidebar is not a list (a JSON field read as the wrong shape).')).toBeVisible()
  await expect(page).toHaveTitle('Page Error')
  // The crash stays in the sidebar's place: the content and the navbar still work.
  await expect(page.locator('main h1')).toHaveText('Platform overview')
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark, light and system mode/ })
  const before = await toggle.getAttribute('aria-label')
  await toggle.click()
  await expect(toggle).not.toHaveAttribute('aria-label', before ?? '')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('an island whose code cannot load says so with Retry, and Retry recovers', async ({ page }) => {
  let fail = true
  await page.route(/\/islands-[0-9a-f]+\.js$/, (route) => (fail ? route.abort('failed') : route.continue()))
  await page.goto('/docs/intro/')
  await hydrated(page)
  const toggle = expandToggle(page)
  const name = await toggle.getAttribute('aria-label')
  await toggle.click()
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Loading chunk islands failed.')
  await expect(alert).toContainText(/\(missing: .*\/islands-[0-9a-f]+\.js\)/)
  // The page stays as the server wrote it meanwhile: the category is still collapsed, its link still works.
  await expect(page.getByRole('button', { name: name ?? '' })).toHaveAttribute('aria-expanded', 'false')
  fail = false
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(alert).toHaveCount(0)
  const again = page.getByRole('button', { name: name ?? '' })
  await again.click()
  await expect(page.getByRole('button', { name: (name ?? '').replace(/^Expand/, 'Collapse') })).toHaveAttribute('aria-expanded', 'true')
})

test('unknown paths show the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/docs/this-page-does-not-exist/')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByText('/docs/this-page-does-not-exist/')).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Chainstrata Docs')
  const links = page.locator('main').getByRole('link')
  await expect(links.filter({ hasText: 'Platform overview' })).toHaveAttribute('href', '/docs/intro/')
  await links.filter({ hasText: 'All documentation' }).click()
  await expect(page).toHaveURL(/\/docs\/$/)
})

test('hostile paths are shown as text, never as HTML', async ({ page }) => {
  const res = await page.goto('/docs/%3Cimg%20src=x%20onerror=alert(1)%3E/')
  expect(res?.status()).toBe(404)
  await hydrated(page)
  await expect(page.locator('main img')).toHaveCount(0)
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toBeVisible()
})
