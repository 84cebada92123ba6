/**
 * Spec 2.9 "Search" (issue 7): the navbar box, suggestions, keyboard use,
 * footer variants, the results page, highlighting on the target page, the
 * failure and Retry path, hostile input and axe checks.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, ownErrors } from './fixtures'
import { buildContext } from '../../src/search/node/documents'
import type { ContextName } from '../../src/search/lib/types'

const box = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' })
const list = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' })
/** The visible "No results" line of the open panel (a polite live region repeats it for screen readers). */
const noResults = (page: Page) => page.locator('[role="search"] p', { hasText: /^No results$/ })

type FakePage = { u: string; t: string; b: string[]; g?: string; description?: string }

/**
 * Serves a synthetic index for one context in place of the built one: the
 * head the manifest names and the chunks that head lists, made by the same
 * builder as the site's (src/search/node/documents.ts).
 */
async function serveIndex(page: Page, context: ContextName, pages: FakePage[]) {
  const built = buildContext(
    context,
    pages.map((p) => ({ url: p.u, title: p.t, breadcrumbs: p.b, tag: p.g, description: p.description ?? '', keywords: [], sections: [] })),
  )
  const files = new Map<string, string>()
  built.head.d = '/static/search'
  built.head.tu = built.terms.map((_, i) => `fake${i}`)
  built.head.su = built.sections.map((_, i) => `fake${i}`)
  built.terms.forEach((c, i) => files.set(`/static/search/${context}-t${i}.fake${i}.json`, JSON.stringify(c)))
  built.sections.forEach((c, i) => files.set(`/static/search/${context}-s${i}.fake${i}.json`, JSON.stringify(c)))
  const head = JSON.stringify(built.head)
  await page.route(new RegExp(`/static/search/${context}(\\.[0-9a-f]+|-[ts]\\d+\\.fake\\d+)\\.json$`), (route) => {
    const url = new URL(route.request().url()).pathname
    const body = /\.fake\d+\.json$/.test(url) ? files.get(url) : head
    return body ? route.fulfill({ status: 200, contentType: 'application/json', body }) : route.fulfill({ status: 404, body: 'not found' })
  })
}

async function typeQuery(page: Page, text: string) {
  await box(page).click()
  await box(page).fill(text)
}

test('the search box sits between "Access API" and the colour toggle, and mod+k focuses it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 860 })
  await page.goto('/docs/intro/')
  await hydrated(page)
  const order = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => {
    const access = nav.querySelector('a[href^="https://ide."]')
    const search = nav.querySelector('input[role="combobox"]')
    const toggle = [...nav.querySelectorAll('button')].find((b) => /Switch between/.test(b.getAttribute('aria-label') ?? b.title))
    const pos = (a: Node | null | undefined, b: Node | null | undefined) => Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    return { accessBeforeSearch: pos(access, search), searchBeforeToggle: pos(search, toggle) }
  })
  expect(order).toEqual({ accessBeforeSearch: true, searchBeforeToggle: true })
  // Linux: the hint reads Ctrl, and Control+K focuses the box.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('kbd')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('kbd')).toHaveText('Ctrl K')
  await expect(box(page)).toHaveAttribute('title', 'Search (Ctrl K)')
  await page.locator('h1').click()
  await page.keyboard.press('Control+k')
  await expect(box(page)).toBeFocused()
  await page.locator('h1').click()
  await page.keyboard.press('Meta+k')
  await expect(box(page)).toBeFocused()
})

test('typing shows at most 8 suggestions with title, breadcrumb and a highlighted snippet of at most 50 characters', async ({ page, consoleErrors }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await typeQuery(page, 'transfers')
  await expect(list(page)).toBeVisible()
  const options = list(page).getByRole('option')
  const count = await options.count()
  // Hits plus the footer option.
  expect(count - 1).toBeGreaterThan(0)
  expect(count - 1).toBeLessThanOrEqual(8)
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  const first = options.first()
  await expect(first).toContainText('Transfers')
  await expect(first).toContainText('Docs')
  const snippets = await list(page).locator('li[role="option"] span:last-child').allTextContents()
  for (const s of snippets.slice(0, count - 1)) expect(s.length).toBeLessThanOrEqual(50)
  await expect(first.locator('mark').first()).toHaveText(/^transfers$/i)
  // A section hit shows its section title.
  await expect(list(page)).toContainText('Example: large USDT transfers')
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('arrow keys move through suggestions, Escape closes, Enter opens the hit with _highlight and anchor', async ({ page }) => {
  await page.goto('/markdown-page/')
  await hydrated(page)
  await typeQuery(page, 'websocket errors')
  await expect(list(page)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  const first = list(page).getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
  await page.keyboard.press('ArrowUp')
  await expect(list(page).getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(list(page)).toBeHidden()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('ArrowDown')
  await expect(list(page)).toBeVisible()
  await expect(list(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  const href = await list(page).getByRole('option').first().getAttribute('data-href')
  expect(href).toBe('/docs/start/errors/?_highlight=websocket&_highlight=error#websocket-errors')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/start\/errors\/\?_highlight=websocket&_highlight=error#websocket-errors$/)
  await expect(page.locator('mark[data-search-highlight]').filter({ hasText: /^websocket$/i, visible: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: /Websocket errors/ })).toBeInViewport()
})

test('a highlight link opened directly marks the terms and scrolls to the anchor; marks clear on the next page', async ({ page }) => {
  await page.goto('/docs/intro/?_highlight=protobuf&_highlight=kafka#chains')
  await hydrated(page)
  const marks = page.locator('#main-content mark[data-search-highlight]')
  await expect(marks.first()).toBeVisible()
  expect(await marks.count()).toBeGreaterThan(2)
  await expect(page.getByRole('heading', { level: 2, name: /^Chains/ })).toBeInViewport()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chainstrata Docs' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('mark[data-search-highlight]')).toHaveCount(0)
})

test.describe('footer variants', () => {
  test('on a docs page: See all results within "Docs", which opens the results page for that context', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await typeQuery(page, 'kafka')
    const footer = list(page).getByRole('option', { name: 'See all results within "Docs"' })
    await expect(footer).toBeVisible()
    await footer.click()
    await expect(page).toHaveURL(/\/search\/\?q=kafka&ctx=docs$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "kafka"')
  })
  test('outside every context: See all results', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await typeQuery(page, 'kafka')
    await expect(list(page).getByRole('option', { name: 'See all results', exact: true })).toBeVisible()
  })
  test('in a context without matches: See all results outside "{context}"', async ({ page }) => {
    // Any page under /blog/ belongs to the blog context (here the not-found page, while the blog has no match).
    await page.goto('/blog/no-such-post/')
    await hydrated(page)
    await typeQuery(page, 'protobuf')
    await expect(list(page).getByRole('option', { name: 'See all results outside "Blog"' })).toBeVisible()
  })
  test('nothing found: No results', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await typeQuery(page, 'qqqzzzxxx')
    await expect(noResults(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^No results$/ })).toHaveCount(1)
    await expect(list(page)).toBeHidden()
  })
})

test('hits under the reference are labelled "API Reference"', async ({ page }) => {
  // A one-page reference index, so that the label is checked on a known hit.
  await serveIndex(page, 'reference', [{ u: '/docs/graphql-reference/objects/dex-trade/', t: 'DEXTrade', b: ['GraphQL reference', 'OBJECT'], description: 'One trade on a decentralised exchange.' }])
  await page.goto('/search/?q=dextrade&ctx=docs%2Fgraphql-reference')
  await hydrated(page)
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()
  await expect(result.getByRole('heading', { name: /DEXTrade/ })).toBeVisible()
  await expect(result).toContainText('API Reference')
})

test('an index that fails to load shows an error and Retry, and Retry recovers', async ({ page }) => {
  let block = true
  await page.route(/\/static\/search\/docs\.[0-9a-f]+\.json$/, (route) => (block ? route.abort('failed') : route.continue()))
  await page.goto('/docs/intro/')
  await hydrated(page)
  await typeQuery(page, 'kafka')
  await expect(page.getByText(/The search index could not be loaded/)).toBeVisible()
  const retry = page.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  // Nothing else broke: the page still navigates.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform overview')
  block = false
  await retry.click()
  await expect(list(page)).toBeVisible()
  await expect(list(page).getByRole('option').first()).toContainText(/kafka/i)
})

test('a term chunk that fails to load shows the error and Retry, not "No results"; Retry recovers', async ({ page }) => {
  // The head loads; the chunk of the typed word does not (issue 42).
  let block = true
  const blocked: string[] = []
  await page.route(/\/static\/search\/docs-t\d+\.[0-9a-f]+\.json$/, (route) => {
    if (!block) return route.continue()
    blocked.push(route.request().url())
    return route.abort('failed')
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  await typeQuery(page, 'kafka')
  await expect(page.getByText(/The search index could not be loaded/)).toBeVisible()
  await expect(noResults(page)).toHaveCount(0)
  expect(blocked.length).toBeGreaterThan(0)
  block = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(list(page).getByRole('option').first()).toContainText(/kafka/i)
})

test('a query downloads its head once, then only the chunks of its words and hits', async ({ page }) => {
  const fetched: string[] = []
  page.on('requestfinished', (r) => {
    const u = new URL(r.url()).pathname
    if (u.startsWith('/static/search/')) fetched.push(u)
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  await typeQuery(page, 'kafka protobuf')
  await expect(list(page).getByRole('option').first()).toBeVisible()
  const heads = fetched.filter((u) => /\/docs\.[0-9a-f]+\.json$/.test(u))
  const terms = fetched.filter((u) => /\/docs-t\d+\./.test(u))
  const sections = fetched.filter((u) => /\/docs-s\d+\./.test(u))
  expect(heads).toHaveLength(1)
  // Two words: one or two term chunks each, never the whole vocabulary.
  expect(terms.length).toBeGreaterThanOrEqual(1)
  expect(terms.length).toBeLessThanOrEqual(4)
  // At most one section chunk per suggestion shown (8), usually fewer.
  expect(sections.length).toBeGreaterThanOrEqual(1)
  expect(sections.length).toBeLessThanOrEqual(8)
  expect(fetched.every((u) => !u.includes('reference') && !u.includes('blog'))).toBe(true)
})

test('the results page fails gracefully too and Retry recovers', async ({ page }) => {
  let block = true
  await page.route(/\/search\/manifest\.json$/, (route) => (block ? route.abort('failed') : route.continue()))
  await page.goto('/search/?q=kafka')
  await expect(page.getByRole('alert')).toContainText('The search index could not be loaded')
  block = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('status').filter({ hasText: /results? on/ })).toBeVisible()
})

test.describe('results page', () => {
  test('q, grouped hits, links with _highlight and anchors', async ({ page }) => {
    await page.goto('/search/?q=transfers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "transfers"')
    await expect(page.getByRole('status').filter({ hasText: /\d+ results? on \d+ pages?/ })).toBeVisible()
    const results = page.getByRole('list', { name: 'Search results' })
    const group = results.getByRole('listitem').first()
    await expect(group.getByRole('heading', { level: 2, name: 'Transfers' })).toBeVisible()
    await expect(group.getByRole('link', { name: 'Example: large USDT transfers' })).toHaveAttribute('href', '/docs/schema/evm/transfers/?_highlight=transfer#example-large-usdt-transfers')
    await expect(group.locator('mark').first()).toHaveText(/transfers/i)
  })
  test('ctx and version are honoured and shown; unknown values say so', async ({ page }) => {
    await page.goto('/search/?q=kafka&ctx=docs&version=docs')
    await expect(page.getByLabel('Search in')).toHaveValue('docs')
    await expect(page.getByText('Docs version: Next')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Kafka streams of blockchain data')
    await page.goto('/search/?q=kafka&ctx=nowhere&version=v9')
    await expect(page.getByText('There is no search context "nowhere"; searching everything instead.')).toBeVisible()
    await expect(page.getByText('There is no docs version "v9"; searching every version instead.')).toBeVisible()
    // The standalone page has no docs version: a version filter leaves it out.
    await page.goto('/search/?q=mirrors&version=docs')
    await expect(page.getByRole('list', { name: 'Search results' })).not.toContainText('How to read these docs')
  })
  test('typing updates the URL, and reloading restores the search', async ({ page }) => {
    await page.goto('/search/')
    await hydrated(page)
    await expect(page.getByText('Type a query to search the docs, the GraphQL reference and the blog.')).toBeVisible()
    await page.getByLabel('Search query').fill('websocket')
    await expect(page).toHaveURL(/\/search\/\?q=websocket$/)
    await page.getByLabel('Search in').selectOption('docs')
    await expect(page).toHaveURL(/\/search\/\?q=websocket&ctx=docs$/)
    await page.reload()
    await expect(page.getByLabel('Search query')).toHaveValue('websocket')
    await expect(page.getByLabel('Search in')).toHaveValue('docs')
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Websocket authorisation')
  })
  test('many pages are shown ten at a time with "Show more results"', async ({ page }) => {
    const pages = Array.from({ length: 23 }, (_, i) => ({ u: `/docs/synthetic-${i}/`, t: `Synthetic page ${i}`, b: ['Docs'], g: 'docs-default-current' }))
    await serveIndex(page, 'docs', pages)
    await page.goto('/search/?q=synthetic&ctx=docs')
    const groups = page.getByRole('list', { name: 'Search results' }).locator(':scope > li')
    await expect(groups).toHaveCount(10)
    await expect(page.getByRole('status').filter({ hasText: '23 results on 23 pages' })).toBeVisible()
    await page.getByRole('button', { name: 'Show more results (13 more pages)' }).click()
    await expect(groups).toHaveCount(20)
    await page.getByRole('button', { name: 'Show more results (3 more pages)' }).click()
    await expect(groups).toHaveCount(23)
    await expect(page.getByRole('button', { name: /Show more results/ })).toHaveCount(0)
  })
  test('Enter without a chosen suggestion opens the results page', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await typeQuery(page, 'kafka')
    await expect(list(page)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\/\?q=kafka&ctx=docs$/)
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Kafka streams of blockchain data')
  })
  test('empty and loading states', async ({ page }) => {
    await page.route(/\/static\/search\/.*\.json$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await page.goto('/search/?q=qqqzzzxxx')
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'No results for "qqqzzzxxx"' })).toBeVisible()
  })
})

const HOSTILE = [
  '.*+?^${}()|[]\\',
  '"quoted" \'single\'',
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  'x'.repeat(10_000),
  '🚀🔥 price',
  'שלום עולם',
  '     ',
  '!!!???...',
]

test('hostile input in the box never throws and is never inserted as HTML', async ({ page, consoleErrors }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  for (const q of HOSTILE) {
    await box(page).click()
    await box(page).fill(q)
    if (q.trim()) await expect(list(page).or(noResults(page))).toBeVisible()
    else await expect(list(page)).toBeHidden()
    if (!/[\p{L}\p{N}]/u.test(q) && q.trim()) await expect(noResults(page)).toBeVisible()
    await expect(page.locator('[role="search"] img, [role="search"] script')).toHaveCount(0)
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('q and _highlight from the URL are plain text', async ({ page, consoleErrors }) => {
  const evil = '<img src=x onerror="window.__pwned=1">'
  await page.goto(`/search/?q=${encodeURIComponent(evil)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${evil}"`)
  await expect(page.getByLabel('Search query')).toHaveValue(evil)
  await expect(page.locator('main img')).toHaveCount(0)
  await page.goto(`/docs/intro/?_highlight=${encodeURIComponent(evil)}&_highlight=%3Cscript%3E&_highlight=.*&_highlight=%E0%A4%A`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform overview')
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('the not-found page offers a search box', async ({ page }) => {
  await page.goto('/docs/no-such-page/')
  await hydrated(page)
  const input = page.getByRole('main').getByRole('combobox', { name: 'Search the docs' })
  await input.fill('kafka')
  await expect(page.getByRole('main').getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('option', { name: 'See all results within "Docs"' })).toBeVisible()
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the mobile menu has a search box that suggests too', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' })
    const input = dialog.getByRole('combobox', { name: 'Search the docs' })
    await input.fill('kafka')
    await expect(dialog.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()
    // Escape closes the suggestions first, not the menu.
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('listbox')).toBeHidden()
    await expect(dialog).toBeVisible()
  })
})

test('Tab reaches the scrolling suggestion panel without closing it; Escape returns to the box', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await typeQuery(page, 'transfers')
  await expect(list(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(list(page)).toBeVisible()
  await expect(box(page)).not.toBeFocused()
  await page.keyboard.press('Escape')
  await expect(box(page)).toBeFocused()
  await expect(list(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list(page)).toBeHidden()
})

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`open suggestion list (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/docs/intro/')
      await hydrated(page)
      await typeQuery(page, 'transfers')
      await expect(list(page)).toBeVisible()
      await page.keyboard.press('ArrowDown')
      const results = await new AxeBuilder({ page }).include('[role="search"]').analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
    })
    test(`results page (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/search/?q=transfers')
      // The first test of a worker loads the index cold; on a loaded 2-core machine that took over 7 s twice.
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible({ timeout: 15_000 })
      const results = await new AxeBuilder({ page }).analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
    })
  }
})
