/** Spec 2.2: layout common to every page. */
import { test, expect, hydrated } from './fixtures'

test('skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
  await expect(page.locator('main#main-content')).toBeFocused()
})

test('navbar items come in the spec order with their targets', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const labels = (await nav.getByRole('link').allInnerTexts()).map((l) => l.replace(/\s*\(opens in a new tab\)/, '').trim())
  expect(labels).toEqual(['Chainstrata Docs', 'V1 Docs', 'V2 Docs', 'Book Demo', 'DEX Analytics', 'Solana gRPC', 'Newsletter', 'Crypto Price API 🚀', 'Access API'])
  await expect(nav.getByRole('link', { name: /^V1 Docs/ })).toHaveAttribute('href', /\/v1\/$/)
  await expect(nav.getByRole('link', { name: 'V2 Docs' })).toHaveAttribute('href', '/docs/intro/')
  await expect(nav.getByRole('link', { name: 'Solana gRPC' })).toHaveAttribute('href', '/docs/grpc/solana/introduction/')
  await expect(nav.getByRole('link', { name: 'Crypto Price API 🚀' })).toHaveAttribute('href', '/docs/trading/crypto-price-api/introduction/')
  // External items open in a new tab and say so.
  const v1 = nav.getByRole('link', { name: /^V1 Docs/ })
  await expect(v1).toHaveAttribute('target', '_blank')
  await expect(v1).toHaveAttribute('rel', /noopener/)
  // "V2 Docs" is highlighted on every page.
  const v2 = nav.getByRole('link', { name: 'V2 Docs' })
  const bg = await v2.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(bg).not.toBe('rgba(0, 0, 0, 0)')
  // Right side: Access API (primary), colour toggle.
  const access = nav.getByRole('link', { name: 'Access API' })
  await expect(access).toHaveAttribute('href', /^https:\/\/ide\./)
  const accessBg = await access.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(accessBg).not.toBe('rgba(0, 0, 0, 0)')
  await expect(nav.getByRole('button', { name: /Switch between dark, light and system mode/ })).toBeVisible()
})

test('the logo has light and dark variants that follow the colour mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const brand = page.getByRole('link', { name: 'Chainstrata Docs' }).first()
  await expect(brand.locator('img.themed-light')).toBeVisible()
  await expect(brand.locator('img.themed-dark')).toBeHidden()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(brand.locator('img.themed-dark')).toBeVisible()
  await expect(brand.locator('img.themed-light')).toBeHidden()
})

test('footer has the three columns, external icons and the copyright line', async ({ page }) => {
  await page.goto('/docs/intro/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading')).toHaveText(['Links', 'Community', 'More'])
  for (const name of ['Website', 'V1 Docs', 'V2 Docs', 'Chat channel', 'Social', 'Forum', 'Code host', 'Blog']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await expect(footer.getByRole('link', { name: /^Forum/ }).locator('svg.external-icon')).toHaveCount(1)
  await expect(footer.getByRole('link', { name: 'V2 Docs' }).locator('svg')).toHaveCount(0)
  // Spec 2.2: "©2025 {company}", built with the site generator; the year does not follow the clock.
  await expect(footer).toContainText('©2025 Chainstrata Labs. Built with Gatsby.')
})

test.describe('announcement bar', () => {
  test('closes, stays closed, and comes back for a new announcement id', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const bar = page.getByRole('region', { name: 'Announcement' })
    await expect(bar).toBeVisible()
    await bar.getByRole('button', { name: 'Close announcement' }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden()
    // A stored id of an older announcement resets the dismissal.
    await page.evaluate(() => localStorage.setItem('chainstrata.announcement.id', 'an-older-announcement'))
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible()
  })

  test('honours the legacy misspelt id key', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('chainstrata.annoucement.id', 'crypto-price-api-2025')
        localStorage.setItem('chainstrata.announcement.dismiss', 'true')
      }
    })
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('chainstrata.announcement.id'))).toBe('crypto-price-api-2025')
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu holds the docs sidebar, a back button and the navbar items', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await expect(page.getByRole('link', { name: 'Book Demo' })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('button', { name: '← Back to main menu' }).click()
    for (const name of ['V2 Docs', 'Book Demo', 'Solana gRPC', 'Newsletter', 'Access API']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    await menu.getByRole('button', { name: 'Docs menu →' }).click()
    await expect(menu.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
  })

  test('Escape and the close button close the menu; focus stays inside while open', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Open navigation menu' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await page.getByRole('button', { name: 'Close navigation menu' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the menu closes on navigation', async ({ page }) => {
    await page.goto('/docs/intro/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    await menu.getByRole('link', { name: 'Getting started' }).click()
    await expect(page).toHaveURL(/\/docs\/category\/start\/$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
