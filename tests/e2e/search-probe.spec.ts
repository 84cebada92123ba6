/**
 * scripts/lib/searchProbe.mjs, the search measure of bench/compare, on a
 * fixture site whose search is known: a box that downloads an index on its
 * first query and a chunk per later query, and a fake Pagefind module. The
 * probe must count those downloads, time the first result and read the
 * ranking, or the comparison's search lines mean nothing.
 */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test, expect } from '@playwright/test'
// @ts-expect-error: plain ESM modules shared with the benchmark script (no type declarations)
import { probeSearch, pagefindTopPages } from '../../scripts/lib/searchProbe.mjs'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.txt': 'text/plain' }

/** A plain static server for the fixture folder (bodies sent as they are, so their sizes are known). */
function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    let file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
      return
    }
    const body = readFileSync(file)
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': 'no-store' })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const INDEX = 'i'.repeat(20_000)
const CHUNK = 'c'.repeat(3_000)

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Fixture</title></head><body>
<button id="open" type="button">Search</button>
<div id="dialog" hidden><input id="q" aria-label="Search"><ul id="results"></ul></div>
<script>
  document.getElementById('open').onclick = () => { document.getElementById('dialog').hidden = false }
  let loaded = false
  let n = 0
  document.getElementById('q').addEventListener('input', async (e) => {
    if (!loaded) { await (await fetch('/index.txt')).text(); loaded = true } else { await (await fetch('/chunk-' + (n++) + '.txt')).text() }
    document.getElementById('results').innerHTML = '<li class="result">' + e.target.value + '</li>'
  })
</script></body></html>`

const PAGEFIND = `export async function init() {}
export async function search(q) {
  const pages = { alpha: ['/docs/a/', '/docs/b/', '/docs/c/', '/docs/d/'], beta: ['/docs/z/'] }[q] ?? []
  return { results: pages.map((url) => ({ data: async () => ({ url }) })) }
}`

let dir = ''
let server: Server
let base = ''

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-probe-'))
  mkdirSync(path.join(dir, 'docs/intro'), { recursive: true })
  mkdirSync(path.join(dir, 'pagefind'))
  writeFileSync(path.join(dir, 'docs/intro/index.html'), PAGE)
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(path.join(dir, 'index.txt'), INDEX)
  for (let i = 0; i < 4; i++) writeFileSync(path.join(dir, `chunk-${i}.txt`), CHUNK)
  writeFileSync(path.join(dir, 'pagefind/pagefind.js'), PAGEFIND)
  server = await serve(dir)
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})

test.afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test('counts what the first query and the five download, and times the first result', async ({ browser }) => {
  // The probe waits for a quiet network (1.5 s after load, 1 s after each query): about 10 s in all.
  test.setTimeout(90_000)
  const r = await probeSearch(browser, `${base}/docs/intro/`, { open: '#open', input: '#q', result: '#results .result' }, ['one', 'two', 'three', 'four', 'five'])
  // Bodies are sent as they are, so the bytes are the files' sizes.
  expect(r.first.requests).toBe(1)
  expect(r.first.bytes).toBe(INDEX.length)
  expect(r.first.firstResultMs).toBeGreaterThan(0)
  expect(r.perQuery.map((q: { requests: number }) => q.requests)).toEqual([1, 1, 1, 1, 1])
  expect(r.five.requests).toBe(5)
  expect(r.five.bytes).toBe(INDEX.length + 4 * CHUNK.length)
  expect(r.afterLoad.requests).toBe(0)
  expect(r.perQuery.every((q: { results: number }) => q.results === 1)).toBe(true)
})

test("reads Pagefind's first three pages of each query", async ({ browser }) => {
  expect(await pagefindTopPages(browser, base, ['alpha', 'beta', 'none'])).toEqual([['/docs/a/', '/docs/b/', '/docs/c/'], ['/docs/z/'], []])
})
