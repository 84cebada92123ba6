/**
 * Wires the build modules together; no logic lives here. Every module
 * (src/site/node/modules.ts lists them) exports the Gatsby APIs it implements
 * under their own names (as Gatsby's own site did); each API below runs the
 * modules that implement it, in the order of MODULES.
 */
import type { GatsbyNode } from 'gatsby'
import { MODULES } from './src/site/node/modules'
import { slowModulesLine } from './src/node/timings'
import { reportProblems } from './src/node/problems'

type Api = keyof GatsbyNode
type ArgsOf<K extends Api> = NonNullable<GatsbyNode[K]> extends (args: infer A, ...rest: never[]) => unknown ? A : never
type Handler<K extends Api> = (args: ArgsOf<K>, options: never) => unknown

/**
 * One handler for a Gatsby API that runs the modules' handlers in order and
 * logs the slow ones (src/node/timings.ts). It
 * takes two parameters on purpose: Gatsby treats a three-parameter handler as
 * callback-style and would wait for a callback forever.
 */
function all<K extends Api>(api: K) {
  const handlers = Object.entries(MODULES as Record<string, Partial<Record<K, unknown>>>)
    .map(([name, m]) => [name, m[api]] as const)
    .filter((e): e is readonly [string, Handler<K>] => typeof e[1] === 'function')
  return async (args: ArgsOf<K>, options: never) => {
    const times: [string, number][] = []
    for (const [name, h] of handlers) {
      const start = performance.now()
      await h(args, options)
      times.push([name, performance.now() - start])
    }
    const line = slowModulesLine(api, times)
    if (line) (args as { reporter?: { info(message: string): void } }).reporter?.info(line)
  }
}

export const createSchemaCustomization = all('createSchemaCustomization')
export const sourceNodes = all('sourceNodes')
export const onCreateNode = all('onCreateNode')
export const createResolvers = all('createResolvers')
export const createPages = all('createPages')
const modulesOnPostBootstrap = all('onPostBootstrap')
/** The modules' checks, then every content problem of the run in one report (src/node/problems.ts): the build stops there. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (args, options) => {
  await modulesOnPostBootstrap(args, options as never)
  reportProblems(args.getNodesByType, args.reporter)
}
export const onPostBuild = all('onPostBuild')
export const onCreateWebpackConfig = all('onCreateWebpackConfig')
export const onCreateDevServer = all('onCreateDevServer')
