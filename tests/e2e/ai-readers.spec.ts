/** Docs for AI readers: "Copy page", the page menu, the Markdown alternate, llms.txt and the served types. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, ownErrors } from './fixtures'

const PAGE = '/docs/start/first-query/'
const ORIGIN = 'https://docs.chainstrata.example'
/** The first line of every twin, then a blank line (src/ai-readers/lib/aiTwin.ts). */
const INDEX_LINE = `> Part of Chainstrata Docs: every page is listed at ${ORIGIN}/llms.txt.\n\n`

const menuButton = (page: Page) => page.getByRole('button', { name: 'More page actions' })
const ITEMS = ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Connect Claude Code', 'Connect Cursor', 'Connect VS Code', 'Connect your assistant']

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
  expect(copied.startsWith(`${INDEX_LINE}# ${title}\n`)).toBe(true)
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

test('"View as Markdown" in the menu opens the twin, served as text/markdown', async ({ page, request }) => {
  await page.goto(PAGE)
  await hydrated(page)
  await menuButton(page).click()
  const link = page.getByRole('menuitem', { name: /^View as Markdown/ })
  await expect(link).toHaveAttribute('href', `${PAGE}index.md`)
  const res = await request.get(`${PAGE}index.md`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect((await res.text()).startsWith(`${INDEX_LINE}# `)).toBe(true)
})

test('the menu loads its code on first use, then follows the menu button pattern', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (r) => {
    if (/\/page-menu-[0-9a-f]+\.js$/.test(r.url())) chunks.push(r.url())
  })
  await page.goto(PAGE)
  await hydrated(page)
  expect(chunks).toEqual([])
  const button = menuButton(page)
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  // Keyboard: Enter opens on the first item; arrows wrap, Home and End jump.
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'Page actions' })
  await expect(menu).toBeVisible()
  expect(chunks.length).toBe(1)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveCount(ITEMS.length)
  for (let i = 0; i < ITEMS.length; i++) await expect(items.nth(i)).toContainText(ITEMS[i])
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  // Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  // Space opens it too; Tab closes.
  await page.keyboard.press('Space')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu).toHaveCount(0)
  // A click opens it, a click outside closes it, a second click on the button closes it too.
  await button.click()
  await expect(menu).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(menu).toHaveCount(0)
  await button.click()
  await button.click()
  await expect(menu).toHaveCount(0)
  expect(chunks.length).toBe(1)
})

test('Open in ChatGPT and Open in Claude ask the assistant to read this page\'s Markdown, in a new tab', async ({ page }) => {
  await page.goto(PAGE)
  await hydrated(page)
  await menuButton(page).click()
  for (const [name, base] of [['Open in ChatGPT', 'https://chatgpt.com/'], ['Open in Claude', 'https://claude.ai/new']]) {
    const item = page.getByRole('menuitem', { name: new RegExp(`^${name}`) })
    await expect(item).toHaveAttribute('target', '_blank')
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer')
    const href = new URL((await item.getAttribute('href')) ?? '')
    expect(`${href.origin}${href.pathname}`).toBe(base)
    expect(href.searchParams.get('q')).toContain(`Read ${ORIGIN}${PAGE}index.md`)
  }
})

test('Connect copies each client\'s MCP configuration and says so; the last item leads to the page about it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await hydrated(page)
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: /^Connect Cursor/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cursor configuration copied' })).toHaveText('Cursor configuration copied. Paste it where the connect page says.')
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ mcpServers: { 'chainstrata-docs': { url: `${ORIGIN}/mcp` } } })
  await expect(menuButton(page)).toBeFocused()
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: /^Connect VS Code/ }).click()
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ servers: { 'chainstrata-docs': { type: 'http', url: `${ORIGIN}/mcp` } } })
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: /^Connect Claude Code/ }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`claude mcp add --transport http chainstrata-docs ${ORIGIN}/mcp`)
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: /^Connect your assistant/ }).click()
  await expect(page).toHaveURL(/\/docs\/start\/ai-assistants\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use the docs from your AI assistant')
})

test('a menu whose code cannot load says so and leaves the page working', async ({ page }) => {
  await page.route(/page-menu/, (route) => route.abort('failed'))
  await page.goto(PAGE)
  await hydrated(page)
  await menuButton(page).click()
  await expect(page.getByRole('status').filter({ hasText: 'The menu could not be loaded' })).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeEnabled()
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

test('beside the title the menu opens over the page\'s column, never past it or the window', async ({ page }) => {
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 860 })
    await page.goto(PAGE)
    await hydrated(page)
    await menuButton(page).click()
    const menu = await page.getByRole('menu').boundingBox()
    const article = await page.locator('article').first().boundingBox()
    expect(menu && article, `at ${width} px`).toBeTruthy()
    if (!menu || !article) return
    expect(menu.x + menu.width, `at ${width} px`).toBeLessThanOrEqual(Math.min(article.x + article.width, width) + 1)
    expect(menu.x, `at ${width} px`).toBeGreaterThanOrEqual(0)
  }
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the page actions and the open menu pass axe and fit a phone screen (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(PAGE)
    await hydrated(page)
    const copy = page.getByRole('button', { name: 'Copy page' })
    await expect(copy).toBeVisible()
    const box = await copy.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await menuButton(page).click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const m = await menu.boundingBox()
    expect(m && m.x).toBeGreaterThanOrEqual(0)
    expect(m && m.x + m.width).toBeLessThanOrEqual(390)
    const results = await new AxeBuilder({ page }).include('article').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })
}
