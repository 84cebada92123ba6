/**
 * The MCP server behind deploy/nginx.conf: the SDK's client over Streamable
 * HTTP through nginx's /mcp location (TLS, the proxy, the upstream), and the
 * limits nginx adds in front of the server.
 */
import type { APIRequestContext } from '@playwright/test'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { test, expect } from '../e2e/fixtures'
import { NGINX_HOST, NGINX_TLS_PORT } from './port'

const ENDPOINT = `https://${NGINX_HOST}:${NGINX_TLS_PORT}/mcp`
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

/** A fetch for the SDK's transport made of Playwright's request context, which accepts the suite's self-signed certificate. */
function fetchThrough(request: APIRequestContext) {
  return async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const res = await request.fetch(String(url), {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      data: typeof init?.body === 'string' ? init.body : undefined,
      maxRedirects: 0,
      failOnStatusCode: false,
    })
    return new Response(res.status() === 204 || res.status() === 202 ? null : await res.text(), { status: res.status(), headers: res.headers() })
  }
}

test('an MCP client connects through nginx, lists the tools and calls each', async ({ request }) => {
  const client = new Client({ name: 'nginx-suite', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(ENDPOINT), { fetch: fetchThrough(request) }))
  expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['get_page', 'get_schema_type', 'search_docs', 'validate_query'])
  const text = async (name: string, args: Record<string, unknown>) => ((await client.callTool({ name, arguments: args })) as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('')
  expect(await text('search_docs', { query: 'first query', limit: 3 })).toContain('/docs/start/first-query/')
  expect(await text('get_page', { url_or_path: '/docs/start/endpoints/' })).toContain('# Endpoints')
  expect(await text('get_schema_type', { name: 'evm_network' })).toMatch(/^# evm_network \(Enum\)/)
  expect(await text('validate_query', { query: '{ EVM { Blocks { Block { Numbr } } } }' })).toMatch(/Cannot query field "Numbr"/)
  await client.close()
})

test('through nginx: a body over 64 KB is a JSON-RPC error, GET is 405, a bad body is a parse error; the security headers are there', async ({ request }) => {
  const big = await request.post(ENDPOINT, { headers: JSON_HEADERS, data: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', pad: 'x'.repeat(70_000) }), failOnStatusCode: false })
  expect(big.status()).toBe(413)
  expect(big.headers()['content-type']).toMatch(/^application\/json/)
  expect((await big.json()).error.message).toMatch(/larger than 65536 bytes/)
  const get = await request.get(ENDPOINT, { headers: { accept: 'text/event-stream' }, failOnStatusCode: false })
  expect(get.status()).toBe(405)
  expect((await get.json()).error.message).toMatch(/stateless/)
  const junk = await request.post(ENDPOINT, { headers: JSON_HEADERS, data: '{"jsonrpc"', failOnStatusCode: false })
  expect(junk.status()).toBe(400)
  expect((await junk.json()).error.code).toBe(-32700)
  const ok = await request.post(ENDPOINT, { headers: JSON_HEADERS, data: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }), failOnStatusCode: false })
  expect(ok.status()).toBe(200)
  expect(await ok.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
  expect(ok.headers()['strict-transport-security']).toMatch(/max-age=/)
  expect(ok.headers()['cache-control']?.split(',').length).toBeLessThanOrEqual(3)
})
