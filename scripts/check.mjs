#!/usr/bin/env node
/**
 * `npm run check`: every content check in one pass, without a build: front
 * matter, compile (components, directives, data keys), links, GraphQL
 * examples, sample responses, chain literals, contracts, code samples, prose,
 * overlap, the meaning checks and the review records. They are the Jest files
 * `npm test` runs (one code path); this runs only them and prints every
 * problem of every file, grouped by file, as `file:line[:column]: what`, then
 * how long it took. Exit 1 when there is a problem.
 *
 *   npm run check                 all content
 *   npm run check -- blog         only the check files whose name matches
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

export const CHECKS = [
  'tests/unit/frontmatter.test.ts',
  'tests/unit/content.test.ts',
  'tests/unit/examples.test.ts',
  'tests/unit/samples.test.ts',
  'tests/unit/chain-literals.test.ts',
  'tests/unit/contracts.test.ts',
  'tests/unit/code-samples.test.ts',
  'tests/unit/prose.test.ts',
  'tests/unit/overlap.test.ts',
  'tests/unit/meaning.test.ts',
  'tests/unit/meaning-success.test.ts',
  'tests/unit/meaning-prices.test.ts',
  'tests/unit/meaning-supplies.test.ts',
  'tests/unit/meaning-formats.test.ts',
  'tests/unit/meaning-solwallet.test.ts',
  'tests/unit/meaning-clients.test.ts',
  'tests/unit/meaning-order.test.ts',
  'tests/unit/meaning-pyfloor.test.ts',
  'tests/unit/meaning-solmethods.test.ts',
  'tests/unit/meaning-groups.test.ts',
  'tests/unit/meaning-metrics.test.ts',
  'tests/unit/meaning-comparatives.test.ts',
  'tests/unit/reviews.test.ts',
]

/** A problem line: `content/…/page.mdx:12:3: what` or `content/…/page.mdx:12 (title): what`. */
const LOCATED = /((?:content|tests\/fixtures)\/[\w./-]+?\.(?:mdx?|ya?ml|ts)):(\d+)(?::(\d+))?(?: \(([^)]*)\))?:? (.+)/

/** The problems of one failed assertion: the located lines of its message, else its first line under the test's file. */
export function problemsOf(fullName, message) {
  const out = []
  // Jest colours its messages: drop the escape sequences.
  const clean = message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
  for (const raw of clean.split('\n')) {
    const line = raw.replace(/^\s*[+-]?\s*"?/, '').replace(/",?\s*$/, '').replace(/\\"/g, '"')
    const m = LOCATED.exec(line)
    if (m) out.push({ file: m[1], line: Number(m[2]), column: m[3] ? Number(m[3]) : null, what: (m[4] ? `(${m[4]}) ` : '') + m[5] })
  }
  if (out.length) return out
  const named = /\((content\/[^)]+)\)/.exec(fullName)?.[1] ?? fullName
  const first = clean.split('\n').map((l) => l.trim()).find((l) => l && !/^(expect|Expected|Received|-|\+|Array|\]|at )/.test(l)) ?? clean.split('\n')[0]
  // Multi-line problem lists without a location (content.test.ts prints them under the page's name).
  const listed = clean.split('\n').map((l) => /^\s*\+\s+"(.+)",?$/.exec(l)?.[1]).filter(Boolean)
  return (listed.length ? listed : [first]).map((what) => ({ file: named, line: null, column: null, what: what.replace(/\\"/g, '"') }))
}

function main() {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const files = only.length ? CHECKS.filter((f) => only.some((o) => f.includes(o))) : CHECKS
  const out = join(mkdtempSync(join(tmpdir(), 'cs-check-')), 'jest.json')
  const started = Date.now()
  spawnSync(join('node_modules', '.bin', 'jest'), ['--ci', '--silent', '--maxWorkers=2', '--json', `--outputFile=${out}`, '--runTestsByPath', ...files], { stdio: ['ignore', 'ignore', 'ignore'] })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (!existsSync(out)) {
    console.error('The checks did not run (no Jest report): run `npx jest ' + files.join(' ') + '` to see why.')
    process.exit(2)
  }
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const byFile = new Map()
  let count = 0
  for (const suite of report.testResults) {
    if (suite.status === 'failed' && !suite.assertionResults.length) {
      for (const p of problemsOf(relative(process.cwd(), suite.name), suite.message)) (byFile.get(p.file) ?? byFile.set(p.file, []).get(p.file)).push(p)
    }
    for (const a of suite.assertionResults) {
      if (a.status !== 'failed') continue
      for (const msg of a.failureMessages) {
        for (const p of problemsOf(a.fullName, msg)) {
          ;(byFile.get(p.file) ?? byFile.set(p.file, []).get(p.file)).push(p)
          count++
        }
      }
    }
  }
  for (const [file, problems] of [...byFile].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`\n${file}`)
    const seen = new Set()
    for (const p of problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      const text = `  ${p.line ? `${file}:${p.line}${p.column ? `:${p.column}` : ''}` : file}: ${p.what}`
      if (!seen.has(text)) console.log(text)
      seen.add(text)
    }
  }
  const checked = report.numTotalTests
  console.log(`\n${count ? `${count} problem${count === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}` : 'No problems'}: ${files.length} check${files.length === 1 ? '' : 's'}, ${checked} tests, ${seconds} s`)
  process.exit(count || report.numRuntimeErrorTestSuites ? 1 : 0)
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) main()
