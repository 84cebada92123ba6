/**
 * Ratios and the printed table of the comparison with the peers (pure). Every
 * ratio is peer / ours: 6.3 means the peer needs 6.3 times what we need
 * (time, memory, bytes); below 1 means it needs less.
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
 * The comparison as lines of a plain-text table: ours, then each peer, then
 * each peer's ratio to ours.
 * @param {{ ours: Side, peers: { label: string, side: Side, ratios: ReturnType<typeof computeRatios> }[] }} c
 * @returns {string[]}
 */
export function compareTable(c) {
  const { ours, peers } = c
  const rows = [['', 'ours (Gatsby)', ...peers.map((p) => p.label), ...peers.map((p) => `${p.label} / ours`)]]
  const row = (label, mine, theirs, ratios) => rows.push([label, mine, ...theirs, ...ratios])
  const each = (fn) => peers.map(fn)
  row('cold build', `${n(ours.build.seconds, 1)} s`, each((p) => `${n(p.side.build.seconds, 1)} s`), each((p) => x(p.ratios.buildSeconds)))
  row('peak RSS', `${n(ours.build.peakRssBytes / 2 ** 20)} MiB`, each((p) => `${n(p.side.build.peakRssBytes / 2 ** 20)} MiB`), each((p) => x(p.ratios.peakRss)))
  row('pages (index.html)', n(ours.build.pages), each((p) => n(p.side.build.pages)), each(() => ''))
  row('build s per 100 pages', n((ours.build.seconds / ours.build.pages) * 100, 2), each((p) => n((p.side.build.seconds / p.side.build.pages) * 100, 2)), each((p) => x(p.ratios.secondsPerPage)))
  const families = [...new Set(peers.flatMap((p) => Object.keys(p.ratios.firstLoadJs)))]
  for (const f of families) row(`first-load JS ${f}`, kb(ours.weight[f]?.firstLoadJsGzip), each((p) => kb(p.side.weight[f]?.firstLoadJsGzip)), each((p) => x(p.ratios.firstLoadJs[f])))
  row('search, first docs search', kb(ours.search.firstSearchGzip), each((p) => kb(p.side.search.firstSearchGzip)), each((p) => x(p.ratios.searchFirstGzip)))
  row('search, every index file', kb(ours.search.allGzip), each((p) => kb(p.side.search.allGzip)), each((p) => x(p.ratios.searchAllGzip)))
  row('  with our text chunks', kb(ours.search.withTextGzip ?? ours.search.allGzip), each((p) => kb(p.side.search.allGzip)), each((p) => x(p.ratios.searchAllWithTextGzip)))
  const lhFamilies = [...new Set(peers.flatMap((p) => Object.keys(p.ratios.lighthouse)))]
  for (const f of lhFamilies) {
    const o = ours.lighthouse[f]
    const r = (p) => p.ratios.lighthouse[f]
    row(`Lighthouse ${f} perf`, n(med(o, 'performance')), each((p) => n(med(p.side.lighthouse[f], 'performance'))), each((p) => (r(p)?.performanceDelta ?? null) === null ? '—' : `${r(p).performanceDelta >= 0 ? '+' : ''}${r(p).performanceDelta}`))
    row(`  ${f} LCP / TBT`, `${n(med(o, 'lcpMs'))} / ${n(med(o, 'tbtMs'))} ms`, each((p) => `${n(med(p.side.lighthouse[f], 'lcpMs'))} / ${n(med(p.side.lighthouse[f], 'tbtMs'))} ms`), each((p) => `${x(r(p)?.lcpMs)} / ${x(r(p)?.tbtMs)}`))
    row(`  ${f} JS transferred`, kb(med(o, 'scriptTransferBytes')), each((p) => kb(med(p.side.lighthouse[f], 'scriptTransferBytes'))), each((p) => x(r(p)?.scriptTransferBytes)))
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '))
}
