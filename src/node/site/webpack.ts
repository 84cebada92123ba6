import type { GatsbyNode } from 'gatsby'

/**
 * CSS modules are scoped and the global stylesheet only sets tokens and
 * element defaults, so the order of CSS modules across page chunks does not
 * matter: silence mini-css-extract-plugin's order warnings, which would
 * otherwise bury real build warnings.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return
  const config = getConfig() as { plugins: { constructor: { name: string }; options?: Record<string, unknown> }[] }
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
