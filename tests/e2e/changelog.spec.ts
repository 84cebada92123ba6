/** The API changelog: its index, a release page, the reference's marks and links, the feeds, and accessibility in both themes. */
import AxeBuilder from '@axe-core/playwright'
import { test, expect, hydrated } from './fixtures'

const RELEASE = '/docs/changelog/2026-08-20/'

test('the index lists every release, newest first, with counts and feeds', async ({ page }) => {
  await page.goto('/docs/changelog/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changelog')
  const releases = page.getByRole('list', { name: 'Releases, newest first' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(releases).toHaveCount(2)
  await expect(releases.nth(0).getByRole('heading', { level: 2 })).toContainText('USD values')
  await expect(releases.nth(0)).toContainText('2026-08-20')
  await expect(releases.nth(0).getByRole('list', { name: 'Changes by level' })).toContainText('0 breaking')
  await expect(releases.nth(1)).toContainText('the baseline')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/docs/changelog/rss.xml')
  // The reference navigation leads here.
  await expect(page.getByRole('complementary', { name: 'GraphQL reference navigation' }).getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page')
})

test('a release page lists its changes as sentences linked to the reference, with the guides that use them', async ({ page }) => {
  await page.goto(RELEASE)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: /^Dangerous changes \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Safe changes \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Roots documented for the first time' })).toBeVisible()
  // evm_network has several changes: they are listed under the enum's own link.
  // The page holds ~800 list items, so the groups are found with native CSS
  // (:has, attribute selectors) rather than Playwright's text and role filters,
  // which take seconds each on a page this size.
  const ENUM = '/docs/graphql-reference/enums/evm-network/'
  const enumGroup = page.locator(`li:has(> a[href="${ENUM}"]):has(> ul li)`)
  await expect(enumGroup).toHaveCount(1)
  await expect(enumGroup.locator('> a')).toHaveText('evm_network')
  const network = enumGroup.locator(`> ul > li:has(a[href="${ENUM}#value-base"])`)
  await expect(network).toHaveCount(1)
  await expect(network.locator('> span').first()).toHaveText('New value base in the enum evm_network.')
  const link = network.locator(`a[href="${ENUM}#value-base"]`)
  await expect(link).toHaveText('evm_network')
  // A member a guide's examples use lists the guide.
  await expect(page.getByText(/^Used in /).first()).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/docs\/graphql-reference\/enums\/evm-network\/#value-base$/)
  const row = page.locator('#value-base')
  await expect(row.getByRole('link', { name: 'Added 2026-08-20' })).toHaveAttribute('href', RELEASE)
})

test('a type added in a release says so on its reference page, and the mark leads back', async ({ page }) => {
  await page.goto('/docs/graphql-reference/objects/evm-balance-cube/')
  await hydrated(page)
  await page.locator('.ref-added-note').getByRole('link', { name: 'Added 2026-08-20' }).click()
  await expect(page).toHaveURL(new RegExp(`${RELEASE}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('USD values')
})

test('a blog post that announces a schema change links the release covering its date; others do not', async ({ page }) => {
  await page.goto('/blog/usd-price/')
  await hydrated(page)
  const note = page.getByRole('complementary', { name: 'In the API changelog' })
  await expect(note).toContainText('published between the schema snapshots of 2023-10-23 and 2026-08-20')
  await expect(note.getByRole('link', { name: 'the release of 2026-08-20' })).toHaveAttribute('href', RELEASE)
  await page.goto('/blog/documentation-started/')
  await hydrated(page)
  await expect(page.getByRole('complementary', { name: 'In the API changelog' })).toHaveCount(0)
})

for (const [kind, path, item] of [
  ['RSS', '/docs/changelog/rss.xml', 'item'],
  ['Atom', '/docs/changelog/atom.xml', 'entry'],
] as const) {
  test(`the ${kind} feed parses as XML and has one entry per release`, async ({ page, request }) => {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    const xml = await res.text()
    await page.goto('/docs/changelog/')
    const parsed = await page.evaluate(
      ([text, tag]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const items = [...doc.getElementsByTagName(tag)]
        return { error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null, root: doc.documentElement.nodeName, titles: items.map((i) => i.getElementsByTagName('title')[0]?.textContent ?? '') }
      },
      [xml, item] as const,
    )
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe(kind === 'RSS' ? 'rss' : 'feed')
    expect(parsed.titles).toHaveLength(2)
    expect(parsed.titles[0]).toMatch(/^2026-08-20: /)
  })
}

test('the twin of a release is Markdown with the same changes', async ({ request }) => {
  const res = await request.get(`${RELEASE}index.md`)
  expect(res.status()).toBe(200)
  const md = await res.text()
  expect(md).toMatch(/^> Part of Chainstrata Docs: every page is listed at \S+\/llms\.txt\.\n\n# USD values/)
  expect(md).toContain('## Dangerous changes (')
  expect(md).toContain('New value `base` in the enum [`evm_network`](')
  const llms = await (await request.get('/llms.txt')).text()
  expect(llms).toContain('## API changelog')
  expect(llms).toContain(`/docs/changelog/2026-08-20/index.md`)
})

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/docs/changelog/', RELEASE]) {
    test(`axe: ${path} (${scheme})`, async ({ page }) => {
      // axe checks colour contrast node by node; the release page (~800 list
      // items) takes ~40 s alone on two cores, so it gets room for a loaded CI.
      test.setTimeout(path === RELEASE ? 150_000 : 60_000)
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([])
    })
  }
}
