/**
 * The compiled server's entry point (`npm run build:mcp` writes it to
 * dist/mcp/src/mcp/server/main.js): the same options as `npm run mcp`, run by
 * plain Node with the production dependencies only, as the systemd unit does.
 */
import { main } from './cli'

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error('[mcp] failed to start:', err)
  process.exit(1)
})
