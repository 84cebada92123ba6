/** Spec section 8: error screens and failure states. */
import { test, expect, hydrated } from './fixtures'

/**
 * Page content (a compiled tree, src/lib/mdxTree.ts) with a platform value: it
 * is formatted with Number.prototype.toLocaleString while rendering, so a
 * failing toLocaleString makes a component of the content throw.
 */
const BODY_WITH_TABLE = [['p', 'Up to ', ['PlatformValue', { k: 'limits.maxRows' }], ' rows'], '\n', ['table', ['thead', ['tr', ['th', 'Chain']]], ['tbody', ['tr', ['td', 'Ethereum']]]], '\n', ['p', 'Recovered content']]

test('an error in a component of the content shows the crash screen with causes; "Try again" renders again', async ({ page }) => {
  await page.route('**/page-data/docs/intro/page-data.json', async (route) => {
    const res = await route.fetch()
    const json = await res.json()
    json.result.data.doc.body = BODY_WITH_TABLE
    await route.fulfill({ response: res, json })
  })
  await page.goto('/docs/')
  await hydrated(page)
  await page.evaluate(() => {
    const w = window as unknown as { __toLocaleString: unknown }
    w.__toLocaleString = Number.prototype.toLocaleString
    Number.prototype.toLocaleString = () => {
      throw new Error('The example content failed', { cause: new Error('A nested component threw', { cause: new Error('The root cause') }) })
    }
  })
  await page.locator('main').getByRole('link', { name: 'platform overview' }).click()
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
  await expect(page).toHaveTitle('Page Error')
  await expect(page.getByText('The example content failed')).toBeVisible()
  await expect(page.getByText('Cause: A nested component threw')).toBeVisible()
  await expect(page.getByText('Cause: The root cause')).toBeVisible()
  // The navbar still works while the page content has crashed.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.evaluate(() => {
    const w = window as unknown as { __toLocaleString: () => string }
    Number.prototype.toLocaleString = w.__toLocaleString
  })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('Recovered content')).toBeVisible()
  await expect(page.locator('main').getByRole('cell', { name: 'Ethereum' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0)
  await expect(page).not.toHaveTitle('Page Error')
})

test('content that cannot be rendered shows the crash screen, not a blank page', async ({ page }) => {
  await page.route('**/page-data/docs/intro/page-data.json', async (route) => {
    const res = await route.fetch()
    const json = await res.json()
    json.result.data.doc.body = 'this is not { a tree'
    await route.fulfill({ response: res, json })
  })
  await page.goto('/docs/')
  await hydrated(page)
  await page.locator('main').getByRole('link', { name: 'platform overview' }).click()
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
  await expect(page.getByText('The content of /docs/intro/ could not be rendered.')).toBeVisible()
  await expect(page.getByText('Cause: The compiled content is not a tree (string).')).toBeVisible()
})

test('a component the site does not have is named on the crash screen', async ({ page }) => {
  await page.route('**/page-data/docs/intro/page-data.json', async (route) => {
    const res = await route.fetch()
    const json = await res.json()
    json.result.data.doc.body = [['p', 'Before the chart'], '\n', ['Chart', { data: [1, 2, 3] }]]
    await route.fulfill({ response: res, json })
  })
  await page.goto('/docs/')
  await hydrated(page)
  await page.locator('main').getByRole('link', { name: 'platform overview' }).click()
  await expect(page.getByText('The content of /docs/intro/ could not be rendered.')).toBeVisible()
  await expect(page.getByText('Cause: The content uses <Chart>, which is not a component of the site (src/mdx/components/components.tsx).')).toBeVisible()
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
