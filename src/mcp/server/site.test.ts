/**
 * The server starts from one typed manifest (public/mcp/site.json) and reads
 * only the files it names, so it works on a build with the optional outputs
 * switched off: here a small site built with AI_READERS=off (no twins, no
 * llms.txt) still answers search, schema and page questions, and says why a
 * page has no Markdown version.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadSite, readSiteManifest, SiteError } from './site'
import { getPage, ToolError, validateQuery } from './tools'
import { SCHEMA_INDEX_FILE, SITE_MANIFEST_FILE, type SiteManifest } from '../lib/mcp'
import { aiReaderRoutes } from '../../ai-readers'

const dir = mkdtempSync(path.join(tmpdir(), 'cs-mcp-site-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}

const manifest: SiteManifest = {
  v: 1,
  site: 'https://docs.test',
  pages: ['/', '/docs/a/'],
  twins: [],
  indexFiles: [],
  redirects: [['/docs/old-a/', '/docs/a/']],
  sdl: [{ file: 'evm.graphql', url: '/graphql-schema/evm.graphql' }],
  search: '/search/manifest.json',
}
write(SITE_MANIFEST_FILE, JSON.stringify(manifest))
write('search/manifest.json', JSON.stringify({ v: 1, builtAt: '2026-11-28T00:00:00Z', contexts: [] }))
write(SCHEMA_INDEX_FILE, JSON.stringify({ v: 2, site: 'https://docs.test', guides: [], entries: [] }))
write('graphql-schema/evm.graphql', 'type Query { Blocks(count: Int): Int }\n')
// Files the manifest does not name are never read: a stale twin and a host file with other redirects.
write('docs/a/index.md', '# A stale twin the manifest does not list')
write('_redirects', '/docs/elsewhere/ /docs/a/ 301!\n')

describe('the MCP server on a build with the AI readers switched off', () => {
  const site = loadSite(dir)

  it('starts, validates queries against the published SDL and serves the SDL files', () => {
    expect(validateQuery(site, { query: '{ Blocks(count: 1) }' }).data.valid).toBe(true)
    expect(getPage(site, { url_or_path: '/graphql-schema/evm.graphql' }).data.markdown).toContain('type Query')
  })

  it('says a page has no Markdown version because of the build, also through a redirect', () => {
    expect(() => getPage(site, { url_or_path: '/docs/a/' })).toThrow(ToolError)
    expect(() => getPage(site, { url_or_path: '/docs/a/' })).toThrow(/built with AI_READERS=off\)\. Read it at https:\/\/docs\.test\/docs\/a\//)
    expect(() => getPage(site, { url_or_path: '/docs/old-a/' })).toThrow(/AI_READERS=off/)
    expect(site.redirects.has('/docs/elsewhere/')).toBe(false)
    expect(site.readIndex('llms.txt')).toBeNull()
  })

  it('the AI readers publish no routes when switched off', async () => {
    const before = process.env.AI_READERS
    process.env.AI_READERS = 'off'
    try {
      expect(await aiReaderRoutes(() => [])).toEqual({ twins: [], indexFiles: [] })
    } finally {
      if (before === undefined) delete process.env.AI_READERS
      else process.env.AI_READERS = before
    }
  })
})

describe('the site manifest', () => {
  it('is checked field by field, and names no file outside the site', () => {
    expect(() => readSiteManifest({ ...manifest, v: 2 })).toThrow(/not in the format this server reads/)
    expect(() => readSiteManifest({ ...manifest, redirects: [['/a/']] })).toThrow(SiteError)
    const outside = path.join(mkdtempSync(path.join(tmpdir(), 'cs-mcp-outside-')), 'site')
    mkdirSync(path.join(outside, 'mcp'), { recursive: true })
    writeFileSync(path.join(outside, SITE_MANIFEST_FILE), JSON.stringify({ ...manifest, search: '/../../etc/passwd' }))
    expect(() => loadSite(outside)).toThrow(/outside the site/)
    rmSync(path.dirname(outside), { recursive: true, force: true })
  })
  it('a folder without one is not a built site, with what to do', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cs-mcp-empty-'))
    expect(() => loadSite(empty)).toThrow(/site manifest is missing .*npm run build/)
    rmSync(empty, { recursive: true, force: true })
  })
})
