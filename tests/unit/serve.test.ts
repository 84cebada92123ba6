/**
 * scripts/serve.mjs serves files inside its folder only: an encoded "../"
 * must not reach a sibling folder whose name starts with the folder's name
 * (public/ and public-secret/).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const tmp = mkdtempSync(path.join(tmpdir(), 'cs-serve-'))
const port = 9700 + Math.floor(Math.random() * 200)
let server: ChildProcess

beforeAll(async () => {
  mkdirSync(path.join(tmp, 'public'))
  mkdirSync(path.join(tmp, 'public-secret'))
  writeFileSync(path.join(tmp, 'public/index.html'), '<h1>home</h1>')
  writeFileSync(path.join(tmp, 'public/404.html'), '<h1>Page not found</h1>')
  writeFileSync(path.join(tmp, 'public-secret/key.txt'), 'SECRET')
  writeFileSync(path.join(tmp, 'outside.txt'), 'OUTSIDE')
  server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', path.join(tmp, 'public'), '--port', String(port)], { stdio: 'pipe' })
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d) => String(d).includes('Serving') && resolve())
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)))
  })
})
afterAll(() => server?.kill())

const get = async (p: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${p}`)
  return { status: res.status, body: await res.text() }
}

it('serves files inside the folder', async () => {
  expect(await get('/')).toEqual({ status: 200, body: '<h1>home</h1>' })
})

it.each(['/..%2fpublic-secret/key.txt', '/..%2Fpublic-secret%2Fkey.txt', '/%2e%2e/public-secret/key.txt', '/..%2f..%2foutside.txt', '/..%2foutside.txt'])('%s stays inside: 404, no secret', async (p) => {
  const res = await get(p)
  expect(res.status).toBe(404)
  expect(res.body).not.toMatch(/SECRET|OUTSIDE/)
})

it('answers a malformed escape with 400', async () => {
  expect((await get('/a%2')).status).toBe(400)
})

it('rejects an unknown option with a message and exit code 2', async () => {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--bogus'], { stdio: 'pipe' })
  let err = ''
  child.stderr!.on('data', (d) => (err += String(d)))
  const code = await new Promise((r) => child.on('exit', r))
  expect(code).toBe(2)
  expect(err).toMatch(/Unknown option '--bogus'[\s\S]*Usage: npm run serve/)
})
