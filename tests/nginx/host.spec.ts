/**
 * deploy/nginx.conf on Debian's nginx (tests/nginx/global-setup.ts starts it
 * on two loopback ports with the build as root and a throwaway certificate):
 * the HTTP block redirects to HTTPS; over HTTPS, real 301s with the query
 * kept, 404s with the not-found page, the .html and slash conventions a server
 * can do, content types, cache classes, gzip and the security headers. The
 * browser under the policy is in csp.spec.ts, TLS in tls.spec.ts.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../e2e/fixtures'
import { site } from '../../src/config/site'
import { CACHE, securityHeaders } from '../../src/headers/node/policy'
import { buildHashes, PUBLIC_DIR } from './build'

const publicDir = PUBLIC_DIR
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
  const bootFile = readdirSync(path.join(publicDir, '_cs')).find((f) => /^boot-[A-Z0-9]+\.js$/.test(f))

  test('each asset class carries its cache header', async ({ request }) => {
    expect(hashedJs && hashedCss && bootFile).toBeTruthy()
    const classes: [string, string][] = [
      ['/docs/intro/', CACHE.revalidate],
      ['/', CACHE.revalidate],
      ['/page-data/docs/intro/page-data.json', CACHE.revalidate],
      ['/page-data/app-data.json', CACHE.revalidate],
      [`/${hashedJs}`, CACHE.immutable],
      [`/${hashedCss}`, CACHE.immutable],
      [`/static/search/${staticFile}`, CACHE.immutable],
      // The one script a page loads (issue 41): content-hashed, so a repeat visit asks nothing.
      [`/_cs/${bootFile}`, CACHE.immutable],
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

  test('the security headers from site.ts, with the hashes of the inline code in public/, are on pages, assets, redirects and 404s', async ({ request }) => {
    const expected = securityHeaders(site, await buildHashes())
    const csp = expected.find(([k]) => k === 'Content-Security-Policy')?.[1] ?? ''
    for (const host of [site.analytics.gtagScript, site.chatbot.script, ...Object.values(site.mediaPlayers)]) expect(csp).toContain(new URL(host).origin)
    expect(csp).not.toContain('unsafe')
    const urls = ['/docs/intro/', `/${hashedJs}`, '/no-such-page/', urlPath(manifest.redirects[0][0]), '/docs/intro']
    for (const url of urls) {
      const h = (await get(request, url)).headers()
      for (const [name, value] of expected) expect(h[name.toLowerCase()], `${url} ${name}`).toBe(value)
    }
  })
})

