import type { Hit } from './types'

export type HitGroup = { u: string; t: string; b: string[]; hits: Hit[] }

/** Groups ranked hits by page; pages keep the rank of their best hit, sections keep their order. */
export function groupByPage(hits: Hit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>()
  for (const h of hits) {
    let g = groups.get(h.u)
    if (!g) {
      g = { u: h.u, t: h.t, b: h.b, hits: [] }
      groups.set(h.u, g)
    }
    g.hits.push(h)
  }
  return [...groups.values()]
}
