/**
 * Where the time of a Gatsby API went, per module of gatsby-node.ts: one line
 * for the build log when the modules together took longer than REPORT_AFTER_MS
 * (BENCHMARKS.md quotes these lines). Per-node APIs are never reported: they
 * run once per file and would flood the log.
 */

/** A once-per-build API whose modules together take longer than this logs where the time went. */
export const REPORT_AFTER_MS = 1000
/** Modules faster than this are left out of the line. */
const SHOWN_FROM_MS = 100
const PER_NODE_APIS = new Set(['onCreateNode'])

/** The log line for one run of an API (module name and milliseconds, in run order), or null when there is nothing to say. */
export function slowModulesLine(api: string, times: readonly (readonly [string, number])[]): string | null {
  if (PER_NODE_APIS.has(api)) return null
  const total = times.reduce((sum, [, ms]) => sum + ms, 0)
  if (total <= REPORT_AFTER_MS) return null
  const parts = times.filter(([, ms]) => ms >= SHOWN_FROM_MS).sort((a, b) => b[1] - a[1])
  return `${api}: ${parts.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`
}
