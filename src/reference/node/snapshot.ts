/**
 * Cutting a release of the schema: `npm run schema:snapshot -- --date
 * YYYY-MM-DD --title "…"` (scripts/schema-snapshot.mjs) copies the current
 * graphql-schema/*.graphql into graphql-schema/history/YYYY-MM-DD/ and writes
 * its notes.md: the title, a sentence with the counts against the newest
 * snapshot, and one "## Breaking changes" item per breaking change, whose
 * migration the author must write before `npm test` passes.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { releaseDiff } from './changes'
import { isDate, readHistory, snapshotSources } from './history'
import { readSchemaSources } from '../../node/schema/load'

export type SnapshotResult = { dir: string; files: string[]; breaking: string[]; counts: { breaking: number; dangerous: number; safe: number } }

export async function cutSnapshot(options: { date: string; title: string; schemaDir: string; historyDir?: string }): Promise<SnapshotResult> {
  const historyDir = options.historyDir ?? path.join(options.schemaDir, 'history')
  const { date } = options
  const title = options.title.trim()
  if (!isDate(date)) throw new Error(`--date must be a real date as YYYY-MM-DD, not "${date}"`)
  if (!title) throw new Error('--title is required: a short name of the release, shown on its page and in the feeds')
  const dir = path.join(historyDir, date)
  if (existsSync(dir)) throw new Error(`${path.relative(process.cwd(), dir)} already exists: a snapshot is never overwritten`)
  const history = readHistory(historyDir)
  const newest = history[history.length - 1]
  if (newest && date < newest.date) throw new Error(`${date} is older than the newest snapshot (${newest.date}): releases are cut in date order`)

  const current = readSchemaSources(options.schemaDir)
  const changes = newest ? (await releaseDiff(snapshotSources(newest), current, [])).changes : []
  const count = (level: string) => changes.filter((c) => c.level === level).length
  const counts = { breaking: count('breaking'), dangerous: count('dangerous'), safe: count('safe') }
  const breaking = changes.filter((c) => c.level === 'breaking').map((c) => c.member)

  const files = readdirSync(options.schemaDir).filter((f) => f.endsWith('.graphql'))
  mkdirSync(dir, { recursive: true })
  for (const f of files) copyFileSync(path.join(options.schemaDir, f), path.join(dir, f))
  const summary = newest
    ? `${counts.breaking} breaking, ${counts.dangerous} dangerous and ${counts.safe} safe changes since the snapshot of ${newest.date}.`
    : 'The first snapshot of the schema: the baseline every later release is compared with.'
  const lines = ['---', `title: ${JSON.stringify(title)}`, '---', summary, '']
  if (breaking.length) {
    lines.push('## Breaking changes', '', ...breaking.map((m) => `- \`${m}\`: `), '')
  }
  writeFileSync(path.join(dir, 'notes.md'), lines.join('\n'))
  return { dir, files, breaking, counts }
}
