import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { noScriptDarkCss } from '../../layout/lib/noScriptTheme'
import { buildBoot } from './boot'
import { NOOP_MODULE, compactRedirectsModule, noopModulePath, replacedModules, someoneRegistersServiceWorker, type BrowserRedirect } from './appChunk'

/**
 * Production class names of CSS modules: `navLink_6bb7e` instead of Gatsby's
 * `Reference-module--navLink--6bb7e`. Class names are repeated in every
 * page's HTML and inline CSS; the shorter form takes about 15 KB off a large
 * reference page (BENCHMARKS.md). The hash still comes from the file path
 * and the local name, so two modules never share a class. Both production
 * stages (client bundle and HTML renderer) must use the same pattern, or the
 * server-rendered classes would not match the client's.
 */
export const PRODUCTION_LOCAL_IDENT = '[local]_[hash:hex:5]'

type Rule = { use?: unknown; loader?: string; options?: Record<string, unknown>; oneOf?: Rule[]; rules?: Rule[] }

/** Sets localIdentName on every css-loader with CSS modules in a webpack rule tree; returns how many it changed. */
export function setLocalIdentName(rules: unknown, pattern: string): number {
  let changed = 0
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    if (!node || typeof node !== 'object') return
    const rule = node as Rule
    if (typeof rule.loader === 'string' && /[\\/]css-loader[\\/]/.test(rule.loader) && rule.options) {
      const modules = rule.options.modules
      if (modules && typeof modules === 'object' && 'localIdentName' in modules) {
        ;(modules as Record<string, unknown>).localIdentName = pattern
        changed++
      }
    }
    visit(rule.use)
    visit(rule.oneOf)
    visit(rule.rules)
  }
  visit(rules)
  return changed
}

type ChunkLike = { canBeInitial(): boolean }
type TestContext = { chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<ChunkLike> } }
type CacheGroup = { chunks?: string; test?: (module: unknown, context: TestContext) => boolean }
type SplitConfig = { optimization?: { splitChunks?: false | { cacheGroups?: Record<string, false | CacheGroup> } } }

/**
 * Gatsby merges every CSS module of the site into one stylesheet and inlines
 * all of it into every page. We keep that shared stylesheet for the global
 * styles and for CSS that most page components use (the layout: navbar,
 * sidebar, footer, search box), and leave a page family's own CSS modules with
 * its template's chunk. A page then inlines the shared stylesheet and its own
 * template's CSS: a reference page no longer carries the blog's, home page's
 * or search page's styles. Client-side navigation loads a template's
 * stylesheet with its chunk. `componentCount` is the number of page components.
 */
export function splitCssByTemplate(config: SplitConfig, componentCount: number): boolean {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined
  const styles = groups?.styles
  if (!styles || typeof styles.test !== 'function') return false
  const isCss = styles.test
  const shared = Math.max(2, Math.ceil(componentCount * 0.75))
  styles.chunks = 'all'
  styles.test = (module, context) => {
    if (!isCss(module, context)) return false
    let n = 0
    for (const chunk of context.chunkGraph.getModuleChunksIterable(module)) {
      if (chunk.canBeInitial()) return true
      n++
    }
    return n >= shared
  }
  return true
}

/** The stylesheets whose dark tokens make the no-JavaScript dark theme (gatsby-ssr.tsx). */
const NO_SCRIPT_SOURCES = ['src/styles/global.css', 'src/styles/code.css']

type ReplacementResource = { request: string; context?: string }
type WebpackPlugins = {
  normalModuleReplacement: (pattern: RegExp, replacement: string | ((resource: ReplacementResource) => void)) => unknown
  define: (definitions: Record<string, string>) => unknown
}

/**
 * The no-JavaScript dark stylesheet as a constant of the HTML renderer
 * (gatsby-ssr.tsx reads __NOSCRIPT_DARK_CSS__). Computed here, when the
 * renderer is compiled: a file read inside gatsby-ssr would make Gatsby
 * re-render every page in the next build (DECISIONS, Gatsby pitfalls).
 */
async function noScriptDefinition(directory: string, plugins: WebpackPlugins): Promise<unknown> {
  const sheets = await Promise.all(NO_SCRIPT_SOURCES.map((f) => readFile(path.join(directory, f), 'utf8')))
  return plugins.define({ __NOSCRIPT_DARK_CSS__: JSON.stringify(noScriptDarkCss(sheets)) })
}

/**
 * Takes out of the client bundle what never runs here (src/site/node/appChunk.ts):
 * Gatsby's no-op Partytown browser plugin, the service-worker registration
 * when no plugin registers one, and the verbose form of the browser redirects.
 * Asynchronous file calls only: Gatsby marks a build that uses synchronous fs
 * calls in its APIs as unsafe and rebuilds everything next time.
 */
async function trimAppChunk(config: { plugins: unknown[] }, plugins: WebpackPlugins, cacheDir: string, registersServiceWorker: boolean, reporter: { warn(message: string): void }) {
  const noop = noopModulePath(cacheDir)
  await writeFile(noop, NOOP_MODULE)
  for (const pattern of replacedModules(registersServiceWorker)) config.plugins.push(plugins.normalModuleReplacement(pattern, noop))
  let list: BrowserRedirect[]
  try {
    list = JSON.parse(await readFile(path.join(cacheDir, 'redirects.json'), 'utf8')) as BrowserRedirect[]
  } catch {
    return // No browser redirects written: nothing to compact.
  }
  const compact = compactRedirectsModule(list)
  if (compact === null) {
    reporter.warn('webpack: .cache/redirects.json is not in the expected shape; the browser redirects are bundled uncompacted.')
    return
  }
  const file = path.join(cacheDir, 'chainstrata-redirects.js')
  await writeFile(file, compact)
  config.plugins.push(
    plugins.normalModuleReplacement(/^\.\/redirects\.json$/, (resource) => {
      if (resource.context && path.resolve(resource.context) === path.resolve(cacheDir)) resource.request = file
    }),
  )
}

/**
 * Production webpack settings. CSS modules are scoped and the global
 * stylesheet only sets tokens and element defaults, so the order of CSS
 * modules across page chunks does not matter: mini-css-extract-plugin's order
 * warnings, which would otherwise bury real build warnings, are silenced.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async ({ stage, getConfig, actions, reporter, store, plugins }) => {
  // Gatsby types its plugin helpers as a bare Function.
  const helpers: WebpackPlugins = {
    normalModuleReplacement: plugins.normalModuleReplacement as WebpackPlugins['normalModuleReplacement'],
    define: plugins.define as WebpackPlugins['define'],
  }
  const gatsbyState = store.getState() as {
    components: Map<string, unknown>
    program: { directory: string }
    flattenedPlugins: { name?: string; browserAPIs?: string[] }[]
    staticQueryComponents: Map<string, { hash: string }>
  }
  const { directory } = gatsbyState.program
  if (stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [await noScriptDefinition(directory, helpers)] })
    return
  }
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig() as SplitConfig & { plugins: unknown[]; module: { rules: unknown } }
  if (stage === 'build-html') {
    config.plugins.push(await noScriptDefinition(directory, helpers))
    // The client bundle is built: the boot module can name its webpack runtime and islands entry.
    config.plugins.push(helpers.define({ __CS_BOOT__: JSON.stringify(await buildBoot(directory)) }))
  }
  if (stage === 'build-javascript') {
    // The islands bundle (src/islands/entry.ts): an entry of its own, loaded by the boot module on a reader's first action.
    const withEntry = config as { entry?: Record<string, unknown> }
    withEntry.entry = { ...(withEntry.entry ?? {}), islands: path.join(directory, 'src/islands/entry.ts') }
    const hashes = [...(gatsbyState.staticQueryComponents?.values() ?? [])].map((q) => String(q.hash)).sort()
    config.plugins.push(helpers.define({ __CS_STATIC_QUERIES__: JSON.stringify(hashes) }))
    for (const plugin of config.plugins as { constructor: { name: string }; options?: Record<string, unknown> }[]) {
      if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true
    }
    if (!splitCssByTemplate(config, gatsbyState.components.size)) reporter.warn('webpack: Gatsby no longer has a "styles" chunk group; every page inlines all CSS again.')
    await trimAppChunk(config, helpers, path.join(directory, '.cache'), someoneRegistersServiceWorker(gatsbyState.flattenedPlugins ?? []), reporter)
  }
  if (setLocalIdentName(config.module.rules, PRODUCTION_LOCAL_IDENT) === 0) {
    reporter.panicOnBuild(`webpack (${stage}): no css-loader with CSS modules found; the production class-name pattern could not be applied.`)
  }
  actions.replaceWebpackConfig(config)
}
