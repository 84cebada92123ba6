/**
 * Ratios and the printed table of the Docusaurus comparison (pure). Every
 * ratio is Docusaurus / ours: 6.3 means Docusaurus needs 6.3 times what we
 * need (time, memory, bytes); below 1 means it needs less.
 */

/**
 * theirs / ours, rounded to two decimals; null when either is missing or ours is 0
 * (a ratio against nothing says nothing).
 * @param {number | null | undefined} theirs
 * @param {number | null | undefined} ours
 */
export function ratio(theirs, ours) {
  if (typeof theirs !== 'number' || typeof ours !== 'number' || !Number.isFinite(theirs) || !Number.isFinite(ours) || ours === 0) return null
  return Math.round((theirs / ours) * 100) / 100
}

const med = (summary, key) => summary?.[key]?.median ?? null

/**
 * @typedef {{ build: { seconds: number, peakRssBytes: number, pages: number }, weight: Record<string, { firstLoadJsGzip: number }>, lighthouse: Record<string, any>, search: { firstSearchGzip: number, allGzip: number, withTextGzip?: number } }} Side
 * @param {Side} ours
 * @param {Side} theirs
 */
export function computeRatios(ours, theirs) {
  const families = (a, b) => Object.keys(a ?? {}).filter((k) => b && k in b)
  const firstLoadJs = {}
  for (const f of families(ours.weight, theirs.weight)) firstLoadJs[f] = ratio(theirs.weight[f].firstLoadJsGzip, ours.weight[f].firstLoadJsGzip)
  const lighthouse = {}
  for (const f of families(ours.lighthouse, theirs.lighthouse)) {
    const o = ours.lighthouse[f]
    const t = theirs.lighthouse[f]
    lighthouse[f] = {
      lcpMs: ratio(med(t, 'lcpMs'), med(o, 'lcpMs')),
      tbtMs: ratio(med(t, 'tbtMs'), med(o, 'tbtMs')),
      scriptTransferBytes: ratio(med(t, 'scriptTransferBytes'), med(o, 'scriptTransferBytes')),
      // Scores are 0-100: their difference reads better than a ratio.
      performanceDelta: med(t, 'performance') !== null && med(o, 'performance') !== null ? med(t, 'performance') - med(o, 'performance') : null,
    }
  }
  return {
    buildSeconds: ratio(theirs.build.seconds, ours.build.seconds),
    peakRss: ratio(theirs.build.peakRssBytes, ours.build.peakRssBytes),
    secondsPerPage: ratio(theirs.build.seconds / theirs.build.pages, ours.build.seconds / ours.build.pages),
    firstLoadJs,
    searchFirstGzip: ratio(theirs.search.firstSearchGzip, ours.search.firstSearchGzip),
    searchAllGzip: ratio(theirs.search.allGzip, ours.search.allGzip),
    // Their index holds the page text; ours keeps it in text chunks fetched for the hits shown.
    searchAllWithTextGzip: ratio(theirs.search.allGzip, ours.search.withTextGzip ?? ours.search.allGzip),
    lighthouse,
  }
}

const n = (x, d = 0) => (x === null || x === undefined ? '—' : Number(x).toLocaleString('en', { maximumFractionDigits: d, minimumFractionDigits: d }))
const x = (r) => (r === null || r === undefined ? '—' : `${r.toFixed(2)}×`)
const kb = (b) => (b === null || b === undefined ? '—' : `${n(b / 1024, 1)} KB`)

/**
 * The comparison as lines of a plain-text table.
 * @param {{ ours: Side, docusaurus: Side, ratios: ReturnType<typeof computeRatios> }} c
 * @returns {string[]}
 */
export function compareTable(c) {
  const { ours, docusaurus: theirs, ratios } = c
  const rows = [['', 'ours (Gatsby)', 'Docusaurus 3', 'Docusaurus / ours']]
  rows.push(['cold build', `${n(ours.build.seconds, 1)} s`, `${n(theirs.build.seconds, 1)} s`, x(ratios.buildSeconds)])
  rows.push(['peak RSS', `${n(ours.build.peakRssBytes / 2 ** 20)} MiB`, `${n(theirs.build.peakRssBytes / 2 ** 20)} MiB`, x(ratios.peakRss)])
  rows.push(['pages (index.html)', n(ours.build.pages), n(theirs.build.pages), ''])
  rows.push(['build s per 100 pages', n((ours.build.seconds / ours.build.pages) * 100, 2), n((theirs.build.seconds / theirs.build.pages) * 100, 2), x(ratios.secondsPerPage)])
  for (const f of Object.keys(ratios.firstLoadJs)) rows.push([`first-load JS ${f}`, kb(ours.weight[f].firstLoadJsGzip), kb(theirs.weight[f].firstLoadJsGzip), x(ratios.firstLoadJs[f])])
  rows.push(['search, first docs search', kb(ours.search.firstSearchGzip), kb(theirs.search.firstSearchGzip), x(ratios.searchFirstGzip)])
  rows.push(['search, every index file', kb(ours.search.allGzip), kb(theirs.search.allGzip), x(ratios.searchAllGzip)])
  rows.push(['  with our text chunks', kb(ours.search.withTextGzip ?? ours.search.allGzip), kb(theirs.search.allGzip), x(ratios.searchAllWithTextGzip)])
  for (const [f, r] of Object.entries(ratios.lighthouse)) {
    const o = ours.lighthouse[f]
    const t = theirs.lighthouse[f]
    rows.push([`Lighthouse ${f} perf`, n(med(o, 'performance')), n(med(t, 'performance')), r.performanceDelta === null ? '—' : `${r.performanceDelta >= 0 ? '+' : ''}${r.performanceDelta}`])
    rows.push([`  ${f} LCP / TBT`, `${n(med(o, 'lcpMs'))} / ${n(med(o, 'tbtMs'))} ms`, `${n(med(t, 'lcpMs'))} / ${n(med(t, 'tbtMs'))} ms`, `${x(r.lcpMs)} / ${x(r.tbtMs)}`])
    rows.push([`  ${f} JS transferred`, kb(med(o, 'scriptTransferBytes')), kb(med(t, 'scriptTransferBytes')), x(r.scriptTransferBytes)])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '))
}
