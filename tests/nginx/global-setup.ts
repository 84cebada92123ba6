import { startNginx } from './nginx'
import { MCP_PORT, NGINX_PORT, NGINX_TLS_PORT } from './port'
import { loadSite } from '../../src/mcp/server/site'
import { listen } from '../../src/mcp/server/http'

/** Starts the MCP server and nginx on the loopback ports before the suite; the returned function stops both afterwards. */
export default async function globalSetup() {
  const mcp = await listen(loadSite('public'), { port: MCP_PORT, host: '127.0.0.1' })
  const nginx = startNginx('public', { http: NGINX_PORT, https: NGINX_TLS_PORT, mcp: MCP_PORT })
  console.log(`nginx serves public/ at https://localhost:${NGINX_TLS_PORT}/ and redirects http://localhost:${NGINX_PORT}/ there; /mcp goes to the MCP server on port ${MCP_PORT} (config in ${nginx.dir})`)
  return async () => {
    nginx.stop()
    await new Promise<void>((resolve) => mcp.close(() => resolve()))
  }
}
