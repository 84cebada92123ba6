import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deployDiff, deployManifest, diffMaps, fingerprint, fingerprintChange, listFiles, pageUrl, DIFF_FILE, MANIFEST_FILE } from './deploy.mjs'

let dir: string
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-deploy-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('fingerprint', () => {
  const inputs = ['package-lock.json', 'src', 'content/data']
  beforeEach(() => {
    write('package-lock.json', '{}')
    write('src/node/a.ts', 'a')
    write('content/data/platform.ts', 'p')
    write('content/docs/intro.mdx', 'body')
  })

  it('ignores content outside the inputs', () => {
    const before = fingerprint(dir, inputs, { node: 'v20' })
    write('content/docs/intro.mdx', 'edited body')
    const after = fingerprint(dir, inputs, { node: 'v20' })
    expect(after.hash).toBe(before.hash)
    expect(fingerprintChange(before, after)).toBeNull()
  })

  it('changes with build code, content/data and the environment, and names the cause', () => {
    const before = fingerprint(dir, inputs, { node: 'v20' })
    write('src/node/a.ts', 'a2')
    const code = fingerprint(dir, inputs, { node: 'v20' })
    expect(code.hash).not.toBe(before.hash)
    expect(fingerprintChange(before, code)).toBe('src/node/a.ts changed')
    write('content/data/new.ts', 'n')
    expect(fingerprintChange(code, fingerprint(dir, inputs, { node: 'v20' }))).toBe('content/data/new.ts added')
    expect(fingerprintChange(code, fingerprint(dir, inputs, { node: 'v22' }))).toMatch(/environment changed/)
    expect(fingerprintChange(null, code)).toMatch(/no fingerprint/)
  })

  it('lists files sorted and skips missing entries', () => {
    write('src/b.ts', 'b')
    expect(listFiles(dir, 'src')).toEqual(['src/b.ts', 'src/node/a.ts'])
    expect(listFiles(dir, 'missing')).toEqual([])
  })
})

describe('deploy manifest and diff', () => {
  it('hashes every file by URL path, leaving out the manifest and the diff', () => {
    write('index.html', '<p>home</p>')
    write('docs/intro/index.html', '<p>intro</p>')
    write(MANIFEST_FILE, '{}')
    write(DIFF_FILE, '{}')
    const m = deployManifest(dir)
    expect(Object.keys(m)).toEqual(['/docs/intro/index.html', '/index.html'])
    expect(m['/index.html']).toMatch(/^[0-9a-f]{32}$/)
  })

  it('diffs manifests: upload added and changed, purge changed and removed pages but not hashed assets', () => {
    const before = { '/a/index.html': '1', '/page-data/a/page-data.json': '1', '/app-0123456789abcdef0123.js': '1', '/static/search/docs.0123456789abcdef.json': '1', '/gone/index.html': '1' }
    const after = { '/a/index.html': '2', '/page-data/a/page-data.json': '2', '/app-0123456789abcdef0123.js': '1', '/static/search/docs.fedcba9876543210.json': '1', '/new/index.html': '1' }
    const d = deployDiff(before, after)
    expect(d.added).toEqual(['/new/index.html', '/static/search/docs.fedcba9876543210.json'])
    expect(d.changed).toEqual(['/a/index.html', '/page-data/a/page-data.json'])
    expect(d.removed).toEqual(['/gone/index.html', '/static/search/docs.0123456789abcdef.json'])
    expect(d.upload).toEqual(['/a/index.html', '/new/index.html', '/page-data/a/page-data.json', '/static/search/docs.fedcba9876543210.json'])
    expect(d.purge).toEqual(['/a/', '/gone/', '/page-data/a/page-data.json'])
  })

  it('without a previous manifest everything is added', () => {
    const d = deployDiff(null, { '/x': '1' })
    expect(d.previous).toBeNull()
    expect(d.added).toEqual(['/x'])
    expect(diffMaps({}, {})).toEqual({ added: [], changed: [], removed: [] })
    expect(pageUrl('/docs/intro/index.html')).toBe('/docs/intro/')
    expect(pageUrl('/404.html')).toBe('/404.html')
  })
})
