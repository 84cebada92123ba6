/**
 * Pure helpers of `npm run build:ci` (scripts/build-ci.mjs): the build
 * fingerprint, the deploy manifest (path → content hash) and the difference
 * between two manifests. Tested in scripts/lib/deploy.test.ts.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * What changes how pages are built, relative to the repository root. Content
 * (content/docs, content/blog, …) is not here: Gatsby tracks it. content/data
 * is: the contract table is resolved at compile time; streams-schema/ is read
 * by the ::proto directive and graphql-schema/ by the example check at compile
 * time too (DECISIONS.md, "Deployment").
 */
export const FINGERPRINT_INPUTS = [
  'package-lock.json',
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src',
  'content/data',
  'streams-schema',
  'graphql-schema',
  'scripts/build-ci.mjs',
  'scripts/lib/deploy.mjs',
]

/** Files under `root/entry`, sorted, as POSIX paths relative to root (a missing entry is skipped). */
export function listFiles(root, entry) {
  const full = join(root, entry)
  let s
  try {
    s = statSync(full)
  } catch {
    return []
  }
  if (s.isFile()) return [entry]
  const out = []
  for (const e of readdirSync(full, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue
    out.push(...listFiles(root, `${entry}/${e.name}`))
  }
  return out.sort()
}

const sha = (data) => createHash('sha256').update(data).digest('hex')

/**
 * The fingerprint of the inputs: one hash over every file's path and content,
 * plus the Node version (SWC and webpack output depend on it). Returns the
 * hash and the per-file hashes, so a change can be named.
 */
export function fingerprint(root, inputs = FINGERPRINT_INPUTS, extra = { node: process.version }) {
  const files = {}
  for (const entry of inputs) for (const f of listFiles(root, entry)) files[f] = sha(readFileSync(join(root, f)))
  const h = createHash('sha256').update(JSON.stringify(extra))
  for (const [f, digest] of Object.entries(files)) h.update(`${f}\0${digest}\n`)
  return { hash: h.digest('hex'), files, extra }
}

/** Why two fingerprints differ, in a few words (first changed files named). */
export function fingerprintChange(previous, current, limit = 5) {
  if (!previous) return 'no fingerprint from a previous build in .cache/'
  if (previous.hash === current.hash) return null
  if (JSON.stringify(previous.extra) !== JSON.stringify(current.extra)) return `the environment changed (${JSON.stringify(previous.extra)} → ${JSON.stringify(current.extra)})`
  const d = diffMaps(previous.files ?? {}, current.files)
  const names = [...d.changed.map((f) => `${f} changed`), ...d.added.map((f) => `${f} added`), ...d.removed.map((f) => `${f} removed`)]
  return names.length ? `${names.slice(0, limit).join(', ')}${names.length > limit ? ` and ${names.length - limit} more` : ''}` : 'the fingerprint changed'
}

/** Files the manifest leaves out: itself and its diff. */
export const MANIFEST_FILE = 'deploy-manifest.json'
export const DIFF_FILE = 'deploy-diff.json'

/** Every file of public/ as URL path → sha256 (hex, first 32 characters). */
export function deployManifest(publicDir) {
  const files = {}
  for (const f of listAll(publicDir)) {
    const rel = relative(publicDir, f).split(sep).join('/')
    if (rel === MANIFEST_FILE || rel === DIFF_FILE) continue
    files[`/${rel}`] = sha(readFileSync(f)).slice(0, 32)
  }
  return files
}

function listAll(dir) {
  const out = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...listAll(p))
    else if (e.isFile()) out.push(p)
  }
  return out.sort()
}

/** Keys added, changed and removed from `before` to `after`, sorted. */
export function diffMaps(before, after) {
  const added = []
  const changed = []
  const removed = []
  for (const [k, v] of Object.entries(after)) {
    if (!(k in before)) added.push(k)
    else if (before[k] !== v) changed.push(k)
  }
  for (const k of Object.keys(before)) if (!(k in after)) removed.push(k)
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() }
}

/** The URL a CDN caches an HTML file under: /docs/intro/index.html → /docs/intro/. */
export function pageUrl(file) {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file
}

/**
 * The deploy diff: files to upload (added and changed), to delete, and the
 * HTML and page data URLs to purge from a CDN (hashed assets never need it).
 */
export function deployDiff(before, after) {
  const d = diffMaps(before ?? {}, after)
  const touched = [...d.changed, ...d.removed]
  const purge = touched.filter((f) => f.endsWith('.html') || f.startsWith('/page-data/') || !/^\/static\/|[-.][0-9a-f]{16,}\.(js|css)$/.test(f))
  return {
    previous: before ? 'manifest of the previous build' : null,
    ...d,
    upload: [...d.added, ...d.changed].sort(),
    purge: [...new Set(purge.map(pageUrl))].sort(),
  }
}
