/**
 * The redirect table as data: family rules that expand to concrete rows over
 * the pages that exist, single rows, and the checks that fail the build.
 * Pure functions only; the Gatsby wiring lives in ./gatsby.ts.
 */
import { routeKey, safeDecode } from '../lib/routes'

/**
 * A family of redirects written once (spec 2.8). `from` and `to` are path
 * templates with `{name}` placeholders:
 * - a placeholder set by `params` takes each listed value (one row set per entry);
 * - any other placeholder of `to` is read from the pages that exist: `{name}`
 *   matches one path segment, `{name...}` one or more segments.
 * A family only yields rows whose target is a page: the rest are "waiting"
 * (listed by the build, configured automatically once the page exists).
 */
export type { RedirectFamily, RedirectSingle, RedirectTable } from '../lib/redirectTable'
import type { RedirectFamily, RedirectTable } from '../lib/redirectTable'

/** A concrete row and where it came from (a family name or "row"). */
export type RedirectRow = { from: string; to: string; origin: string }

export type Expansion = {
  /** Rows to configure. */
  rows: RedirectRow[]
  /** Family rows whose target is not a page yet. */
  waiting: RedirectRow[]
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)(\.\.\.)?\}/g

/** Fills the placeholders that `values` knows; leaves the others as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name] : whole))
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The placeholders left in a template, in order. */
export function placeholders(template: string): { name: string; rest: boolean }[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1], rest: Boolean(m[2]) }))
}

/** A regular expression that matches page paths against a template's free placeholders. */
export function templateMatcher(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = []
  let source = ''
  let last = 0
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, m.index))
    names.push(m[1])
    source += m[2] ? '([^/]+(?:/[^/]+)*)' : '([^/]+)'
    last = (m.index ?? 0) + m[0].length
  }
  source += escapeRegExp(template.slice(last))
  return { regex: new RegExp(`^${source}$`), names }
}

/** Expands one family over the pages that exist. */
export function expandFamily(family: RedirectFamily, pages: ReadonlySet<string>): Expansion {
  const rows: RedirectRow[] = []
  const waiting: RedirectRow[] = []
  const sources = Array.isArray(family.from) ? family.from : [family.from]
  for (const values of family.params ?? [{}]) {
    const to = fill(family.to, values)
    const free = placeholders(to)
    if (free.length === 0) {
      for (const from of sources) {
        const row = { from: fill(from, values), to, origin: family.family }
        ;(pages.has(to) ? rows : waiting).push(row)
      }
      continue
    }
    const { regex, names } = templateMatcher(to)
    for (const page of [...pages].sort()) {
      const m = regex.exec(page)
      if (!m) continue
      const captured: Record<string, string> = { ...values }
      names.forEach((name, i) => (captured[name] = m[i + 1]))
      for (const from of sources) rows.push({ from: fill(from, captured), to: page, origin: family.family })
    }
  }
  return { rows, waiting }
}

/** Expands the whole table: every family over the pages, planned rows whose page exists, then the strict rows as they are. */
export function expandTable(table: RedirectTable, pages: ReadonlySet<string>): Expansion {
  const rows: RedirectRow[] = []
  const waiting: RedirectRow[] = []
  for (const family of table.families) {
    const e = expandFamily(family, pages)
    rows.push(...e.rows)
    waiting.push(...e.waiting)
  }
  for (const row of table.planned) {
    const r = { from: row.from, to: row.to, origin: 'planned' }
    ;(pages.has(row.to) ? rows : waiting).push(r)
  }
  for (const row of table.rows) rows.push({ from: row.from, to: row.to, origin: 'row' })
  return { rows, waiting }
}

export type TableProblem = { kind: 'shape' | 'target' | 'source-is-page' | 'chain' | 'loop' | 'duplicate' | 'unfilled'; message: string }

const describeRow = (r: RedirectRow) =>
  `${r.from} → ${r.to} (${r.origin === 'row' ? 'single row' : r.origin === 'planned' ? 'planned row' : `family "${r.origin}"`})`

/**
 * The build-time checks: well-formed paths, every target a page, no source
 * that is also a page, no chains or loops, no duplicate sources (all
 * comparisons ignore case and a trailing slash, like the route lookup).
 */
export function checkRows(rows: RedirectRow[], pages: ReadonlySet<string>, options: { targets: boolean } = { targets: true }): TableProblem[] {
  const problems: TableProblem[] = []
  const pageKeys = new Map<string, string>()
  for (const p of pages) pageKeys.set(routeKey(p), p)
  const bySource = new Map<string, RedirectRow>()

  for (const row of rows) {
    for (const [label, path] of [
      ['source', row.from],
      ['target', row.to],
    ] as const) {
      if (/\{[^}]*\}/.test(path)) problems.push({ kind: 'unfilled', message: `The ${label} of ${describeRow(row)} still has a placeholder.` })
      else if (!path.startsWith('/') || !path.endsWith('/') || /[?#\s"'<>\\$]/.test(path) || path.includes('//')) {
        problems.push({
          kind: 'shape',
          message: `The ${label} of ${describeRow(row)} must be a root-relative path with a trailing slash, without query, hash, spaces, quotes, angle brackets, backslashes or "$" (write a space as %20).`,
        })
      }
    }
    const fromKey = routeKey(safeDecode(row.from))
    if (fromKey === routeKey(row.to)) problems.push({ kind: 'loop', message: `${describeRow(row)} redirects to itself.` })
    if (options.targets && !pages.has(row.to)) {
      const near = pageKeys.get(routeKey(row.to))
      problems.push({
        kind: 'target',
        message: `The target of ${describeRow(row)} is not a page${near ? ` (did you mean ${near}? targets are matched exactly)` : ''}.`,
      })
    }
    const clash = pageKeys.get(fromKey)
    if (clash) problems.push({ kind: 'source-is-page', message: `The source of ${describeRow(row)} is also the page ${clash}; pages win, so the redirect would never run.` })
    const previous = bySource.get(fromKey)
    if (previous) problems.push({ kind: 'duplicate', message: `Duplicate source (case-insensitive): ${describeRow(previous)} and ${describeRow(row)}.` })
    else bySource.set(fromKey, row)
  }
  for (const row of rows) {
    const next = bySource.get(routeKey(row.to))
    if (next && next !== row) problems.push({ kind: 'chain', message: `Chain: ${describeRow(row)}, then ${describeRow(next)}. Point the first row at the final page.` })
  }
  return problems
}

/** Rows with both slash variants, for Gatsby's exact-match browser redirects. */
export function slashVariants(path: string): string[] {
  const bare = path.replace(/\/+$/, '')
  return bare === '' ? ['/'] : [`${bare}/`, bare]
}

/** The expanded rows in a stable order (by source). */
export function sortRows<T extends { from: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

/**
 * Checks a whole expansion: the configured rows fully; the waiting rows too,
 * except for their (not yet existing) targets, so a duplicate, chain or page
 * clash is reported the day it is written, not the day its page lands.
 */
export function checkExpansion(expansion: Expansion, pages: ReadonlySet<string>): TableProblem[] {
  const problems = checkRows(expansion.rows, pages)
  if (expansion.waiting.length === 0) return problems
  const seen = new Set(problems.map((p) => p.message))
  for (const p of checkRows([...expansion.rows, ...expansion.waiting], pages, { targets: false })) {
    if (seen.has(p.message)) continue
    seen.add(p.message)
    problems.push(p)
  }
  return problems
}
