/**
 * The docs' MCP server over the build (public/), driven by the SDK's own
 * client: in memory for every tool with good and bad input, over Streamable
 * HTTP with the server's own listener, and over stdio by starting
 * `scripts/mcp.mjs` as a client would. Runs after the build in `npm test`
 * (AFTER_BUILD=1, where a missing build is a failure).
 */
import { existsSync, readFileSync } from 'node:fs'
import type { Server as HttpServer } from 'node:http'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { loadSite, type Site } from '../../src/mcp/server/site'
import { createServer } from '../../src/mcp/server/server'
import { listen } from '../../src/mcp/server/http'
import { LIMITS } from '../../src/mcp/server/tools'
import { loadContextSync, SearchEngine } from '../../src/search/lib/engine'
import { groupByPage } from '../../src/search/lib/group'
import { ALL_CONTEXTS } from '../../src/search/lib/contexts'
import type { ContextName, Manifest } from '../../src/search/lib/types'
import { site as config } from '../../src/config/site'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const built = existsSync(path.join(publicDir, 'mcp/schema-index.json'))
const required = process.env.AFTER_BUILD === '1'
if (!built && !required) console.info('mcp: no public/mcp/schema-index.json (run `npm run build`); this check runs after the build in `npm test`.')
const describeBuilt = built || required ? describe : describe.skip

const ORIGIN = config.url
type Structured<T> = CallToolResult & { structuredContent: T }
const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n')

describeBuilt('the MCP server over the build', () => {
  let site: Site
  let client: Client
  beforeAll(async () => {
    site = loadSite(publicDir)
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await createServer(site).connect(serverSide)
    client = new Client({ name: 'jest', version: '1.0.0' })
    await client.connect(clientSide)
  }, 60_000)
  afterAll(() => client?.close())

  const call = async <T = Record<string, unknown>>(name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Structured<T>
  /** A call the protocol must refuse with a JSON-RPC error: its code and message. */
  const refused = async (name: string, args: Record<string, unknown>) => {
    try {
      await client.callTool({ name, arguments: args })
    } catch (err) {
      expect(err).toBeInstanceOf(McpError)
      return { code: (err as McpError).code, message: (err as McpError).message }
    }
    throw new Error(`${name} accepted ${JSON.stringify(args).slice(0, 80)}`)
  }

  test('the server names itself and lists four read-only tools, each described with an input schema', async () => {
    expect(client.getServerVersion()?.name).toBe('chainstrata-docs')
    expect(client.getInstructions()).toContain('search_docs')
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'get_schema_type', 'search_docs', 'validate_query'])
    for (const t of tools) {
      expect(t.description?.length).toBeGreaterThan(80)
      expect(t.inputSchema.type).toBe('object')
      expect(t.annotations?.readOnlyHint).toBe(true)
    }
    const search = tools.find((t) => t.name === 'search_docs')
    expect(search?.inputSchema.required).toEqual(['query'])
    expect((search?.inputSchema.properties as Record<string, { enum?: string[] }>).context.enum).toEqual(['docs', 'reference', 'blog'])
  })

  describe('search_docs', () => {
    test('finds a guide, with its URL, Markdown URL, breadcrumbs and snippet', async () => {
      const r = await call<{ results: { title: string; url: string; markdown_url: string | null; context: string; snippet: string }[] }>('search_docs', { query: 'first query', limit: 5 })
      expect(r.isError).toBeFalsy()
      const first = r.structuredContent.results.find((x) => x.url.startsWith(`${ORIGIN}/docs/start/first-query/`))
      expect(first).toBeDefined()
      expect(first?.markdown_url).toBe(`${ORIGIN}/docs/start/first-query/index.md`)
      expect(r.structuredContent.results.length).toBeLessThanOrEqual(5)
      expect(textOf(r)).toMatch(/^\d+ pages? for "first query", best first/)
    })
    test('a context keeps to it: reference hits are reference pages', async () => {
      const r = await call<{ results: { url: string; context: string }[] }>('search_docs', { query: 'balance updates', context: 'reference' })
      expect(r.structuredContent.results.length).toBeGreaterThan(0)
      for (const x of r.structuredContent.results) {
        expect(x.context).toBe('reference')
        expect(x.url).toContain('/docs/graphql-reference/')
      }
    })
    test('no match, and an empty query, are answered in words', async () => {
      const none = await call('search_docs', { query: 'qqqxxzzv' })
      expect(none.isError).toBeFalsy()
      expect(textOf(none)).toMatch(/^No page matches "qqqxxzzv"/)
      const empty = await call('search_docs', { query: '   ' })
      expect(empty.isError).toBe(true)
      expect(textOf(empty)).toMatch(/The query is empty/)
    })
    test('arguments outside the schema are JSON-RPC errors naming the argument', async () => {
      expect(await refused('search_docs', { query: 'x'.repeat(LIMITS.queryChars + 1) })).toMatchObject({ code: -32602, message: expect.stringMatching(/query/) })
      expect(await refused('search_docs', { query: 'blocks', context: 'everything' })).toMatchObject({ code: -32602, message: expect.stringMatching(/context/) })
      expect(await refused('search_docs', { query: 'blocks', limit: 500 })).toMatchObject({ code: -32602 })
      expect(await refused('search_docs', { query: 'blocks', extra: true })).toMatchObject({ code: -32602, message: expect.stringMatching(/extra/) })
      expect(await refused('search_docs', {})).toMatchObject({ code: -32602 })
      expect(await refused('no_such_tool', {})).toMatchObject({ code: -32602, message: expect.stringMatching(/search_docs/) })
    })
    test('hostile text is searched as text', async () => {
      const r = await call('search_docs', { query: '<script>alert(1)</script> ${x} \u0000 %00' })
      expect(r.content[0].type).toBe('text')
    })
    test('its top page is the site search\'s top page for every relevance query', async () => {
      const manifest = JSON.parse(readFileSync(path.join(publicDir, 'search/manifest.json'), 'utf8')) as Manifest
      const engine = new SearchEngine()
      for (const e of manifest.contexts) loadContextSync(engine, e.context, e.url, (url) => JSON.parse(readFileSync(path.join(publicDir, url), 'utf8')))
      const queries = (JSON.parse(readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')) as { queries: { q: string; context?: ContextName }[] }).queries
      expect(queries.length).toBeGreaterThanOrEqual(40)
      const differ: string[] = []
      for (const q of queries) {
        const contexts = q.context ? [q.context] : ALL_CONTEXTS
        const page = groupByPage(engine.search(q.q, { contexts, limit: 2000 }))[0]?.u
        const r = await call<{ results: { url: string }[] }>('search_docs', { query: q.q, ...(q.context ? { context: q.context } : {}), limit: 1 })
        const got = r.structuredContent.results[0]?.url.replace(ORIGIN, '').replace(/#.*$/, '')
        if (got !== page) differ.push(`"${q.q}": MCP ${got}, site ${page}`)
      }
      expect(differ).toEqual([])
    }, 60_000)
  })

  describe('get_page', () => {
    type Page = { url: string; markdown_url: string | null; redirected_from: string | null; next_offset: number | null; total_chars: number; markdown: string }
    test('a path, a full URL, the Markdown URL and another case all give the same twin', async () => {
      const forms = ['/docs/start/first-query/', 'docs/start/first-query', `${ORIGIN}/docs/start/first-query/#2-run-the-query-in-the-ide`, `${ORIGIN}/docs/start/first-query/index.md`, '/DOCS/Start/First-Query']
      const texts = new Set<string>()
      for (const f of forms) {
        const r = await call<Page>('get_page', { url_or_path: f })
        expect(r.isError).toBeFalsy()
        expect(r.structuredContent.url).toBe(`${ORIGIN}/docs/start/first-query/`)
        texts.add(r.structuredContent.markdown)
      }
      expect(texts.size).toBe(1)
      const [text] = [...texts]
      expect(text).toMatch(new RegExp(`^> Part of ${config.title}: every page is listed at ${ORIGIN}/llms.txt\\.\\n\\n# Your first query`))
    })
    test('an old path is followed to the page it redirects to, and says so', async () => {
      const line = readFileSync(path.join(publicDir, '_redirects'), 'utf8')
        .split('\n')
        .find((l) => l.startsWith('/docs/') && !l.startsWith('#'))
      const [from, to] = (line ?? '').split(/\s+/)
      const r = await call<Page>('get_page', { url_or_path: from })
      expect(r.isError).toBeFalsy()
      expect(r.structuredContent.redirected_from).toBe(from.replace(/\/?$/, '/'))
      expect(r.structuredContent.url).toBe(`${ORIGIN}${to}`)
      expect(textOf(r)).toContain(`moved to ${to}`)
    })
    test('llms.txt, the list of every page, is a page too', async () => {
      const r = await call<Page>('get_page', { url_or_path: `${ORIGIN}/llms.txt` })
      expect(r.structuredContent.url).toBe(`${ORIGIN}/llms.txt`)
      expect(r.structuredContent.markdown).toMatch(/^# Chainstrata Docs\n/)
      expect(r.structuredContent.markdown).toContain(`MCP server at ${ORIGIN}/mcp`)
    })
    test('a reference page answers with its schema type', async () => {
      const r = await call<Page>('get_page', { url_or_path: '/docs/graphql-reference/enums/evm-network/' })
      expect(r.isError).toBeFalsy()
      expect(r.structuredContent.markdown).toMatch(/^# evm_network \(Enum\)/)
      expect(r.structuredContent.markdown).toContain('enum evm_network')
    })
    test('a long page comes in parts that join up', async () => {
      const whole = readFileSync(path.join(publicDir, 'docs/changelog/2026-08-20/index.md'), 'utf8')
      expect(whole.length).toBeGreaterThan(LIMITS.pageChars)
      let offset: number | null = 0
      let joined = ''
      while (offset !== null) {
        const r: Structured<Page> = await call<Page>('get_page', { url_or_path: '/docs/changelog/2026-08-20/', offset })
        joined += r.structuredContent.markdown
        offset = r.structuredContent.next_offset
      }
      expect(joined).toBe(whole)
      const past = await call('get_page', { url_or_path: '/docs/changelog/2026-08-20/', offset: whole.length + 5 })
      expect(textOf(past)).toMatch(/past its end/)
    })
    test('a missing page, a listing page, a foreign host and a path that climbs out are refused in words', async () => {
      const missing = await call('get_page', { url_or_path: '/docs/start/first-querry/' })
      expect(missing.isError).toBe(true)
      expect(textOf(missing)).toMatch(/^No page at \/docs\/start\/first-querry\/\. Closest pages: .*first-query/)
      const listing = await call('get_page', { url_or_path: '/blog/tags/' })
      expect(textOf(listing)).toMatch(/listing page with no Markdown version/)
      expect(textOf(await call('get_page', { url_or_path: 'https://evil.example/docs/intro/' }))).toMatch(/is not this site/)
      for (const p of ['/docs/../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A']) {
        const r = await call('get_page', { url_or_path: p })
        expect(r.isError).toBe(true)
      }
      expect(await refused('get_page', { url_or_path: '/'.repeat(LIMITS.pathChars + 1) })).toMatchObject({ code: -32602 })
    })
  })

  describe('get_schema_type', () => {
    type TypeData = { name: string; kind: string; reference_url: string; sdl: string; referenced_by: { name: string }[]; used_in: { title: string; url: string }[]; member: { url: string | null } | null; added: string | null }
    test('a type: SDL with descriptions, reference URL, who references it, the guides that use it', async () => {
      const r = await call<TypeData>('get_schema_type', { name: 'evm_network' })
      expect(r.isError).toBeFalsy()
      const d = r.structuredContent
      expect(d.kind).toBe('Enum')
      expect(d.reference_url).toBe(`${ORIGIN}/docs/graphql-reference/enums/evm-network/`)
      expect(d.sdl).toMatch(/^(""".*"""\n|"[^\n]*"\n)?enum evm_network \{/s)
      expect(d.sdl).toContain('base')
      expect(d.referenced_by.map((x) => x.name)).toContain('Query.EVM')
      expect(d.used_in.length).toBeGreaterThan(10)
      expect(d.used_in.every((g) => g.url.startsWith(`${ORIGIN}/docs/`))).toBe(true)
    })
    test('a root field, a member and another case', async () => {
      const root = await call<TypeData>('get_schema_type', { name: 'Query.EVM' })
      expect(root.structuredContent.sdl).toMatch(/^type Query \{\n[\s\S]*EVM\(/)
      const member = await call<TypeData>('get_schema_type', { name: 'evm_network.base' })
      expect(member.structuredContent.member?.url).toBe(`${ORIGIN}/docs/graphql-reference/enums/evm-network/#value-base`)
      const folded = await call<TypeData>('get_schema_type', { name: 'EVM_NETWORK' })
      expect(folded.structuredContent.name).toBe('evm_network')
    })
    test('a type added after the first snapshot carries its release', async () => {
      const r = await call<TypeData>('get_schema_type', { name: 'EVM_Balance_Cube' })
      expect(r.structuredContent.added).toBe('2026-08-20')
      expect(textOf(r)).toContain('(added in the schema release of 2026-08-20)')
      expect((await call<TypeData>('get_schema_type', { name: 'evm_network' })).structuredContent.added).toBeNull()
    })
    test('an unknown name or member is refused with the nearest names', async () => {
      const r = await call('get_schema_type', { name: 'evm_netwrok' })
      expect(r.isError).toBe(true)
      expect(textOf(r)).toMatch(/no type named "evm_netwrok"\. Did you mean "evm_network"/)
      const m = await call('get_schema_type', { name: 'evm_network.nope' })
      expect(textOf(m)).toMatch(/evm_network has no member "nope"/)
      expect(await refused('get_schema_type', { name: 7 })).toMatchObject({ code: -32602 })
    })
  })

  describe('validate_query', () => {
    type Validation = { valid: boolean; errors: { message: string; line: number | null; column: number | null; member: string | null; reference_url: string | null }[]; root_fields: string[] }
    const GOOD = 'query ($network: evm_network) { EVM(network: $network) { Blocks(limit: {count: 1}) { Block { Number Time } } } }'
    test('a valid query, with valid variables', async () => {
      const r = await call<Validation>('validate_query', { query: GOOD, variables: { network: 'eth' } })
      expect(r.structuredContent).toMatchObject({ valid: true, errors: [], root_fields: ['Query.EVM'] })
      expect(textOf(r)).toMatch(/^Valid against the Chainstrata schema/)
    })
    test('an unknown field: its position and the reference page of the type it is not on', async () => {
      const r = await call<Validation>('validate_query', { query: '{\n  EVM {\n    Blocks {\n      Block { Numbr }\n    }\n  }\n}' })
      expect(r.structuredContent.valid).toBe(false)
      const [e] = r.structuredContent.errors
      expect(e).toMatchObject({ line: 4, column: 15, message: expect.stringMatching(/Cannot query field "Numbr"/) })
      expect(e.member).toMatch(/^EVM_Block_Fields_Block$|Block/)
      expect(e.reference_url).toMatch(new RegExp(`^${ORIGIN}/docs/graphql-reference/objects/`))
    })
    test('a wrong enum value and a wrong argument link their enum and their field', async () => {
      const r = await call<Validation>('validate_query', { query: '{ EVM(network: mainnet, colour: 1) { Blocks { Count: count } } }' })
      const urls = r.structuredContent.errors.map((e) => e.reference_url)
      expect(urls).toContain(`${ORIGIN}/docs/graphql-reference/enums/evm-network/`)
      expect(urls.some((u) => u?.startsWith(`${ORIGIN}/docs/graphql-reference/queries/`))).toBe(true)
    })
    test('variables of the wrong type are reported', async () => {
      const r = await call<Validation>('validate_query', { query: GOOD, variables: { network: 42 } })
      expect(r.structuredContent.valid).toBe(false)
      expect(r.structuredContent.errors[0].message).toMatch(/\$network/)
    })
    test('a syntax error, a document past the token limit, and one past the size limit', async () => {
      const syntax = await call<Validation>('validate_query', { query: '{ EVM { Blocks { ' })
      expect(syntax.structuredContent.errors[0]).toMatchObject({ line: 1, message: expect.stringMatching(/^Syntax Error/) })
      const tokens = await call<Validation>('validate_query', { query: `{ ${'a '.repeat(LIMITS.documentTokens + 10)}}` })
      expect(tokens.isError).toBe(true)
      expect(tokens.content[0]).toMatchObject({ text: expect.stringMatching(new RegExp(`too large: more than ${LIMITS.documentTokens} tokens`)) })
      expect(await refused('validate_query', { query: 'x'.repeat(LIMITS.documentChars + 1) })).toMatchObject({ code: -32602 })
      expect(await refused('validate_query', { query: GOOD, variables: 'network=eth' })).toMatchObject({ code: -32602 })
    })
  })

  describe('Streamable HTTP, stateless', () => {
    let http: HttpServer
    let base: string
    beforeAll(async () => {
      http = await listen(site, { port: 0, host: '127.0.0.1' })
      const a = http.address()
      base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`
    })
    afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

    test('the SDK client connects, lists the tools and calls one', async () => {
      const c = new Client({ name: 'jest-http', version: '1.0.0' })
      await c.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)))
      expect((await c.listTools()).tools).toHaveLength(4)
      const r = (await c.callTool({ name: 'get_schema_type', arguments: { name: 'Query.EVM' } })) as CallToolResult
      expect(textOf(r)).toMatch(/^# EVM \(Query\)/)
      await c.close()
    })
    test('no sessions: GET and DELETE are 405; a body too large is 413; a body that is not JSON is a parse error', async () => {
      expect((await fetch(`${base}/mcp`)).status).toBe(405)
      expect((await fetch(`${base}/mcp`, { method: 'DELETE' })).status).toBe(405)
      const big = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ pad: 'x'.repeat(LIMITS.requestBytes) }) })
      expect(big.status).toBe(413)
      expect((await big.json()).error.message).toMatch(/larger than/)
      const junk = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":' })
      expect(junk.status).toBe(400)
      expect((await junk.json()).error.code).toBe(-32700)
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404)
      expect(await (await fetch(`${base}/mcp/health`)).text()).toBe('ok\n')
    })
    test('a request that takes longer than the time limit is stopped with a JSON-RPC error', async () => {
      const slow = await listen(site, { port: 0, host: '127.0.0.1', requestMs: 300 })
      const a = slow.address()
      const port = typeof a === 'object' && a ? a.port : 0
      const { request } = await import('node:http')
      const started = Date.now()
      // A client that announces a body and never finishes sending it.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } }, (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        })
        req.on('error', reject)
        req.write('{"jsonrpc":"2.0",')
      })
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.body).error.message).toBe('The request took longer than 300 ms and was stopped.')
      expect(Date.now() - started).toBeLessThan(5_000)
      await new Promise<void>((resolve) => slow.close(() => resolve()))
    })
  })

  test('the docs page states the server\'s limits as the server and the host apply them', () => {
    const page = readFileSync(path.join(root, 'content/docs/start/ai-assistants.mdx'), 'utf8')
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    const nginxRate = {
      rate: /zone=chainstrata_mcp_rate:\S+ rate=(\d+)r\/s;/.exec(conf)?.[1],
      burst: /limit_req zone=chainstrata_mcp_rate burst=(\d+)/.exec(conf)?.[1],
      connections: /limit_conn chainstrata_mcp_conn (\d+);/.exec(conf)?.[1],
    }
    expect(Object.values(nginxRate).every(Boolean)).toBe(true)
    const n = (x: number) => x.toLocaleString('en-US')
    for (const stated of [
      `| Search query | ${LIMITS.queryChars} characters |`,
      `| Pages per search | ${LIMITS.searchResults} |`,
      `| Page or schema answer per call | ${n(LIMITS.pageChars)} characters |`,
      `| URL or path | ${n(LIMITS.pathChars)} characters |`,
      `| Query for validate_query | ${n(LIMITS.documentChars)} characters and ${n(LIMITS.documentTokens)} tokens |`,
      `| Nesting of a query for validate_query | ${LIMITS.documentDepth} levels |`,
      `| Variables for validate_query | ${n(LIMITS.variablesBytes)} characters as JSON |`,
      `| Nesting of the variables | ${LIMITS.variablesDepth} levels |`,
      `| One HTTP request body | ${LIMITS.requestBytes / 1024} KB |`,
      `| Messages in one HTTP request (a batch) | ${LIMITS.batchMessages} |`,
      `| Tool calls waiting, across all clients | ${LIMITS.queuedCalls} |`,
      `| Time for one HTTP request | ${LIMITS.requestMs / 1000} seconds |`,
      `| Requests per second from one address | ${nginxRate.rate}, bursts of ${nginxRate.burst} |`,
      `| Connections at once from one address | ${nginxRate.connections} |`,
    ]) {
      const rows = page.split('\n').map((l) => l.replace(/\s+/g, ' ').replace(/\s*\|\s*/g, ' | ').trim())
      expect(rows).toContain(stated.replace(/\s*\|\s*/g, ' | ').trim())
    }
    expect(page).toContain(`parts of ${n(LIMITS.pageChars)} characters`)
    expect(page).toContain(`1 to ${LIMITS.searchResults} (${LIMITS.searchDefault} by default)`)
  })

  describe('stdio: npm run mcp', () => {
    test('a client that starts the server talks to it over stdin and stdout', async () => {
      const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(root, 'scripts/mcp.mjs'), '--site', publicDir], cwd: root, stderr: 'pipe' })
      const c = new Client({ name: 'jest-stdio', version: '1.0.0' })
      await c.connect(transport)
      const r = (await c.callTool({ name: 'search_docs', arguments: { query: 'websocket subscriptions', limit: 2 } })) as CallToolResult
      expect(textOf(r)).toMatch(/^2 pages for "websocket subscriptions"/)
      await c.close()
    }, 60_000)
    test('a folder that is not a built site stops the server with a sentence, not a stack', async () => {
      const { spawnSync } = await import('node:child_process')
      const r = spawnSync(process.execPath, [path.join(root, 'scripts/mcp.mjs'), '--site', path.join(root, 'content')], { cwd: root, encoding: 'utf8' })
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(/The site manifest is missing .*run `npm run build` first/)
      expect(r.stderr).not.toMatch(/\n\s+at /)
      expect(r.stdout).toBe('')
    }, 60_000)
  })
})
