/** Spec sections 3, 7 and 9: head metadata, sitemap, robots, analytics and third-party scripts. */
import { test, expect, hydrated, ownErrors } from './fixtures'

test('every page has title, description, canonical, Open Graph and Twitter tags', async ({ page }) => {
  await page.goto('/docs/intro/')
  await expect(page).toHaveTitle('Platform overview | Chainstrata Docs')
  const meta = (sel: string) => page.locator(sel).first()
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', /What the Chainstrata data platform offers/)
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', 'https://docs.chainstrata.example/docs/intro/')
  await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'Platform overview | Chainstrata Docs')
  await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', /Chainstrata data platform/)
  await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'https://docs.chainstrata.example/img/social-card.png')
  await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', 'https://docs.chainstrata.example/docs/intro/')
  await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'Chainstrata Docs')
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('the home page title is the site title alone', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Chainstrata Docs')
})

test('the social card and favicon exist', async ({ request }) => {
  for (const path of ['/img/social-card.png', '/favicon.svg', '/img/logo.svg', '/img/logo-dark.svg']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
  }
})

test('sitemap lists public pages daily at priority 1.0 and leaves out the rest', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text()
  expect(index).toContain('sitemap-0.xml')
  const xml = await (await request.get('/sitemap-0.xml')).text()
  expect(xml).toContain('<loc>https://docs.chainstrata.example/docs/intro/</loc><changefreq>daily</changefreq><priority>1.0</priority>')
  expect(xml).toContain('/docs/category/start/')
  for (const excluded of ['/404', '/search/', '/docs/contribution-guidelines/', '/docs/graphql-reference/', '/dev-404-page/']) {
    expect(xml, excluded).not.toContain(`https://docs.chainstrata.example${excluded}`)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://docs.chainstrata.example/sitemap-index.xml')
})

test('the initial HTML makes no third-party request', async ({ request }) => {
  for (const path of ['/', '/docs/intro/', '/docs/category/start/', '/404.html']) {
    const html = await (await request.get(path)).text()
    const external = [...html.matchAll(/<(?:script|link|img|iframe)[^>]+(?:src|href)="(https?:)?\/\/[^"]+"/g)].map((m) => m[0])
    // Canonical and alternate (the Markdown twin) links name our own origin and load nothing.
    expect(external.filter((tag) => !/^<link rel="(canonical|alternate)"/.test(tag)), path).toEqual([])
  }
})

test('analytics, tag manager and chatbot load after the page is interactive, and their failure breaks nothing', async ({ page, externalRequests, consoleErrors }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await expect.poll(() => externalRequests.filter((u) => u.includes('googletagmanager.com/gtag/js')).length, { timeout: 10_000 }).toBe(1)
  await expect.poll(() => externalRequests.some((u) => u.includes('gtm.js?id=GTM-'))).toBe(true)
  await expect.poll(() => externalRequests.some((u) => u.includes('widget.chatbot.example/embed.js'))).toBe(true)
  const chatbot = page.locator('script[src*="widget.chatbot.example"]')
  await expect(chatbot).toHaveAttribute('data-site-id', 'cs-docs-4f1d2a')
  expect(await chatbot.evaluate((s) => (s as HTMLScriptElement).async)).toBe(true)
  // The page keeps working with every third-party host unreachable.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between/ }).click()
  await page.getByRole('navigation', { name: 'Docs sidebar' }).first().getByRole('link', { name: 'Getting started' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started')
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('a page view is sent on every route change of path, search or hash, with IP anonymisation', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .filter((a) => a[0] === 'event' && a[1] === 'page_view')
        .map((a) => (a[2] as { page_path: string }).page_path),
    )
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === 'config'),
  )
  expect(config?.[2]).toMatchObject({ anonymize_ip: true })
  await expect.poll(views).toEqual(['/docs/intro/'])
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Chains' }).click()
  await expect.poll(views).toEqual(['/docs/intro/', '/docs/intro/#chains'])
  await page.evaluate(() => window.___navigate!('/docs/intro/?ref=test#chains'))
  await expect.poll(views).toEqual(['/docs/intro/', '/docs/intro/#chains', '/docs/intro/?ref=test#chains'])
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
  await expect.poll(views).toEqual(['/docs/intro/', '/docs/intro/#chains', '/docs/intro/?ref=test#chains', '/docs/api-comparison/'])
})
