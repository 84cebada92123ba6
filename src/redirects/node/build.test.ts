/**
 * The Gatsby handlers of src/redirects/node, run against fake SitePage nodes, a
 * temporary site folder and the fixture tables: a bad table fails the build
 * (panicOnBuild) and writes nothing; a good one registers browser redirects
 * for both slash forms, writes the manifest, the refresh pages and the 301 files.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brokenTables, fixturePages, goodTable } from './fixtures'
import type { RedirectTable } from './table'

const current: { table: RedirectTable } = { table: goodTable }
jest.mock('../config', () => ({
  get redirectTable() {
    return current.table
  },
}))

// Imported after the mock on purpose.
import { onPostBootstrap, onPostBuild } from './gatsby'

type Call = Record<string, unknown>

function fakeSite() {
  const directory = mkdtempSync(path.join(tmpdir(), 'redirects-'))
  mkdirSync(path.join(directory, 'public'))
  mkdirSync(path.join(directory, '.cache'))
  // Gatsby's SitePage nodes: one per created page, its context under pageContext.
  const pages = [...fixturePages, '/404/', '/404.html'].map((p) => ({ path: p, component: `/src/${p}.tsx`, pageContext: {} }))
  const getNodesByType = (type: string) => (type === 'SitePage' ? pages : [])
  const redirects: Call[] = []
  const created: Call[] = []
  const panics: string[] = []
  const store = { getState: () => ({ program: { directory } }) }
  const actions = {
    createRedirect: (r: Call) => {
      redirects.push(r)
      // What Gatsby's redirect writer does with browser redirects.
      writeFileSync(path.join(directory, '.cache', 'redirects.json'), JSON.stringify(redirects.map((x) => ({ ...x, fromPath: String(x.fromPath).toLowerCase() }))))
    },
    createPage: (p: Call) => created.push(p),
  }
  const reporter = { panicOnBuild: (m: string) => panics.push(m), info: () => {}, warn: () => {} }
  const args = { store, actions, reporter, getNodesByType } as never
  return { directory, redirects, created, panics, args }
}

describe.each(brokenTables.map((b) => [b.name, b.table] as const))('a table with %s', (_name, table) => {
  it('fails the build and registers nothing', async () => {
    current.table = table
    const site = fakeSite()
    await onPostBootstrap!(site.args, {} as never, () => {})
    expect(site.panics).toHaveLength(1)
    expect(site.panics[0]).toMatch(/^The redirect table \(src\/redirects\/config\.ts\) has \d+ problem/)
    expect(site.redirects).toEqual([])
    expect(readdirSync(path.join(site.directory, 'public'))).toEqual([])
  })
})

describe('a good table', () => {
  it('registers in-app redirects, passes the manifest to the not-found page and writes every file', async () => {
    current.table = goodTable
    const site = fakeSite()
    await onPostBootstrap!(site.args, {} as never, () => {})
    expect(site.panics).toEqual([])
    expect(site.redirects).toContainEqual({
      fromPath: '/docs/contribution_guidelines/',
      toPath: '/docs/contribution-guidelines/',
      isPermanent: true,
      redirectInBrowser: true,
      ignoreCase: true,
    })
    expect(site.redirects.map((r) => r.fromPath)).toContain('/docs/contribution_guidelines')

    const manifests = readdirSync(path.join(site.directory, 'public')).filter((f) => f.startsWith('route-manifest-'))
    expect(manifests).toHaveLength(1)
    const manifest = JSON.parse(readFileSync(path.join(site.directory, 'public', manifests[0]), 'utf8'))
    expect(manifest.pages).not.toContain('/404/')
    expect(manifest.redirects).toContainEqual(['/docs/category/solana/', '/docs/blockchain/Solana/'])
    expect(site.created).toEqual([expect.objectContaining({ path: '/404/', context: { routeManifest: `/${manifests[0]}` } })])

    await onPostBuild!(site.args, {} as never, () => {})
    const page = readFileSync(path.join(site.directory, 'public/docs/category/solana/index.html'), 'utf8')
    expect(page).toContain('<script data-to="/docs/blockchain/Solana/">location.replace(')
    expect(readFileSync(path.join(site.directory, 'public/_redirects'), 'utf8')).toContain('/docs/category/solana /docs/blockchain/Solana/ 301!')
    expect(readFileSync(path.join(site.directory, 'public/redirects.nginx.conf'), 'utf8')).toContain('"/docs/category/solana" "/docs/blockchain/Solana/";')
    // A second build overwrites its own refresh pages without complaint.
    await onPostBuild!(site.args, {} as never, () => {})
    expect(site.panics).toEqual([])
  })

  it('refuses to overwrite a file it did not write at an old path', async () => {
    current.table = goodTable
    const site = fakeSite()
    mkdirSync(path.join(site.directory, 'public/docs/evm'), { recursive: true })
    const foreign = path.join(site.directory, 'public/docs/contribution_guidelines/index.html')
    mkdirSync(path.dirname(foreign), { recursive: true })
    writeFileSync(foreign, '<h1>Someone else</h1>')
    await onPostBuild!(site.args, {} as never, () => {})
    expect(site.panics[0]).toContain('is not a redirect page')
    expect(readFileSync(foreign, 'utf8')).toBe('<h1>Someone else</h1>')
    expect(existsSync(path.join(site.directory, 'public/_redirects'))).toBe(false)
  })
})
