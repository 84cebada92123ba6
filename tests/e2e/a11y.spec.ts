/** Accessibility: axe on every page family, in both colour modes; no serious or critical violations. */
import AxeBuilder from '@axe-core/playwright'
import { test, expect, hydrated } from './fixtures'

const pages = [
  ['home', '/'],
  ['doc', '/docs/intro/'],
  ['doc with components', '/docs/contribution-guidelines/'],
  ['category index', '/docs/category/building-queries/'],
  ['empty category index', '/docs/category/opbnb/'],
  ['docs tags', '/docs/tags/'],
  ['docs tag', '/docs/tags/overview/'],
  ['docs index', '/docs/'],
  ['MDX page', '/markdown-page/'],
  ['blog list', '/blog/'],
  ['blog list page 2', '/blog/page/2/'],
  ['blog post', '/blog/added-dex-trades-by-tokens-intervals/'],
  ['blog archive', '/blog/archive/'],
  ['blog authors', '/blog/authors/'],
  ['blog author posts', '/blog/authors/data-engineering/'],
  ['blog tags', '/blog/tags/'],
  ['blog tag posts', '/blog/tags/metrics/'],
  ['not found', '/no-such-page/'],
  ['reference intro', '/docs/graphql-reference/intro/'],
  ['reference object', '/docs/graphql-reference/objects/evm-dextrade-fields-trade-buy/'],
]

for (const scheme of ['light', 'dark'] as const) {
  for (const [family, path] of pages) {
    test(`${family} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([])
    })
  }
  test(`mobile menu open (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/docs/intro/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    // The menu is an island: its code loads on this first click, then the menu opens.
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => v.id)).toEqual([])
  })
}
