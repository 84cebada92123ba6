/**
 * The blog: everything about /blog/ lives in this folder.
 *
 * | Folder        | Side    | What                                                                 |
 * | ------------- | ------- | -------------------------------------------------------------------- |
 * | `node/`       | build   | node types, sourcing, resolvers, pages, feeds                        |
 * | `templates/`  | browser | the seven page templates (list, post, tag, tags, author, authors, archive) |
 * | `components/` | browser | what the templates share: layout, sidebar, post summary, paginators  |
 * | `lib/`        | both    | pure helpers: paths, pagination, reading time, the feed writers      |
 *
 * Reads: `content/blog/{yyyy-mm-dd}-{slug}/index.mdx` (through the shared MDX
 * source), `content/blog/authors.yaml` and `content/blog/tags.yaml`.
 * Creates the node types `BlogPost`, `Author` and `BlogTag`, and the pages
 * under /blog/. Writes `public/blog/rss.xml` and `public/blog/atom.xml` after
 * the build. These are the Gatsby APIs gatsby-node.ts wires in.
 */
import type { GatsbyNode } from 'gatsby'
import { blogTypeDefs } from './node/schema'

export { blogTypeDefs } from './node/schema'
export { onCreateNode } from './node/source'
export { createResolvers } from './node/resolvers'
export { createPages } from './node/pages'
export { onPostBuild } from './node/feeds'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(blogTypeDefs)
}
