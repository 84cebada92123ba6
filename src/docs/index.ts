/**
 * The docs: everything about /docs/ pages lives in this folder.
 *
 * | Folder        | Side    | What                                                                      |
 * | ------------- | ------- | ------------------------------------------------------------------------- |
 * | `node/`       | build   | node types, sourcing, the last-updated field, resolvers (sidebar, tags), pages |
 * | `templates/`  | browser | doc, category index, docs index, docs tag and tags, standalone MDX page   |
 * | `components/` | browser | the doc shell: breadcrumbs, table of contents, paginator, page actions, cards |
 *
 * Reads: `content/docs/**` (`.mdx`, `_category_.yml`) and `content/pages/**`
 * through the shared MDX source, and git history for last-updated dates.
 * Creates the node types `Doc`, `Category`, `DocTag` and `MdxPage`, and
 * the pages under /docs/ (docs, category indexes, tags). Publishes the docs
 * sidebar (`docsSidebar`), built once and read by search, the AI readers
 * and the link checker. Writes nothing to
 * public/ itself (the Markdown twins are src/ai-readers'). These are the
 * Gatsby APIs gatsby-node.ts wires in.
 */
import type { GatsbyNode } from 'gatsby'
import { createLastUpdatedExtension } from './node/lastUpdated'
import { docsTypeDefs } from './node/schema'

export { docsTypeDefs } from './node/schema'
export { onCreateNode } from './node/source'
export { createResolvers } from './node/resolvers'
/** The docs sidebar (with breadcrumbs() and neighbours() of src/lib/sidebar.ts), built once for every reader. */
export { docsSidebar } from './node/resolvers'
export { createPages } from './node/pages'

/** The @lastUpdated extension first: the type definitions use it. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  createLastUpdatedExtension(args)
  args.actions.createTypes(docsTypeDefs)
}
