/**
 * Docs for AI readers (DECISIONS, "Docs for AI readers").
 *
 * | Folder  | Side  | What                                                                 |
 * | ------- | ----- | -------------------------------------------------------------------- |
 * | `node/` | build | the Markdown twins, their schema context, llms.txt and llms-full.txt |
 * | `lib/`  | both  | where a page's twin lives (the page actions link it)                 |
 *
 * Reads: the content nodes, the docs sidebar and the reference model (for the
 * SDL each page's examples use). Writes after the build: `{route}index.md`
 * for every listed page, `/llms.txt` and `/llms-full.txt` (the SDL they
 * link is published by src/reference). Publishes `aiReaderRoutes`, what it
 * writes (nothing with AI_READERS=off), for the MCP site manifest. In
 * `gatsby develop` the twins are served on request. These are the Gatsby APIs gatsby-node.ts wires in.
 */
export { onPostBuild, onCreateDevServer, aiReaderRoutes } from './node/build'
