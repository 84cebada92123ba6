/**
 * The MCP server over a loaded site: four read-only tools. Built on the SDK's
 * low-level Server rather than McpServer so that arguments that break a
 * tool's input schema are answered with a JSON-RPC error (-32602, invalid
 * params) naming the argument, as the protocol asks; McpServer turns them into
 * a tool result. A well-formed request the site cannot answer (no such page,
 * no such type) is a tool result with isError and a sentence the assistant
 * can act on.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js'
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod/v4'
import { site as siteConfig } from '../../config/site'
import { LLMS_INDEX_PATH } from '../../ai-readers/lib/aiTwin'
import { MCP_NAME } from '../lib/mcp'
import type { Site } from './site'
import { getPage, getSchemaType, LIMITS, searchDocs, ToolError, validateQuery, type ToolResult } from './tools'
import { BusyError, FairScheduler, StoppedError } from './scheduler'

const read = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

type ToolDef = { name: string; title: string; description: string; input: z.ZodType; run: (site: Site, args: never) => ToolResult<unknown> }

export const TOOLS: ToolDef[] = [
  {
    name: 'search_docs',
    title: 'Search the docs',
    description:
      'Searches the Chainstrata docs, GraphQL reference and blog with the site\'s own search engine and ranking. Returns pages best first, each with its URL (anchored at the best section), its Markdown URL for get_page, breadcrumbs and a short snippet. Use it first for any question about the API, a chain, a cube or a use case.',
    input: z
      .object({
        query: z.string().max(LIMITS.queryChars).describe('A few words, an API field or a type name, e.g. "DEX trades of a token" or "BalanceUpdates".'),
        context: z.enum(['docs', 'reference', 'blog']).optional().describe('Search only the guides (docs), the generated GraphQL reference (reference) or the blog; all three when absent.'),
        limit: z.number().int().min(1).max(LIMITS.searchResults).optional().describe(`Most pages returned (default ${LIMITS.searchDefault}).`),
      })
      .strict(),
    run: (site, args: { query: string; context?: 'docs' | 'reference' | 'blog'; limit?: number }) => searchDocs(site, args),
  },
  {
    name: 'get_page',
    title: 'Read a page',
    description: `Returns a page of the docs or blog as Markdown (its twin, which ends with the SDL of the schema types its examples use). Accepts a full URL, a path such as /docs/start/first-query/, or the Markdown URL. An old path is followed to the page it redirects to; a reference page returns its schema type; /llms.txt returns the list of every page. Long pages come in parts of ${LIMITS.pageChars} characters: pass the offset the answer names to continue.`,
    input: z
      .object({
        url_or_path: z.string().max(LIMITS.pathChars).describe('A page URL or path of this site, e.g. "/docs/start/first-query/" or "https://docs.chainstrata.example/docs/intro/index.md".'),
        offset: z.number().int().min(0).optional().describe('Character offset to continue a long page from (the previous answer names it).'),
      })
      .strict(),
    run: (site, args: { url_or_path: string; offset?: number }) => getPage(site, args),
  },
  {
    name: 'get_schema_type',
    title: 'Look up a schema type',
    description:
      'Returns one type, root field or directive of the Chainstrata GraphQL schema: its SDL with descriptions and deprecations, its reference URL, the types that reference it, and the guides whose validated examples use it. Accepts "EVM_Balance_Cube", "Query.EVM", "Subscription.Solana", "@include", or a member such as "evm_network.base" (the answer links its row).',
    input: z.object({ name: z.string().max(LIMITS.nameChars).describe('A type name, a root field as Query.X or Subscription.X, a directive as @name, or Type.member.') }).strict(),
    run: (site, args: { name: string }) => getSchemaType(site, args),
  },
  {
    name: 'validate_query',
    title: 'Validate a GraphQL query',
    description:
      'Validates a GraphQL document against the Chainstrata schema with the rules the docs\' own examples pass at build time: GraphQL\'s validation rules plus no deprecated members. With variables, also checks their values against the declared types. Returns each problem with its line, column, the schema member involved and that member\'s reference URL. It never runs the query.',
    input: z
      .object({
        query: z.string().max(LIMITS.documentChars).describe('The GraphQL document (query or subscription).'),
        variables: z.record(z.string(), z.unknown()).optional().describe('Variable values as a JSON object, checked against the operation\'s variable types.'),
      })
      .strict(),
    run: (site, args: { query: string; variables?: Record<string, unknown> }) => validateQuery(site, args),
  },
]

export const INSTRUCTIONS = `Tools over the Chainstrata Docs (${siteConfig.url}): the docs, the GraphQL reference and the blog of the Chainstrata blockchain data platform. Start with search_docs, read pages with get_page, check types with get_schema_type and check a query with validate_query before running it against the API. Every page is also listed in ${siteConfig.url}${LLMS_INDEX_PATH}.`

const listed: Tool[] = TOOLS.map((t) => {
  const { $schema: _ignored, ...inputSchema } = z.toJSONSchema(t.input) as Record<string, unknown>
  void _ignored
  return { name: t.name, title: t.title, description: t.description, inputSchema: inputSchema as Tool['inputSchema'], annotations: { title: t.title, ...read } }
})

/** Every tool call of the process takes its turn here (scheduler.ts): one at a time, clients in turn, a bounded queue. */
export const scheduler = new FairScheduler(LIMITS.queuedCalls)

/** JSON-RPC error codes of the implementation-defined range: the server is busy, or the request was stopped. */
export const BUSY = -32001
export const STOPPED = -32002

/**
 * tools/call with its params checked here rather than by the SDK: the SDK
 * answers a request that breaks its schema with -32603 (internal error) and
 * a raw dump, where the protocol asks for -32602 (invalid params) and a
 * sentence. The method literal is what the SDK routes on.
 */
const LooseCallToolRequest = z.object({ method: z.literal('tools/call'), params: z.unknown() }).passthrough()
const CallParams = CallToolRequestSchema.shape.params

export type ServerOptions = {
  /** Aborts when the request (HTTP) or connection (stdio) is stopped: its queued calls are dropped. */
  signal?: AbortSignal
}

/** A server for one connection (stdio) or one request (stateless HTTP). */
export function createServer(site: Site, options: ServerOptions = {}): Server {
  const server = new Server({ name: MCP_NAME, title: `${siteConfig.title} MCP server`, version: siteConfig.version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS })
  // The scheduler's turn key: this request's (or connection's) calls share one queue.
  const turn = {}
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }))
  // Protocol's registration, not Server's: Server wraps tools/call in its own check, which answers bad params with a zod dump.
  Protocol.prototype.setRequestHandler.call(server, LooseCallToolRequest as unknown as typeof CallToolRequestSchema, async (request: { params?: unknown }): Promise<CallToolResult> => {
    const params = CallParams.safeParse(request.params)
    if (!params.success) {
      const issues = params.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'params'}: ${i.message}`).join('; ')
      throw new McpError(ErrorCode.InvalidParams, `Invalid params for tools/call: ${issues}. Send {"name": "<tool>", "arguments": {…}}; the tools are ${TOOLS.map((t) => t.name).join(', ')}.`)
    }
    const { name, arguments: args } = params.data
    const tool = TOOLS.find((t) => t.name === name)
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool named "${name}". The tools are ${TOOLS.map((t) => t.name).join(', ')}.`)
    const parsed = tool.input.safeParse(args ?? {})
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${tool.name}: ${z.prettifyError(parsed.error).replace(/\n\s*/g, ' ')}`)
    try {
      const result = await scheduler.run(turn, () => tool.run(site, parsed.data as never), options.signal)
      return { content: [{ type: 'text', text: result.text }], structuredContent: result.data as Record<string, unknown> }
    } catch (err) {
      if (err instanceof ToolError) return { isError: true, content: [{ type: 'text', text: err.message }] }
      if (err instanceof BusyError) throw new McpError(BUSY, err.message)
      if (err instanceof StoppedError) throw new McpError(STOPPED, err.message)
      // A stack overflow on input the limits let through is the input's fault: say so, as a tool error.
      if (err instanceof RangeError) return { isError: true, content: [{ type: 'text', text: `The input is too deep or too large for ${tool.name} to process; send a smaller or flatter one.` }] }
      // An unexpected failure is logged and answered, never a crash of the server.
      console.error(`[mcp] ${tool.name} failed:`, err)
      throw new McpError(ErrorCode.InternalError, `${tool.name} failed on the server; the error was logged.`)
    }
  })
  return server
}
