import type { GatsbyNode } from 'gatsby'

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

/**
 * CSS modules are scoped and the global stylesheet only sets tokens and
 * element defaults, so the order of CSS modules across page chunks does not
 * matter: silence mini-css-extract-plugin's order warnings, which would
 * otherwise bury real build warnings.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, reporter, store }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig() as SplitConfig & { plugins: { constructor: { name: string }; options?: Record<string, unknown> }[]; module: { rules: unknown } }
  if (stage === 'build-javascript') {
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true
    }
    const componentCount = (store.getState() as { components: Map<string, unknown> }).components.size
    if (!splitCssByTemplate(config, componentCount)) reporter.warn('webpack: Gatsby no longer has a "styles" chunk group; every page inlines all CSS again.')
  }
  if (setLocalIdentName(config.module.rules, PRODUCTION_LOCAL_IDENT) === 0) {
    reporter.panicOnBuild(`webpack (${stage}): no css-loader with CSS modules found; the production class-name pattern could not be applied.`)
  }
  actions.replaceWebpackConfig(config)
}
