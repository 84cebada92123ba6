/**
 * Spec sections 2.1 (route conventions) and 2.8 (redirects), against the
 * production build on the plain static server (no server-side redirects).
 * The configured redirects and the pages come from the route manifest the
 * build wrote, so every redirect that exists is visited.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, ownErrors } from './fixtures'
import { pendingReason } from '../lib/inventory'

type Manifest = { pages: string[]; redirects: [string, string][] }

const publicDir = path.resolve(__dirname, '../../public')
const manifestName = readdirSync(publicDir).find((f) => /^route-manifest-[0-9a-f]{16}\.json$/.test(f))
if (!manifestName) throw new Error('No route manifest in public/: run `npm run build` first.')
const manifest = JSON.parse(readFileSync(path.join(publicDir, manifestName), 'utf8')) as Manifest

/** The path part of the current URL, decoded. */
const pathOf = (page: Page) => decodeURI(new URL(page.url()).pathname)

/** The text of a page's <h1> as the server sends it. */
async function serverHeading(request: { get(url: string): Promise<{ text(): Promise<string> }> }, route: string): Promise<string> {
  const html = await (await request.get(encodeURI(route))).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
}

/** Records whether the not-found heading was ever visible (checked on every frame). */
async function watchForNotFoundFlash(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawNotFound: boolean; __sawLookup: boolean }
    w.__sawNotFound = false
    w.__sawLookup = false
    const check = () => {
      for (const h of Array.from(document.querySelectorAll('h1'))) {
        if (h.textContent === 'Page not found' && getComputedStyle(h).visibility === 'visible') w.__sawNotFound = true
      }
      if (document.querySelector('[role="status"]')?.textContent?.includes('Looking for this address')) w.__sawLookup = true
      requestAnimationFrame(check)
    }
    document.addEventListener('DOMContentLoaded', check)
  })
}

const sawNotFound = (page: Page) => page.evaluate(() => (window as unknown as { __sawNotFound: boolean }).__sawNotFound)

/**
 * Redirects followed in the browser: one of each shape of old path (the first
 * and the last of the table, and every one whose path holds a character the
 * URL escapes), not all of them. Every redirect's page is checked after the
 * build (tests/after-build/redirects-table.test.ts) and every 301 through
 * nginx (tests/nginx/host.spec.ts): one level per behaviour (issue 39).
 */
const followed = [
  ...new Map(
    [manifest.redirects[0], manifest.redirects[manifest.redirects.length - 1], ...manifest.redirects.filter(([from]) => /[^A-Za-z0-9/._-]/.test(from)).slice(0, 4)]
      .filter((r): r is [string, string] => Array.isArray(r))
      .map((r) => [r[0], r] as const),
  ).values(),
]

test.describe('configured redirects, loaded directly', () => {
  test('the build configured redirects', () => {
    expect(manifest.redirects.length).toBeGreaterThan(0)
    expect(followed.length).toBeGreaterThanOrEqual(2)
  })
  for (const [from, to] of followed) {
    test(`${from} → ${to}`, async ({ page, request }) => {
      const heading = await serverHeading(request, to)
      expect(heading, `the target ${to} has a heading`).not.toBe('')
      await page.goto(from)
      await expect.poll(() => pathOf(page)).toBe(to)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }
})

test.describe('the refresh page at an old path', () => {
  const [from, to] = manifest.redirects[0] ?? ['', '']

  test('keeps the query string and the hash', async ({ page }) => {
    await page.goto(`${from}?utm_source=old-link#top`)
    await expect.poll(() => pathOf(page)).toBe(to)
    expect(new URL(page.url()).search).toBe('?utm_source=old-link')
    expect(new URL(page.url()).hash).toBe('#top')
  })

  test('replaces the old address in the history', async ({ page }) => {
    await page.goto('/docs/intro/')
    await page.goto(from)
    await expect.poll(() => pathOf(page)).toBe(to)
    await page.goBack()
    await expect.poll(() => pathOf(page)).toBe('/docs/intro/')
  })

  test('tells crawlers and people without JavaScript where the page went', async ({ request }) => {
    const res = await request.get(from)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`))
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`)
  })

  test('works without JavaScript: a visible link, then the refresh', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.route('**/*', (route) => route.continue())
    // Stop the refresh once to see the page a person without JavaScript sees first.
    const res = await page.request.get(from)
    await page.setContent((await res.text()).replace(/<meta http-equiv="refresh"[^>]*>/, ''))
    await expect(page.getByRole('heading', { name: 'This page has moved' })).toBeVisible()
    await expect(page.getByRole('link', { name: to })).toHaveAttribute('href', to)
    await page.goto(from)
    await expect.poll(() => pathOf(page)).toBe(to)
    await context.close()
  })

  test('in another case (served the not-found HTML) still ends on the new page, keeping query and hash', async ({ page, request }) => {
    const heading = await serverHeading(request, to)
    await watchForNotFoundFlash(page)
    const res = await page.goto(`${from.toUpperCase().replace(/\/$/, '')}?x=1#part`)
    expect(res?.status()).toBe(404)
    await expect.poll(() => pathOf(page)).toBe(to)
    expect(new URL(page.url()).search).toBe('?x=1')
    expect(new URL(page.url()).hash).toBe('#part')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await sawNotFound(page), 'the not-found page never flashes').toBe(false)
  })

  test('is not in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text()
    for (const [old] of manifest.redirects) expect(xml).not.toContain(`${old}</loc>`)
  })
})

test.describe('301 rule files', () => {
  test('_redirects and the nginx map list every redirect', async ({ request }) => {
    const netlify = await (await request.get('/_redirects')).text()
    const nginx = await (await request.get('/redirects.nginx.conf')).text()
    expect(nginx).toContain('map $uri $chainstrata_redirect {')
    for (const [from, to] of manifest.redirects) {
      expect(netlify).toContain(`${from} ${to} 301!`)
      expect(nginx).toContain(`"${decodeURI(from)}" "${to}";`)
    }
  })
})

test.describe('in-app navigation to an old path', () => {
  const [from, to] = manifest.redirects[0] ?? ['', '']
  for (const variant of [from, from.replace(/\/$/, ''), from.toUpperCase()]) {
    test(`${variant} lands on ${to} without a full reload`, async ({ page, request, consoleErrors }) => {
      const heading = await serverHeading(request, to)
      await page.goto('/docs/intro/')
      await hydrated(page)
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
      await page.evaluate((href) => {
        // What a Gatsby <Link> in an island does on click (the router's navigate).
        const w = window as unknown as { ___navigate: (to: string) => void }
        w.___navigate(href)
      }, variant)
      await expect.poll(() => pathOf(page)).toBe(to)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
      expect(ownErrors(consoleErrors)).toEqual([])
    })
  }
})

test.describe('route conventions (2.1) on the not-found path', () => {
  const cases: [string, string][] = [
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/DOCS/INTRO/', '/docs/intro/'],
    ['/Docs/Intro', '/docs/intro/'],
    ['/docs/intro', '/docs/intro/'],
    ['/docs/Contribution-Guidelines.HTML', '/docs/contribution-guidelines/'],
    ['/index.html', '/'],
    ['/docs/category/Building_Queries/', '/docs/category/building-queries/'],
    ['/docs/category/how_to_guides', '/docs/category/how-to-guides/'],
  ]
  for (const [variant, real] of cases) {
    test(`${variant} shows ${real}`, async ({ page, request }) => {
      test.skip(Boolean(pendingReason(real)), `${real} is pending: ${pendingReason(real)}`)
      const heading = await serverHeading(request, real)
      await watchForNotFoundFlash(page)
      await page.goto(`${variant}?q=1#frag`)
      await expect.poll(() => pathOf(page)).toBe(real)
      expect(new URL(page.url()).search).toBe('?q=1')
      expect(new URL(page.url()).hash).toBe('#frag')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(await sawNotFound(page), 'the not-found page never flashes').toBe(false)
    })
  }

  // The spec's underscore examples: each runs once its page is built.
  const slugs: [string, string][] = [
    ['/docs/graphql/dataset/select_blocks/', '/docs/graphql/dataset/select-blocks/'],
    ['/docs/usecases/nft_Analytics/', '/docs/usecases/nft-analytics/'],
    ['/docs/usecases/Telegram_bot/', '/docs/usecases/telegram-bot/'],
    ['/docs/contribution_guidelines/', '/docs/contribution-guidelines/'],
    ['/docs/Contribution_Guidelines', '/docs/contribution-guidelines/'],
  ]
  for (const [slug, real] of slugs) {
    test(`underscore slug ${slug} reaches ${real}`, async ({ page }) => {
      test.skip(Boolean(pendingReason(real)), `${real} is pending: ${pendingReason(real)}`)
      await watchForNotFoundFlash(page)
      await page.goto(slug)
      await expect.poll(() => pathOf(page)).toBe(real)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
      expect(await sawNotFound(page), 'the not-found page never flashes').toBe(false)
    })
  }

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    await watchForNotFoundFlash(page)
    const res = await page.goto('/docs/no_such_page/at-all.html')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText('There is no page at /docs/no_such_page/at-all.html.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Looking for this address' })).toHaveCount(0)
    expect(pathOf(page)).toBe('/docs/no_such_page/at-all.html')
    await expect(page.locator('main').getByRole('link', { name: 'Platform overview' })).toHaveAttribute('href', '/docs/intro/')
  })

  test('the lookup shows a neutral state, not the not-found page, while it runs', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/route-manifest-*.json', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/DOCS/INTRO/')
    await expect(page.getByRole('status').filter({ hasText: 'Looking for this address' })).toHaveText('Looking for this address…')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden()
    release()
    await expect.poll(() => pathOf(page)).toBe('/docs/intro/')
  })

  test('if the manifest cannot load, the not-found page shows and says nothing alarming', async ({ page }) => {
    await page.route('**/route-manifest-*.json', (route) => route.fulfill({ status: 500, body: 'broken' }))
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    const res = await page.goto('/DOCS/INTRO/')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(warnings.some((w) => w.includes('route manifest'))).toBe(true)
  })

  test('if the page scripts fail, the not-found content still appears', async ({ page }) => {
    await page.route(/\/_cs\/.*\.js$/, (route) => route.abort())
    await page.goto('/docs/no-such-page/')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 8_000 })
  })

  test('without JavaScript the not-found page shows at once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const res = await page.goto('/docs/no-such-page/')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 1_000 })
    await context.close()
  })
})

test.describe('hostile addresses (spec 2.1: any unknown path shows the not-found page)', () => {
  for (const path of ['/docs/a%25b/', '/docs/a%00b/', '/docs/%25%25/', '/docs/a%25b/#x%25y']) {
    test(`${path} shows the not-found page and stays interactive`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 10000 })
      await hydrated(page)
      // The page works: the colour toggle cycles and the search box answers.
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark, light and system mode/ })
      const before = await toggle.getAttribute('aria-label')
      await toggle.click()
      await expect(toggle).not.toHaveAttribute('aria-label', before ?? '')
      expect(ownErrors(consoleErrors).filter((e) => /URI|pageerror/.test(e))).toEqual([])
    })
  }
})
