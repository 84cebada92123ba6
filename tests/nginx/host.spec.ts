/**
 * deploy/nginx.conf on Debian's nginx (tests/nginx/global-setup.ts starts it
 * on a loopback port with the build as root): real 301s with the query kept,
 * 404s with the not-found page, the .html and slash conventions a server can
 * do, content types, cache classes, gzip and the security headers; and in
 * Chromium, a doc page, the search worker and a client-side navigation under
 * the Content-Security-Policy without a violation.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { test, expect, hydrated } from '../e2e/fixtures'
import { site } from '../../src/config/site'
import { CACHE, securityHeaders } from '../../src/node/headers/policy'

const publicDir = path.resolve(__dirname, '../../public')
const manifestName = readdirSync(publicDir).find((f) => /^route-manifest-[0-9a-f]{16}\.json$/.test(f))
if (!manifestName) throw new Error('No route manifest in public/: run `npm run build` first.')
const manifest = JSON.parse(readFileSync(path.join(publicDir, manifestName), 'utf8')) as { pages: string[]; redirects: [string, string][] }

/** The first file with this extension under a folder (depth first), or null. */
function findFile(dir: string, ext: string): string | null {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isFile() && e.name.endsWith(ext)) return p
    if (e.isDirectory()) {
      const found = findFile(p, ext)
      if (found) return found
    }
  }
  return null
}

const noFollow = { maxRedirects: 0 }
/** The URL form of a path (spaces escaped, existing escapes kept), as the redirect files write it. */
const urlPath = (p: string) => encodeURI(decodeURI(p))
const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) => request.get(url, { ...noFollow, headers })

test.describe('redirects', () => {
  test('the build configured redirects', () => expect(manifest.redirects.length).toBeGreaterThan(0))

  test('every active redirect answers 301 to its target, query kept, in both slash forms', async ({ request }) => {
    const wrong: string[] = []
    for (const [from, to] of manifest.redirects) {
      const target = urlPath(to)
      for (const source of [from, from.replace(/\/$/, '')]) {
        const r = await get(request, `${urlPath(source)}?utm=nginx&x=1`)
        const location = r.headers()['location']
        if (r.status() !== 301 || location !== `${target}?utm=nginx&x=1`) wrong.push(`${source}: ${r.status()} ${location}`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('redirects match the old path in any case', async ({ request }) => {
    const [from, to] = manifest.redirects[0]
    const r = await get(request, urlPath(from.toUpperCase()))
    expect(r.status()).toBe(301)
    expect(r.headers()['location']).toBe(urlPath(to))
  })
})

test.describe('pages and the not-found page', () => {
  // Every eighth page (about 270 of 2,136 today): each template and section, in a few seconds.
  const sample = manifest.pages.filter((_, i) => i % 8 === 0)

  test(`pages answer 200 (${sample.length} of ${manifest.pages.length})`, async ({ request }) => {
    test.setTimeout(90_000)
    const wrong: string[] = []
    for (const p of sample) {
      const r = await get(request, urlPath(p))
      if (r.status() !== 200) wrong.push(`${p}: ${r.status()}`)
    }
    expect(wrong).toEqual([])
  })

  test('unknown paths answer 404 with the not-found page', async ({ request }) => {
    const notFound = readFileSync(path.join(publicDir, '404.html'), 'utf8')
    for (const p of ['/no-such-page/', '/docs/no/such/page', '/static/missing.js', '/page-data/nope/page-data.json']) {
      const r = await get(request, p)
      expect(r.status(), p).toBe(404)
      expect(await r.text(), p).toBe(notFound)
      expect(r.headers()['cache-control'], p).toBe(CACHE.revalidate)
    }
  })

  test('spec 2.1: the slash form, /page.html and /page/index.html redirect to /page/, query kept', async ({ request }) => {
    for (const [url, location] of [
      ['/docs/intro?a=1', '/docs/intro/?a=1'],
      ['/docs/intro.html', '/docs/intro/'],
      ['/docs/intro/index.html?a=1', '/docs/intro/?a=1'],
      ['/index.html', '/'],
    ]) {
      const r = await get(request, url)
      expect(r.status(), url).toBe(301)
      expect(r.headers()['location'], url).toBe(location)
    }
    expect((await get(request, '/404.html')).status()).toBe(200)
  })

  test('the generated host files are not served', async ({ request }) => {
    for (const p of ['/_headers', '/_redirects', '/redirects.nginx.conf', '/headers.nginx.conf', '/security-headers.nginx.conf']) {
      expect((await get(request, p)).status(), p).toBe(404)
    }
  })
})

test.describe('headers', () => {
  const rootFiles = readdirSync(publicDir)
  const hashedJs = rootFiles.find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f))
  const hashedCss = rootFiles.find((f) => /[-.][0-9a-f]{16,}\.css$/.test(f))
  const staticFile = readdirSync(path.join(publicDir, 'static/search'))[0]

  test('each asset class carries its cache header', async ({ request }) => {
    expect(hashedJs && hashedCss).toBeTruthy()
    const classes: [string, string][] = [
      ['/docs/intro/', CACHE.revalidate],
      ['/', CACHE.revalidate],
      ['/page-data/docs/intro/page-data.json', CACHE.revalidate],
      ['/page-data/app-data.json', CACHE.revalidate],
      [`/${hashedJs}`, CACHE.immutable],
      [`/${hashedCss}`, CACHE.immutable],
      [`/static/search/${staticFile}`, CACHE.immutable],
      ['/sitemap-index.xml', CACHE.revalidate],
    ]
    for (const [url, value] of classes) {
      const r = await get(request, url)
      expect(r.status(), url).toBe(200)
      expect(r.headers()['cache-control'], url).toBe(value)
    }
  })

  test('content types: .md, .txt, .xml, .json, .webmanifest, .html, .js', async ({ request }) => {
    const md = findFile(path.join(publicDir, 'docs'), '.md')
    const types: [string, RegExp][] = [
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
      ['/sitemap-index.xml', /^(text|application)\/xml; charset=utf-8$/],
      ['/page-data/app-data.json', /^application\/json; charset=utf-8$/],
      ['/docs/intro/', /^text\/html; charset=utf-8$/],
      [`/${hashedJs}`, /^application\/javascript; charset=utf-8$/],
      ['/blog/rss.xml', /^(text|application)\/xml; charset=utf-8$/],
    ]
    if (md) types.push([`/${path.relative(publicDir, md).split(path.sep).join('/')}`, /^text\/markdown; charset=utf-8$/])
    for (const [url, type] of types) {
      const r = await get(request, url)
      expect(r.status(), url).toBe(200)
      expect(r.headers()['content-type'], url).toMatch(type)
    }
  })

  test('.md and .webmanifest types come from the config, for files the build may add', async () => {
    const conf = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8')
    expect(conf).toContain('default_type "text/markdown; charset=utf-8";')
    expect(conf).toContain('default_type "application/manifest+json; charset=utf-8";')
  })

  test('HTML, JS and JSON are gzipped for clients that accept it', async ({ request }) => {
    for (const url of ['/docs/intro/', `/${hashedJs}`, '/page-data/docs/intro/page-data.json']) {
      const r = await get(request, url, { 'accept-encoding': 'gzip' })
      expect(r.headers()['content-encoding'], url).toBe('gzip')
      expect(r.headers()['vary'], url).toMatch(/accept-encoding/i)
    }
  })

  test('the security headers from site.ts are on pages, assets, redirects and 404s', async ({ request }) => {
    const csp = securityHeaders(site).find(([k]) => k === 'Content-Security-Policy')?.[1] ?? ''
    for (const host of [site.analytics.gtagScript, site.chatbot.script, ...Object.values(site.mediaPlayers)]) expect(csp).toContain(new URL(host).origin)
    const urls = ['/docs/intro/', `/${hashedJs}`, '/no-such-page/', urlPath(manifest.redirects[0][0])]
    for (const url of urls) {
      const h = (await get(request, url)).headers()
      for (const [name, value] of securityHeaders(site)) expect(h[name.toLowerCase()], `${url} ${name}`).toBe(value)
    }
  })
})

test.describe('Chromium under the Content-Security-Policy', () => {
  function watchCsp(page: import('@playwright/test').Page) {
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text())
    })
    return violations
  }

  test('a doc page, the search worker and a client-side navigation raise no CSP violation', async ({ page }) => {
    const violations = watchCsp(page)
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] }
      w.__csp = []
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    const response = await page.goto('/docs/intro/')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval')
    await hydrated(page)
    // Compiled MDX rendered: a data tree, nothing evaluated.
    await expect(page.locator('main h1').first()).toBeVisible()

    // The search: a Web Worker from the same origin loads the index and answers.
    const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' })
    await box.click()
    await box.fill('ethereum')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    await box.press('Escape')

    // A client-side navigation: an in-app link, no full page load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    const link = page.locator('main a[href^="/docs/"]:not([href*="#"])').first()
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL((u) => u.pathname === href)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    const inPage = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
    expect(inPage).toEqual([])
    expect(violations).toEqual([])
  })

  test('the policy allows no eval, and interactive MDX content works under it', async ({ page }) => {
    const violations = watchCsp(page)
    const response = await page.goto('/docs/graphql/capabilities/relative-time/')
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval')
    await hydrated(page)
    // Tabs hydrated from the page data respond to a click.
    const python = page.locator('main').getByRole('tab', { name: 'Python' }).first()
    await python.click()
    await expect(python).toHaveAttribute('aria-selected', 'true')
    expect(violations).toEqual([])
  })
})
