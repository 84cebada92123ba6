/** The blog concern: schema, sourcing, resolvers, pages and feeds (wired in gatsby-node.ts). */
export { blogTypeDefs } from './schema'
import type { GatsbyNode } from 'gatsby'
import { blogTypeDefs } from './schema'
export { onCreateNode } from './source'
export { createResolvers } from './resolvers'
export { createPages } from './pages'
export { onPostBuild } from './feeds'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(blogTypeDefs)
}
