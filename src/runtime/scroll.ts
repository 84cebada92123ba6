/**
 * Scroll behaviour on client navigation (spec 2.10):
 * - a new hash scrolls to the element whose id is the decoded hash;
 * - a change of the query string alone does not scroll;
 * - back/forward restores the saved position;
 * - any other navigation scrolls to the top.
 */
export type Loc = { pathname: string; search: string; hash: string }
export type ScrollDecision = { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; id: string } | { kind: 'restore' }

export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function scrollDecision(prev: Loc | null, next: Loc, action: string | undefined): ScrollDecision {
  if (action === 'POP') return { kind: 'restore' }
  if (next.hash && next.hash !== '#' && (!prev || prev.hash !== next.hash || prev.pathname !== next.pathname)) {
    return { kind: 'hash', id: decodeHash(next.hash) }
  }
  if (prev && prev.pathname === next.pathname && prev.hash === next.hash) return { kind: 'none' }
  return { kind: 'top' }
}
