#!/usr/bin/env node
/**
 * Search benchmark (issue 7). Needs a production build (npm run build).
 *
 *   node scripts/bench-search.mjs            (npm run bench:search)
 *
 * Prints:
 *  - index build time per context (recorded by the build in the manifest);
 *  - index and text-chunk size per context, raw and gzipped, against the
 *    300 KB gzip budget per index (bench/budgets.mjs). The content is
 *    finished (issue 21), so the real files are the measurement; the
 *    synthetic finished-site estimate of issue 7 is retired;
 *  - in Chromium against the build served on localhost: time from the first
 *    keystroke to the first suggestions with a cold index, the worker's
 *    index load time, and query latency p50/p95 over the relevance queries
 *    (worker time and round trip, from the User Timing entries the client
 *    records).
 * The last line is the JSON of every number. Exits 1 when a budget fails.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from './serve.mjs'
import { BUDGETS } from '../bench/budgets.mjs'

const BUDGET_GZIP = BUDGETS.search.indexGzip
const manifestPath = join('public', 'search', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No build found (public/search/manifest.json is missing): run `npm run build` first.')
  process.exit(2)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const queries = JSON.parse(readFileSync('tests/search/queries.json', 'utf8')).queries.map((q) => q.q)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const result = { contexts: {}, browser: null, budgetsHold: true }

// 1-2. Today's files.
console.log('Search indexes in public/:')
for (const entry of manifest.contexts) {
  const json = readFileSync(join('public', entry.url), 'utf8')
  const file = JSON.parse(json)
  let chunkRaw = 0
  let chunkGzip = 0
  for (const url of file.chunks ?? []) {
    const text = readFileSync(join('public', url))
    chunkRaw += text.length
    chunkGzip += gzipSync(text, { level: 9 }).length
  }
  const gz = gzipSync(json, { level: 9 }).length
  result.contexts[entry.context] = { pages: file.pages.length, sections: file.sections.length, buildMs: entry.buildMs, indexRaw: json.length, indexGzip: gz, chunks: (file.chunks ?? []).length, chunkRaw, chunkGzip }
  console.log(
    `  ${entry.context.padEnd(10)} ${String(file.pages.length).padStart(4)} pages ${String(file.sections.length).padStart(5)} sections  built in ${entry.buildMs} ms  index ${kb(json.length)} raw, ${kb(gz)} gzip  text chunks ${(file.chunks ?? []).length} (${kb(chunkGzip)} gzip, fetched only for shown hits)  ${gz <= BUDGET_GZIP ? 'OK' : 'OVER BUDGET'}`,
  )
  // Every context's index holds the budget.
  if (gz > BUDGET_GZIP) result.budgetsHold = false
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
  // Queries answered while the index was still being built (the worker scans then: SearchEngine.addProgressively).
  const coldQueries = await page.evaluate(() => performance.getEntriesByName('search:query').map((e) => e.detail?.workerMs ?? null))
  // Latency is measured on the finished index: give the worker time to complete it (about 0.3 s of slices on this machine).
  await page.waitForTimeout(1500)
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
  result.browser = { coldQueriesWorkerMs: coldQueries, coldFirstSuggestionsMs: cold, queries: queries.length, samples: samples.length, workerP50: pct(worker, 50), workerP95: pct(worker, 95), roundTripP50: pct(rt, 50), roundTripP95: pct(rt, 95) }
  console.log('\nIn Chromium, build served from localhost:')
  console.log(`  first keystroke → first suggestions, cold index: ${cold === null ? 'not recorded' : `${cold.toFixed(0)} ms`} (worker time of the queries answered while the index was building: ${coldQueries.map((ms) => (ms === null ? '?' : ms.toFixed(0))).join(', ')} ms)`)
  console.log(`  query latency over ${queries.length} relevance queries (${samples.length} worker searches): worker p50 ${pct(worker, 50).toFixed(2)} ms, p95 ${pct(worker, 95).toFixed(2)} ms; round trip p50 ${pct(rt, 50).toFixed(2)} ms, p95 ${pct(rt, 95).toFixed(2)} ms`)
} finally {
  await browser.close()
  server.close()
}

console.log(`\nBudgets: ${result.budgetsHold ? 'all hold' : 'NOT all hold'}`)
console.log(JSON.stringify(result))
process.exit(result.budgetsHold ? 0 : 1)
