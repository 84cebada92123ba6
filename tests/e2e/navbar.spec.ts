/**
 * Spec 2.2 "Other navbar capabilities", spec 3 (navbar item, docs version,
 * locale), spec 4 (preferred docs version) and spec 8 (a broken navbar item).
 * The live navbar shows spec 2.2's items only, so the dropdowns, a broken item,
 * two locales and hide-on-scroll are exercised on the navbar fixture: the
 * site's Layout with that configuration, bundled outside the build by the
 * global setup and served to the test's page only (tests/e2e/navbar-fixture/).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, blockStorage } from './fixtures'
import { NAVBAR_FIXTURE as FIXTURE } from './navbar-fixture/config'
import { serveFixtures } from './navbar-fixture/route'

const KEY = 'docs-preferred-version-default'
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY)

async function openFixture(page: Page) {
  await serveFixtures(page)
  const res = await page.goto(FIXTURE)
  expect(res?.status(), 'the navbar fixture is bundled by the global setup (tests/e2e/global-setup.ts)').toBe(200)
  await hydrated(page)
}

async function axeOn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('navbar item model', () => {
  test('the live navbar renders from one list: right side is Access API, search, colour toggle', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const order = await nav(page).evaluate((el) => {
      const found = [
        ['Access API', el.querySelector('a[href^="https://ide."]')],
        ['search', el.querySelector('[role="search"]')],
        ['colour', el.querySelector('button[aria-label*="Switch between"]')],
      ] as const
      return found
        .filter(([, n]) => n)
        .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([name]) => name)
    })
    expect(order).toEqual(['Access API', 'search', 'colour'])
    // Spec 2.2: no dropdowns on the live site; one locale means no locale dropdown.
    await expect(nav(page).locator('[aria-haspopup="true"]')).toHaveCount(0)
  })

  test('a broken item shows the navbar item error in its place; the rest of the navbar stays', async ({ page }) => {
    await openFixture(page)
    const errors = nav(page).getByRole('alert')
    await expect(errors).toHaveCount(2)
    await expect(errors.first()).toContainText('A theme navbar item failed to render. Please double-check the following navbar item')
    await expect(errors.first()).toContainText('type "nonsense" is unknown')
    await expect(errors.nth(1)).toContainText('no link target')
    await expect(nav(page).getByRole('link', { name: 'V2 Docs' })).toBeVisible()
    await expect(nav(page).getByRole('button', { name: 'Products' })).toBeVisible()
    await expect(nav(page).getByRole('button', { name: /Switch between dark, light and system mode/ })).toBeVisible()
  })
})

test.describe('docs version dropdown', () => {
  test('menu button keyboard pattern, the external V1 entry, and axe on the open menu', async ({ page }) => {
    await openFixture(page)
    const button = nav(page).getByRole('button', { name: 'Next' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = nav(page).getByRole('menu', { name: 'Next' })
    await expect(menu.getByRole('menuitem')).toHaveCount(2)
    const next = menu.getByRole('menuitem', { name: 'Next' })
    const v1 = menu.getByRole('menuitem', { name: /^V1 Docs/ })
    await expect(next).toBeFocused()
    await expect(next).toHaveAttribute('href', '/docs/intro/')
    await expect(v1).toHaveAttribute('href', /\/v1\/$/)
    await expect(v1).toHaveAttribute('target', '_blank')
    await axeOn(page, 'nav[aria-label="Main"]')
    await page.keyboard.press('ArrowDown')
    await expect(v1).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(next).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(v1).toBeFocused()
    await page.keyboard.press('Home')
    await expect(next).toBeFocused()
    await page.keyboard.press('End')
    await expect(v1).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(v1).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press(' ')
    await expect(next).toBeFocused()
  })

  test('choosing a version stores it and goes to its docs', async ({ page }) => {
    await openFixture(page)
    expect(await stored(page)).toBeNull()
    await nav(page).getByRole('button', { name: 'Next' }).click()
    await nav(page).getByRole('menuitem', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/docs\/intro\/$/)
    expect(await stored(page)).toBe('current')
  })

  test('a visit to a versioned docs page remembers its version; other pages do not', async ({ page }) => {
    await page.goto('/blog/')
    await hydrated(page)
    expect(await stored(page)).toBeNull()
    await page.goto('/docs/intro/')
    await hydrated(page)
    await expect.poll(() => stored(page)).toBe('current')
  })

  test('blocked storage: the dropdown works, nothing is stored, one warning', async ({ page }) => {
    const warnings = await blockStorage(page, 'Browser storage is unavailable')
    await openFixture(page)
    await nav(page).getByRole('button', { name: 'Next' }).click()
    await nav(page).getByRole('menuitem', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/docs\/intro\/$/)
    await hydrated(page)
    expect(warnings).toHaveLength(1)
  })
})

test.describe('locale dropdown', () => {
  test('with one locale there is no dropdown, and <html lang dir> come from the locale', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(nav(page).getByRole('button', { name: 'English' })).toHaveCount(0)
  })

  test('with two locales it lists them, links to the same page in each, and passes axe', async ({ page }) => {
    await openFixture(page)
    const button = nav(page).getByRole('button', { name: 'English' })
    await button.focus()
    await page.keyboard.press(' ')
    const menu = nav(page).getByRole('menu', { name: 'English' })
    await expect(menu.getByRole('menuitem')).toHaveText(['English', 'العربية'])
    await expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('href', FIXTURE)
    const ar = menu.getByRole('menuitem', { name: 'العربية' })
    await expect(ar).toHaveAttribute('href', `/ar${FIXTURE}`)
    await expect(ar).toHaveAttribute('lang', 'ar')
    await axeOn(page, 'nav[aria-label="Main"]')
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
  })
})

test('a plain dropdown opens on click and closes on a click outside or Tab', async ({ page }) => {
  await openFixture(page)
  const button = nav(page).getByRole('button', { name: 'Products' })
  await button.click()
  const menu = nav(page).getByRole('menu', { name: 'Products' })
  await expect(menu.getByRole('menuitem', { name: 'Solana gRPC' })).toHaveAttribute('href', '/docs/grpc/solana/introduction/')
  await axeOn(page, 'nav[aria-label="Main"]')
  await page.getByText('Tall content to scroll.').click()
  await expect(menu).toBeHidden()
  await button.press('Enter')
  await expect(menu.getByRole('menuitem', { name: 'Solana gRPC' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
})

test.describe('hide on scroll', () => {
  const navTop = (page: Page) => nav(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
  const contentTop = (page: Page) => page.getByRole('heading', { name: 'Navbar fixture' }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

  test('on: hides scrolling down, returns scrolling up or when focus moves into it, without layout shift', async ({ page }) => {
    await openFixture(page)
    const before = await contentTop(page)
    await page.mouse.wheel(0, 800)
    await expect.poll(() => navTop(page)).toBeLessThanOrEqual(0)
    expect(await contentTop(page)).toBe(before)
    await page.mouse.wheel(0, -200)
    await expect.poll(() => navTop(page)).toBeGreaterThan(0)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => navTop(page)).toBeLessThanOrEqual(0)
    // Keyboard users: Shift+Tab from the content lands in the navbar, which comes back.
    await page.getByRole('link', { name: 'Bottom link' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => nav(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expect.poll(() => navTop(page)).toBeGreaterThan(0)
  })

  test('off (the live default): the navbar stays while scrolling down', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.waitForTimeout(400)
    expect(await navTop(page)).toBeGreaterThan(0)
    await expect(nav(page)).not.toHaveAttribute('data-hide-on-scroll', /.*/)
  })
})
