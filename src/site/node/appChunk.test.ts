import { gzipSync } from 'node:zlib'
import { compactRedirectsModule, replacedModules, someoneRegistersServiceWorker, type BrowserRedirect } from './appChunk'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { slashVariants } from '../../redirects/node/table'
import { urlPath } from '../../redirects/node/outputs'

/** Runs a compacted module's source and returns its default export. */
function evaluate(source: string): unknown {
  const body = source.replace(/export default (\w+|\[\]);/, 'return $1;')
  return new Function(body)()
}

const gatsbyForm = (from: string, to: string): BrowserRedirect[] =>
  slashVariants(urlPath(from)).map((fromPath) => ({ fromPath: fromPath.toLowerCase(), isPermanent: true, ignoreCase: true, redirectInBrowser: true, toPath: urlPath(to) }))

describe('compactRedirectsModule', () => {
  it('rebuilds exactly the array Gatsby writes, keys and order included', () => {
    const list = [...gatsbyForm('/docs/Old_Page/', '/docs/new-page/'), ...gatsbyForm('/docs/examples/solana/x/', '/docs/blockchain/Solana/X/')]
    const source = compactRedirectsModule(list)
    expect(source).not.toBeNull()
    expect(JSON.stringify(evaluate(source as string))).toBe(JSON.stringify(list))
  })

  it('handles the real redirect table and is smaller than the JSON once gzipped', () => {
    // Every redirect of the inventory (the same rows the build registers once their pages exist).
    const rows = readFileSync(path.join(__dirname, '../../../inventory/redirects.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'))
    const list = rows.flatMap(([from, to]) => gatsbyForm(from, to))
    expect(list.length).toBeGreaterThan(100)
    const source = compactRedirectsModule(list) as string
    expect(JSON.stringify(evaluate(source))).toBe(JSON.stringify(list))
    expect(gzipSync(source).length).toBeLessThan(gzipSync(JSON.stringify(list)).length * 0.85)
  })

  it('an empty table is an empty array', () => {
    expect(evaluate(compactRedirectsModule([]) as string)).toEqual([])
  })

  it('leaves anything outside the pattern to Gatsby (returns null)', () => {
    const [withSlash, without] = gatsbyForm('/docs/a/', '/docs/b/')
    expect(compactRedirectsModule([withSlash])).toBeNull()
    expect(compactRedirectsModule([without, withSlash])).toBeNull()
    expect(compactRedirectsModule([withSlash, { ...without, toPath: '/docs/c/' }])).toBeNull()
    expect(compactRedirectsModule([withSlash, { ...without, isPermanent: false }])).toBeNull()
    expect(compactRedirectsModule([{ ...withSlash, statusCode: 302 }, without])).toBeNull()
    const raw = (fromPath: string): BrowserRedirect => ({ ...withSlash, fromPath })
    expect(compactRedirectsModule([raw('/docs/with space/'), { ...without, fromPath: '/docs/with space' }])).toBeNull()
    expect(compactRedirectsModule([raw('/docs/quote"/'), { ...without, fromPath: '/docs/quote"' }])).toBeNull()
    expect(compactRedirectsModule([raw('/'), { ...without, fromPath: '' }])).toBeNull()
  })
})

describe('replacedModules', () => {
  const partytown = '../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js'
  it('drops the Partytown browser plugin always and the service-worker registration only when nobody registers one', () => {
    expect(replacedModules(false).some((r) => r.test(partytown))).toBe(true)
    expect(replacedModules(false).some((r) => r.test('./register-service-worker'))).toBe(true)
    expect(replacedModules(true).some((r) => r.test('./register-service-worker'))).toBe(false)
    expect(replacedModules(false).some((r) => r.test('../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js'))).toBe(false)
    expect(replacedModules(false).some((r) => r.test('./src/runtime/analytics'))).toBe(false)
  })

  it('detects a plugin that registers a service worker', () => {
    expect(someoneRegistersServiceWorker([{ name: 'default-site-plugin', browserAPIs: ['onClientEntry'] }])).toBe(false)
    expect(someoneRegistersServiceWorker([{ name: 'gatsby-plugin-offline', browserAPIs: ['registerServiceWorker', 'onServiceWorkerActive'] }])).toBe(true)
    expect(someoneRegistersServiceWorker([{ name: 'x' }])).toBe(false)
  })
})
