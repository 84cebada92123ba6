/**
 * Route helpers shared by build-time code and the browser. Pure functions only.
 */

export const DOCS_BASE = '/docs'

export function withTrailingSlash(path: string): string {
  if (path === '' || path === '/') return '/'
  return path.endsWith('/') ? path : `${path}/`
}

export function withoutTrailingSlash(path: string): string {
  if (path === '/' || path === '') return path
  return path.replace(/\/+$/, '')
}

/** Joins route segments with single slashes, keeping a leading slash and adding the trailing one. */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/')
  const lead = joined.startsWith('/') ? joined : `/${joined}`
  return withTrailingSlash(lead)
}

const MD_EXT = /\.(mdx|md)$/i

/**
 * The doc id of a file under content/docs: its path without the extension
 * ("start/first-query", "graphql/metrics/index").
 */
export function docIdFromFile(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(MD_EXT, '')
}

/**
 * The route of a doc. `index` files take the folder's route. A front-matter
 * `slug` starting with "/" is relative to /docs; otherwise it replaces the
 * file name inside its folder.
 */
export function docRoute(relativePath: string, slug?: string | null): string {
  const id = docIdFromFile(relativePath)
  const segments = id.split('/')
  const fileName = segments.pop() as string
  const dir = segments.join('/')
  if (slug && slug.trim() !== '') {
    const s = slug.trim()
    if (s.startsWith('/')) return joinRoute(DOCS_BASE, s)
    return joinRoute(DOCS_BASE, dir, s)
  }
  if (fileName.toLowerCase() === 'index' || fileName.toLowerCase() === 'readme') {
    return joinRoute(DOCS_BASE, dir)
  }
  return joinRoute(DOCS_BASE, dir, fileName)
}

/** The folder of a doc id ("" for top-level docs). */
export function dirOf(id: string): string {
  const i = id.lastIndexOf('/')
  return i === -1 ? '' : id.slice(0, i)
}

/**
 * kebab-case used for tag and reference slugs:
 * "EVM_BalanceUpdate_Cube" → "evm-balance-update-cube",
 * "EVM_ABI_BigInt_Value_Arg" → "evm-abi-big-int-value-arg", "New API" → "new-api".
 */
export function kebabCase(input: string): string {
  return input
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/** True for absolute http(s) and protocol-relative URLs. */
export function isExternalUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href)
}

/** Whether `pathname` is `base` or below it (case-sensitive, slash-tolerant). */
export function isPathUnder(pathname: string, base: string): boolean {
  const p = withTrailingSlash(pathname)
  const b = withTrailingSlash(base)
  return p === b || p.startsWith(b)
}

/** Compares two routes the way the site looks routes up: case-insensitive, ignoring a trailing slash. */
export function sameRoute(a: string, b: string): boolean {
  return withoutTrailingSlash(a).toLowerCase() === withoutTrailingSlash(b).toLowerCase()
}
