/** The nginx suite's loopback ports: the HTTP block (a redirect only) and the HTTPS block (the site). */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 9124)
export const NGINX_TLS_PORT = Number(process.env.NGINX_TLS_PORT ?? 9125)
/** The host name the test certificate is made for. */
export const NGINX_HOST = 'localhost'
/** The MCP server behind /mcp (compiled and started as its own process by the global setup). */
export const MCP_PORT = Number(process.env.MCP_PORT ?? 9126)
