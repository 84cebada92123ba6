/**
 * The reconnect rule of content/samples/reconnect.mjs, the module the subscription
 * samples import and the page /docs/subscriptions/silent-disconnect-reconnect/ prints.
 * The client runs against a real graphql-transport-ws server on 127.0.0.1 (the `ws`
 * package): it must stop at once when the server rejects the token (4401, 4403) and
 * reconnect with growing, capped delays when the server drops the connection (1006,
 * 1011). Every loop is bounded, so a client that keeps retrying fails the test
 * instead of hanging it.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { WebSocket, WebSocketServer } from 'ws'
import { fences } from './contentFiles'
import {
  describeEnd,
  nextDelay,
  runWithReconnect,
  shouldReconnect,
  type End,
} from '../../content/samples/reconnect.mjs'

const root = path.resolve(__dirname, '../..')
const PROTOCOL = 'graphql-transport-ws'
const GOOD_TOKEN = 'good-token'
/** More connections than any scenario needs: past it the server counts a runaway client. */
const MAX_CONNECTIONS = 12

/** What the server does with each connection_init, by connection number (0-based). */
type Behaviour = (index: number, token: string) => 'ack' | 'ack-then-drop' | 'ack-then-1011' | { close: number; reason: string }

type TestServer = { url: string; connections: () => number; close: () => Promise<void> }

async function startServer(behaviour: Behaviour): Promise<TestServer> {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  })
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()))
  let count = 0
  wss.on('connection', (socket) => {
    const index = count++
    if (index >= MAX_CONNECTIONS) {
      socket.close(1008, 'runaway client')
      return
    }
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; payload?: { headers?: Record<string, string> } }
      if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }))
      if (message.type !== 'connection_init') return
      const token = (message.payload?.headers?.Authorization ?? '').replace(/^Bearer /, '')
      const action = behaviour(index, token)
      if (typeof action === 'object') return socket.close(action.close, action.reason)
      socket.send(JSON.stringify({ type: 'connection_ack' }))
      // terminate() destroys the TCP connection without a close frame: the client sees 1006.
      if (action === 'ack-then-drop') setTimeout(() => socket.terminate(), 5)
      if (action === 'ack-then-1011') setTimeout(() => socket.close(1011, 'internal error'), 5)
    })
  })
  const { port } = wss.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}

/** One client session: handshake, subscribe after the ack, settle with the close code. */
function session(url: string, token: string): () => Promise<{ code: number; reason: string }> {
  return () =>
    new Promise((resolve) => {
      const ws = new WebSocket(url, PROTOCOL)
      ws.on('open', () =>
        ws.send(JSON.stringify({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${token}` } } })),
      )
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string }
        if (message.type === 'connection_ack') {
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { heartbeat }' } }))
        }
      })
      ws.on('error', () => {}) // the close event that follows carries the code
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
}

/** A sleep that records each delay and fails the run past a bound, so a retry loop cannot hang the test. */
function recordingSleep(limit: number) {
  const delays: number[] = []
  const sleep = async (ms: number) => {
    delays.push(ms)
    if (delays.length > limit) throw new Error(`client retried more than ${limit} times`)
    await new Promise((r) => setTimeout(r, Math.min(ms, 5)))
  }
  return { delays, sleep }
}

describe('shouldReconnect', () => {
  it.each([
    [1001, true],
    [1005, true],
    [1006, true],
    [1011, true],
    [1012, true],
    [1013, true],
    [1014, true],
    [4408, true],
    [undefined, true],
    [1000, false],
    [1002, false],
    [1008, false],
    [4400, false],
    [4401, false],
    [4403, false],
    [4406, false],
    [4409, false],
    [4429, false],
    [4999, false],
  ])('close code %p: reconnect %p', (code, expected) => {
    expect(shouldReconnect(code as number | undefined)).toBe(expected)
  })
})

describe('nextDelay', () => {
  it('doubles from the base up to the cap (jitter at its maximum)', () => {
    const max = { base: 1000, cap: 60_000, random: () => 1 }
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => nextDelay(n, max))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ])
  })
  it('draws full jitter: anywhere from zero to the ceiling', () => {
    expect(nextDelay(3, { random: () => 0 })).toBe(0)
    expect(nextDelay(3, { random: () => 0.5 })).toBe(4000)
    for (let attempt = 0; attempt < 40; attempt++) {
      const delay = nextDelay(attempt)
      expect(delay).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThan(Math.min(60_000, 1000 * 2 ** attempt))
    }
  })
  it('treats a negative or non-numeric attempt as the first', () => {
    expect(nextDelay(-3, { random: () => 1 })).toBe(1000)
    expect(nextDelay(Number.NaN, { random: () => 1 })).toBe(1000)
  })
})

describe('describeEnd', () => {
  it('reads a close event, a network error and a GraphQL error list', () => {
    expect(describeEnd({ code: 4403, reason: 'Forbidden' })).toEqual({ code: 4403, reason: 'Forbidden', reconnect: false })
    expect(describeEnd(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toMatchObject({
      code: undefined,
      reconnect: true,
    })
    expect(describeEnd([{ message: 'Cannot query field "Value"' }])).toMatchObject({ reconnect: false })
  })
})

describe('runWithReconnect against a local graphql-transport-ws server', () => {
  let server: TestServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it.each([
    [4401, 'Unauthorized'],
    [4403, 'Forbidden'],
  ])('stops after the server rejects the token with %p', async (code, reason) => {
    server = await startServer((_i, token) => (token === GOOD_TOKEN ? 'ack' : { close: code, reason }))
    const { delays, sleep } = recordingSleep(5)
    const retries: End[] = []
    const end = await runWithReconnect(session(server.url, 'expired-token'), {
      base: 10,
      cap: 40,
      sleep,
      onRetry: (r) => retries.push(r),
    })
    expect(end).toEqual({ code, reason, reconnect: false })
    expect(retries).toEqual([])
    expect(delays).toEqual([])
    // Give a runaway client time to show itself, then count connections: exactly one.
    await new Promise((r) => setTimeout(r, 50))
    expect(server.connections()).toBe(1)
  })

  it('reconnects after drops (1006, 1011) with growing, capped delays, then stops on 4403', async () => {
    // Connections 0-5 are accepted and dropped, alternately without a close frame and with 1011;
    // connection 6 finds the token revoked.
    server = await startServer((i) => (i < 6 ? (i % 2 === 0 ? 'ack-then-drop' : 'ack-then-1011') : { close: 4403, reason: 'Forbidden' }))
    const { delays, sleep } = recordingSleep(10)
    const codes: Array<number | undefined> = []
    const end = await runWithReconnect(session(server.url, GOOD_TOKEN), {
      base: 10,
      cap: 40,
      random: () => 1,
      sleep,
      onRetry: (r) => codes.push(r.code),
    })
    expect(codes).toEqual([1006, 1011, 1006, 1011, 1006, 1011])
    expect(delays).toEqual([10, 20, 40, 40, 40, 40])
    expect(end).toMatchObject({ code: 4403, reconnect: false })
    expect(server.connections()).toBe(7)
  })

  it('keeps every jittered delay between zero and its ceiling', async () => {
    server = await startServer((i) => (i < 5 ? 'ack-then-drop' : { close: 4403, reason: 'Forbidden' }))
    const { delays, sleep } = recordingSleep(10)
    await runWithReconnect(session(server.url, GOOD_TOKEN), { base: 10, cap: 40, sleep })
    expect(delays).toHaveLength(5)
    delays.forEach((d, attempt) => {
      expect(d).toBeGreaterThanOrEqual(0)
      expect(d).toBeLessThan(Math.min(40, 10 * 2 ** attempt))
    })
  })

  it('retries when nothing listens on the port (no close code)', async () => {
    server = await startServer(() => 'ack')
    const url = server.url
    await server.close()
    server = undefined
    const { delays, sleep } = recordingSleep(3)
    await expect(runWithReconnect(session(url, GOOD_TOKEN), { base: 10, cap: 40, random: () => 1, sleep })).rejects.toThrow(
      'client retried more than 3 times',
    )
    expect(delays).toEqual([10, 20, 40, 40])
  })
})

describe('runWithReconnect bookkeeping', () => {
  it('starts the backoff over after a healthy session', async () => {
    // Session lengths in fake milliseconds: short, short, long (healthy), short; then a 4403.
    const lengths = [1, 1, 500, 1]
    let clock = 0
    let calls = 0
    const delays: number[] = []
    const end = await runWithReconnect(
      async () => {
        const length = lengths[calls++]
        if (length === undefined) return { code: 4403, reason: 'Forbidden' }
        clock += length
        return { code: 1006, reason: '' }
      },
      { base: 10, cap: 1000, random: () => 1, healthyAfter: 100, now: () => clock, sleep: async (ms) => void delays.push(ms) },
    )
    expect(delays).toEqual([10, 20, 10, 20])
    expect(end.code).toBe(4403)
  })

  it('stops waiting and returns when the caller aborts', async () => {
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(), 20)
    const end = await runWithReconnect(async () => ({ code: 1006, reason: '' }), {
      base: 60_000,
      cap: 60_000,
      random: () => 1,
      signal: controller.signal,
    })
    expect(end).toMatchObject({ aborted: true, reconnect: false })
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('the page prints the module', () => {
  const page = readFileSync(path.join(root, 'content/docs/subscriptions/silent-disconnect-reconnect.mdx'), 'utf8')
  it.each(['reconnect.mjs', 'reconnect.d.mts'])('silent-disconnect-reconnect.mdx carries content/samples/%s verbatim', (name) => {
    const block = fences(page).find((f) => f.meta.includes(`title="${name}"`))
    expect(block).toBeDefined()
    const file = readFileSync(path.join(root, 'content/samples', name), 'utf8')
    expect(block!.value.trimEnd()).toBe(file.trimEnd())
  })
})
