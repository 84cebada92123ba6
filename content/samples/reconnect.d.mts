// reconnect.d.mts: TypeScript declarations for reconnect.mjs (the site's test imports them too).
export type End = { code: number | undefined; reason: string; reconnect: boolean; aborted?: boolean }
export type DelayOptions = { base?: number; cap?: number; random?: () => number }
export type ReconnectOptions = DelayOptions & {
  healthyAfter?: number
  signal?: AbortSignal
  onRetry?: (retry: End & { attempt: number; delay: number }) => void
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}
export const RETRYABLE_CLOSE_CODES: Set<number>
export function shouldReconnect(code: number | undefined | null): boolean
export function nextDelay(attempt: number, options?: DelayOptions): number
export function describeEnd(end: unknown): End
export function runWithReconnect(session: () => Promise<unknown>, options?: ReconnectOptions): Promise<End>
