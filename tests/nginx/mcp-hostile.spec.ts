/**
 * Hostile clients against the MCP server behind deploy/nginx.conf (issue 38),
 * on loopback, each test bounded in time. The server is the compiled one in
 * its own process with the systemd unit's heap (global-setup.ts): no request up
 * to the body limit may end it or push its memory past the unit's MemoryMax,
 * and a light call answers within a second while heavy calls run. Each test
 * speaks from its own loopback address (127.0.0.x), so nginx's per-address
 * limits on /mcp are measured where a test means to reach them and nowhere else.
 * Ends with a short load run straight at the server that records requests per
 * second, p99 latency and memory before and after.
 */
import { request as httpsRequest } from 'node:https'
import { request as httpRequest } from 'node:http'
import { connect as tlsConnect } from 'node:tls'
import { connect as netConnect } from 'node:net'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test, expect } from '@playwright/test'
import { LIMITS } from '../../src/mcp/server/tools'
import { MCP_PORT, NGINX_PORT, NGINX_TLS_PORT } from './port'
import { peakRssMiB, rssMiB, unitLimits } from './mcpProcess'
import { PUBLIC_DIR } from './build'

test.describe.configure({ mode: 'serial' })

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number }

/** One request through nginx (TLS) or straight to the server, from a chosen loopback address. */
function send(opts: { path: string; method?: string; body?: string; from: string; headers?: Record<string, string>; direct?: boolean }): Promise<Reply> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const common = {
      host: '127.0.0.1',
      port: opts.direct ? MCP_PORT : NGINX_TLS_PORT,
      path: opts.path,
      method: opts.method ?? 'POST',
      localAddress: opts.from,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(opts.headers ?? {}) },
      agent: false as const,
    }
    const onRes = (res: import('node:http').IncomingMessage) => {
      const parts: Buffer[] = []
      res.on('data', (c: Buffer) => parts.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), ms: Date.now() - started }))
      res.on('error', reject)
    }
    const req = opts.direct ? httpRequest(common, onRes) : httpsRequest({ ...common, servername: 'localhost', rejectUnauthorized: false }, onRes)
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')))
    req.on('error', reject)
    req.end(opts.body)
  })
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })
const rpc = (body: unknown, from: string, direct = false) => send({ path: '/mcp', body: typeof body === 'string' ? body : JSON.stringify(body), from, direct })
const pid = () => Number(process.env.MCP_PID)
const alive = async (from: string) => (await rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, from)).status === 200

test('a batch over the limit is refused with a JSON-RPC error that says why; one at the limit is answered', async () => {
  test.setTimeout(60_000)
  const over = await rpc(Array.from({ length: LIMITS.batchMessages + 1 }, (_, i) => call(i, 'search_docs', { query: 'transfers' })), '127.0.0.2')
  expect(over.status).toBe(400)
  expect(JSON.parse(over.body).error).toEqual({ code: -32600, message: expect.stringMatching(new RegExp(`batch of ${LIMITS.batchMessages + 1} .* at most ${LIMITS.batchMessages}`)) })
  const at = await rpc(Array.from({ length: LIMITS.batchMessages }, (_, i) => call(i, 'get_page', { url_or_path: '/llms-full.txt' })), '127.0.0.2')
  expect(at.status).toBe(200)
  const answers = JSON.parse(at.body) as { result: { content: { text: string }[] } }[]
  expect(answers).toHaveLength(LIMITS.batchMessages)
  for (const a of answers) expect(a.result.content[0].text).toMatch(/^> Characters 0–40000 of \d+/)
})

test('large pages in full batches from several clients keep the server alive and under the unit memory cap', async () => {
  test.setTimeout(120_000)
  const { memoryMaxMiB, heapMiB } = unitLimits()
  const before = rssMiB(pid())
  const batch = (offset: number) => Array.from({ length: LIMITS.batchMessages }, (_, i) => call(i, 'get_page', { url_or_path: '/llms-full.txt', offset: offset + i * 40_000 }))
  for (let round = 0; round < 3; round++) {
    const replies = await Promise.all(Array.from({ length: 6 }, (_, c) => rpc(batch(c * 400_000), `127.0.0.${10 + c}`)))
    for (const r of replies) expect(r.status).toBe(200)
  }
  expect(await alive('127.0.0.3')).toBe(true)
  const peak = peakRssMiB(pid())
  console.log(`memory: ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB, cap ${memoryMaxMiB} MiB (heap ${heapMiB} MiB)`)
  expect(peak).toBeLessThan(memoryMaxMiB)
})

test('a light call answers within a second while heavy batches from other clients run', async () => {
  test.setTimeout(120_000)
  const heavy = () => Array.from({ length: LIMITS.batchMessages }, (_, i) => call(i, 'search_docs', { query: `dex trades of a token on solana with the price in usd ${i}`, limit: LIMITS.searchResults }))
  const started = Date.now()
  const heavies = Array.from({ length: 6 }, (_, c) => rpc(heavy(), `127.0.0.${20 + c}`))
  await new Promise((r) => setTimeout(r, 50))
  const light = await rpc(call(1, 'get_schema_type', { name: 'evm_network' }), '127.0.0.4')
  const done = await Promise.all(heavies)
  console.log(`light call: ${light.ms} ms while 6 batches of ${LIMITS.batchMessages} searches ran (they took ${Date.now() - started} ms in all)`)
  expect(light.status).toBe(200)
  expect(JSON.parse(light.body).result.content[0].text).toMatch(/^# evm_network/)
  expect(light.ms).toBeLessThan(1000)
  for (const h of done) expect(h.status).toBe(200)
})

test('more queued calls than the server takes get a busy error the client can retry, never a crash', async () => {
  test.setTimeout(120_000)
  // Straight at the server: nginx's connection limit would stop most of these first (tested below).
  const clients = Math.ceil(LIMITS.queuedCalls / LIMITS.batchMessages) + 3
  const replies = await Promise.all(Array.from({ length: clients }, (_, c) => rpc(Array.from({ length: LIMITS.batchMessages }, (_, i) => call(i, 'search_docs', { query: `uniswap pools ${c} ${i}`, limit: LIMITS.searchResults })), `127.0.0.${30 + c}`, true)))
  const answers = replies.flatMap((r) => JSON.parse(r.body) as { result?: unknown; error?: { code: number; message: string } }[])
  const busy = answers.filter((a) => a.error?.code === -32001)
  console.log(`${clients} batches of ${LIMITS.batchMessages}: ${answers.length - busy.length} answered, ${busy.length} busy`)
  expect(answers.filter((a) => a.error && a.error.code !== -32001)).toEqual([])
  for (const b of busy) expect(b.error!.message).toMatch(/busy: \d+ tool calls are waiting\. Retry/)
  expect(await alive('127.0.0.3')).toBe(true)
})

test('deep and huge input to validate_query gets a clear "too deep" or "too large" answer with the limit', async () => {
  test.setTimeout(60_000)
  const text = async (args: Record<string, unknown>) => {
    const r = await rpc(call(1, 'validate_query', args), '127.0.0.5')
    expect(r.status).toBe(200)
    const result = JSON.parse(r.body).result as { isError?: boolean; content: { text: string }[] }
    return { isError: result.isError, text: result.content[0].text }
  }
  const deepQuery = `{ a ${'{ b '.repeat(3300)}${'}'.repeat(3301)}`
  expect(await text({ query: deepQuery })).toEqual({ isError: true, text: expect.stringMatching(new RegExp(`too deep: it nests 3301 levels.*at most ${LIMITS.documentDepth}`)) })
  let nested: unknown = 1
  for (let i = 0; i < 3000; i++) nested = { a: nested }
  expect(await text({ query: 'query ($x: Int) { EVM { Blocks { Block { Number } } } }', variables: { x: nested } })).toEqual({ isError: true, text: expect.stringMatching(new RegExp(`variables are too deep.*at most ${LIMITS.variablesDepth}`)) })
  const repeated = `{ EVM { Blocks { Block { ${'Number '.repeat(2700)}} } } }`
  expect(await text({ query: repeated })).toEqual({ isError: true, text: expect.stringMatching(/too large to validate/) })
  const manyTokens = `{ EVM { Blocks { Block { ${'N '.repeat(LIMITS.documentTokens)}} } } }`
  expect(await text({ query: manyTokens })).toEqual({ isError: true, text: expect.stringMatching(new RegExp(`too large: more than ${LIMITS.documentTokens} tokens`)) })
  // Longer than the input schema allows: invalid params, naming the limit.
  const long = JSON.parse((await rpc(call(1, 'validate_query', { query: `{ ${'x'.repeat(LIMITS.documentChars)} }` }), '127.0.0.5')).body).error as { code: number; message: string }
  expect(long).toEqual({ code: -32602, message: expect.stringMatching(new RegExp(`query: .*${LIMITS.documentChars}`)) })
  expect(await alive('127.0.0.5')).toBe(true)
})

test('malformed tools/call params get -32602 with a readable message', async () => {
  const errorOf = async (params: unknown) => JSON.parse((await rpc({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }, '127.0.0.6')).body).error as { code: number; message: string }
  expect(await errorOf({ name: 5 })).toEqual({ code: -32602, message: expect.stringMatching(/Invalid params for tools\/call: name: .*expected string/) })
  expect(await errorOf({ name: 'search_docs', arguments: 'x' })).toEqual({ code: -32602, message: expect.stringMatching(/arguments: .*expected record/) })
  expect(await errorOf({ name: 'search_docs', arguments: { query: 'x', extra: 1 } })).toEqual({ code: -32602, message: expect.stringMatching(/Invalid arguments for search_docs/) })
  expect(await errorOf({ name: 'nope', arguments: {} })).toEqual({ code: -32602, message: expect.stringMatching(/No tool named "nope"/) })
  for (const e of [await errorOf({ name: 5 }), await errorOf(null)]) expect(e.message).not.toMatch(/"code":\s*"invalid_type"|\[\s*\{/)
})

test('every file llms.txt lists can be read with get_page', async () => {
  test.setTimeout(60_000)
  // The whole list, part by part (get_page answers 40,000 characters at a time).
  let llms = ''
  for (let offset: number | null = 0; offset !== null; ) {
    const part = JSON.parse((await rpc(call(1, 'get_page', { url_or_path: '/llms.txt', offset }), '127.0.0.7')).body).result as { structuredContent: { next_offset: number | null; markdown: string } }
    llms += part.structuredContent.markdown
    offset = part.structuredContent.next_offset
  }
  const listed = [...new Set([...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]))]
  const files = listed.filter((u) => !u.endsWith('/index.md'))
  expect(files.some((u) => u.endsWith('/graphql-schema/evm.graphql'))).toBe(true)
  for (const u of [...files, ...listed.filter((u) => u.endsWith('/index.md')).slice(0, 5)]) {
    const r = JSON.parse((await rpc(call(1, 'get_page', { url_or_path: u }), '127.0.0.7')).body) as { result: { isError?: boolean; content: { text: string }[] } }
    expect.soft(r.result.isError, `${u}: ${r.result.content[0].text.slice(0, 120)}`).toBeFalsy()
  }
})

test('nginx limits the request rate and connections on /mcp per address, with a JSON-RPC 429 that carries the security headers', async () => {
  test.setTimeout(60_000)
  const replies = await Promise.all(Array.from({ length: 80 }, () => rpc({ jsonrpc: '2.0', id: 1, method: 'ping' }, '127.0.0.8')))
  const limited = replies.filter((r) => r.status === 429)
  console.log(`80 pings at once from one address: ${replies.length - limited.length} answered, ${limited.length} limited`)
  expect(limited.length).toBeGreaterThan(0)
  expect(replies.filter((r) => r.status !== 429 && r.status !== 200)).toEqual([])
  expect(JSON.parse(limited[0].body).error.message).toMatch(/Too many requests/)
  expect(limited[0].headers['retry-after']).toBe('1')
  expect(limited[0].headers['content-security-policy']).toBeTruthy()
  expect(limited[0].headers['strict-transport-security']).toBeTruthy()
  // Another address is not affected.
  expect(await alive('127.0.0.9')).toBe(true)
})

test.describe('the static host', () => {
  const hidden = [path.join(PUBLIC_DIR, '.env'), path.join(PUBLIC_DIR, '.git')]
  test.beforeAll(() => {
    writeFileSync(hidden[0], 'SECRET=1\n')
    mkdirSync(hidden[1], { recursive: true })
    writeFileSync(path.join(hidden[1], 'config'), '[core]\n')
  })
  test.afterAll(() => hidden.forEach((f) => rmSync(f, { recursive: true, force: true })))

  test('hidden files and folders are never served, in any spelling', async () => {
    for (const p of ['/.env', '/.git/config', '/.git/', '/%2Egit/config', '/docs/../.env', '/.env?x=1', '/static/../.git/config']) {
      const r = await send({ path: p, method: 'GET', from: '127.0.0.40' })
      expect.soft(r.status, p).toBe(404)
      expect.soft(r.body, p).not.toMatch(/SECRET|\[core\]/)
    }
  })

  test('many byte ranges get the file once, not many times its size', async () => {
    const file = '/robots.txt'
    const whole = await send({ path: file, method: 'GET', from: '127.0.0.41' })
    const ranges = Array.from({ length: 2000 }, () => '0-').join(',')
    const r = await send({ path: file, method: 'GET', from: '127.0.0.41', headers: { range: `bytes=${ranges}`, 'accept-encoding': 'identity' } })
    expect([200, 416]).toContain(r.status)
    expect(r.body.length).toBeLessThanOrEqual(whole.body.length)
    const one = await send({ path: file, method: 'GET', from: '127.0.0.41', headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } })
    expect(one.status).toBe(206)
    expect(one.body).toHaveLength(10)
  })

  test('an HTTP/0.9 request gets no page (a page must carry the security headers), on both ports', async () => {
    const raw = (secure: boolean) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = []
        const socket = secure ? tlsConnect({ host: '127.0.0.1', port: NGINX_TLS_PORT, servername: 'localhost', rejectUnauthorized: false }) : netConnect({ host: '127.0.0.1', port: NGINX_PORT })
        socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')))
        socket.once(secure ? 'secureConnect' : 'connect', () => socket.write('GET /\r\n'))
        socket.on('data', (c: Buffer) => chunks.push(c))
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
        socket.on('error', reject)
      })
    for (const secure of [true, false]) {
      const got = await raw(secure)
      expect(got.length, `${secure ? 'HTTPS' : 'HTTP'} port answered HTTP/0.9 with: ${got.slice(0, 80)}`).toBe(0)
    }
    // An ordinary request still gets the page, with its headers.
    const one = await send({ path: '/', method: 'GET', from: '127.0.0.42' })
    expect(one.headers['content-security-policy']).toBeTruthy()
  })
})

test('a short load run straight at the server: requests per second, p99 and memory before and after', async () => {
  test.setTimeout(120_000)
  const clients = 10
  const seconds = 5
  const before = rssMiB(pid())
  const latencies: number[] = []
  let errors = 0
  const queries = ['transfers of a wallet', 'dex trades', 'balance updates', 'pump fun', 'websocket subscription', 'kafka streams']
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; Date.now() < until; i++) {
        const body = i % 3 === 0 ? call(i, 'get_page', { url_or_path: '/docs/start/first-query/' }) : call(i, 'search_docs', { query: queries[(c + i) % queries.length] })
        const r = await rpc(body, `127.0.0.${50 + c}`, true)
        latencies.push(r.ms)
        if (r.status !== 200 || JSON.parse(r.body).error) errors++
      }
    }),
  )
  const after = rssMiB(pid())
  latencies.sort((a, b) => a - b)
  const p99 = latencies[Math.floor(latencies.length * 0.99)]
  console.log(`load: ${clients} clients for ${seconds} s: ${(latencies.length / seconds).toFixed(0)} requests/s, p99 ${p99} ms, ${errors} errors; memory ${before.toFixed(0)} MiB before, ${after.toFixed(0)} MiB after (cap ${unitLimits().memoryMaxMiB} MiB)`)
  expect(errors).toBe(0)
  expect(after).toBeLessThan(unitLimits().memoryMaxMiB)
})
