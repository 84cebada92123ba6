/**
 * The docs as an MCP server (DECISIONS.md, "The docs as an MCP server").
 *
 * | Folder    | Side    | What                                                                   |
 * | --------- | ------- | ---------------------------------------------------------------------- |
 * | `node/`   | build   | the schema tools' index and the site manifest, written after the build |
 * | `server/` | server  | the MCP server (`npm run mcp`): tools over public/, stdio and HTTP      |
 * | `lib/`    | both    | the endpoint, the index's shape and the client configurations          |
 *
 * Reads what the other concerns publish through their index.ts: the
 * reference model and changelog marks, the SDL files (src/reference), the
 * redirects (src/redirects), the twin routes (src/ai-readers, none when
 * switched off), the search manifest's path (src/search) and the docs'
 * example keys. Writes after the build `public/mcp/schema-index.json` and
 * `public/mcp/site.json` (SiteManifest, lib/mcp.ts). The server reads only
 * that manifest and the files it names, never a host file, and never calls
 * the platform API. This is the Gatsby API gatsby-node.ts wires in.
 */
export { onPostBuild } from './node/build'
