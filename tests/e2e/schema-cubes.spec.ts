/**
 * Spec section 2.6, schema and data cubes (issue 6, part D): the schema pages,
 * their /docs/evm/ aliases, the cube pages and the glossaries, as a reader
 * sees them.
 */
import { test, expect, hydrated, ownErrors } from './fixtures'

const EVM_PAGES: [slug: string, title: string][] = [
  ['arguments', 'EVM root arguments'],
  ['top', 'Top-level fields of the EVM root'],
  ['blocks', 'Blocks'],
  ['transactions', 'Transactions'],
  ['transfers', 'Transfers'],
  ['balances', 'Balances'],
  ['token-holders', 'Token holders'],
  ['dextrades', 'DEX trades'],
  ['calls', 'Calls'],
  ['events', 'Events'],
  ['miners', 'Miners and block rewards'],
  ['uncles', 'Uncles'],
]

test('the schema overview explains the levels and links the generated reference', async ({ page, consoleErrors }) => {
  await page.goto('/docs/schema/schema-intro/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'How the schema is organised' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dimensions and metrics' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'GraphQL reference' })).toHaveAttribute('href', '/docs/graphql-reference/intro/')
  await expect(page.locator('pre').filter({ hasText: 'query DailyUsdtActivity' })).toBeVisible()
  expect(ownErrors(consoleErrors)).toEqual([])
})

for (const [slug, title] of EVM_PAGES) {
  test(`/docs/evm/${slug}/ renders the schema page, unlisted, with a canonical link to it`, async ({ request }) => {
    const canonical = `/docs/schema/evm/${slug}/`
    const [main, alias] = await Promise.all([request.get(canonical), request.get(`/docs/evm/${slug}/`)])
    expect(main.status()).toBe(200)
    expect(alias.status()).toBe(200)
    const html = await alias.text()
    expect(html).toContain(`>${title}<`)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}"`))
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })
}

test('the EVM cube category lists every schema page', async ({ page }) => {
  await page.goto('/docs/category/evm-cube/')
  const main = page.getByRole('main')
  for (const [slug] of EVM_PAGES) await expect(main.locator(`a[href="/docs/schema/evm/${slug}/"]`).first()).toBeVisible()
})

test('the understanding-cubes category lists the eight cube pages', async ({ page }) => {
  await page.goto('/docs/category/understanding-cubes/')
  const main = page.getByRole('main')
  for (const slug of ['EVM', 'transfers-cube', 'transaction-cube', 'balance-updates-cube', 'dextrades', 'dextradesbyTokens', 'dextrades-dextradesbyTokens', 'solana']) {
    await expect(main.locator(`a[href="/docs/cubes/${slug}/"]`).first()).toBeVisible()
  }
})

test('the candle page shows its query, an illustrative response and the one-swap-two-rows table', async ({ page }) => {
  await page.goto('/docs/cubes/dextradesbyTokens/')
  await expect(page.getByRole('heading', { level: 1, name: 'DEXTradeByTokens cube' })).toBeVisible()
  await expect(page.locator('pre').filter({ hasText: 'query WethUsdtCandles' })).toBeVisible()
  await expect(page.getByText('Response (illustrative)').first()).toBeVisible()
  await expect(page.getByRole('table').first()).toContainText('Trade.Side.Type')
})

test('the Solana cube page links forward to the gRPC streams', async ({ page }) => {
  await page.goto('/docs/cubes/solana/')
  await expect(page.getByRole('heading', { level: 1, name: 'Solana cubes' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'gRPC streams' }).first()).toHaveAttribute('href', '/docs/category/grpc-streams/')
})

test('the glossaries define their terms in tables', async ({ page }) => {
  await page.goto('/docs/glossary/solana/')
  await expect(page.getByRole('heading', { level: 1, name: 'Solana glossary' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Slot / })).toContainText(/\d+ ms since/)
  await page.goto('/docs/glossary/EVM/')
  await expect(page.getByRole('heading', { level: 1, name: 'EVM glossary' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Base fee / })).toContainText('EIP-1559')
})

test('schema pages stay readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/docs/schema/evm/transfers/')
  await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
