/**
 * The Streamable HTTP transport, stateless: every POST gets a fresh server
 * and transport over the one loaded site, so copies behind a load balancer
 * share nothing and scale by running more of them. No session, no server
 * stream: GET and DELETE answer 405. Limits: the body size, the messages of a
 * batch, and a time limit per request that also drops the request's queued
 * tool calls; each answers with a JSON-RPC error. Tool calls of every request
 * take turns in one scheduler (scheduler.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { MCP_PATH } from '../lib/mcp'
import { createServer } from './server'
import type { Site } from './site'
import { LIMITS } from './tools'

/** JSON-RPC error codes the transport layer uses (the SDK answers protocol errors itself). */
const PARSE_ERROR = -32700
const INVALID_REQUEST = -32600
const SERVER_ERROR = -32000

function rpcError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }))
}

/** Reads the body up to `limit` bytes; null when it is longer (the request is answered 413 by the caller). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      resolve(null)
      return
    }
    const parts: Buffer[] = []
    let size = 0
    let over = false
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) over = true
      else parts.push(chunk)
    })
    req.on('end', () => resolve(over ? null : Buffer.concat(parts)))
    req.on('error', reject)
    req.on('close', () => {
      if (!req.complete) reject(new Error('The client closed the request before sending its body.'))
    })
  })
}

export type HttpOptions = { path?: string; requestBytes?: number; requestMs?: number; batchMessages?: number; log?: (line: string) => void }

/** The request handler (exported for tests that mount it on their own server). */
export function mcpHandler(site: Site, options: HttpOptions = {}) {
  const endpoint = options.path ?? MCP_PATH
  const requestBytes = options.requestBytes ?? LIMITS.requestBytes
  const requestMs = options.requestMs ?? LIMITS.requestMs
  const batchMessages = options.batchMessages ?? LIMITS.batchMessages
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === `${endpoint}/health`) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
      res.end('ok\n')
      return
    }
    if (url.pathname !== endpoint && url.pathname !== `${endpoint}/`) {
      rpcError(res, 404, SERVER_ERROR, `Not found: the MCP endpoint is ${endpoint}.`)
      return
    }
    if (req.method !== 'POST') {
      rpcError(res, 405, SERVER_ERROR, 'This server is stateless: send each JSON-RPC message as a POST; there is no session stream to GET or DELETE.', { Allow: 'POST' })
      return
    }
    // The time limit covers the whole request: a slow upload as well as a slow answer. When it
    // passes, or the client goes away, the request's queued tool calls are dropped, not only its answer.
    let stopped = false
    let transport: StreamableHTTPServerTransport | null = null
    const stop = new AbortController()
    const timer = setTimeout(() => {
      stopped = true
      stop.abort()
      rpcError(res, 503, SERVER_ERROR, `The request took longer than ${requestMs} ms and was stopped.`, { Connection: 'close' })
      void transport?.close()
    }, requestMs)
    res.on('close', () => {
      clearTimeout(timer)
      stop.abort()
    })
    let body: Buffer | null
    try {
      body = await readBody(req, requestBytes)
    } catch {
      rpcError(res, 400, PARSE_ERROR, 'The request body could not be read.')
      return
    }
    if (stopped) return
    if (body === null) {
      rpcError(res, 413, SERVER_ERROR, `The request body is larger than ${requestBytes} bytes.`)
      return
    }
    let message: unknown
    try {
      message = JSON.parse(body.toString('utf8'))
    } catch {
      rpcError(res, 400, PARSE_ERROR, 'Parse error: the body is not JSON.')
      return
    }
    if (Array.isArray(message) && message.length > batchMessages) {
      rpcError(res, 400, INVALID_REQUEST, `Invalid request: a batch of ${message.length} JSON-RPC messages; this server takes at most ${batchMessages} in one POST. Send the rest in further requests.`)
      return
    }
    const server = createServer(site, { signal: stop.signal })
    transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    res.on('close', () => {
      void transport?.close()
      void server.close()
    })
    try {
      await server.connect(transport)
      await transport.handleRequest(req, res, message)
    } catch (err) {
      options.log?.(`[mcp] request failed: ${(err as Error).message}`)
      rpcError(res, 500, SERVER_ERROR, 'The server failed on this request; the error was logged.')
    }
  }
}

export function listen(site: Site, options: HttpOptions & { port: number; host: string }): Promise<HttpServer> {
  const handler = mcpHandler(site, options)
  const http = createHttpServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      options.log?.(`[mcp] ${(err as Error).message}`)
      rpcError(res, 500, SERVER_ERROR, 'The server failed on this request.')
    })
  })
  // Slow or idle clients do not hold a connection for long.
  http.requestTimeout = (options.requestMs ?? LIMITS.requestMs) + 5_000
  http.headersTimeout = 10_000
  return new Promise((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port, options.host, () => resolve(http))
  })
}
