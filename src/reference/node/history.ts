/**
 * The schema's history: dated snapshots of graphql-schema/ kept in
 * graphql-schema/history/YYYY-MM-DD/ (every .graphql file of the schema as it
 * was on that date, and notes.md). Consecutive snapshots make a release.
 *
 * notes.md is Markdown with front matter:
 * - `title`: a short name of the release;
 * - `introduces`: schema files whose types this snapshot documents for the
 *   first time (a root that was served before but had no reference); their
 *   types are listed by root, not as additions;
 * - the body: what the release is about, and under a heading
 *   "## Breaking changes" one list item per breaking change, starting with
 *   the member in backticks and followed by how to migrate.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'graphql'
import { splitFrontMatter } from '../../lib/frontmatter'
import { SCHEMA_DIR, type SchemaSource } from '../../node/schema/load'

export const HISTORY_DIR = path.join(SCHEMA_DIR, 'history')
export const DATE = /^\d{4}-\d{2}-\d{2}$/

export type SnapshotNotes = {
  title: string
  /** Schema files this snapshot documents for the first time. */
  introduces: string[]
  /** The notes' Markdown without front matter and without the breaking-changes list. */
  body: string
  /** Migration text of each breaking change, by member ("EVM_Transfer.Amount"). */
  migrations: Map<string, string>
}

export type Snapshot = { date: string; files: { file: string; text: string }[]; notes: SnapshotNotes }

/** A real calendar date in YYYY-MM-DD form. */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const BREAKING_HEADING = /^##\s+Breaking changes\s*$/im

/** Reads notes.md: front matter, prose, and the migration of each breaking change. */
export function parseNotes(text: string, where: string): SnapshotNotes {
  const { data, body } = splitFrontMatter(text)
  const title = typeof data.title === 'string' ? data.title.trim() : ''
  if (!title) throw new Error(`${where}: the front matter needs a "title"`)
  const introduces = data.introduces === undefined ? [] : data.introduces
  if (!Array.isArray(introduces) || introduces.some((f) => typeof f !== 'string' || !f.endsWith('.graphql'))) {
    throw new Error(`${where}: "introduces" must be a list of schema file names (solana.graphql, …)`)
  }
  const migrations = new Map<string, string>()
  let prose = body.trim()
  const heading = BREAKING_HEADING.exec(prose)
  if (heading) {
    const after = prose.slice(heading.index + heading[0].length)
    const end = after.search(/^##\s/m)
    const section = end === -1 ? after : after.slice(0, end)
    for (const line of section.split('\n')) {
      const m = /^\s*[-*]\s+`([^`]+)`\s*[:—–-]?\s*(.*)$/.exec(line)
      if (m) migrations.set(m[1].trim(), m[2].trim())
    }
    prose = (prose.slice(0, heading.index) + (end === -1 ? '' : after.slice(end))).trim()
  }
  return { title, introduces: introduces as string[], body: prose, migrations }
}

/** Every snapshot under `dir`, oldest first. Throws on a folder that is not a date or has no schema or notes. */
export function readHistory(dir: string = HISTORY_DIR): Snapshot[] {
  if (!existsSync(dir)) return []
  const dates = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
  return dates.map((date) => {
    const where = path.join(path.relative(process.cwd(), dir) || dir, date)
    if (!isDate(date)) throw new Error(`${where}: a snapshot folder is named by its date, YYYY-MM-DD`)
    const files = readdirSync(path.join(dir, date))
      .filter((f) => f.endsWith('.graphql'))
      .sort((a, b) => (a === 'evm.graphql' ? -1 : b === 'evm.graphql' ? 1 : a.localeCompare(b)))
      .map((file) => ({ file, text: readFileSync(path.join(dir, date, file), 'utf8') }))
    if (files.length === 0) throw new Error(`${where}: no .graphql files`)
    const notesFile = path.join(dir, date, 'notes.md')
    if (!existsSync(notesFile)) throw new Error(`${where}: notes.md is missing (what the release is about)`)
    return { date, files, notes: parseNotes(readFileSync(notesFile, 'utf8'), `${where}/notes.md`) }
  })
}

/** A snapshot's files as the schema loader's sources. */
export function snapshotSources(snapshot: Pick<Snapshot, 'files'>): SchemaSource[] {
  return snapshot.files.map((f) => ({ file: f.file, document: parse(f.text) }))
}
