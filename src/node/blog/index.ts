/** The blog concern: schema, sourcing, resolvers, pages and feeds (wired in gatsby-node.ts). */
export { blogTypeDefs } from './schema'
export { onCreateNode } from './source'
export { createResolvers } from './resolvers'
export { createPages } from './pages'
export { onPostBuild } from './feeds'
