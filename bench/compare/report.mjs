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
const kb = (b) => (b === null || b === undefined ? '—' : `${n(b / 1024, 1)} KB`)

/**
 * @typedef {{ measure: string, better: 'lower' | 'higher' | null, ours: number | null, peers: (number | null)[], format: (v: number | null) => string }} Row
 */

const ms = (v) => (v === null || v === undefined ? '—' : `${n(v)} ms`)
const secs = (v) => (v === null || v === undefined ? '—' : `${n(v, 1)} s`)
const mib = (v) => (v === null || v === undefined ? '—' : `${n(v / 2 ** 20)} MiB`)
const pct = (v) => (v === null || v === undefined ? '—' : `${n(v * 100, 1)} %`)
const plain = (v) => n(v)
const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/**
 * Every measure of the comparison as one row: ours, each peer's value, and
 * whether lower or higher is better (null: a count, not a contest).
 * @param {Side} ours
 * @param {Side[]} peers
 * @returns {Row[]}
 */
export function measureRows(ours, peers) {
  /** @type {Row[]} */
  const rows = []
  const row = (measure, better, get, format) => rows.push({ measure, better, ours: num(get(ours)), peers: peers.map((p) => num(get(p))), format })
  row('cold build', 'lower', (s) => s.build?.seconds, secs)
  row('peak RSS of the build', 'lower', (s) => s.build?.peakRssBytes, mib)
  row('pages (index.html)', null, (s) => s.build?.pages, plain)
  row('build s per 100 pages', 'lower', (s) => (typeof s.build?.seconds === 'number' && s.build.pages ? (s.build.seconds / s.build.pages) * 100 : null), (v) => (v === null ? '—' : n(v, 2)))
  const families = Object.keys(ours.weight ?? {})
  for (const f of families) {
    row(`first-load JS, ${f}`, 'lower', (s) => s.weight?.[f]?.firstLoadJsGzip, kb)
    row(`HTML (gzip), ${f}`, 'lower', (s) => s.weight?.[f]?.htmlGzip, kb)
    row(`CSS (gzip), ${f}`, 'lower', (s) => s.weight?.[f]?.cssGzip, kb)
  }
  row('search: first query downloads', 'lower', (s) => s.search?.probe?.first?.bytes, kb)
  row('search: five queries download', 'lower', (s) => s.search?.probe?.five?.bytes, kb)
  row('search: time to first results', 'lower', (s) => s.search?.probe?.first?.firstResultMs, ms)
  row('search: page downloads after load', 'lower', (s) => s.search?.probe?.afterLoad?.bytes, kb)
  // Everything any search could download: our index files and their text chunks; Docusaurus's index files; all of Pagefind's files.
  row('search: every search file (gzip)', 'lower', (s) => s.search?.withTextGzip ?? s.search?.allGzip, kb)
  row('search relevance: top 1', 'higher', (s) => s.search?.relevance?.top1Rate, pct)
  row('search relevance: top 3', 'higher', (s) => s.search?.relevance?.top3Rate, pct)
  for (const f of Object.keys(ours.lighthouse ?? {})) {
    row(`Lighthouse perf, ${f}`, 'higher', (s) => med(s.lighthouse?.[f], 'performance'), plain)
    row(`LCP, ${f}`, 'lower', (s) => med(s.lighthouse?.[f], 'lcpMs'), ms)
    row(`TBT, ${f}`, 'lower', (s) => med(s.lighthouse?.[f], 'tbtMs'), ms)
    row(`JS transferred, ${f}`, 'lower', (s) => med(s.lighthouse?.[f], 'scriptTransferBytes'), kb)
  }
  return rows.filter((r) => r.ours !== null || r.peers.some((v) => v !== null))
}

/**
 * The best peer of a row and how we stand against it. For sizes and times the
 * ratio is best peer / ours (above 1: the best peer needs more than we do, we
 * win); for scores and rates it is the difference ours - best. A tie is a
 * ratio of 1.00 or a difference of 0.
 * @param {Row} r
 * @param {string[]} labels
 * @returns {{ best: string, versus: string, verdict: 'win' | 'lose' | 'tie' | '' }}
 */
export function bestPeer(r, labels) {
  const candidates = r.peers.map((v, i) => ({ v, label: labels[i] })).filter((c) => c.v !== null)
  if (!r.better || !candidates.length || r.ours === null) return { best: '', versus: '', verdict: '' }
  const best = candidates.reduce((a, b) => (r.better === 'lower' ? (b.v < a.v ? b : a) : b.v > a.v ? b : a))
  if (r.better === 'lower') {
    const x = ratio(best.v, r.ours)
    if (x === null) return { best: best.label, versus: r.ours === 0 ? 'ours is 0' : '—', verdict: r.ours === 0 ? (best.v === 0 ? 'tie' : 'win') : '' }
    return { best: best.label, versus: `${x.toFixed(2)}×`, verdict: x > 1 ? 'win' : x < 1 ? 'lose' : 'tie' }
  }
  const d = Math.round((r.ours - best.v) * 1000) / 1000
  const shown = r.format === pct ? `${d >= 0 ? '+' : ''}${n(d * 100, 1)} pt` : `${d >= 0 ? '+' : ''}${n(d)}`
  return { best: best.label, versus: shown, verdict: d > 0 ? 'win' : d < 0 ? 'lose' : 'tie' }
}

/**
 * The comparison as lines of a plain-text table: each measure, ours, every
 * peer, the best peer and how we stand against it.
 * @param {{ ours: Side, peers: { label: string, side: Side }[] }} c
 * @returns {string[]}
 */
export function compareTable(c) {
  const labels = c.peers.map((p) => p.label)
  const rows = [['', 'ours (Gatsby)', ...labels, 'best peer', 'best / ours', '']]
  for (const r of measureRows(c.ours, c.peers.map((p) => p.side))) {
    const b = bestPeer(r, labels)
    rows.push([r.measure, r.format(r.ours), ...r.peers.map((v) => r.format(v)), b.best, b.versus, b.verdict === 'lose' ? 'LOSE' : b.verdict])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ').trimEnd())
}

/**
 * The same table as Markdown, for BENCHMARKS.md.
 * @param {{ ours: Side, peers: { label: string, side: Side }[] }} c
 * @returns {string}
 */
export function compareMarkdown(c) {
  const labels = c.peers.map((p) => p.label)
  const lines = [`| Measure | Ours | ${labels.join(' | ')} | Best peer | Best / ours | |`, `| --- | ---: | ${labels.map(() => '---:').join(' | ')} | --- | ---: | --- |`]
  for (const r of measureRows(c.ours, c.peers.map((p) => p.side))) {
    const b = bestPeer(r, labels)
    lines.push(`| ${r.measure} | ${r.format(r.ours)} | ${r.peers.map((v) => r.format(v)).join(' | ')} | ${b.best} | ${b.versus} | ${b.verdict === 'lose' ? '**lose**' : b.verdict} |`)
  }
  return lines.join('\n')
}
