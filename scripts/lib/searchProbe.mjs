/**
 * Search as a reader meets it, measured the same way on every site of
 * bench/compare: a fresh browser context opens a docs page, the page is left
 * to settle, then the reader opens the site's search and types five queries,
 * one after another. Counted from the network (bytes on the wire, bodies as
 * served, after gzip):
 * - afterLoad: what the page downloads by itself between its load event and a
 *   quiet network (Starlight imports the Pagefind UI there; Gatsby prefetches
 *   the page data of links in view);
 * - first: what the first query downloads, from opening the search to its
 *   results, and the time from opening the search to the first result shown;
 * - five: what the five queries download in all.
 * Each site's search UI is described by SEARCH_UIS (how to open it, its input,
 * one result); the five queries are SEARCH_QUERIES on every site.
 */

/** Five realistic queries from tests/search/queries.json, across the site: a guide, a cube, a chain, a concept, streaming. */
export const SEARCH_QUERIES = ['websocket authorization', 'DEXTradeByTokens', 'solana dex trades', 'filter by date', 'kafka protobuf python']

/**
 * How to reach each site's search: `open` is clicked first when set (a button
 * that opens a dialog), then `input` gets the query, and `result` matches one
 * result as shown.
 * @type {Record<string, { open?: string, input: string, result: string }>}
 */
export const SEARCH_UIS = {
  ours: { input: 'input[aria-label="Search the docs"]', result: '[role="listbox"] [role="option"]' },
  // @easyops-cn/docusaurus-search-local: the navbar input; suggestions carry the theme's CSS-module class.
  docusaurus: { input: 'input.navbar__search-input', result: '[role="listbox"] [role="option"], [class*="suggestion_"]' },
  // Starlight: a button opens the dialog holding the Pagefind UI.
  starlight: { open: 'button[data-open-modal]', input: '#starlight__search input.pagefind-ui__search-input', result: '#starlight__search .pagefind-ui__result' },
}

/**
 * Network bookkeeping of one page: bytes and requests per phase, and a wait
 * for a quiet network (nothing in flight for `quietMs`).
 * @param {import('@playwright/test').Page} page
 */
function networkMeter(page) {
  let inflight = 0
  let last = Date.now()
  let bytes = 0
  let requests = 0
  const pending = []
  page.on('request', () => {
    inflight++
    requests++
    last = Date.now()
  })
  const done = (req, failed) => {
    inflight = Math.max(0, inflight - 1)
    last = Date.now()
    if (!failed)
      pending.push(
        req
          .sizes()
          .then((s) => (bytes += s.responseBodySize))
          .catch(() => {}),
      )
  }
  page.on('requestfinished', (r) => done(r, false))
  page.on('requestfailed', (r) => done(r, true))
  return {
    /** Bytes and requests since the last mark. */
    async mark() {
      await Promise.all(pending.splice(0))
      const out = { bytes, requests }
      bytes = 0
      requests = 0
      return out
    },
    /** Waits until nothing has been in flight for `quietMs`, counted from now at the earliest (a debounced search starts late). */
    async quiet(quietMs = 1000, timeoutMs = 30_000) {
      last = Math.max(last, Date.now())
      const end = Date.now() + timeoutMs
      while (Date.now() < end) {
        if (inflight === 0 && Date.now() - last >= quietMs) return
        await new Promise((r) => setTimeout(r, 50))
      }
    },
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the docs page to search from
 * @param {{ open?: string, input: string, result: string }} ui
 * @param {string[]} [queries]
 */
export async function probeSearch(browser, url, ui, queries = SEARCH_QUERIES) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const meter = networkMeter(page)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await meter.mark()
    await meter.quiet(1500)
    const afterLoad = await meter.mark()
    const t0 = Date.now()
    if (ui.open) await page.click(ui.open)
    const input = page.locator(ui.input).first()
    await input.click()
    await input.fill(queries[0])
    await page.locator(ui.result).first().waitFor({ state: 'visible', timeout: 30_000 })
    const firstResultMs = Date.now() - t0
    await meter.quiet()
    const first = await meter.mark()
    const perQuery = [{ q: queries[0], ...first, results: await page.locator(ui.result).count() }]
    for (const q of queries.slice(1)) {
      await input.fill(q)
      await meter.quiet()
      perQuery.push({ q, ...(await meter.mark()), results: await page.locator(ui.result).count() })
    }
    const five = perQuery.reduce((s, q) => ({ bytes: s.bytes + q.bytes, requests: s.requests + q.requests }), { bytes: 0, requests: 0 })
    return { url, afterLoad, first: { ...first, firstResultMs }, five, perQuery }
  } finally {
    await context.close()
  }
}

/**
 * Pagefind's first three pages for each query, from its own JavaScript API in
 * the built site (the ranking its UI shows), in one page of `browser`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base origin of the Starlight build
 * @param {string[]} queries
 * @returns {Promise<string[][]>}
 */
export async function pagefindTopPages(browser, base, queries) {
  const page = await browser.newPage()
  try {
    await page.goto(`${base}/404.html`)
    return await page.evaluate(async (qs) => {
      const pagefind = await import('/pagefind/pagefind.js')
      await pagefind.init()
      const out = []
      for (const q of qs) {
        const r = await pagefind.search(q)
        const data = await Promise.all(r.results.slice(0, 3).map((x) => x.data()))
        out.push(data.map((d) => d.url))
      }
      return out
    }, queries)
  } finally {
    await page.close()
  }
}

/**
 * Keystroke to suggestion, as a reader on a slow phone feels it: a fresh
 * page with the CPU slowed `cpuRate` times (Chrome's throttling, as
 * Lighthouse applies it), the box focused, then `text` typed one key at a
 * time, `gapMs` apart. For each key, the time from its keydown to the first
 * change of the suggestion list after it (the list is redrawn for the new
 * query), or null when the list did not change before the next key. The
 * first key includes everything a cold search loads (worker, head, chunks).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ input: string }} ui
 * @param {{ text?: string, cpuRate?: number, gapMs?: number }} [options]
 */
export async function probeKeystrokes(browser, url, ui, { text = 'dextrades', cpuRate = 4, gapMs = 1500 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    await page.evaluate((selector) => {
      const input = document.querySelector(selector)
      const w = /** @type {any} */ (window)
      w.__keys = []
      w.__changes = []
      input?.addEventListener('keydown', () => w.__keys.push(performance.now()), true)
      new MutationObserver(() => w.__changes.push(performance.now())).observe(document.body, { childList: true, subtree: true, characterData: true })
    }, ui.input)
    const input = page.locator(ui.input).first()
    await input.click()
    for (const ch of text) {
      await page.keyboard.type(ch)
      await page.waitForTimeout(gapMs)
    }
    const { keys, changes } = await page.evaluate(() => ({ keys: /** @type {any} */ (window).__keys, changes: /** @type {any} */ (window).__changes }))
    const latencies = keys.map((k, i) => {
      const next = keys[i + 1] ?? Infinity
      // The list is redrawn when its options for the new query arrive: the last change before the next key.
      const after = changes.filter((c) => c > k && c < next)
      return after.length ? Math.round(after[after.length - 1] - k) : null
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return { text, cpuRate, latencies }
  } finally {
    await context.close()
  }
}
