// Types of bench/compare/report.mjs for the TypeScript tests (bench/tests/compare.test.ts).
type Median = { median: number | null; min?: number; max?: number }
export type LighthouseSummary = { route?: string; performance?: Median; lcpMs?: Median; tbtMs?: Median; scriptTransferBytes?: Median; [k: string]: unknown }
export type SearchProbe = { first: { bytes: number; firstResultMs: number; requests?: number }; five: { bytes: number; requests?: number }; afterLoad: { bytes: number; requests?: number } }
export type Side = {
  build: { seconds: number | null; peakRssBytes: number | null; pages: number }
  weight: Record<string, { firstLoadJsGzip: number; htmlGzip?: number; cssGzip?: number }>
  lighthouse: Record<string, LighthouseSummary>
  search: { firstSearchGzip: number; allGzip: number; withTextGzip?: number; probe?: SearchProbe; relevance?: { top1Rate: number; top3Rate: number } }
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
export type Peer = { label: string; side: Side }
export type Row = { measure: string; better: 'lower' | 'higher' | null; ours: number | null; peers: (number | null)[]; format: (v: number | null) => string }
export function measureRows(ours: Side, peers: Side[]): Row[]
export function bestPeer(r: Row, labels: string[]): { best: string; versus: string; verdict: 'win' | 'lose' | 'tie' | '' }
export function compareTable(c: { ours: Side; peers: Peer[] }): string[]
export function compareMarkdown(c: { ours: Side; peers: Peer[] }): string
