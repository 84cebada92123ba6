/**
 * Search: the engine, its index files, the search box and the search page.
 *
 * | Folder        | Side    | What                                                                        |
 * | ------------- | ------- | --------------------------------------------------------------------------- |
 * | `lib/`        | both    | the engine: tokenizer, spelling, ranking, snippets, contexts, file paths, worker protocol |
 * | `node/`       | build   | the documents of each context and the index files                           |
 * | `runtime/`    | browser | the worker, its client, the search box's logic, the landing-page highlight  |
 * | `components/` | browser | the search bar and the search page's parts                                  |
 *
 * Reads: the content nodes (docs, MDX pages, blog posts, reference entries)
 * through the providers in node/providers.ts. Writes after the build: one
 * content-hashed index and text chunks per context under
 * public/static/search/, and /search/manifest.json that names them. In
 * `gatsby develop` the same files are served from memory under /__search/.
 * These are the Gatsby APIs gatsby-node.ts wires in.
 */
export { onPostBuild, onCreateDevServer } from './node/build'
