// Types of bench/compare/report.mjs for the TypeScript tests (tests/unit/compare.test.ts).
type Median = { median: number | null; min?: number; max?: number }
export type LighthouseSummary = { route?: string; performance?: Median; lcpMs?: Median; tbtMs?: Median; scriptTransferBytes?: Median; [k: string]: unknown }
export type Side = {
  build: { seconds: number; peakRssBytes: number; pages: number }
  weight: Record<string, { firstLoadJsGzip: number }>
  lighthouse: Record<string, LighthouseSummary>
  search: { firstSearchGzip: number; allGzip: number; withTextGzip?: number }
}
export type Ratios = {
  buildSeconds: number | null
  peakRss: number | null
  secondsPerPage: number | null
  firstLoadJs: Record<string, number | null>
  searchFirstGzip: number | null
  searchAllGzip: number | null
  searchAllWithTextGzip: number | null
  lighthouse: Record<string, { lcpMs: number | null; tbtMs: number | null; scriptTransferBytes: number | null; performanceDelta: number | null }>
}
export function ratio(theirs: number | null | undefined, ours: number | null | undefined): number | null
export function computeRatios(ours: Side, theirs: Side): Ratios
export type Peer = { label: string; side: Side; ratios: Ratios }
export function compareTable(c: { ours: Side; peers: Peer[] }): string[]
