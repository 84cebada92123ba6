/**
 * The redirect table against the spec's list (inventory/redirects.tsv)
 * and the pages the build really made. The built pages come from the route
 * manifest the build writes (public/route-manifest-*.json), so this test runs
 * after the build: `npm test` runs it as its own step after `gatsby build`
 * (with AFTER_BUILD=1, where a missing build is a failure). Run by
 * hand, it checks the last build and says so when there is none.
 *
 * - every row of redirects.tsv whose target is a built page is configured;
 * - every configured target is a built page;
 * - the build configured exactly what the table expands to (no stale build);
 * - every row still waiting for its page is a row of redirects.tsv (typos in
 *   planned rows cannot hide until the page lands);
 * - every configured redirect has its refresh page at the old path, sending
 *   the reader to the target, whose built HTML has a heading. This is the one
 *   level that checks every redirect's page (issue 39): the browser suite
 *   follows a few refresh pages to check the behaviour, the nginx suite
 *   checks every 301 the host sends.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { redirectTable } from '../../src/redirects/config'
import { expandTable, sortRows } from '../../src/redirects/node/table'
import { MANIFEST_FILE_PATTERN, redirectPageFile, urlPath } from '../../src/redirects/node/outputs'
import { parseManifest, routeKey, safeDecode, type RouteManifest } from '../../src/redirects/lib/routes'

const root = path.resolve(__dirname, '../..')
const specFile = path.resolve(root, 'inventory/redirects.tsv')
const publicDir = path.join(root, 'public')

function builtManifest(): RouteManifest | null {
  if (!existsSync(publicDir)) return null
  const files = readdirSync(publicDir).filter((f) => MANIFEST_FILE_PATTERN.test(f))
  if (files.length !== 1) return null
  return parseManifest(JSON.parse(readFileSync(path.join(publicDir, files[0]), 'utf8')))
}

const manifest = builtManifest()
const required = process.env.AFTER_BUILD === '1'

if (!manifest && !required) {
  console.info('redirects-table: no build in public/ (run `npm run build`); the table check runs after the build in `npm test`.')
}

const specRows = readFileSync(specFile, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [from, to] = line.split('\t')
    return { from, to }
  })

const key = (p: string) => routeKey(safeDecode(p))
const fmt = (rows: { from: string; to: string }[]) => rows.map((r) => `    { from: '${r.from}', to: '${r.to}' },`).join('\n')

test('the spec list of redirects is readable', () => {
  expect(specRows.length).toBeGreaterThan(150)
})

test('a build with a route manifest exists', () => {
  if (!required && !manifest) return
  expect(manifest).not.toBeNull()
})

;(manifest ? describe : describe.skip)('the built redirects', () => {
  const m = manifest as RouteManifest
  const pages = new Set(m.pages)
  const configured = new Map(m.redirects.map(([from, to]) => [key(from), to]))

  test('every row of redirects.tsv whose target is a built page is configured, with that target', () => {
    const missing = specRows.filter((r) => pages.has(r.to) && configured.get(key(r.from)) !== r.to)
    if (missing.length) {
      throw new Error(`${missing.length} row(s) of redirects.tsv point at built pages but are not configured; add them to src/redirects/config.ts (a family or a row):\n${fmt(missing)}`)
    }
  })

  test('every configured target is a built page', () => {
    expect(m.redirects.filter(([, to]) => !pages.has(to))).toEqual([])
  })

  test('the build configured exactly what the table expands to (rebuild if this fails)', () => {
    const expected = sortRows(expandTable(redirectTable, pages).rows).map((r) => [r.from, r.to])
    expect(m.redirects).toEqual(expected)
  })

  test('every configured redirect has a refresh page at its old path that sends the reader to a page with a heading', () => {
    const problems: string[] = []
    for (const [from, to] of m.redirects) {
      const file = path.join(publicDir, redirectPageFile(from))
      if (!existsSync(file)) {
        problems.push(`${from}: no refresh page (${path.relative(root, file)})`)
        continue
      }
      const html = readFileSync(file, 'utf8')
      const target = urlPath(to)
      for (const [what, needle] of [
        ['script target', `data-to="${target}"`],
        ['refresh', `content="0; url=${target}"`],
        ['link', `<a href="${target}">`],
      ])
        if (!html.includes(needle)) problems.push(`${from}: the refresh page's ${what} is not ${to}`)
      const targetFile = path.join(publicDir, safeDecode(to), 'index.html')
      const heading = existsSync(targetFile) ? /<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/.test(readFileSync(targetFile, 'utf8')) : false
      if (!heading) problems.push(`${from}: the target ${to} has no built page with a heading`)
    }
    expect(problems).toEqual([])
  })

  test('every row that waits for its page is a row of redirects.tsv', () => {
    const spec = new Set(specRows.map((r) => `${key(r.from)} ${r.to}`))
    const unknown = expandTable(redirectTable, pages).waiting.filter((r) => !spec.has(`${key(r.from)} ${r.to}`))
    if (unknown.length) throw new Error(`Waiting rows that are not in redirects.tsv (a typo?):\n${fmt(unknown)}`)
  })
})
