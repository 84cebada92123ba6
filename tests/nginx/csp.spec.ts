/**
 * Chromium under the production Content-Security-Policy, served by nginx over
 * HTTPS: every page family loads and works with no violation and no console
 * error; injected inline script, an inline event handler and eval are each
 * blocked and reported; the meta policy alone (a host without headers) blocks
 * them too. The vendor hosts are stubbed: their scripts load from their own
 * origins, as in production, but answer from here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIResponse, Page, Route } from '@playwright/test'
import { test, expect, hydrated, ownErrors } from '../e2e/fixtures'
import { site } from '../../src/config/site'
import { PUBLIC_DIR } from './build'

type Violation = { directive: string; blocked: string; sample: string }
type W = Window & { __csp?: Violation[]; __vendors?: string[]; __inlineRan?: boolean; __handlerRan?: boolean; __evalResult?: unknown; __frameLoaded?: boolean }

/** Records every `securitypolicyviolation` of every document the page loads, and the console lines about the policy. */
async function watchPolicy(page: Page): Promise<{ inPage: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const w = window as W
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp?.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }))
  })
  const lines: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions Policy/i.test(m.text())) lines.push(`${m.type()}: ${m.text()}`)
  })
  return { inPage: () => page.evaluate(() => (window as W).__csp ?? []), console: lines }
}

/** Answers the vendor hosts of site.ts with small scripts that do what a vendor does: load, frame a panel, call home. */
async function stubVendors(page: Page) {
  const script = (body: string) => (route: Route) => route.fulfill({ contentType: 'application/javascript', body })
  const loaded = `(window.__vendors=window.__vendors||[]).push(document.currentScript.src);`
  await page.route(`${new URL(site.analytics.gtagScript).origin}/**`, script(loaded))
  await page.route(`${new URL(site.chatbot.script).origin}/embed.js**`, script(`${loaded}
var f=document.createElement('iframe');f.title='Chat';f.src='${new URL(site.chatbot.script).origin}/panel';f.onload=function(){window.__frameLoaded=true};document.body.appendChild(f);
fetch('${new URL(site.chatbot.script).origin}/session').then(function(r){return r.json()}).then(function(j){window.__vendors.push('session:'+j.ok)});`))
  await page.route(`${new URL(site.chatbot.script).origin}/panel`, (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Chat</title><p>Chat panel</p>' }))
  await page.route(`${new URL(site.chatbot.script).origin}/session`, (route) =>
    route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"ok":true}' }),
  )
}

/** A response's headers for a new plain-text body: without its encoding and length, and without `drop`. */
function plainHeaders(response: APIResponse, drop: string[] = []): Record<string, string> {
  return Object.fromEntries(Object.entries(response.headers()).filter(([k]) => !['content-encoding', 'content-length', ...drop].includes(k)))
}

/** The response of a route with its body rewritten, headers kept. */
async function rewrite(route: Route, edit: (html: string) => string, dropHeaders: string[] = []) {
  const response = await route.fetch()
  await route.fulfill({ status: response.status(), headers: plainHeaders(response, dropHeaders), body: edit(await response.text()) })
}

const FAMILIES: [string, string][] = [
  ['home', '/'],
  ['doc', '/docs/intro/'],
  ['long tutorial', '/docs/usecases/MCP/'],
  ['category', '/docs/category/building-queries/'],
  ['docs tags', '/docs/tags/'],
  ['docs tag', '/docs/tags/solana/'],
  ['reference', '/docs/graphql-reference/objects/evm-dextrade-cube/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/documentation-started/'],
  ['blog authors', '/blog/authors/'],
  ['blog archive', '/blog/archive/'],
  ['search', '/search/?q=dex%20trades'],
  ['not found', '/no-such-page/'],
  ['MDX page', '/markdown-page/'],
]

test.describe('every page family under the policy', () => {
  for (const [family, url] of FAMILIES) {
    test(`${family}: loads, hydrates and runs the vendor loaders with no violation and no console error`, async ({ page, consoleErrors }) => {
      const policy = await watchPolicy(page)
      await stubVendors(page)
      const response = await page.goto(url)
      expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
      await hydrated(page)
      await expect(page.locator('main').first()).toBeVisible()
      // The third-party loaders run after the page is interactive: analytics, tag manager, chatbot with its frame and its connection.
      await expect.poll(() => page.evaluate(() => (window as W).__vendors ?? []), { timeout: 15_000 }).toEqual(
        expect.arrayContaining([expect.stringContaining('gtag/js'), expect.stringContaining('gtm.js'), expect.stringContaining('embed.js'), 'session:true']),
      )
      await expect.poll(() => page.evaluate(() => (window as W).__frameLoaded === true)).toBe(true)
      expect(await policy.inPage()).toEqual([])
      expect(policy.console).toEqual([])
      expect(ownErrors(consoleErrors)).toEqual([])
    })
  }

  test('a redirect page: its script runs under the production policy and takes the reader on', async ({ page, consoleErrors }) => {
    // nginx answers old paths with a 301 itself; hosts without redirect rules serve this refresh page. Served here with the header of a real page.
    const policy = await watchPolicy(page)
    const refresh = readFileSync(path.join(PUBLIC_DIR, 'docs/category/bsc/index.html'), 'utf8')
    await page.route((u) => u.pathname === '/docs/category/bsc/', async (route) => {
      const real = await route.fetch({ url: route.request().url().replace('/docs/category/bsc/', '/docs/intro/') })
      await route.fulfill({ status: 200, headers: plainHeaders(real), body: refresh })
    })
    await page.goto('/docs/category/bsc/?from=old#fees')
    await page.waitForURL((u) => u.pathname === '/docs/blockchain/BSC/' && u.search === '?from=old' && u.hash === '#fees')
    await hydrated(page)
    expect(await policy.inPage()).toEqual([])
    expect(policy.console).toEqual([])
    expect(ownErrors(consoleErrors)).toEqual([])
  })
})

test.describe('what the pages do, under the policy', () => {
  test('search, colour mode, copy, tabs and a client-side navigation work with no violation', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const policy = await watchPolicy(page)
    await stubVendors(page)
    await page.goto('/docs/contribution-guidelines/')
    await hydrated(page)

    // Colour mode: the toggle changes the theme the inline script set before paint.
    const html = page.locator('html')
    const before = await html.getAttribute('data-theme-choice')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Switch between dark, light and system mode/ }).click()
    await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '')

    // Copy button.
    const block = page.locator('.code-block', { hasText: 'client.js' })
    await block.getByRole('button', { name: /Copy JavaScript code/ }).click()
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('CHAINSTRATA_ENDPOINT')

    // Tabs from the page data respond.
    const python = page.locator('main').getByRole('tab', { name: 'Python' }).first()
    await python.click()
    await expect(python).toHaveAttribute('aria-selected', 'true')

    // Search: the same-origin worker loads the index and answers.
    const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' })
    await box.click()
    await box.fill('ethereum')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    await box.press('Escape')

    // A client-side navigation: an in-app link, no full page load, the template's stylesheet loads from the origin.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await page.locator('footer a[href="/blog/"]').first().click()
    await page.waitForURL((u) => u.pathname === '/blog/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    expect(await policy.inPage()).toEqual([])
    expect(policy.console).toEqual([])
    expect(ownErrors(consoleErrors)).toEqual([])
  })
})

test.describe('injected code is blocked and reported', () => {
  const INJECTED =
    '<script>window.__inlineRan=true</script>' +
    '<img alt="" src="/favicon.svg" onload="window.__handlerRan=true">' +
    '<script src="/__injection-test__/eval.js"></script>'

  async function injectInto(page: Page, dropHeaders: string[] = []) {
    await page.route('**/docs/intro/', (route) => rewrite(route, (html) => html.replace('</body>', `${INJECTED}</body>`), dropHeaders))
    // A script from the site's own origin (allowed) that tries eval.
    await page.route('**/__injection-test__/eval.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'try{window.__evalResult=eval("6*7")}catch(e){window.__evalResult=e.name}' }),
    )
  }

  /** Each of the three is blocked, and reported once by each policy the page has (header and meta, or the meta alone). */
  async function expectBlocked(page: Page, inPage: () => Promise<Violation[]>, policies: number) {
    await expect.poll(() => page.evaluate(() => (window as W).__evalResult)).toBe('EvalError')
    const w = await page.evaluate(() => ({ inline: (window as W).__inlineRan ?? false, handler: (window as W).__handlerRan ?? false }))
    expect(w).toEqual({ inline: false, handler: false })
    const expected = ['script-src eval', 'script-src-attr inline', 'script-src-elem inline'].flatMap((v) => Array<string>(policies).fill(v))
    await expect.poll(async () => (await inPage()).map((v) => `${v.directive} ${v.blocked}`).sort()).toEqual(expected)
  }

  test('by the production header: an inline script, an inline event handler and eval', async ({ page }) => {
    const policy = await watchPolicy(page)
    await injectInto(page)
    await page.goto('/docs/intro/')
    await hydrated(page)
    await expectBlocked(page, policy.inPage, 2)
    // The console says so too for the markup (Chromium's wording changed over versions: "Refused to execute …" became
    // "Executing … violates"); the refused eval is reported by the event and the EvalError the script caught.
    expect(policy.console.join('\n')).toMatch(/(Refused to execute|Executing) inline script/)
    expect(policy.console.join('\n')).toMatch(/(Refused to execute|Executing) inline event handler/)
  })

  test('by the meta policy alone, on a host that sends no security headers', async ({ page }) => {
    const policy = await watchPolicy(page)
    await injectInto(page, ['content-security-policy'])
    const seen: (string | undefined)[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('/docs/intro/')) seen.push(r.headers()['content-security-policy'])
    })
    await page.goto('/docs/intro/')
    expect(seen).toEqual([undefined])
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
    await hydrated(page)
    await expectBlocked(page, policy.inPage, 1)
  })
})
