/**
 * Issue 41: reading pages carry no framework runtime. The boot module, the
 * router that replaced Gatsby's (spec 2.10, 4, 7) and the islands that load a
 * component runtime only on the reader's first action.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, LOCAL } from './fixtures'

type W = { ___chainstrata: { navigate: (to: string) => Promise<void> }; dataLayer?: unknown[][]; __same?: boolean }
const navigate = (page: Page, to: string) => page.evaluate((t) => (window as unknown as W).___chainstrata.navigate(t), to)
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as W).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((a) => a[0] === 'event' && a[1] === 'page_view')
      .map((a) => (a[2] as { page_path: string }).page_path),
  )

test('before the reader acts a page loads the boot module and the rest of its own scripts, no React', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && LOCAL.test(r.url()) && scripts.push(new URL(r.url()).pathname))
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.every((s) => s.startsWith('/_cs/'))).toBe(true)
  // The search box is an island: focusing it loads React and its code, then it answers.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' }).click()
  await page.keyboard.type('kafka')
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible()
  expect(scripts.some((s) => /^\/framework-[0-9a-f]+\.js$/.test(s))).toBe(true)
})

test('a link clicked and mod+k pressed before the page scripts arrive are held and carried out', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/_cs\/main-[A-Z0-9]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/docs/intro/')
  await page.evaluate(() => ((window as unknown as W).__same = true))
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Docs' }).click()
  await page.keyboard.press('Control+k')
  release()
  await expect(page).toHaveURL(/\/docs\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation')
  expect(await page.evaluate(() => (window as unknown as W).__same)).toBe(true)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' })).toBeFocused()
})

test('a navigation swaps title, head and content in place, moves focus and announces the page', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as W).__same = true))
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Overview' }).first().click()
  await navigate(page, '/blog/')
  await expect(page).toHaveURL(/\/blog\/$/)
  await expect(page).toHaveTitle(/Blog/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://docs.chainstrata.example/blog/')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('#gatsby-announcer')).toHaveText(/^Navigated to .*Blog/)
  await expect(page.locator('#gatsby-focus-wrapper')).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as W).__same)).toBe(true)
})

test('back and forward restore the scroll position of each page', async ({ page }) => {
  await page.goto('/docs/contribution-guidelines/')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  await navigate(page, '/docs/intro/')
  await expect(page).toHaveURL(/\/docs\/intro\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.goBack()
  await expect(page).toHaveURL(/\/docs\/contribution-guidelines\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  await page.goForward()
  await expect(page).toHaveURL(/\/docs\/intro\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
})

test('a page view is sent for every route change of path, query or hash, and only then', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expect.poll(() => pageViews(page)).toEqual(['/docs/intro/'])
  await navigate(page, '/docs/')
  await navigate(page, '/docs/?x=1')
  await navigate(page, '/docs/?x=1#top')
  await navigate(page, '/docs/?x=1#top')
  await expect.poll(() => pageViews(page)).toEqual(['/docs/intro/', '/docs/', '/docs/?x=1', '/docs/?x=1#top'])
  await page.goBack()
  await expect.poll(() => pageViews(page)).toEqual(['/docs/intro/', '/docs/', '/docs/?x=1', '/docs/?x=1#top', '/docs/?x=1'])
})

test('a page of another deployment is loaded in full, not swapped into this one', async ({ page }) => {
  await page.route('**/docs/', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue()
    const res = await route.fetch()
    const body = (await res.text()).replace(/\/_cs\/boot-[A-Z0-9]+\.js/, '/_cs/boot-NEWDEPLOY.js')
    await route.fulfill({ response: res, body })
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  const documents: string[] = []
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname))
  await navigate(page, '/docs/')
  await expect(page).toHaveURL(/\/docs\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation')
  expect(documents).toContain('/docs/')
})

/** The server markup of a <Video> (src/mdx/components/Media.tsx) as an island; no page of the docs embeds media yet. */
const VIDEO = `<cs-island data-island="media" data-props="{&quot;url&quot;:&quot;https://www.youtube.com/watch?v=dQw4w9WgXcQ&quot;,&quot;title&quot;:&quot;Streaming DEX trades&quot;,&quot;kind&quot;:&quot;video&quot;}"><figure data-kind="video"><button type="button" aria-label="Play video: Streaming DEX trades (YouTube)"><span aria-hidden="true">▶</span><span><span>Streaming DEX trades</span></span></button><figcaption class="visually-hidden">Streaming DEX trades</figcaption></figure></cs-island>`

test('a media facade loads its island and player on the click, with the delayed loader while the player loads', async ({ page, externalRequests }) => {
  await page.route('**/docs/intro/', async (route) => {
    const res = await route.fetch()
    await route.fulfill({ response: res, body: (await res.text()).replace('</article>', `${VIDEO}</article>`) })
  })
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/media-player-[0-9a-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/docs/intro/')
  await hydrated(page)
  const play = page.getByRole('button', { name: 'Play video: Streaming DEX trades (YouTube)' })
  await expect(page.locator('main iframe')).toHaveCount(0)
  await play.click()
  // The player's chunk is held: after the loader's delay, the animated loader says what is loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading the media player…' })).toBeVisible()
  expect(externalRequests.filter((u) => u.includes('youtube'))).toEqual([])
  release()
  await expect(page.locator('main iframe')).toHaveAttribute('src', /youtube/)
  await expect(page.getByRole('status').filter({ hasText: 'Loading the media player…' })).toHaveCount(0)
})
