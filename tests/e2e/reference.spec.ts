/** Spec section 2.7 (and 9 for the sitemap): the generated GraphQL schema reference. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test, expect, hydrated, ownErrors, LOCAL } from './fixtures'

const CUBE = '/docs/graphql-reference/objects/evm-dextrade-cube/'
const INTRO = '/docs/graphql-reference/intro/'

function referenceRows(file: string): string[] {
  return readFileSync(path.resolve(__dirname, '../../inventory', file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'))
    .filter((r) => r[2] === 'reference')
    .map((r) => r[0])
}

for (const file of ['routes.tsv', 'optional-routes.tsv']) {
  test(`every reference route of ${file} serves a reference page`, async ({ request }) => {
    test.setTimeout(120_000)
    const routes = referenceRows(file)
    expect(routes.length).toBeGreaterThan(200)
    const missing: string[] = []
    for (const route of routes) {
      const res = await request.get(route)
      const html = res.status() === 200 ? await res.text() : ''
      if (!/<h1[^>]*>[^<]+/.test(html) || !html.includes('aria-label="GraphQL reference"')) missing.push(`${route} (${res.status()})`)
    }
    expect(missing).toEqual([])
  })
}

test('the intro explains the reference and its example opens in the IDE', async ({ page, consoleErrors }) => {
  await page.goto(INTRO)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'GraphQL reference' })).toBeVisible()
  for (const h of ['How the reference is organised', 'How to read a cube', 'Where to go next']) await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible()
  const ide = page.getByRole('link', { name: 'Open in IDE: Latest WETH buys (new tab)' })
  await expect(ide).toBeVisible()
  await expect(ide).toHaveAttribute('rel', 'noopener')
  const href = (await ide.getAttribute('href')) ?? ''
  const url = new URL(href)
  expect(url.origin).toBe('https://ide.chainstrata.example')
  expect(url.searchParams.get('query')).toContain('query LatestWethBuys($network: evm_network = eth)')
  await expect(page.getByRole('button', { name: 'Copy GraphQL code to clipboard' }).first()).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'EVM_DEXTrade_Cube' }).first().click()
  await expect(page).toHaveURL(CUBE)
  await expect(page.getByRole('heading', { level: 1, name: 'EVM_DEXTrade_Cube' })).toBeVisible()
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('a cube page shows kind, signature, fields with linked types and defaults, references and breadcrumbs', async ({ page }) => {
  await page.goto(CUBE)
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Object', { exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Docs › GraphQL reference › EVM › Objects › EVM_DEXTrade_Cube/)
  await expect(page.getByRole('region', { name: 'Signature' }).locator('pre')).toContainText('type EVM_DEXTrade_Cube {')
  await expect(page.getByRole('region', { name: 'Signature' }).locator('pre .token').first()).toBeVisible()
  const fields = page.getByRole('table', { name: 'Fields of EVM_DEXTrade_Cube' })
  const nakamoto = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'nakamoto' }) })
  await expect(nakamoto).toContainText('ratio: Float = 0.51')
  await nakamoto.getByRole('link', { name: 'EVM_DEXTrade_NumFields' }).click()
  await expect(page).toHaveURL('/docs/graphql-reference/enums/evm-dextrade-num-fields/')
  await expect(page.getByRole('heading', { level: 1, name: 'EVM_DEXTrade_NumFields' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Values of EVM_DEXTrade_NumFields' }).getByRole('rowheader', { name: 'Trade_Buy_Amount', exact: true })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('region', { name: 'Referenced by' }).getByRole('link', { name: 'EVM', exact: true })).toHaveAttribute('href', '/docs/graphql-reference/objects/evm/')
  await expect(page.getByRole('region', { name: 'Used in guides' })).toBeVisible()
})

test('root fields, enums, inputs, unions, scalars and directives render their members', async ({ page }) => {
  await page.goto('/docs/graphql-reference/queries/evm/')
  await expect(page.getByRole('heading', { level: 1, name: 'EVM' })).toBeVisible()
  const args = page.getByRole('table', { name: 'Arguments of EVM' })
  await expect(args.getByRole('row').filter({ hasText: 'mempool' })).toContainText('false')
  await expect(page.getByText(/Returns EVM\./)).toBeVisible()
  // /docs/intro/ queries EVM.Transfers in a checked example.
  await expect(page.getByRole('region', { name: 'Used in guides' }).getByRole('link', { name: 'Platform overview' })).toHaveAttribute('href', '/docs/intro/')
  await page.goto('/docs/graphql-reference/objects/evm-transfer-cube/')
  await expect(page.getByRole('region', { name: 'Used in guides' }).getByRole('link', { name: 'Platform overview' })).toBeVisible()
  await page.goto('/docs/graphql-reference/enums/evm-network/')
  await expect(page.getByRole('table', { name: 'Values of evm_network' }).getByRole('rowheader', { name: 'eth' })).toBeVisible()
  await page.goto('/docs/graphql-reference/inputs/olap-string/')
  await expect(page.getByRole('table', { name: 'Input fields of OLAP_String' }).getByRole('rowheader', { name: 'is' })).toBeVisible()
  await page.goto('/docs/graphql-reference/unions/evm-abi-value-union/')
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('link', { name: 'EVM_ABI_BigInt_Value_Arg' })).toHaveAttribute('href', '/docs/graphql-reference/objects/evm-abi-big-int-value-arg/')
  await page.goto('/docs/graphql-reference/scalars/date-time/')
  await expect(page.locator('pre')).toContainText('scalar DateTime')
  await page.goto('/docs/graphql-reference/directives/include/')
  await expect(page.getByRole('heading', { level: 1, name: '@include' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Locations' })).toContainText('FIELD')
})

test('the navigation marks the current page, filters the full list and navigates', async ({ page }) => {
  await page.goto(CUBE)
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'GraphQL reference' })
  await expect(nav.getByRole('link', { name: 'EVM_DEXTrade_Cube' })).toHaveAttribute('aria-current', 'page')
  // Each root has its own groups; exactly one Objects group (the current page's) is open.
  await expect(nav.getByRole('button', { name: /^Objects \d+ entries$/, expanded: true })).toHaveCount(1)
  // Only a window of the current group is in the page before the full list loads.
  expect(await nav.getByRole('link').count()).toBeLessThan(25)
  await nav.getByRole('searchbox', { name: 'Filter the reference' }).fill('transfer cube')
  await expect(nav.getByText(/\d+ (entry matches|entries match)/)).toBeVisible()
  // Plain anchors, upgraded to client-side navigation: the window object survives the click.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await nav.getByRole('link', { name: 'EVM_Transfer_Cube' }).click()
  await expect(page).toHaveURL('/docs/graphql-reference/objects/evm-transfer-cube/')
  await expect(page.getByRole('heading', { level: 1, name: 'EVM_Transfer_Cube' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await page.getByRole('table', { name: 'Fields of EVM_Transfer_Cube' }).getByRole('link', { name: 'EVM_Transfer_Fields_Block', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'EVM_Transfer_Fields_Block' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await nav.getByRole('searchbox', { name: 'Filter the reference' }).fill('no such type anywhere')
  await expect(nav.getByText('No entry matches "no such type anywhere".')).toBeVisible()
})

test('expanding another group loads the full list once', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    if (/reference-nav\.[0-9a-f]+\.json$/.test(r.url())) fetched.push(r.url())
  })
  await page.goto(CUBE)
  await hydrated(page)
  expect(fetched).toEqual([])
  const nav = page.getByRole('navigation', { name: 'GraphQL reference' })
  // Roots other than the current page's show only their name until opened (no fetch needed for that).
  await expect(nav.getByRole('button', { name: 'EVM', exact: true })).toHaveAttribute('aria-expanded', 'true')
  const shared = nav.getByRole('button', { name: 'Shared by all roots' })
  await expect(shared).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('button', { name: /^Scalars \d+ entries$/ })).toHaveCount(0)
  await shared.click()
  expect(fetched).toEqual([])
  await nav.getByRole('button', { name: /^Scalars \d+ entries$/ }).click()
  await expect(nav.getByRole('link', { name: 'DateTime' })).toBeVisible()
  await nav.getByRole('button', { name: /^Enums \d+ entries$/ }).first().click()
  await expect(nav.getByRole('link', { name: 'evm_network' })).toBeVisible()
  expect(fetched).toHaveLength(1)
})

test('a failed load of the full list says so and the page keeps working', async ({ page }) => {
  await page.route(/reference-nav\.[0-9a-f]+\.json$/, (r) => r.fulfill({ status: 500, body: 'oops' }))
  await page.goto(CUBE)
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'GraphQL reference' })
  await nav.getByRole('searchbox', { name: 'Filter the reference' }).fill('transfer')
  await expect(nav.getByRole('alert')).toContainText('could not be loaded (HTTP 500)')
  await expect(nav.getByRole('button', { name: 'Try again' })).toBeVisible()
  await nav.getByRole('searchbox', { name: 'Filter the reference' }).fill('')
  await nav.getByRole('link', { name: 'EVM_DEXTrade_Fields_Block', exact: true }).click()
  await expect(page).toHaveURL('/docs/graphql-reference/objects/evm-dextrade-fields-block/')
})

test('on a phone the navigation is a disclosure above the page, and its filter works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(CUBE)
  await hydrated(page)
  const toggle = page.getByRole('button', { name: 'Browse the reference' })
  const filter = page.getByRole('searchbox', { name: 'Filter the reference' })
  await expect(filter).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await filter.fill('uncle cube')
  await page.getByRole('link', { name: 'EVM_Uncle_Cube' }).click()
  await expect(page).toHaveURL('/docs/graphql-reference/objects/evm-uncle-cube/')
  await expect(page.getByRole('button', { name: 'Browse the reference' })).toHaveAttribute('aria-expanded', 'false')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

test('reference pages are indexable, out of the sitemap, and load only the boot module until the reader acts', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text()
  expect(xml).not.toContain('graphql-reference')
  const scriptsLoaded: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && LOCAL.test(r.url())) scriptsLoaded.push(new URL(r.url()).pathname)
  })
  await page.goto(CUBE)
  await hydrated(page)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  const scripts = async (p: string) => {
    const html = await (await request.get(p)).text()
    return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).sort()
  }
  // Every reference page names the same one script: the boot module. No template chunk, no framework.
  const a = await scripts(CUBE)
  expect(a).toEqual(await scripts('/docs/graphql-reference/enums/evm-network/'))
  expect(a).toHaveLength(1)
  expect(a[0]).toMatch(/^\/_cs\/boot-[A-Z0-9]+\.js$/)
  // Until the reader acts: the boot module and, when the browser is idle, the rest of the site's scripts (src/runtime/main.ts).
  expect(scriptsLoaded.every((s) => s.startsWith('/_cs/'))).toBe(true)
  expect(scriptsLoaded.some((s) => /component---|framework-|app-/.test(s))).toBe(false)
})

test('doc examples get the IDE link too', async ({ page }) => {
  await page.goto('/docs/intro/')
  const links = page.getByRole('link', { name: /^Open in IDE.*\(new tab\)$/ })
  expect(await links.count()).toBeGreaterThan(0)
  await expect(links.first()).toHaveAttribute('href', /^https:\/\/ide\.chainstrata\.example\/\?query=/)
})

test('the navigation scrolls its current entry into view on a short screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 520 })
  await page.goto('/docs/graphql-reference/inputs/olap-string/')
  await hydrated(page)
  const current = page.getByRole('navigation', { name: 'GraphQL reference' }).getByRole('link', { name: 'OLAP_String' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
