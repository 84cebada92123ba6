/**
 * Figures drawn at build time (issue 43), on the contribution guidelines'
 * own examples (a D2 sequence diagram and a Vega-Lite plot): they follow the
 * colour toggle without a reload, keep their size at 390 px (the drawing
 * scrolls, its text does not shrink), load no script, and pass axe in both
 * themes at both widths.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, LOCAL } from './fixtures'

const PAGE = '/docs/contribution-guidelines/'
const toggle = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark, light and system mode/ })
const diagram = (page: Page) => page.locator('figure[data-figure="d2"]').first()
const plot = (page: Page) => page.locator('figure[data-figure="vega-lite"]').first()

/** The computed stroke of the diagram's first arrow and the fill of its first label, and the page's own colours. */
const colours = (page: Page) =>
  diagram(page).evaluate((fig) => {
    const css = getComputedStyle(document.documentElement)
    const arrow = fig.querySelector('path.connection') as SVGElement
    const label = fig.querySelector('text.fill-N1') as SVGElement
    const probe = (value: string) => {
      const el = document.createElement('span')
      el.style.color = value
      document.body.append(el)
      const c = getComputedStyle(el).color
      el.remove()
      return c
    }
    return {
      arrow: getComputedStyle(arrow).stroke,
      label: getComputedStyle(label).fill,
      primary: probe(css.getPropertyValue('--c-primary').trim()),
      text: probe(css.getPropertyValue('--c-text').trim()),
      muted: probe(css.getPropertyValue('--c-text-muted').trim()),
    }
  })

test('a diagram and a plot render as SVG with their caption and text alternative, and no script', async ({ page }) => {
  const scripts = new Set<string>()
  // The site's own scripts (the third-party ones load when the browser is idle, on either page).
  page.on('request', (r) => r.resourceType() === 'script' && LOCAL.test(r.url()) && scripts.add(new URL(r.url()).pathname))
  // The scripts of a doc page without figures, then those of the page with them: figures add none.
  await page.goto('/docs/intro/')
  await hydrated(page)
  const without = new Set(scripts)
  scripts.clear()
  await page.goto(PAGE)
  await hydrated(page)
  for (const fig of [diagram(page), plot(page)]) {
    await expect(fig.locator('svg').first()).toBeVisible()
    await expect(fig.getByRole('img')).toHaveAttribute('aria-label', /.{40,}/)
    await expect(fig.locator('figcaption')).not.toBeEmpty()
    // Nothing of the figure runs: no inline handler, no style attribute the policy would block, no script element.
    expect(await fig.evaluate((f) => f.querySelectorAll('script, [style], foreignObject').length)).toBe(0)
    expect(await fig.evaluate((f) => [...f.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on'))))).toBe(false)
  }
  await expect(diagram(page).getByRole('img')).toHaveAttribute('aria-label', /connection_init/)
  expect([...scripts].filter((u) => !without.has(u))).toEqual([])
})

test('a figure follows the colour toggle without reloading', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(PAGE)
  await hydrated(page)
  await toggle(page).click()
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light')
  const light = await colours(page)
  expect(light.arrow).toBe(light.primary)
  expect(light.label).toBe(light.text)
  await toggle(page).click()
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark')
  const dark = await colours(page)
  expect(dark.arrow).toBe(dark.primary)
  expect(dark.arrow).not.toBe(light.arrow)
  expect(dark.label).not.toBe(light.label)
})

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`figures at ${width} px in ${scheme}: full size, readable, axe passes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(PAGE)
      await hydrated(page)
      for (const fig of [diagram(page), plot(page)]) {
        await fig.scrollIntoViewIfNeeded()
        const size = await fig.evaluate((f) => {
          const svg = f.querySelector('svg') as SVGSVGElement
          const canvas = svg.parentElement?.parentElement as HTMLElement
          const text = f.querySelector('text') as SVGTextElement
          return {
            drawn: svg.getBoundingClientRect().width,
            own: Number(svg.getAttribute('width')),
            scrolls: canvas.scrollWidth > canvas.clientWidth,
            fits: canvas.scrollWidth <= canvas.clientWidth + 1,
            textPx: text.getBoundingClientRect().height,
            figureWidth: f.getBoundingClientRect().width,
          }
        })
        // Drawn at its own size: never shrunk to the column, so its text keeps its size.
        expect(Math.abs(size.drawn - size.own)).toBeLessThanOrEqual(1)
        expect(size.textPx).toBeGreaterThanOrEqual(10)
        // Wider than the screen: the drawing scrolls inside its frame, the page itself does not.
        expect(size.figureWidth).toBeLessThanOrEqual(width)
        if (size.own > size.figureWidth) expect(size.scrolls).toBe(true)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
      const results = await new AxeBuilder({ page }).include('figure[data-figure]').analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
    })
  }
}
