#!/usr/bin/env node
/**
 * `npm test`: every check, in order, with one summary line at the end.
 *   0. ESLint (npm run lint)
 *   1. TypeScript (tsc --noEmit)
 *   2. Jest: unit and component tests
 *   3. Production build (gatsby build), the same build as `npm run build` (no
 *      test-only pages), unless SKIP_BUILD=1 and public/ exists; then the Jest
 *      tests that read the build (redirect table, files for AI readers, no
 *      test-only routes)
 *   3c. Search relevance against the built index (tests/search)
 *   4. Playwright against the build served on 127.0.0.1; its global setup
 *      bundles the fixture pages outside public/ (tests/e2e/navbar-fixture/)
 *   5. The host configuration (deploy/nginx.conf) on Debian's nginx, started on
 *      loopback ports (HTTP and HTTPS, a throwaway certificate) with a config
 *      under a temporary folder and stopped afterwards, and the MDN HTTP
 *      Observatory scan; skipped, with a message, when nginx is not installed
 *   6. The incremental-build check: build:ci on a temporary copy, cold, then
 *      one MDX edit, whose deploy diff may hold only that page's files and the
 *      site-wide ones (scripts/build-ci-check.mjs --no-code-change)
 * Before the summary it prints how long each stage took. The last line reads "N passed, N failed" (", N skipped" when some were skipped);
 * the line above it counts the routes of inventory/pending.tsv, the only
 * reason a page test may skip.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const tmp = mkdtempSync(join(tmpdir(), 'cs-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
const bin = (name) => join('node_modules', '.bin', name)
/** Gatsby's typegen output (gatsby-config.ts, graphqlTypegen). */
const TYPES_FILE = 'src/types/gatsby-types.d.ts'

/** Seconds each stage took, printed before the summary (issue 39: know where the suite's time goes). */
const stageTimes = []
const started = Date.now()

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`)
  const t0 = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  stageTimes.push([label, (Date.now() - t0) / 1000])
  return res.status ?? 1
}

function step(label, ok) {
  if (ok) totals.passed++
  else {
    totals.failed++
    failures.push(label)
  }
}

// 0. Lint
step('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']) === 0)

// 1. Types
step('typecheck', run('typecheck', bin('tsc'), ['--noEmit']) === 0)

// 2. Jest
const jestOut = join(tmp, 'jest.json')
function jest(label, args, out, env = {}) {
  const status = run(label, bin('jest'), ['--ci', '--json', `--outputFile=${out}`, ...args], env)
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
    if (r.numFailedTests > 0 || r.numRuntimeErrorTestSuites > 0) failures.push(label)
    totals.failed += r.numRuntimeErrorTestSuites ?? 0
  } else {
    step(`${label} (no report)`, status === 0)
  }
}
// The Jest project "after-build" (tests/after-build, checks of public/) runs after step 3 instead.
jest('jest', ['--selectProjects', 'unit', 'dom'], jestOut)

// 3. Build
let built = existsSync('public/index.html') && process.env.SKIP_BUILD === '1'
if (!built) {
  // The build regenerates the query and node types (graphqlTypegen); lint and tsc above read the committed file,
  // so a schema or query change must come with the file the build writes.
  const typesBefore = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : null
  const status = run('production build', bin('gatsby'), ['build'], { GATSBY_TELEMETRY_DISABLED: '1' })
  step('gatsby build', status === 0)
  built = status === 0
  if (built) {
    const current = existsSync(TYPES_FILE) && readFileSync(TYPES_FILE, 'utf8') === typesBefore
    if (!current) console.log(`\n✗ ${TYPES_FILE} changed in the build: a GraphQL type definition or query changed without its generated types. Commit the file the build wrote, then run tsc (README, "Types from the schema").`)
    step('generated types are committed', current)
  }
}

// 3b. Jest tests that check the build output
if (built) jest('jest after build', ['--selectProjects', 'after-build'], join(tmp, 'jest-after-build.json'), { AFTER_BUILD: '1' })

// 3c. Search relevance against the built index (tests/search, needs public/)
if (built) {
  const searchOut = join(tmp, 'search.json')
  const status = run('search relevance', bin('jest'), ['--ci', '--config', 'tests/search/jest.config.ts', '--json', `--outputFile=${searchOut}`])
  if (existsSync(searchOut)) {
    const r = JSON.parse(readFileSync(searchOut, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
    if (r.numFailedTests > 0 || r.numRuntimeErrorTestSuites > 0) failures.push('search relevance')
  } else {
    step('search relevance (no report)', status === 0)
  }
}

// 4. Browser tests
function playwright(label, args, pwOut, env = {}) {
  const status = run(label, bin('playwright'), ['test', ...args], { PW_JSON: pwOut, CI: process.env.CI ?? '1', ...env })
  if (existsSync(pwOut)) {
    const r = JSON.parse(readFileSync(pwOut, 'utf8'))
    const s = r.stats ?? {}
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0)
    totals.failed += s.unexpected ?? 0
    totals.skipped += s.skipped ?? 0
    if ((s.unexpected ?? 0) > 0) failures.push(label)
    if (status !== 0 && (s.unexpected ?? 0) === 0) step(`${label} run`, false)
  } else {
    step(`${label} (no report)`, status === 0)
  }
}
if (built) {
  playwright('playwright', [], join(tmp, 'playwright.json'))
} else {
  console.log('\nBrowser tests not run: the build failed.')
}

// 5. nginx: deploy/nginx.conf against the build (tests/nginx, playwright.nginx.config.ts)
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
if (!built) {
  console.log('\nnginx suite not run: the build failed.')
} else if (!existsSync(NGINX)) {
  console.log(`\n▶ nginx suite skipped: ${NGINX} is not installed (.ci/run installs Debian's nginx; set NGINX_BIN for another path).`)
  totals.skipped++
} else {
  // The MDN HTTP Observatory scanner of the suite, kept apart from the site's dependencies (tools/observatory/package.json says why).
  if (!existsSync('tools/observatory/node_modules/@mdn/mdn-http-observatory/src/scan.js')) {
    run('install the Observatory scanner', 'npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', 'tools/observatory'])
  }
  playwright('nginx suite', ['--config', 'playwright.nginx.config.ts'], join(tmp, 'playwright-nginx.json'), { NGINX_BIN: NGINX })
}

// 6. Content-only rebuilds stay incremental and small: build:ci on a temporary copy, cold, then one MDX edit
// (scripts/build-ci-check.mjs; the diff may hold only the page's own files and the site-wide files of src/site/node/pageFiles.ts).
if (built) {
  step('incremental build check', run('incremental build check', process.execPath, ['scripts/build-ci-check.mjs', '--no-code-change'], { GATSBY_TELEMETRY_DISABLED: '1' }) === 0)
} else {
  console.log('\nIncremental build check not run: the build failed.')
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
const pendingRoutes = readFileSync('inventory/pending.tsv', 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .slice(1).length
console.log(`\n${pendingRoutes} routes pending (inventory/pending.tsv): their content checks are skipped, and the route tests expect them absent`)
console.log(`\nStage times (${Math.round((Date.now() - started) / 1000)} s in all): ${stageTimes.map(([label, sec]) => `${label} ${Math.round(sec)} s`).join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed > 0 ? 1 : 0)
