/**
 * Wires the per-concern build modules together; no logic lives here.
 * Each concern (src/node/<concern>/) exports its own Gatsby API handlers;
 * `all(api, …modules)` runs each module's handler for that API, in order.
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
import * as redirects from './src/node/redirects/gatsby'
import * as blog from './src/node/blog'
import * as reference from './src/node/reference/gatsby'
import { referenceTypeDefs } from './src/node/reference/types'
import * as search from './src/node/search/build'

type Api = keyof GatsbyNode
type ArgsOf<K extends Api> = NonNullable<GatsbyNode[K]> extends (args: infer A, ...rest: never[]) => unknown ? A : never
type Handler<K extends Api> = (args: ArgsOf<K>, options: never) => unknown

/**
 * One handler for a Gatsby API that runs the modules' handlers in order. It
 * takes two parameters on purpose: Gatsby treats a three-parameter handler as
 * callback-style and would wait for a callback forever.
 */
function all<K extends Api>(api: K, ...modules: Partial<Record<K, unknown>>[]) {
  const handlers = modules.map((m) => m[api]).filter((h): h is Handler<K> => typeof h === 'function')
  return async (args: ArgsOf<K>, options: never) => {
    for (const h of handlers) await h(args, options)
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args, options) => {
  lastUpdated.createSchemaCustomization?.(args, options as never, () => {})
  args.actions.createTypes(docsTypeDefs)
  args.actions.createTypes(blog.blogTypeDefs)
  args.actions.createTypes(referenceTypeDefs)
}

export const sourceNodes = all('sourceNodes', reference)
export const onCreateNode = all('onCreateNode', docsSource, blog, reference)
export const createResolvers = all('createResolvers', docsResolvers, blog, reference)
export const createPages = all('createPages', docsPages, blog, reference)
export const onPostBootstrap = all('onPostBootstrap', links, reference, redirects)
export const onPostBuild = all('onPostBuild', robots, redirects, blog, search)
export const onCreateWebpackConfig = webpack.onCreateWebpackConfig
export const onCreateDevServer = search.onCreateDevServer
