/**
 * The docs as an MCP server (DECISIONS.md, "The docs as an MCP server").
 *
 * | Folder    | Side    | What                                                                   |
 * | --------- | ------- | ---------------------------------------------------------------------- |
 * | `node/`   | build   | the schema tools' index, written after the build                       |
 * | `server/` | server  | the MCP server (`npm run mcp`): tools over public/, stdio and HTTP      |
 * | `lib/`    | both    | the endpoint, the index's shape and the client configurations          |
 *
 * Reads: the reference model, the changelog's marks and the docs' example
 * keys. Writes after the build: `public/mcp/schema-index.json`. The server
 * reads only public/ (search indexes, Markdown twins, the published SDL, the
 * index and `_redirects`) and never calls the platform API. This is the
 * Gatsby API gatsby-node.ts wires in.
 */
export { onPostBuild } from './node/build'
