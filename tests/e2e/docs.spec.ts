/** Spec 2.5 and 2.6: docs pages, sidebar, category indexes, tags and MDX components. */
import { test, expect, hydrated } from './fixtures'
import { platformValue } from '../../src/lib/platformData'

test('a doc page shows title, breadcrumbs, toc, anchors, tags, edit link, last update and pagination', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform overview')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toHaveText('Docs › Platform overview')
  const toc = page.getByRole('navigation', { name: 'On this page' })
  await expect(toc.getByRole('link')).toHaveText(['What you can build', 'Ways to read the data', 'How a query looks', 'Chains', 'Access and limits', 'Next steps'])
  await expect(page.getByRole('link', { name: 'Direct link to Ways to read the data' })).toHaveAttribute('href', '#ways-to-read-the-data')
  await expect(page.getByRole('link', { name: 'Overview', exact: true }).and(page.locator('[rel="tag"]'))).toHaveAttribute('href', '/docs/tags/overview/')
  await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', /\/edit\/main\/content\/docs\/intro\.mdx$/)
  await expect(page.getByText(/^Last updated on/)).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Docs pages' })
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/docs/api-comparison/')
})

test('the table of contents highlights the section being read', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  await page.locator('#chains').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, document.getElementById('chains')!.getBoundingClientRect().top - 80))
  await expect(toc.getByRole('link', { name: 'Chains' })).toHaveAttribute('aria-current', 'location')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(toc.getByRole('link', { name: 'What you can build' })).toHaveAttribute('aria-current', 'location')
})

test.describe('mobile table of contents', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('is a collapsible "On this page" button', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'On this page' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Chains' }).click()
    await expect(page).toHaveURL(/#chains$/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the sidebar marks the current page, expands active categories and never auto-collapses', async ({ page }) => {
  await page.goto('/docs/category/capabilities/')
  await hydrated(page)
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).first()
  await expect(sidebar.getByRole('link', { name: 'Capabilities' })).toHaveAttribute('aria-current', 'page')
  // The parent category is active and expanded.
  await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Building queries'" })).toHaveAttribute('aria-expanded', 'true')
  // Open another category: the first one stays open.
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Kafka streams'" }).click()
  await expect(sidebar.getByRole('link', { name: 'Protobuf' })).toBeVisible()
  await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Building queries'" })).toBeVisible()
  // Collapse by hand.
  await sidebar.getByRole('button', { name: "Collapse sidebar category 'Kafka streams'" }).click()
  await expect(sidebar.getByRole('link', { name: 'Protobuf' })).toBeHidden()
})

test('the active sidebar item is scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/docs/category/api-blog/')
  await hydrated(page)
  const active = page.getByRole('navigation', { name: 'Docs sidebar' }).first().locator('[aria-current="page"]')
  await expect(active).toBeInViewport()
})

test('unlisted docs render but stay out of the sidebar', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).first().getByRole('link', { name: 'Contribution guidelines' })).toHaveCount(0)
  await page.goto('/docs/contribution-guidelines/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contribution guidelines')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
})

test('a generated category index lists its items as cards', async ({ page }) => {
  await page.goto('/docs/category/building-queries/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building queries')
  await expect(page.getByText('The query grammar shared by every cube')).toBeVisible()
  const cards = page.locator('main ul li a')
  await expect(cards.filter({ hasText: 'Capabilities' })).toHaveAttribute('href', '/docs/category/capabilities/')
  await expect(page.locator('main ul li a[href="/docs/category/metrics/"]')).toContainText('Aggregate rows into numbers')
})

// Every category has pages now; the empty state is tested with the component (src/docs/components/CategoryItems.test.tsx).
test('a category of a tutorial series shows its description and lists its parts in order', async ({ page }) => {
  await page.goto('/docs/category/wash-trading-detector/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wash-trading detector')
  await expect(page.getByText('Detect wash trading')).toBeVisible()
  await expect(page.getByText('No guides are published in this section yet.')).toHaveCount(0)
  await expect(page.locator('main').getByRole('link', { name: /overview/i }).first()).toBeVisible()
})

test('docs tag pages list tags and their docs', async ({ page }) => {
  await page.goto('/docs/tags/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags')
  await page.locator('main').getByRole('link', { name: /Overview/ }).click()
  await expect(page).toHaveURL(/\/docs\/tags\/overview\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(One page|\d+ pages) tagged with "Overview"$/)
  await expect(page.getByRole('link', { name: /Platform overview/ })).toHaveAttribute('href', '/docs/intro/')
})

test('the docs index maps every top-level section', async ({ page }) => {
  await page.goto('/docs/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation')
  for (const name of ['Getting started', 'Building queries', 'Kafka streams', 'How-to guides']) {
    await expect(page.locator('main').getByRole('link', { name: new RegExp(name) })).toBeVisible()
  }
})

test('code blocks: title, language label, highlighted lines, copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/docs/contribution-guidelines/')
  await hydrated(page)
  const block = page.locator('.code-block', { hasText: 'client.js' })
  await expect(block.locator('.code-block__title')).toHaveText('client.js')
  await expect(block.locator('.code-block__lang')).toHaveText('JavaScript')
  await expect(block.locator('.token-line.highlighted')).toHaveCount(2)
  await expect(block).not.toContainText('highlight-next-line')
  await block.getByRole('button', { name: /Copy JavaScript code/ }).click()
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe('const endpoint = process.env.CHAINSTRATA_ENDPOINT\nconst token = process.env.CHAINSTRATA_TOKEN')
})

test('admonitions, tabs and details work', async ({ page }) => {
  await page.goto('/docs/contribution-guidelines/')
  await hydrated(page)
  await expect(page.locator('[data-admonition="info"]')).toContainText('Optional title')
  await expect(page.locator('[data-admonition="warning"]')).toContainText('Never paste a real access token')
  const tabs = page.getByRole('tablist')
  await expect(tabs.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('fetch(endpoint')
  await tabs.getByRole('tab', { name: 'JavaScript' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Python' })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('requests.post')
  // The choice of a tab group is remembered.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  const details = page.locator('details', { hasText: 'Show the example response' })
  await expect(details.locator('pre')).toBeHidden()
  await details.locator('summary').click()
  await expect(details.locator('pre')).toBeVisible()
})

test('the standalone MDX page renders without a sidebar', async ({ page }) => {
  await page.goto('/markdown-page/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to read these docs')
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0)
  await expect(page.locator('.code-block .token-line.highlighted')).toHaveCount(1)
})

test.describe('building queries and metrics pages (issue 6, part B)', () => {
  test('a reader goes from filters to metrics to count through the next-step links', async ({ page }) => {
    await page.goto('/docs/graphql/filters/')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filters')
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText('Docs › Building queries › Filters')
    const example = page.locator('.code-block', { hasText: 'Large stablecoin transfers in one day' })
    await expect(example.locator('.code-block__lang')).toHaveText('GraphQL')
    await expect(example).toContainText('SmartContract: { in: $tokens }')
    const article = page.locator('article')
    await article.getByRole('link', { name: 'Metrics', exact: true }).click()
    await expect(page).toHaveURL(/\/docs\/graphql\/metrics\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metrics')
    await expect(page.locator('article table').first()).toContainText('Number of distinct values of one or more fields')
    await article.getByRole('link', { name: 'count', exact: true }).first().click()
    await expect(page).toHaveURL(/\/docs\/graphql\/metrics\/count\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('count')
  })

  test('the building-queries sidebar lists the query grammar pages in reading order', async ({ page }) => {
    await page.goto('/docs/graphql/query/')
    await hydrated(page)
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).first()
    const names = ['Query structure', 'Filters', 'Sorting', 'Limits', 'Dates and times', 'Combined queries', 'Calculations', 'Optimizing queries', 'Postman']
    const links = sidebar.getByRole('link').filter({ hasText: new RegExp(`^(${names.join('|')})$`) })
    await expect(links).toHaveText(names)
    await expect(sidebar.getByRole('link', { name: 'Query structure' })).toHaveAttribute('aria-current', 'page')
  })

  test('the calculations page offers the script in JavaScript and Python', async ({ page }) => {
    await page.goto('/docs/graphql/calculations/')
    await hydrated(page)
    const tabs = page.getByRole('tablist')
    await tabs.getByRole('tab', { name: 'JavaScript' }).click()
    await expect(page.getByRole('tabpanel')).toContainText("fetch('https://streaming.chainstrata.example/graphql'")
    await tabs.getByRole('tab', { name: 'Python' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('requests.post(')
    await expect(page.getByRole('tabpanel')).toContainText('Decimal(row["quoteVolume"])')
  })

  test('platform values render inline, also in tables', async ({ page }) => {
    await page.goto('/docs/graphql/limits/')
    const row = page.locator('article table tr', { hasText: 'Largest limit.count' })
    await expect(row).toContainText(platformValue('limits.maxRows')!)
    await expect(page.locator('article')).not.toContainText(':data[')
  })
})
