#!/usr/bin/env node
/**
 * `npm run build:ci`: a production build that is incremental only when that is
 * safe. Gatsby does not invalidate cached page-query results when a resolver
 * or other build code changes (DECISIONS.md, "Gatsby pitfalls"), so:
 *
 *   - the fingerprint of everything that changes how pages are built
 *     (scripts/lib/deploy.mjs, FINGERPRINT_INPUTS) is compared with the one
 *     the previous build stored in .cache/;
 *   - same fingerprint: incremental `gatsby build`; different or missing:
 *     `gatsby clean`, then a cold build. It says which, and why;
 *   - it lists the pages Gatsby rewrote (gatsby build --write-to-file);
 *   - it writes public/deploy-manifest.json (URL path → content hash of every
 *     file) and public/deploy-diff.json (added, changed, removed against the
 *     previous manifest; what to upload; which URLs to purge from a CDN).
 *
 *   node scripts/build-ci.mjs [--cold] [--no-settle] [--summary file.json] [--fingerprint]
 *
 * --cold forces a cold build; a cold build is followed by one more build
 * (see "settling" below) unless --no-settle; --summary writes the result as JSON (used by
 * scripts/build-ci-check.mjs); --fingerprint only prints the fingerprint (the
 * CI cache key, .github/workflows/docs.yml).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseOptions } from './lib/args.mjs'
import { DIFF_FILE, MANIFEST_FILE, deployDiff, deployManifest, fingerprint, fingerprintChange } from './lib/deploy.mjs'

export const FINGERPRINT_FILE = '.cache/chainstrata-build-fingerprint.json'

const { values: argv } = parseOptions(
  { cold: { type: 'boolean' }, summary: { type: 'string' }, fingerprint: { type: 'boolean' }, 'no-settle': { type: 'boolean' } },
  'Usage: npm run build:ci -- [--cold] [--no-settle] [--summary file.json] [--fingerprint]',
)
const root = resolve('.')
const gatsby = join(root, 'node_modules', '.bin', 'gatsby')
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
const readLines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])

const t0 = Date.now()
const current = fingerprint(root)
if (argv.fingerprint) {
  console.log(current.hash)
  process.exit(0)
}
const previous = readJson(join(root, FINGERPRINT_FILE))
const change = argv.cold ? 'asked for with --cold' : fingerprintChange(previous, current)
const mode = change ? 'cold' : 'incremental'
// Read before a clean removes it: the manifest the previous deploy was made from.
const previousManifest = readJson(join(root, 'public', MANIFEST_FILE))

console.log(
  mode === 'cold'
    ? `build:ci: cold build (gatsby clean first): ${change}.`
    : `build:ci: incremental build: the fingerprint ${current.hash.slice(0, 12)} matches the previous build's (only content changed).`,
)
if (mode === 'cold') {
  const clean = spawnSync(gatsby, ['clean'], { stdio: 'inherit', env })
  if (clean.status !== 0) process.exit(clean.status ?? 1)
}
const tBuild = Date.now()
const build = spawnSync(gatsby, ['build', '--write-to-file'], { stdio: 'inherit', env })
const buildSeconds = (Date.now() - tBuild) / 1000
if (build.status !== 0) {
  console.error(`build:ci: gatsby build failed (${mode}); the fingerprint is not stored, so the next run builds cold.`)
  process.exit(build.status ?? 1)
}
mkdirSync(join(root, '.cache'), { recursive: true })
writeFileSync(join(root, FINGERPRINT_FILE), JSON.stringify(current))

const rewritten = readLines(join(root, '.cache', 'newPages.txt'))
const deleted = readLines(join(root, '.cache', 'deletedPages.txt'))

// Gatsby's first build after a cold one gets a new webpack compilation hash
// even when nothing changed, and then rewrites every page (gatsbyjs/gatsby#33450);
// later builds keep it. One more build now keeps the next content-only build
// (the one readers wait for) small. Skipped with --no-settle.
let settleSeconds = 0
if (mode === 'cold' && !argv['no-settle']) {
  console.log('\nbuild:ci: settling the cold build with one more build (gatsbyjs/gatsby#33450).')
  const tSettle = Date.now()
  const settle = spawnSync(gatsby, ['build'], { stdio: 'inherit', env })
  settleSeconds = (Date.now() - tSettle) / 1000
  if (settle.status !== 0) {
    rmSync(join(root, FINGERPRINT_FILE), { force: true })
    console.error('build:ci: the settling build failed; the fingerprint is removed, so the next run builds cold.')
    process.exit(settle.status ?? 1)
  }
}
const manifest = deployManifest(join(root, 'public'))
const diff = deployDiff(previousManifest, manifest)
writeFileSync(join(root, 'public', MANIFEST_FILE), JSON.stringify(manifest, null, 1))
writeFileSync(join(root, 'public', DIFF_FILE), JSON.stringify(diff, null, 1))

const show = (list, n = 20) => list.slice(0, n).map((p) => `  ${p}`).join('\n') + (list.length > n ? `\n  … and ${list.length - n} more` : '')
console.log(`\nbuild:ci: ${mode} build in ${buildSeconds.toFixed(1)} s${settleSeconds ? ` (+ ${settleSeconds.toFixed(1)} s settling)` : ''}; Gatsby rewrote ${rewritten.length} page(s)${deleted.length ? ` and deleted ${deleted.length}` : ''}.`)
if (rewritten.length && rewritten.length <= 50) console.log(show(rewritten, 50))
console.log(
  `Deploy manifest: ${Object.keys(manifest).length} files; ${diff.previous ? `against the previous one: ${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed; ${diff.purge.length} URL(s) to purge` : 'no previous manifest, so upload everything'} (public/${DIFF_FILE}).`,
)
if (diff.previous && diff.purge.length) console.log(show(diff.purge))

if (argv.summary) {
  writeFileSync(
    argv.summary,
    JSON.stringify({ mode, reason: change, fingerprint: current.hash, buildSeconds, settleSeconds, totalSeconds: (Date.now() - t0) / 1000, rewritten, deleted, files: Object.keys(manifest).length, diff }, null, 1),
  )
}
