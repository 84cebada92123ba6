import { startNginx } from './nginx'
import { MCP_PORT, NGINX_PORT, NGINX_TLS_PORT } from './port'
import { compileServer, startServer, unitLimits } from './mcpProcess'

/**
 * Compiles the MCP server and starts it as production does (its own process, plain Node, the unit's heap,
 * production dependencies only), then nginx on the loopback ports; the returned function stops both.
 * The server's process id reaches the specs as MCP_PID.
 */
export default async function globalSetup() {
  compileServer()
  const mcp = await startServer('public', MCP_PORT)
  process.env.MCP_PID = String(mcp.pid)
  const nginx = startNginx('public', { http: NGINX_PORT, https: NGINX_TLS_PORT, mcp: MCP_PORT })
  console.log(`nginx serves public/ at https://localhost:${NGINX_TLS_PORT}/ and redirects http://localhost:${NGINX_PORT}/ there; /mcp goes to the compiled MCP server (pid ${mcp.pid}, heap ${unitLimits().heapMiB} MiB) on port ${MCP_PORT} (config in ${nginx.dir})`)
  return async () => {
    nginx.stop()
    mcp.kill('SIGTERM')
    await new Promise<void>((resolve) => (mcp.exitCode !== null ? resolve() : mcp.once('exit', () => resolve())))
  }
}
