/**
 * The deterministic performance budgets of issue 8, enforced on every build:
 * first-load compressed JavaScript per page family, and no third-party
 * request in the initial HTML or before the page has loaded. (Timed budgets
 * live in `npm run bench -- --check`, never in tests.)
 */
import path from 'node:path'
import { test, expect, hydrated, LOCAL } from './fixtures'
import { pendingReason } from '../lib/inventory'
// @ts-expect-error: plain ESM modules shared with the benchmark script (no type declarations)
import { FAMILIES, BUDGETS } from '../../bench/budgets.mjs'
// @ts-expect-error: plain ESM module shared with the benchmark script
import { pageWeight } from '../../scripts/lib/pageWeight.mjs'

const publicDir = path.resolve(__dirname, '../../public')
const families = Object.entries(FAMILIES as Record<string, string>)

/** Elements whose attribute makes the browser fetch something while parsing. */
const FETCHING = [
  /<script\b[^>]*\bsrc="([^"]+)"/gi,
  /<link\b(?=[^>]*\brel="(?:stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)")[^>]*\bhref="([^"]+)"/gi,
  /<(?:img|iframe|source|video|audio|embed)\b[^>]*\bsrc="([^"]+)"/gi,
]

export function fetchedUrls(html: string): string[] {
  return FETCHING.flatMap((re) => [...html.matchAll(re)].map((m) => m[1]))
}

test('the fetch scan sees third-party tags', () => {
  const sample = '<script async src="https://cdn.example/x.js"></script><link rel="preconnect" href="https://fonts.example"><a href="https://elsewhere.example">x</a><img src="/local.png">'
  expect(fetchedUrls(sample)).toEqual(['https://cdn.example/x.js', 'https://fonts.example', '/local.png'])
})

for (const [family, route] of families) {
  test.describe(`${family} (${route})`, () => {
    const pending = pendingReason(route)
    test.skip(Boolean(pending), `${route} is pending: ${pending}`)

    test(`first-load JavaScript is at most ${Math.round((BUDGETS.firstLoadJsGzip as number) / 1024)} KB compressed, of which the scripts the HTML names at most ${Math.round((BUDGETS.entryJsGzip as number) / 1024)} KB`, () => {
      const w = pageWeight(publicDir, route) as { firstLoadJsGzip: number; entryJsGzip: number; files: { src: string; gzip: number }[] }
      expect(w.firstLoadJsGzip, JSON.stringify(w.files)).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip as number)
      expect(w.entryJsGzip, JSON.stringify(w.files)).toBeLessThanOrEqual(BUDGETS.entryJsGzip as number)
    })

    test('the initial HTML asks for nothing from another host', async ({ request }) => {
      const res = await request.get(route)
      const html = await res.text()
      const external = fetchedUrls(html).filter((u) => /^(https?:)?\/\//i.test(u))
      expect(external).toEqual([])
    })

    test('no third-party request before the page has loaded', async ({ page, externalRequests }) => {
      await page.goto(route, { waitUntil: 'load' })
      expect(externalRequests).toEqual([])
      expect(LOCAL.test(page.url())).toBe(true)
    })
  })
}

/** The stylesheets a page inlines (their data-href), in document order. */
function inlinedStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*\bdata-href="([^"]+)"/g)].map((m) => m[1])
}

test('a page inlines the global stylesheet and its own template’s CSS only', async ({ request }) => {
  const reference = inlinedStyles(await (await request.get('/docs/graphql-reference/objects/evm-dextrade-cube/')).text())
  expect(reference).toHaveLength(2)
  expect(reference.some((h) => /^\/styles\.[0-9a-f]+\.css$/.test(h))).toBe(true)
  expect(reference.some((h) => h.includes('src-reference-templates-reference-tsx'))).toBe(true)
  const blog = inlinedStyles(await (await request.get('/blog/')).text())
  expect(blog.some((h) => h.includes('src-blog-templates-blog-list-tsx'))).toBe(true)
  expect(blog.some((h) => h.includes('reference'))).toBe(false)
})

/** Computed styles of the first elements of the main content: equal when the same CSS applies. */
async function styleFingerprint(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].slice(0, 60).map((el) => {
      const s = getComputedStyle(el)
      return `${el.tagName} ${s.display} ${s.fontSize} ${s.fontWeight} ${s.color} ${s.backgroundColor} ${s.borderTopWidth} ${s.paddingLeft} ${s.marginTop}`
    }),
  )
}

test('a page reached by client-side navigation gets its template’s styles', async ({ page }) => {
  await page.goto('/blog/')
  await page.waitForLoadState('networkidle')
  const direct = await styleFingerprint(page)
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  // The router's navigation (what a click on an internal link does): the blog list's inline stylesheet joins the head.
  await page.evaluate(() => (window as unknown as { ___chainstrata: { navigate: (to: string) => Promise<void> } }).___chainstrata.navigate('/blog/'))
  await expect(page).toHaveURL('/blog/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].some((s) => s.getAttribute('data-href')!.includes('src-blog-templates-blog-list-tsx')))).toBe(true)
  expect(await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].some((s) => s.getAttribute('data-href')!.includes('src-pages-index-tsx')))).toBe(false)
  expect(await styleFingerprint(page)).toEqual(direct)
})
