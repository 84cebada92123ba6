/**
 * Time windows against what a dataset keeps (issue 37, class 1). A query that
 * reads `dataset: realtime` keeps only the last few hours (`datasets.realtimeWindow`
 * in content/data/platform.ts); a time filter that reaches further back returns
 * a silently truncated answer. For every operation whose root field reads the
 * realtime dataset (literally or through a variable, resolved from the page's
 * Variables block or the variable's default), every time condition in its
 * arguments is measured:
 * - relative starts (`since_relative`, `after_relative`: `{hours_ago: 24}`)
 *   longer than the window;
 * - absolute starts (`since`, `after`, `ge`, `gt`, `is` on a date) on a Time or
 *   Date field: with an absolute end, a span longer than the window; without
 *   one, a start further back than the window from the page's "now" (the
 *   latest time its sample responses show after the query; undecided when
 *   there is none); a whole day (`Date: {is: …}`) is longer than the window
 *   whatever its date.
 */
import { Kind, parse, print, type ArgumentNode, type DocumentNode, type ObjectFieldNode, type ValueNode } from 'graphql'

export type WindowFinding = { line: number; message: string }

const UNIT_HOURS: Record<string, number> = { seconds_ago: 1 / 3600, minutes_ago: 1 / 60, hours_ago: 1, days_ago: 24, weeks_ago: 24 * 7, months_ago: 24 * 30, years_ago: 24 * 365 }
const START = /^(since|after|ge|gt)$/
const END = /^(till|before|le|lt)$/
const TIME_FIELD = /(Time|Date|Timestamp)$/i

/** "8 hours" → 8; "30 minutes" → 0.5. */
export function windowHours(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(minute|hour|day)s?\b/i.exec(text)
  if (!m) throw new Error(`datasets.realtimeWindow "${text}" is not "<n> hours"`)
  return Number(m[1]) * (m[2].toLowerCase() === 'minute' ? 1 / 60 : m[2].toLowerCase() === 'day' ? 24 : 1)
}

type Vars = Record<string, unknown>

function resolve(value: ValueNode, vars: Vars): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return vars[value.name.value]
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value)
    case Kind.STRING:
    case Kind.ENUM:
      return value.value
    case Kind.OBJECT:
      return Object.fromEntries(value.fields.map((f) => [f.name.value, resolve(f.value, vars)]))
    case Kind.LIST:
      return value.values.map((v) => resolve(v, vars))
    default:
      return null
  }
}

function relativeHours(v: unknown): number | null {
  if (!v || typeof v !== 'object') return null
  let total = 0
  let found = false
  for (const [unit, n] of Object.entries(v as Record<string, unknown>)) {
    const h = UNIT_HOURS[unit]
    if (h === undefined || typeof n !== 'number') continue
    total += n * h
    found = true
  }
  return found ? total : null
}

function variablesOf(doc: DocumentNode, given: Vars): Vars {
  const out: Vars = {}
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of d.variableDefinitions ?? []) if (v.defaultValue) out[v.variable.name.value] = resolve(v.defaultValue, {})
  }
  return { ...out, ...given }
}

const fmt = (h: number) => (h >= 48 && h % 24 === 0 ? `${h / 24} days` : h >= 1 ? `${+h.toFixed(2)} hours` : `${Math.round(h * 60)} minutes`)

/** The findings of one GraphQL document; `line` is the fence's first line, `variables` the page's Variables block. */
export function checkQueryWindows(query: string, line: number, variables: Vars, windowH: number, now: number | null = null): WindowFinding[] {
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return [] // the example check reports documents that do not parse
  }
  const vars = variablesOf(doc, variables)
  const out: WindowFinding[] = []
  const at = (loc: { startToken: { line: number } } | undefined) => line + (loc?.startToken.line ?? 0)
  const conditions = (fields: readonly ObjectFieldNode[], parent: string, root: string) => {
    const own = Object.fromEntries(fields.map((f) => [f.name.value, resolve(f.value, vars)]))
    if (TIME_FIELD.test(parent)) {
      const isDate = /Date$/i.test(parent)
      const starts = Object.entries(own).filter(([k]) => START.test(k))
      const ends = Object.entries(own).filter(([k]) => END.test(k))
      const where = at(fields[0]?.loc)
      for (const [k, v] of Object.entries(own)) {
        if (!/_relative$/.test(k) || !/^(since|after)/.test(k)) continue
        const h = relativeHours(v)
        if (h !== null && h > windowH) out.push({ line: where, message: `${root}(dataset: realtime) with ${parent}: {${k}: ${JSON.stringify(v)}} asks for ${fmt(h)}, but the realtime dataset keeps ${fmt(windowH)}: the answer silently covers only the last ${fmt(windowH)} (use dataset: combined or archive, or a window within ${fmt(windowH)})` })
      }
      const abs = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) : null)
      if (isDate && 'is' in own && abs(own.is) !== null) out.push({ line: where, message: `${root}(dataset: realtime) with ${parent}: {is: ${JSON.stringify(own.is)}} asks for a whole day, but the realtime dataset keeps ${fmt(windowH)}` })
      const start = starts.map(([, v]) => abs(v)).find((x) => x !== null)
      if (start !== undefined && start !== null) {
        const end = ends.map(([, v]) => abs(v)).find((x) => x !== null)
        const span = end !== undefined && end !== null ? (end - start) / 3_600_000 + (isDate ? 24 : 0) : null
        const back = span === null && now !== null ? (now - start) / 3_600_000 : null
        if (back !== null && back > windowH) out.push({ line: where, message: `${root}(dataset: realtime) with ${parent} from ${JSON.stringify(starts[0][1])}, ${fmt(back)} before the latest time the page's sample shows, but the realtime dataset keeps ${fmt(windowH)} (use dataset: combined, or a start within the window such as since_relative)` })
        else if (span !== null && span > windowH) out.push({ line: where, message: `${root}(dataset: realtime) with ${parent} spanning ${fmt(span)}, but the realtime dataset keeps ${fmt(windowH)}` })
      }
    }
    for (const f of fields) if (f.value.kind === Kind.OBJECT) conditions(f.value.fields, f.name.value, root)
  }
  const visitArgs = (args: readonly ArgumentNode[] | undefined, root: string) => {
    for (const a of args ?? []) if (a.value.kind === Kind.OBJECT) conditions(a.value.fields, a.name.value, root)
  }
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const rootSel of d.selectionSet.selections) {
      if (rootSel.kind !== Kind.FIELD) continue
      // The Trading root has one store (`realtime` is its only dataset value) with its own history; the window is the chain roots'.
      if (rootSel.name.value === 'Trading') continue
      const ds = rootSel.arguments?.find((a) => a.name.value === 'dataset')
      if (!ds || resolve(ds.value, vars) !== 'realtime') continue
      // Every argument below the root: cube filters and their nested conditions.
      const walk = (set: typeof rootSel.selectionSet) => {
        for (const s of set?.selections ?? []) {
          if (s.kind === Kind.FIELD) {
            visitArgs(s.arguments, rootSel.name.value)
            walk(s.selectionSet)
          } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet)
        }
      }
      walk(rootSel.selectionSet)
    }
  }
  return out
}

/**
 * Open-ended windows on the archive (issue 37). The archive dataset trails the
 * chain head (`datasets.archiveDelay` in content/data/platform.ts), so a query
 * that reads `dataset: archive` (literally or through a variable) with a time
 * condition that runs to now (a start, `since`/`after`/`ge`/`gt` or
 * `since_relative`/`after_relative`, with no end) silently misses the most
 * recent stretch; so does an end closer to now than the delay
 * (`till_relative: {minutes_ago: 5}`). Exempt: a fence that says why the lag
 * does no harm, `window="reason"`, and a query whose h2 section says it
 * tolerates the lag (`tolerates` here: the caller decides from the section's
 * prose, see `toleratesArchiveLag`).
 */
export const WINDOW_META = /\bwindow="([^"]+)"/

/** "about 30 minutes" → 0.5. */
export function delayHours(text: string): number {
  const m = /(\d+(?:\.\d+)?)\s*(second|minute|hour)s?\b/i.exec(text)
  if (!m) throw new Error(`datasets.archiveDelay "${text}" names no number of seconds, minutes or hours`)
  const unit = m[2].toLowerCase()
  return Number(m[1]) * (unit === 'second' ? 1 / 3600 : unit === 'minute' ? 1 / 60 : 1)
}

/** Prose that says the query may miss the archive's newest stretch: the delay directive, or "archive" with lag, trail, delay or "behind the head" in one sentence. */
export function toleratesArchiveLag(prose: string): boolean {
  if (/:data\[(platform\.)?datasets\.archiveDelay\]/.test(prose)) return true
  return prose.split(/(?<=[.!?])\s+/).some((s) => /\barchive\b/i.test(s) && /\b(lag|lags|trails?|trailing|delay(ed)?|behind the (chain )?head)\b/i.test(s))
}

export function checkArchiveOpenEnded(query: string, line: number, variables: Vars, delayH: number, opts: { meta?: string; tolerates?: boolean } = {}): WindowFinding[] {
  if (opts.meta && WINDOW_META.test(opts.meta)) return []
  if (opts.tolerates) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const vars = variablesOf(doc, variables)
  const out: WindowFinding[] = []
  const at = (loc: { startToken: { line: number } } | undefined) => line + (loc?.startToken.line ?? 0)
  const conditions = (fields: readonly ObjectFieldNode[], parent: string, root: string) => {
    if (TIME_FIELD.test(parent)) {
      const own = Object.fromEntries(fields.map((f) => [f.name.value, resolve(f.value, vars)]))
      // A condition counts whether or not its value is known (`since: $from` starts the window all the same); an explicit null does not.
      const keys = fields.filter((f) => f.value.kind !== Kind.NULL && own[f.name.value] !== null).map((f) => f.name.value)
      const start = keys.find((k) => START.test(k) || /^(since|after)_relative$/.test(k))
      const end = keys.find((k) => END.test(k) || /^(till|before)_relative$/.test(k))
      const where = at(fields[0]?.loc)
      const fix = `the archive trails the chain head by about ${fmt(delayH)}: read dataset: combined, or give the window an end, or say why the lag does no harm with window="…" on the fence`
      const shown = (k: string) => print(fields.find((f) => f.name.value === k)!.value)
      if (start && !end) out.push({ line: where, message: `${root}(dataset: archive) with ${parent}: {${start}: ${shown(start)}} runs to now, but ${fix}` })
      else if (end && /_relative$/.test(end)) {
        const h = relativeHours(own[end])
        if (h !== null && h < delayH) out.push({ line: where, message: `${root}(dataset: archive) with ${parent}: {${end}: ${shown(end)}} ends ${fmt(h)} ago, but ${fix}` })
      }
    }
    for (const f of fields) {
      if (f.value.kind === Kind.OBJECT) conditions(f.value.fields, f.name.value, root)
      // `any: [{…}, {…}]`: each alternative is a condition of its own.
      else if (f.value.kind === Kind.LIST) for (const x of f.value.values) if (x.kind === Kind.OBJECT) conditions(x.fields, f.name.value, root)
    }
  }
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const rootSel of d.selectionSet.selections) {
      if (rootSel.kind !== Kind.FIELD) continue
      const ds = rootSel.arguments?.find((a) => a.name.value === 'dataset')
      if (!ds || resolve(ds.value, vars) !== 'archive') continue
      const walk = (set: typeof rootSel.selectionSet) => {
        for (const s of set?.selections ?? []) {
          if (s.kind === Kind.FIELD) {
            for (const a of s.arguments ?? []) if (a.value.kind === Kind.OBJECT) conditions(a.value.fields, a.name.value, rootSel.name.value)
            walk(s.selectionSet)
          } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet)
        }
      }
      walk(rootSel.selectionSet)
    }
  }
  return out
}
