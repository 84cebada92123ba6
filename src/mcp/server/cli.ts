/**
 * `npm run mcp -- [--site public/] [--http] [--port 8787] [--host 127.0.0.1]`
 *
 * Without --http the server speaks MCP over stdin and stdout (one client,
 * started by it); everything this process says for people goes to stderr,
 * which the protocol leaves free. With --http it serves Streamable HTTP at
 * /mcp, stateless.
 */
import path from 'node:path'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { MCP_PATH } from '../lib/mcp'
import { listen } from './http'
import { createServer } from './server'
import { loadSite, SiteError } from './site'

const USAGE = `Usage: npm run --silent mcp -- [--site DIR] [--http [--port N] [--host H]]
  --site DIR   the built site (default: public/)
  --http       serve Streamable HTTP at ${MCP_PATH} instead of stdio
  --port N     HTTP port (default 8787, or $PORT)
  --host H     HTTP address (default 127.0.0.1, or $HOST)`

export type Options = { site: string; http: boolean; port: number; host: string }

export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env): Options {
  const o: Options = { site: 'public', http: false, port: Number(env.PORT ?? 8787), host: env.HOST ?? '127.0.0.1' }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const value = () => {
      const v = argv[++i]
      if (v === undefined || v.startsWith('--')) throw new SiteError(`${a} needs a value.\n${USAGE}`)
      return v
    }
    if (a === '--site') o.site = value()
    else if (a === '--http') o.http = true
    else if (a === '--port') o.port = Number(value())
    else if (a === '--host') o.host = value()
    else if (a === '--help' || a === '-h') throw new SiteError(USAGE)
    else throw new SiteError(`Unknown option ${a}.\n${USAGE}`)
  }
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) throw new SiteError(`--port must be a port number, not "${o.port}".`)
  return o
}

export async function main(argv: string[]): Promise<void> {
  let options: Options
  let site: ReturnType<typeof loadSite>
  try {
    options = parseArgs(argv)
    const started = Date.now()
    site = loadSite(path.resolve(options.site))
    console.error(`[mcp] ${site.dir}: ${site.twins.size} Markdown pages, ${site.index.entries.length} schema entries, search over ${site.contexts.join(', ')}; loaded in ${Date.now() - started} ms`)
  } catch (err) {
    if (err instanceof SiteError) {
      console.error(err.message)
      process.exitCode = 2
      return
    }
    throw err
  }
  if (options.http) {
    const http = await listen(site, { port: options.port, host: options.host, log: (l) => console.error(l) })
    const address = http.address()
    const port = typeof address === 'object' && address ? address.port : options.port
    console.error(`[mcp] Streamable HTTP (stateless) at http://${options.host}:${port}${MCP_PATH}`)
    const stop = () => http.close(() => process.exit(0))
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
    return
  }
  const server = createServer(site)
  await server.connect(new StdioServerTransport())
  console.error('[mcp] speaking MCP on stdin/stdout')
}
