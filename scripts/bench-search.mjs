#!/usr/bin/env node
/**
 * Search benchmark (issue 7). Needs a production build (npm run build).
 *
 *   node scripts/bench-search.mjs            (npm run bench:search)
 *
 * Prints:
 *  - index build time per context (recorded by the build in the manifest);
 *  - per context the head (what every query needs), the term chunks and the
 *    section chunks, raw and gzipped; each head against the 300 KB gzip
 *    budget (bench/budgets.mjs);
 *  - in Chromium against the build served on localhost: time from the first
 *    keystroke to the first suggestions with a cold index, the worker's
 *    query latency p50/p95 over the relevance queries (worker time and round
 *    trip, from the User Timing entries the client records); what the first
 *    query and five queries download (scripts/lib/searchProbe.mjs); and
 *    keystroke-to-suggestion times with the CPU slowed 4 times.
 * The last line is the JSON of every number. Exits 1 when a budget fails.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startServer } from './serve.mjs'
import { BUDGETS } from '../bench/budgets.mjs'
import { searchFiles } from './lib/searchFiles.mjs'
import { probeKeystrokes, probeSearch, SEARCH_UIS } from './lib/searchProbe.mjs'

const BUDGET_GZIP = BUDGETS.search.indexGzip
const manifestPath = join('public', 'search', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No build found (public/search/manifest.json is missing): run `npm run build` first.')
  process.exit(2)
}
const queries = JSON.parse(readFileSync('tests/search/queries.json', 'utf8')).queries.map((q) => q.q)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const result = { contexts: {}, browser: null, budgetsHold: true }

// 1-2. Today's files: per context the head (what every query needs) and its chunks (what a query may fetch).
console.log('Search files in public/ (split by term, issue 42):')
for (const c of searchFiles('public').contexts) {
  result.contexts[c.context] = { pages: c.pages, sections: c.sections, buildMs: c.buildMs, headRaw: c.head.raw, headGzip: c.head.gzip, termChunks: c.termChunks, termGzip: c.termGzip, largestTermGzip: c.largestTermGzip, sectionChunks: c.sectionChunks, sectionGzip: c.sectionGzip }
  console.log(
    `  ${c.context.padEnd(10)} ${String(c.pages).padStart(4)} pages ${String(c.sections).padStart(5)} sections  built in ${c.buildMs} ms  head ${kb(c.head.raw)} raw, ${kb(c.head.gzip)} gzip  ${c.termChunks} term chunks ${kb(c.termGzip)} gzip (largest ${kb(c.largestTermGzip)})  ${c.sectionChunks} section chunks ${kb(c.sectionGzip)} gzip  ${c.head.gzip <= BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}`,
  )
  // Every context's head holds the budget.
  if (c.head.gzip > BUDGET_GZIP) result.budgetsHold = false
}

// 3. Browser timings.
const server = await startServer({ port: 0 })
const { port } = server.address()
const base = `http://127.0.0.1:${port}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  const context = await browser.newContext()
  // Third-party hosts are unreachable here; fail them fast so they do not skew timings.
  await context.route((url) => !url.toString().startsWith(base), (route) => route.abort())
  const page = await context.newPage()
  await page.goto(`${base}/docs/intro/`)
  await page.getByRole('button', { name: /Switch between dark, light and system mode/ }).first().waitFor()
  await page.waitForFunction(() => document.querySelector('button[aria-label*="Switch between"]:not([disabled])'))
  const input = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the docs' })
  await input.click()
  await page.keyboard.type('transfers', { delay: 30 })
  await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor()
  const cold = await page.evaluate(() => performance.getEntriesByName('search:first-suggestions')[0]?.duration ?? null)
  await page.waitForTimeout(500)
  const samples = []
  for (const q of queries) {
    const before = await page.evaluate(() => performance.getEntriesByName('search:query').length)
    await input.fill(q)
    await page.waitForFunction((n) => performance.getEntriesByName('search:query').length > n, before)
    // Both searches of a suggestion (in context, then outside when empty) count as samples.
    await page.waitForTimeout(30)
    const entries = await page.evaluate((n) => performance.getEntriesByName('search:query').slice(n).map((e) => ({ rt: e.duration, worker: e.detail?.workerMs ?? null })), before)
    samples.push(...entries)
  }
  const pct = (arr, p) => {
    const s = [...arr].sort((a, b) => a - b)
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
  }
  const worker = samples.map((s) => s.worker).filter((x) => x !== null)
  const rt = samples.map((s) => s.rt)
  if (cold === null || cold > BUDGETS.search.coldFirstSuggestionsMs) result.budgetsHold = false
  if (pct(worker, 95) > BUDGETS.search.queryP95Ms) result.budgetsHold = false
  result.browser = { coldFirstSuggestionsMs: cold, queries: queries.length, samples: samples.length, workerP50: pct(worker, 50), workerP95: pct(worker, 95), roundTripP50: pct(rt, 50), roundTripP95: pct(rt, 95) }
  console.log('\nIn Chromium, build served from localhost:')
  console.log(`  first keystroke → first suggestions, nothing loaded: ${cold === null ? 'not recorded' : `${cold.toFixed(0)} ms`}`)
  console.log(`  query latency over ${queries.length} relevance queries (${samples.length} worker searches): worker p50 ${pct(worker, 50).toFixed(2)} ms, p95 ${pct(worker, 95).toFixed(2)} ms; round trip p50 ${pct(rt, 50).toFixed(2)} ms, p95 ${pct(rt, 95).toFixed(2)} ms`)
  // What the first query and five queries download, from a docs page (the four-site comparison's probe).
  const probe = await probeSearch(browser, `${base}/docs/intro/`, SEARCH_UIS.ours)
  result.probe = { firstBytes: probe.first.bytes, firstRequests: probe.first.requests, firstResultMs: probe.first.firstResultMs, fiveBytes: probe.five.bytes, perQuery: probe.perQuery.map((q) => ({ q: q.q, bytes: q.bytes, requests: q.requests })) }
  console.log(`  first query downloads ${kb(probe.first.bytes)} in ${probe.first.requests} requests (first results after ${probe.first.firstResultMs} ms); five queries ${kb(probe.five.bytes)}`)
  for (const q of probe.perQuery) console.log(`    ${q.q.padEnd(26)} ${kb(q.bytes).padStart(9)} in ${q.requests} requests`)
  // Keystroke to suggestion with the CPU slowed 4 times (a slower phone than the lab's).
  const keys = await probeKeystrokes(browser, `${base}/docs/intro/`, SEARCH_UIS.ours, { text: 'dextrades', cpuRate: 4 })
  const warm = keys.latencies.slice(1).filter((x) => x !== null)
  result.keystrokes = { ...keys, warmMedianMs: warm.length ? [...warm].sort((a, b) => a - b)[warm.length >> 1] : null }
  console.log(`  keystroke → suggestion at 4× CPU slowdown, typing "${keys.text}": ${keys.latencies.map((x) => (x === null ? '–' : `${x}`)).join(', ')} ms (first key cold; median of the others ${result.keystrokes.warmMedianMs ?? '–'} ms)`)
} finally {
  await browser.close()
  server.close()
}

console.log(`\nBudgets: ${result.budgetsHold ? 'all hold' : 'NOT all hold'}`)
console.log(JSON.stringify(result))
process.exit(result.budgetsHold ? 0 : 1)
