/**
 * Lighthouse mobile runs for the benchmarks (scripts/bench.mjs: the
 * lighthouse and compare parts): Debian Chromium, a fresh browser per run,
 * third-party hosts answered by the local stub (thirdPartyStub.mjs).
 */

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null
}
const spread = (xs) => (xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : null)

/**
 * One Lighthouse run of a URL: the scores, LCP, TBT, CLS, script bytes transferred and the failed binary audits.
 * `cpu`: the CPU slowdown of the simulated phone (Lighthouse's mobile default is 4; issue 41 also measures at 6).
 */
export async function lighthouseRun(url, stub, cpu = 4) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROME_FLAGS, ...(stub?.chromeFlags ?? [])] })
  try {
    const { throttling } = await import('lighthouse/core/config/constants.js')
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
    const config = cpu === 4 ? undefined : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } }
    const r = await lighthouse(url, flags, config)
    const lhr = r.lhr
    const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Script bytes over the wire while Lighthouse loaded the page (the same measure for any site).
      scriptTransferBytes: scripts?.transferSize ?? null,
      // Lighthouse's own measure of the host's CPU speed (higher is faster): its throttled timings scale with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    }
  } finally {
    await chrome.kill()
  }
}

const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'scriptTransferBytes', 'benchmarkIndex']

/** Median and spread of each measure over the runs of one route. */
export function summariseRuns(route, runs) {
  const summary = { route, runs: runs.length }
  for (const k of KEYS) {
    const values = runs.map((r) => r[k]).filter((v) => typeof v === 'number')
    summary[k] = { median: median(values), ...spread(values) }
  }
  summary.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))]
  return summary
}

/** `runs` Lighthouse runs of base + route, summarised. */
export async function lighthouseRuns(base, route, runs, stub, cpu = 4) {
  const list = []
  for (let i = 0; i < runs; i++) list.push(await lighthouseRun(base + route, stub, cpu))
  return summariseRuns(route, list)
}
