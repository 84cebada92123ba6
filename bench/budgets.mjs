/**
 * Performance budgets (issue 8) and the page families they apply to. Read by
 * scripts/bench.mjs (`npm run bench -- --check`) and, for the deterministic
 * ones, by tests/e2e/budgets.spec.ts in `npm test`.
 */

/**
 * One representative route per page family. The last five are the kinds the
 * content issues added (issue 21): each is the heaviest page of its kind.
 */
export const FAMILIES = {
  home: '/',
  doc: '/docs/intro/',
  category: '/docs/category/building-queries/',
  reference: '/docs/graphql-reference/objects/evm-dextrade-cube/',
  blogList: '/blog/',
  blogPost: '/blog/documentation-started/',
  search: '/search/',
  notFound: '/404.html',
  /** A chain overview: the Solana landing page (cards, tables, many links). */
  chainOverview: '/docs/blockchain/Solana/',
  /** A protocol page: Raydium on Solana (several queries and a subscription). */
  protocol: '/docs/blockchain/Solana/Solana-Raydium-DEX-API/',
  /** A stream page with protobuf message tables (the ::proto directive). */
  stream: '/docs/grpc/solana/topics/dextrades/',
  /** The longest tutorial (about 2,600 words, many code samples). */
  longTutorial: '/docs/usecases/MCP/',
  /** A JSON-RPC equivalent page (eth_getBalance and its GraphQL counterpart). */
  jsonRpc: '/docs/blockchain/Ethereum/ethers-library/eth-getbalance/',
}

/** Tightened for the finished site (issue 21); the earlier values are in BENCHMARKS.md. */
export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 150, cls: 0 },
  /**
   * Compressed JavaScript a page loads before the reader does anything (gzip level 6): the scripts the HTML names,
   * what module scripts import statically, and the inline scripts. Since issue 41 a page carries no framework runtime:
   * the boot module and the two inline scripts, under Starlight's smallest page (3.7 KB on its not-found page in the
   * four-site run). Before, Gatsby's runtime, React and the template chunk group weighed 110-123 KB (BENCHMARKS.md).
   * What loads when the browser is idle or on the reader's first action is reported by the bench on its own line.
   */
  firstLoadJsGzip: 3.5 * 1024,
  /** The scripts the HTML names and the inline ones (here the same as the first load: nothing else is imported statically). */
  entryJsGzip: 3.5 * 1024,
  coldBuildSeconds: 90,
  peakRssBytes: 2 * 2 ** 30,
  /** Peak RSS of the ×4 growth build (four copies of every doc: not a real site size). */
  growthPeakRssBytes: 3 * 2 ** 30,
  /** A content-only rebuild: one MDX body edited after a warm build (the incremental CI case). */
  oneMdxEditSeconds: 20,
  search: { indexGzip: 300 * 1024, queryP95Ms: 30, coldFirstSuggestionsMs: 400 },
  /** Per-page weight at ×4 content within this fraction of ×1. */
  perPageGrowth: 0.05,
  /** Build seconds per added doc from ×2 to ×4 may exceed those from ×1 to ×2 by at most this fraction (growth at most linear). */
  perPageBuildTimeGrowth: 0.25,
  /** The generated schema reference may add at most this fraction to the cold build. */
  referenceBuildCost: 0.2,
}

/** Families whose pages say robots noindex are exempt from the SEO score. */
const SEO_EXEMPT = new Set(['notFound', 'search'])

/** Human-readable list of missed budgets in a bench result (empty when all hold). */
export function checkBudgets(r) {
  const b = BUDGETS
  const out = []
  for (const [family, l] of Object.entries(r.lighthouse ?? {})) {
    if (l.performance.median < b.lighthouse.performance) out.push(`${family}: Lighthouse performance ${l.performance.median} < ${b.lighthouse.performance}`)
    if (l.accessibility.median < b.lighthouse.accessibility) out.push(`${family}: accessibility ${l.accessibility.median} < 100`)
    if (l.bestPractices.median < b.lighthouse.bestPractices) out.push(`${family}: best practices ${l.bestPractices.median} < 100`)
    if (!SEO_EXEMPT.has(family) && l.seo.median < b.lighthouse.seo) out.push(`${family}: SEO ${l.seo.median} < 100`)
    if (l.tbtMs.median > b.lighthouse.tbtMs) out.push(`${family}: TBT ${Math.round(l.tbtMs.median)} ms > ${b.lighthouse.tbtMs} ms`)
    if (l.cls.median > b.lighthouse.cls + 0.0005) out.push(`${family}: CLS ${l.cls.median.toFixed(3)} > 0`)
  }
  for (const [family, w] of Object.entries(r.weight ?? {})) {
    if (w.missing) continue
    if (w.firstLoadJsGzip > b.firstLoadJsGzip) out.push(`${family}: first-load JS ${w.firstLoadJsGzip} B gzip > ${b.firstLoadJsGzip} B`)
    if (typeof w.entryJsGzip === 'number' && w.entryJsGzip > b.entryJsGzip) out.push(`${family}: entry JS ${w.entryJsGzip} B gzip > ${b.entryJsGzip} B`)
    if (w.thirdPartyUntilLoad > 0) out.push(`${family}: ${w.thirdPartyUntilLoad} third-party requests before load`)
  }
  if (r.coldBuild) {
    if (r.coldBuild.seconds > b.coldBuildSeconds) out.push(`cold build ${r.coldBuild.seconds.toFixed(0)} s > ${b.coldBuildSeconds} s`)
    if (r.coldBuild.peakRssBytes > b.peakRssBytes) out.push(`cold build peak RSS ${(r.coldBuild.peakRssBytes / 2 ** 30).toFixed(2)} GiB > ${b.peakRssBytes / 2 ** 30} GiB`)
  }
  if (r.referenceCost && r.referenceCost.addedFraction > b.referenceBuildCost) out.push(`the schema reference adds ${(r.referenceCost.addedFraction * 100).toFixed(0)} % to the cold build (> 20 %)`)
  const edit = r.rebuilds?.oneMdxEdit
  if (edit) {
    if (edit.seconds > b.oneMdxEditSeconds) out.push(`one-MDX-edit rebuild ${edit.seconds.toFixed(0)} s > ${b.oneMdxEditSeconds} s`)
    const others = edit.pagesWritten.filter((p) => p !== '/docs/intro/')
    if (others.length) out.push(`one-MDX-edit rebuild also wrote ${others.length} other pages: ${others.slice(0, 5).join(', ')}`)
  }
  const g = r.growth ?? []
  const x1 = g.find((x) => x.factor === 1)
  const x4 = g.find((x) => x.factor === 4)
  if (x1 && x4) {
    const within = (a, c) => Math.abs(c - a) <= a * b.perPageGrowth
    if (!within(x1.introHtmlBytes, x4.introHtmlBytes)) out.push(`doc page HTML grew from ${x1.introHtmlBytes} to ${x4.introHtmlBytes} bytes at ×4`)
    if (!within(x1.introFirstLoadJsGzip, x4.introFirstLoadJsGzip)) out.push(`doc page JS grew from ${x1.introFirstLoadJsGzip} to ${x4.introFirstLoadJsGzip} bytes at ×4`)
    // At most linear: each added copy of the docs costs no more than the first one did (within the margin).
    const x2 = g.find((x) => x.factor === 2)
    if (x2) {
      const first = (x2.seconds - x1.seconds) / (x2.docs - x1.docs)
      const later = (x4.seconds - x2.seconds) / (x4.docs - x2.docs)
      if (later > first * (1 + b.perPageBuildTimeGrowth)) out.push(`build seconds per added doc grew from ${first.toFixed(3)} (×1→×2) to ${later.toFixed(3)} (×2→×4): worse than linear`)
    }
    if (x4.peakRssBytes > b.growthPeakRssBytes) out.push(`peak RSS at ×4 ${(x4.peakRssBytes / 2 ** 30).toFixed(2)} GiB > ${b.growthPeakRssBytes / 2 ** 30} GiB`)
  }
  const s = r.search
  if (s) {
    if (s.error) out.push(`search benchmark failed: ${s.error}`)
    for (const [context, c] of Object.entries(s.contexts ?? {})) {
      if (c.indexGzip > b.search.indexGzip) out.push(`search: the ${context} index is ${c.indexGzip} B gzip > ${b.search.indexGzip} B`)
    }
    const browser = s.browser
    if (browser) {
      if (browser.workerP95 > b.search.queryP95Ms) out.push(`search: query p95 in the worker ${browser.workerP95.toFixed(1)} ms > ${b.search.queryP95Ms} ms`)
      if (browser.coldFirstSuggestionsMs === null || browser.coldFirstSuggestionsMs > b.search.coldFirstSuggestionsMs)
        out.push(`search: first suggestions after a cold focus ${browser.coldFirstSuggestionsMs === null ? 'not recorded' : `${Math.round(browser.coldFirstSuggestionsMs)} ms`} > ${b.search.coldFirstSuggestionsMs} ms`)
    }
  }
  return out
}
