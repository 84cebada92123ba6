/**
 * The site as a whole: the list of build modules and their order, and what
 * belongs to no single concern.
 *
 * | File                 | What                                                                   |
 * | -------------------- | ---------------------------------------------------------------------- |
 * | `node/modules.ts`    | every concern's Gatsby APIs, in order, with the order rules and why    |
 * | `node/links.ts`      | the broken-link check over content, chrome and sidebar                 |
 * | `node/robots.ts`     | robots.txt                                                             |
 * | `node/sitemap.ts`    | which pages the sitemap lists (gatsby-config.ts wires the plugin)      |
 * | `node/webpack.ts`    | the bundles: chunking, build-time values, the renderer's cache         |
 * | `node/pageFiles.ts`  | the files in public/ each page owns (the incremental-build check)      |
 * | `node/appChunk.ts`   | Gatsby's app-chunk bytes this site never runs, rewritten or dropped (webpack.ts) |
 *
 * Reads: every page and content node (links, after bootstrap). Writes
 * `robots.txt`, and the webpack configuration of every stage. These are the
 * Gatsby APIs gatsby-node.ts wires in.
 */
export { onPostBootstrap } from './node/links'
export { onPostBuild } from './node/robots'
export { onCreateWebpackConfig } from './node/webpack'
