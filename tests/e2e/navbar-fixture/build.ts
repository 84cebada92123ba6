/**
 * Bundles the navbar fixture into a folder outside public/, the way Gatsby
 * builds a page, from the same sources:
 * - two webpack compilations (Gatsby's webpack): the browser bundle, and an
 *   HTML renderer for Node whose output writes the page's HTML;
 * - Babel with Gatsby's own static-query plugin, which replaces each
 *   `useStaticQuery(graphql`…`)` with its result from the build under test
 *   (public/page-data/sq/d/{hash}.json), as Gatsby's HTML renderer does in
 *   development; so the fixture shows the docs versions that build has;
 * - the site's CSS: the global stylesheets and the CSS modules, with the
 *   class-name pattern of production builds, inlined into the page as
 *   Gatsby inlines it; the colour-mode script before the body.
 * The result is `{outDir}/site/navbar/index.html` and its scripts, served
 * under NAVBAR_FIXTURE by route.ts in the browser pages that ask for it.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import webpack, { type Configuration, type RuleSetRule } from 'webpack'
import { PRODUCTION_LOCAL_IDENT } from '../../../src/site/node/webpack'
import { site } from '../../../src/config/site'
import { colorModeScript } from '../../../src/runtime/inlineScripts'
import { NAVBAR_FIXTURE } from './config'

const ROOT = path.resolve(__dirname, '../../..')
const HERE = __dirname
const load = createRequire(__filename)
type CssExtract = { new (options: Record<string, unknown>): webpack.WebpackPluginInstance; loader: string }
const MiniCssExtractPlugin = load('mini-css-extract-plugin') as CssExtract

/** The static-query results the fixture needs come from the build: without one, say so instead of a webpack error. */
function assertBuilt() {
  const dir = path.join(ROOT, 'public/page-data/sq/d')
  if (!existsSync(dir) || readdirSync(dir).length === 0) {
    throw new Error('navbar fixture: no static-query results in public/page-data/sq/d/. Run `npm run build` first (the browser tests run against a build).')
  }
}

const babel: RuleSetRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'babel-loader',
  options: {
    babelrc: false,
    configFile: false,
    cwd: ROOT,
    presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
    // Gatsby's options for the plugin, with the stage in which it inlines the results instead of leaving hashes for the page loader.
    plugins: [['babel-plugin-remove-graphql-queries', { stage: 'develop-html', staticQueryDir: 'page-data/sq/d' }]],
  },
}

/** css-loader as Gatsby configures it, with the production class names (src/site/node/webpack.ts). */
const cssLoader = (modules: boolean, onlyLocals = false) => ({
  loader: 'css-loader',
  options: {
    url: (url: string) => !url.startsWith('/'),
    modules: modules ? { namedExport: true, localIdentName: PRODUCTION_LOCAL_IDENT, exportLocalsConvention: 'dashesOnly', exportOnlyLocals: onlyLocals } : false,
  },
})

const common = (name: string): Configuration => ({
  name,
  context: ROOT,
  mode: 'production',
  devtool: false,
  // Readable output and a faster bundle: nothing here is shipped.
  optimization: { minimize: false },
  performance: { hints: false },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: { gatsby$: path.join(HERE, 'gatsby.tsx') },
  },
  infrastructureLogging: { level: 'error' },
})

function configs(outDir: string): Configuration[] {
  const client: Configuration = {
    ...common('client'),
    target: 'web',
    entry: { client: path.join(HERE, 'client.tsx') },
    output: { path: path.join(outDir, 'site', 'navbar'), publicPath: NAVBAR_FIXTURE, filename: '[name].js', chunkFilename: '[name]-[contenthash:8].js', clean: true },
    module: {
      rules: [
        babel,
        { test: /\.module\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { modules: { namedExport: true } } }, cssLoader(true)] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(false)] },
      ],
    },
    plugins: [new MiniCssExtractPlugin({ filename: 'styles.css', chunkFilename: '[name]-[contenthash:8].css', ignoreOrder: true })],
  }
  const server: Configuration = {
    ...common('server'),
    target: 'node',
    entry: { server: path.join(HERE, 'server.tsx') },
    output: { path: path.join(outDir, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    // React from the repository's node_modules (the bundle runs from a temporary folder, which has none).
    externals: [
      ({ request }, callback) => {
        if (request && /^(react|react-dom)(\/|$)/.test(request)) return callback(undefined, `commonjs ${load.resolve(request, { paths: [ROOT] })}`)
        callback()
      },
    ],
    module: {
      // The search worker and its chunk never run while rendering HTML.
      parser: { javascript: { worker: false, url: false } },
      rules: [babel, { test: /\.module\.css$/, use: [cssLoader(true, true)] }],
    },
  }
  return [client, server]
}

function compile(list: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(list, (err, stats) => {
      if (err) return reject(err)
      if (!stats || stats.hasErrors()) {
        const errors = stats?.toJson({ all: false, errors: true }).children?.flatMap((c) => c.errors ?? []) ?? []
        return reject(new Error(`navbar fixture: webpack failed\n${errors.map((e) => e.message).join('\n\n')}`))
      }
      resolve()
    })
  })
}

/** Builds the fixture into outDir (site/ is served, server/ only renders it); returns the page's file. */
export async function buildNavbarFixture(outDir: string): Promise<string> {
  assertBuilt()
  await compile(configs(outDir))
  const { render } = load(path.join(outDir, 'server', 'server.js')) as { render(pathname: string): { head: string; body: string } }
  const { head, body } = render(NAVBAR_FIXTURE)
  const siteDir = path.join(outDir, 'site', 'navbar')
  const css = readFileSync(path.join(siteDir, 'styles.css'), 'utf8')
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${site.locale.htmlLang}" dir="${site.locale.direction}">`,
    '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>',
    `<style>${css}</style>`,
    `<link rel="icon" href="${site.favicon}" type="image/svg+xml"/>`,
    head,
    '</head>',
    `<body><script>${colorModeScript()}</script><div id="___gatsby">${body}</div>`,
    `<script src="${NAVBAR_FIXTURE}client.js" defer></script></body></html>`,
  ].join('\n')
  mkdirSync(siteDir, { recursive: true })
  const file = path.join(siteDir, 'index.html')
  writeFileSync(file, html)
  return file
}
