/**
 * Order statistics a sample could return (issue 37, class "sample"; residual
 * sample av). A query that asks for several statistics of one measure in one
 * selection (`minimum`, `quantile` at two levels, `median`, `average`,
 * `maximum`, all `of` the same field with the same conditions) gets values
 * that obey their definitions: the minimum is at most every other one, the
 * maximum at least every other one, a quantile at a higher level is at least
 * one at a lower level, the median is the quantile at 0.5, and the average
 * lies between the minimum and the maximum. A sample row that breaks this is
 * one the API could not return (a "90th percentile" below the median).
 *
 * Statistics with different conditions (`if:`, `selectWhere:`) are different
 * measures and are not compared; values that are not numbers (times) are left
 * alone. Rows are read wherever the sample holds an object with two or more
 * of a group's keys (the alias, or the metric's name when it has none).
 */
import { Kind, parse, print, visit, type FieldNode } from 'graphql'

export type MetricOrderFinding = { path: string; message: string }

type Stat = { key: string; kind: 'minimum' | 'maximum' | 'average' | 'quantile'; level: number | null }

const KINDS = new Set(['minimum', 'maximum', 'average', 'quantile', 'median'])

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(v.trim())) return Number(v)
  return null
}

/** The groups of statistics of one measure a query selects side by side: one list per selection set and measure. */
export function statGroups(query: string): Stat[][] {
  let doc
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const groups: Stat[][] = []
  visit(doc, {
    SelectionSet(node) {
      const byMeasure = new Map<string, Stat[]>()
      for (const sel of node.selections) {
        if (sel.kind !== Kind.FIELD || !KINDS.has(sel.name.value)) continue
        const f = sel as FieldNode
        const of = f.arguments?.find((a) => a.name.value === 'of')?.value
        if (!of) continue
        const levelArg = f.arguments?.find((a) => a.name.value === 'level')?.value
        const level = sel.name.value === 'median' ? 0.5 : levelArg && (levelArg.kind === Kind.FLOAT || levelArg.kind === Kind.INT) ? Number(levelArg.value) : null
        if (sel.name.value === 'quantile' && level === null) continue
        const rest = (f.arguments ?? []).filter((a) => !['of', 'level'].includes(a.name.value)).map((a) => `${a.name.value}:${print(a.value)}`).sort().join(',')
        const measure = `${print(of)}|${rest}`
        const kind = sel.name.value === 'median' ? 'quantile' : (sel.name.value as Stat['kind'])
        byMeasure.set(measure, [...(byMeasure.get(measure) ?? []), { key: f.alias?.value ?? f.name.value, kind, level }])
      }
      for (const g of byMeasure.values()) if (g.length > 1) groups.push(g)
    },
  })
  return groups
}

const name = (s: Stat) => (s.kind === 'quantile' ? `${s.key} (quantile ${s.level})` : `${s.key} (${s.kind})`)
const rel = 1e-9

/** The rows of a parsed sample that break the order of the statistics the query asks for side by side. */
export function checkMetricOrder(json: unknown, groups: Stat[][]): MetricOrderFinding[] {
  const out: MetricOrderFinding[] = []
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}/${i}`))
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    for (const g of groups) {
      const present = g.map((s) => ({ s, x: num(o[s.key]) })).filter((p): p is { s: Stat; x: number } => p.x !== null)
      if (present.length < 2) continue
      const bad = (a: { s: Stat; x: number }, b: { s: Stat; x: number }, why: string) => out.push({ path, message: `${name(a.s)} = ${a.x} is above ${name(b.s)} = ${b.x}: ${why}` })
      for (const a of present) {
        for (const b of present) {
          if (a === b || a.x <= b.x + Math.abs(b.x) * rel) continue
          if (a.s.kind === 'minimum' && b.s.kind !== 'minimum') bad(a, b, 'no statistic of a measure is below its minimum')
          else if (b.s.kind === 'maximum' && a.s.kind !== 'maximum') bad(a, b, 'no statistic of a measure is above its maximum')
          else if (a.s.kind === 'quantile' && b.s.kind === 'quantile' && a.s.level! < b.s.level!) bad(a, b, 'a quantile at a higher level is never below one at a lower level')
        }
      }
      const medians = present.filter((p) => p.s.kind === 'quantile' && p.s.level === 0.5)
      if (medians.length > 1 && medians.some((m) => Math.abs(m.x - medians[0].x) > Math.abs(medians[0].x) * rel)) out.push({ path, message: `${medians.map((m) => `${name(m.s)} = ${m.x}`).join(' and ')} differ: the median is the quantile at 0.5` })
    }
    for (const [k, x] of Object.entries(o)) walk(x, `${path}/${k}`)
  }
  walk(json, '')
  return out
}
