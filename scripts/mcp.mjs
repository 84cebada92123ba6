#!/usr/bin/env node
/**
 * Starts the docs' MCP server (src/mcp/server/cli.ts) over the built site:
 *   npm run --silent mcp -- --site public/            (stdio)
 *   npm run --silent mcp -- --site public/ --http     (Streamable HTTP at /mcp)
 * The TypeScript is loaded with ts-node's transpiler (no type check), as the
 * other scripts that run product code do. Only stderr carries our messages:
 * stdout is the protocol's in stdio mode.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
const { main } = require('../src/mcp/server/cli.ts')
main(process.argv.slice(2)).catch((err) => {
  console.error('[mcp] failed to start:', err)
  process.exit(1)
})
