/**
 * Wires the per-concern build modules together; no logic lives here.
 * Each concern (src/node/<concern>/) exports its own Gatsby API handlers.
 */
import type { GatsbyNode } from 'gatsby'
import { docsTypeDefs } from './src/node/docs/schema'
import * as docsSource from './src/node/docs/source'
import * as docsResolvers from './src/node/docs/resolvers'
import * as docsPages from './src/node/docs/pages'
import * as lastUpdated from './src/node/docs/lastUpdated'
import * as links from './src/node/links/check'
import * as robots from './src/node/site/robots'
import * as webpack from './src/node/site/webpack'
import * as search from './src/node/search/build'

type Handler<A> = ((args: A, options: never) => unknown) | undefined

/**
 * Runs several modules' handlers for one Gatsby API, in order. The returned
 * function takes two parameters on purpose: Gatsby treats a three-parameter
 * handler as callback-style and would wait for a callback forever.
 */
function all<A>(...handlers: Handler<A>[]) {
  return async (args: A, options: never) => {
    for (const h of handlers) if (h) await h(args, options)
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args, options) => {
  lastUpdated.createSchemaCustomization?.(args, options as never, () => {})
  args.actions.createTypes(docsTypeDefs)
}

export const onCreateNode = all(docsSource.onCreateNode as Handler<Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]>)
export const createResolvers = docsResolvers.createResolvers
export const createPages = all(docsPages.createPages as Handler<Parameters<NonNullable<GatsbyNode['createPages']>>[0]>)
export const onPostBootstrap = links.onPostBootstrap
export const onPostBuild = all(robots.onPostBuild as Handler<Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]>, search.onPostBuild as Handler<Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]>)
export const onCreateWebpackConfig = webpack.onCreateWebpackConfig
export const onCreateDevServer = search.onCreateDevServer
