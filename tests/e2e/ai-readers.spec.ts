/** Docs for AI readers: "Copy page", "View as Markdown", the Markdown alternate, llms.txt and the served types. */
import AxeBuilder from '@axe-core/playwright'
import { test, expect, hydrated, ownErrors } from './fixtures'

const PAGE = '/docs/start/first-query/'

test('"Copy page" copies the Markdown twin, which starts with the page title', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await hydrated(page)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(title.length).toBeGreaterThan(3)
  const twin = page.waitForRequest((r) => r.url().endsWith(`${PAGE}index.md`))
  await page.getByRole('button', { name: 'Copy page' }).click()
  await twin
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toHaveCount(1)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.startsWith(`# ${title}\n`)).toBe(true)
  expect(copied).toContain('## Schema types used on this page')
  // JSX is gone (import lines inside code samples are code; tests/after-build/ai-readers-build.test.ts parses every twin).
  expect(copied).not.toMatch(/<\/?(Tabs|TabItem|Details|Admonition)\b/)
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('"Copy page" works from the keyboard and says so when the Markdown cannot be loaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await hydrated(page)
  await page.route('**/index.md', (route) => route.fulfill({ status: 500, body: 'no' }))
  await page.getByRole('button', { name: 'Copy page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeFocused()
})

test('"View as Markdown" opens the twin, served as text/markdown', async ({ page, request }) => {
  await page.goto(PAGE)
  const link = page.getByRole('link', { name: 'View as Markdown' })
  await expect(link).toHaveAttribute('href', `${PAGE}index.md`)
  const res = await request.get(`${PAGE}index.md`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect((await res.text()).startsWith('# ')).toBe(true)
})

test('the head links the Markdown alternate', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `https://docs.chainstrata.example${PAGE}index.md`)
})

test('llms.txt, llms-full.txt and the SDL are served as plain text', async ({ request }) => {
  for (const p of ['/llms.txt', '/llms-full.txt', '/graphql-schema/evm.graphql']) {
    const res = await request.get(p)
    expect(res.status(), p).toBe(200)
    expect(res.headers()['content-type'], p).toBe('text/plain; charset=utf-8')
  }
  expect((await (await request.get('/llms.txt')).text()).startsWith('# Chainstrata Docs\n\n> ')).toBe(true)
})

test('the page actions pass axe and fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(PAGE)
  await hydrated(page)
  const copy = page.getByRole('button', { name: 'Copy page' })
  await expect(copy).toBeVisible()
  const box = await copy.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  const results = await new AxeBuilder({ page }).include('article').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})
