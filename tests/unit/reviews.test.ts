/**
 * The expert-review records (content/reviews/*.yaml, issue 37): every record
 * names a page that exists, every certain finding says how it was fixed, every
 * likely one is fixed or says why it stands. Prints how many pages have a
 * review, which changed since (their sha256 no longer matches) and the counts
 * by class, so the next review knows what was read and when.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { contentPages, repoRoot } from '../lib/truth/pages'

const CLASSES = ['window', 'dimension', 'inference', 'mechanics', 'sample', 'identifier', 'code', 'history', 'other']
type Finding = { line?: number; level?: string; class?: string; what?: string; source?: string; fixed?: string; stands?: string }
type Review = { page?: string; reviewed?: string | Date; reviewer?: string; sha?: string; findings?: Finding[] }

const dir = path.join(repoRoot, 'content/reviews')
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()
/** Files that do not parse, with the parser's message (reported by the first test, not a crash of the suite). */
const unreadable: string[] = []
const records = files.flatMap((file) => {
  try {
    return ((parse(readFileSync(path.join(dir, file), 'utf8')) as Review[] | null) ?? []).map((r, i) => ({ file, i, r }))
  } catch (err) {
    unreadable.push(`content/reviews/${file} does not parse: ${(err as Error).message.split('\n')[0]}`)
    return []
  }
})

/** Problems of one record; empty when it is well formed. */
export function recordProblems(r: Review, exists: (page: string) => boolean): string[] {
  const out: string[] = []
  if (!r.page || !exists(r.page)) out.push(`page ${JSON.stringify(r.page)} does not exist`)
  const date = r.reviewed instanceof Date ? r.reviewed.toISOString().slice(0, 10) : String(r.reviewed ?? '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) out.push(`reviewed ${JSON.stringify(r.reviewed)} is not a date`)
  if (!r.reviewer) out.push('no reviewer')
  if (typeof r.sha !== 'string' || !/^[0-9a-f]{12}$/.test(r.sha)) out.push(`sha ${JSON.stringify(r.sha)} is not 12 hex digits in quotes`)
  if (!Array.isArray(r.findings)) out.push('findings is not a list')
  for (const [k, f] of (r.findings ?? []).entries()) {
    const at = `finding ${k + 1}${f.line ? ` (line ${f.line})` : ''}`
    if (f.level !== 'certain' && f.level !== 'likely') out.push(`${at}: level ${JSON.stringify(f.level)} is neither certain nor likely`)
    if (!CLASSES.includes(String(f.class))) out.push(`${at}: class ${JSON.stringify(f.class)} is not one of ${CLASSES.join(', ')}`)
    if (!f.what) out.push(`${at}: says nothing about what is wrong`)
    if (!f.source) out.push(`${at}: names no source`)
    if (f.level === 'certain' && !f.fixed) out.push(`${at}: a certain finding that is not fixed`)
    if (f.level === 'likely' && !f.fixed && !f.stands) out.push(`${at}: a likely finding neither fixed nor explained (stands)`)
  }
  return out
}

describe('review records', () => {
  const exists = (page: string) => existsSync(path.join(repoRoot, page))
  it('are well formed: the page exists, certain findings fixed, likely ones fixed or explained', () => {
    const problems = [...unreadable, ...records.flatMap(({ file, i, r }) => recordProblems(r, exists).map((p) => `content/reviews/${file} entry ${i + 1} (${r.page}): ${p}`))]
    expect(problems).toEqual([])
  })

  it('reject a record with an unfixed certain finding, an unexplained likely one and a missing page', () => {
    const bad: Review = { page: 'content/docs/nowhere.mdx', reviewed: '2026-11-28', reviewer: 'r', sha: 'abc', findings: [{ level: 'certain', class: 'window', what: 'x', source: 's' }, { level: 'likely', class: 'nonsense', what: 'y', source: 's' }] }
    expect(recordProblems(bad, exists)).toEqual([
      'page "content/docs/nowhere.mdx" does not exist',
      'sha "abc" is not 12 hex digits in quotes',
      'finding 1: a certain finding that is not fixed',
      'finding 2: class "nonsense" is not one of window, dimension, inference, mechanics, sample, identifier, code, history, other',
      'finding 2: a likely finding neither fixed nor explained (stands)',
    ])
  })

  afterAll(() => {
    const pages = contentPages().map((p) => p.file).filter((f) => !f.startsWith('content/pages/'))
    // Per page, the record of its current text when one exists (several reviews may have read it), else its last record.
    const shaOf = (page: string) => createHash('sha256').update(readFileSync(path.join(repoRoot, page))).digest('hex').slice(0, 12)
    const latest = new Map<string, Review>()
    for (const { r } of records) {
      if (!r.page || !exists(r.page)) continue
      const held = latest.get(r.page)
      if (!held || held.sha !== shaOf(r.page)) latest.set(r.page, r)
    }
    const changed = [...latest.values()].filter((r) => r.page && r.sha !== shaOf(r.page))
    const findings = [...latest.values()].flatMap((r) => r.findings ?? [])
    const byClass = CLASSES.map((c) => {
      const of = findings.filter((f) => f.class === c)
      return of.length ? `${c} ${of.filter((f) => f.level === 'certain').length}/${of.filter((f) => f.level === 'likely').length}` : ''
    }).filter(Boolean)
    const unreviewed = pages.filter((p) => !latest.has(p))
    console.log(
      `Expert reviews: ${pages.length - unreviewed.length} of ${pages.length} pages reviewed; ${findings.length} findings (certain/likely by class: ${byClass.join(', ') || 'none'}); ` +
        `${changed.length} changed since their review${unreviewed.length ? `; not yet reviewed: ${unreviewed.length}` : ''}`,
    )
  })
})
