/**
 * The build you test is the build you deploy. The browser tests' fixture
 * pages are bundled outside the build (tests/e2e/navbar-fixture/), so:
 * - `npm test` builds exactly as `npm run build` does: no fixture switch in
 *   scripts/test.mjs, and no build code reads one;
 * - public/ holds no test-only route: no /e2e/ or fixture folder, no page,
 *   redirect or sitemap entry under those paths, no chunk of a fixture
 *   template, and no built file carries what the fixture renders.
 * The second half needs the build: it runs after the build in `npm test`
 * (AFTER_BUILD=1, where a missing build is a failure); run by hand, it checks
 * the last build and says so when there is none.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { FIXTURE_DIR_ENV, FIXTURE_LOCALE, FIXTURE_PREFIX, NAVBAR_FIXTURE_TITLE } from '../e2e/navbar-fixture/config'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const built = existsSync(path.join(publicDir, 'index.html'))
const required = process.env.AFTER_BUILD === '1'
if (!built && !required) console.info('no-test-routes: no build in public/ (run `npm run build`); this check runs after the build in `npm test`.')
const maybe = built || required ? test : test.skip

/** Route prefixes that only tests may use: the old in-build fixture pages and the fixture bundle's prefix. */
const TEST_PREFIXES = ['/e2e/', FIXTURE_PREFIX]
const TEST_FOLDERS = new Set(TEST_PREFIXES.map((p) => p.replace(/\//g, '')))
const isTestRoute = (route: string) => TEST_PREFIXES.some((p) => route.toLowerCase().startsWith(p))
/** Text that only a fixture page renders or names. */
const MARKERS = [...TEST_PREFIXES, NAVBAR_FIXTURE_TITLE, FIXTURE_LOCALE.label, 'e2e-navbar', 'navbar-fixture']
const TEXT = /\.(html|js|json|xml|txt|md|css|conf|graphql|webmanifest)$|^_(redirects|headers)$/

function walk(dir: string, out: { files: string[]; dirs: string[] } = { files: [], dirs: [] }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      out.dirs.push(full)
      walk(full, out)
    } else out.files.push(full)
  }
  return out
}

const rel = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`
const tree = built ? walk(publicDir) : { files: [], dirs: [] }

describe('npm test builds what npm run build builds', () => {
  const testScript = readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8')

  test('scripts/test.mjs runs the production build with telemetry off and nothing else in its environment', () => {
    const calls = [...testScript.matchAll(/run\(\s*'production build',\s*bin\('gatsby'\),\s*\['build'\],\s*(\{[^}]*\})\s*\)/g)]
    expect(calls).toHaveLength(1)
    expect(calls[0][1].replace(/\s+/g, ' ')).toBe("{ GATSBY_TELEMETRY_DISABLED: '1' }")
  })

  test('scripts/test.mjs sets no fixture variable anywhere', () => {
    expect(testScript.match(/\b[A-Z0-9_]*(E2E|FIXTURE)[A-Z0-9_]*\b/g) ?? []).toEqual([])
  })

  test('no build code reads a fixture switch', () => {
    const sources = [
      ...readdirSync(root).filter((f) => /^gatsby-.*\.tsx?$/.test(f)),
      ...walk(path.join(root, 'src'))
        .files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}__fixtures__${path.sep}`))
        .map((f) => path.relative(root, f)),
    ]
    expect(sources.length).toBeGreaterThan(50)
    const env = new RegExp(`process\\.env(\\.|\\[['"\`])[A-Z0-9_]*(E2E|FIXTURE)|${FIXTURE_DIR_ENV}`)
    expect(sources.filter((f) => env.test(readFileSync(path.join(root, f), 'utf8')))).toEqual([])
  })
})

describe('public/ has no test-only route', () => {
  maybe('no test-only folder at any depth', () => {
    expect(tree.dirs.length).toBeGreaterThan(100)
    expect(tree.dirs.filter((d) => TEST_FOLDERS.has(path.basename(d).toLowerCase())).map(rel)).toEqual([])
  })

  maybe('no page, page data, redirect or sitemap entry under a test-only path', () => {
    const pages = tree.files.filter((f) => path.basename(f) === 'index.html').map((f) => rel(path.dirname(f)).replace(/\/?$/, '/'))
    const pageData = tree.files
      .filter((f) => f.endsWith(`${path.sep}page-data.json`))
      .map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { path?: string }).path ?? rel(f))
    const manifestFile = readdirSync(publicDir).find((f) => /^route-manifest-[0-9a-f]+\.json$/.test(f))
    expect(manifestFile).toBeDefined()
    const manifest = JSON.parse(readFileSync(path.join(publicDir, manifestFile!), 'utf8')) as { pages: string[]; redirects: [string, string][] }
    const sitemap = tree.files
      .filter((f) => /sitemap.*\.xml$/.test(path.basename(f)))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
    expect(pages.length).toBeGreaterThan(1000)
    expect(manifest.pages.length).toBeGreaterThan(1000)
    expect(sitemap.length).toBeGreaterThan(100)
    const all = { pages, pageData, manifest: [...manifest.pages, ...manifest.redirects.flat()], sitemap }
    const found = Object.fromEntries(Object.entries(all).map(([k, routes]) => [k, routes.filter(isTestRoute)]))
    expect(found).toEqual({ pages: [], pageData: [], manifest: [], sitemap: [] })
  })

  maybe('no file of a fixture template or fixture bundle', () => {
    expect(tree.files.map(rel).filter((f) => /e2e|fixture/i.test(f.replace(/[0-9a-f]{8,}/g, '')))).toEqual([])
  })

  maybe('no built file carries what the fixture renders or names', () => {
    const markers = MARKERS.map((m) => [m, Buffer.from(m)] as const)
    const text = tree.files.filter((f) => TEXT.test(path.basename(f)))
    expect(text.length).toBeGreaterThan(2000)
    const hits: string[] = []
    for (const file of text) {
      const body = readFileSync(file)
      for (const [marker, bytes] of markers) if (body.includes(bytes)) hits.push(`${rel(file)}: ${marker}`)
    }
    expect(hits).toEqual([])
  })
})
