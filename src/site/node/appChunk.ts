/**
 * Bytes Gatsby puts into every page's `app` chunk that this site never runs
 * (issue 21: first-load JavaScript ≤ 100 KB gzip on every family).
 *
 * - `.cache/redirects.json`: Gatsby bundles every browser redirect as a JSON
 *   array of objects with five keys each, both slash forms of every old path
 *   (364 objects, about 3.0 KB gzip at the finished size). `compactRedirectsModule`
 *   writes the same array as a module that rebuilds it from one line per old
 *   path (about 2.2 KB gzip). The array it builds is deep-equal to the JSON,
 *   in the same order with the same keys, so Gatsby's redirect lookup is
 *   unchanged; a table that does not fit the pattern is left as it is.
 * - Gatsby's internal Partytown plugin: its browser side does nothing outside
 *   `gatsby develop`, yet it requires `gatsby-script` and Partytown's
 *   integration code into the bundle. The site has no off-main-thread scripts
 *   (our own loader in src/runtime/analytics.ts loads third-party scripts).
 * - `.cache/register-service-worker.js`: only required when a plugin
 *   implements `registerServiceWorker`; none does here, so it is replaced
 *   only while that stays true.
 */
import path from 'node:path'

export type BrowserRedirect = {
  fromPath: string
  isPermanent?: boolean
  ignoreCase?: boolean
  redirectInBrowser?: boolean
  toPath: string
  [key: string]: unknown
}

const KEYS = 'fromPath,isPermanent,ignoreCase,redirectInBrowser,toPath'

function isPlain(r: BrowserRedirect): boolean {
  return Object.keys(r).join(',') === KEYS && r.isPermanent === true && r.ignoreCase === true && r.redirectInBrowser === true && typeof r.toPath === 'string' && !/[\s"\\]/.test(r.fromPath + r.toPath)
}

/**
 * A module whose default export deep-equals `list`, or null when the list is
 * not the pattern our redirect module registers (each old path with a
 * trailing slash, immediately followed by the same path without it, both
 * permanent, case-insensitive and in-browser, to the same target).
 */
export function compactRedirectsModule(list: readonly BrowserRedirect[]): string | null {
  if (list.length === 0) return 'export default [];\n'
  if (list.length % 2 !== 0) return null
  const lines: string[] = []
  for (let i = 0; i < list.length; i += 2) {
    const withSlash = list[i]
    const without = list[i + 1]
    if (!isPlain(withSlash) || !isPlain(without)) return null
    if (!withSlash.fromPath.endsWith('/') || withSlash.fromPath.length < 2) return null
    if (without.fromPath !== withSlash.fromPath.slice(0, -1) || without.toPath !== withSlash.toPath) return null
    lines.push(`${without.fromPath} ${withSlash.toPath}`)
  }
  // One object per slash form, keys in Gatsby's order.
  return [
    '/* Browser redirects, compacted from .cache/redirects.json by src/site/node/appChunk.ts */',
    `var t = ${JSON.stringify(lines.join('\n'))};`,
    'var r = [];',
    't.split("\\n").forEach(function (l) {',
    '  var p = l.split(" ");',
    '  r.push({ fromPath: p[0] + "/", isPermanent: true, ignoreCase: true, redirectInBrowser: true, toPath: p[1] });',
    '  r.push({ fromPath: p[0], isPermanent: true, ignoreCase: true, redirectInBrowser: true, toPath: p[1] });',
    '});',
    'export default r;',
    '',
  ].join('\n')
}

/** Where the no-op replacement module lives (a plain file webpack can read). */
export function noopModulePath(cacheDir: string): string {
  return path.join(cacheDir, 'chainstrata-noop-module.js')
}

export const NOOP_MODULE = '/* Replaced by src/site/node/appChunk.ts: this Gatsby module does nothing on this site in production. */\nexport {};\n'

/** Module requests the client bundle resolves to the no-op module. */
export function replacedModules(registersServiceWorker: boolean): RegExp[] {
  const out = [/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/]
  if (!registersServiceWorker) out.push(/^\.\/register-service-worker$/)
  return out
}

type Plugin = { name?: string; browserAPIs?: string[] }

/** True when some plugin (gatsby-browser of the site included) implements `registerServiceWorker`. */
export function someoneRegistersServiceWorker(plugins: readonly Plugin[]): boolean {
  return plugins.some((p) => (p.browserAPIs ?? []).includes('registerServiceWorker'))
}
