/**
 * HTTP response headers of the deployed site, generated from src/config/site.ts:
 * the Content-Security-Policy (exactly the third-party hosts site.ts names),
 * the other security headers, and the cache classes of Gatsby's caching
 * guidance. Pure string builders; ./gatsby.ts writes them in onPostBuild as
 * `_headers` (hosts that read it) and two nginx includes (deploy/nginx.conf).
 */
import type { SiteConfig } from '../../config/site'

/** The parts of site.ts the policy reads. */
export type PolicySource = Pick<SiteConfig, 'analytics' | 'chatbot' | 'mediaPlayers' | 'thirdPartyAccess' | 'security'>

export type Directives = Record<string, string[]>

/**
 * The inline elements the build wrote, as CSP hash sources ('sha256-…'):
 * ./inline.ts collects them from the HTML in public/. Empty in `gatsby
 * develop`, which sends no policy.
 */
export type InlineHashes = { scripts: string[]; styles: string[] }

export const NO_INLINE: InlineHashes = { scripts: [], styles: [] }

/** The origin (scheme, host, port) of a URL. */
export function originOf(url: string): string {
  return new URL(url).origin
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

/**
 * Where a policy is delivered. A header carries every directive. A
 * `<meta http-equiv>` policy (for hosts that send no headers) cannot carry
 * frame-ancestors (browsers ignore it there), and leaves out
 * upgrade-insecure-requests so the same HTML previews over plain HTTP on
 * loopback (`npm run serve`); the headers of the production hosts carry it.
 */
export type Delivery = 'header' | 'meta'

const HEADER_ONLY = new Set(['frame-ancestors', 'upgrade-insecure-requests'])

/**
 * The CSP directives (DECISIONS "Content-Security-Policy"). Nothing is
 * allowed by default; each directive names what the site loads. Scripts run
 * only from the site's origin, the vendor hosts of site.ts, or inline with a
 * hash of their exact text: no 'unsafe-inline' (injected markup cannot run)
 * and no 'unsafe-eval' (compiled MDX is a data tree, DECISIONS "Docs
 * rendering"). Styles likewise: stylesheets from the origin and inline
 * `<style>` elements by hash; the HTML has no style attributes.
 */
export function cspDirectives(s: PolicySource, inline: InlineHashes = NO_INLINE, delivery: Delivery = 'header'): Directives {
  const access = s.thirdPartyAccess
  const all: Directives = {
    'default-src': ["'none'"],
    'script-src': unique(["'self'", ...inline.scripts, originOf(s.analytics.gtagScript), originOf(s.analytics.tagManagerScript), originOf(s.chatbot.script)]),
    'style-src': unique(["'self'", ...inline.styles]),
    'img-src': unique(["'self'", 'data:', ...access.analyticsImages]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...access.analyticsConnect, ...access.chatbotConnect]),
    'frame-src': unique([...Object.values(s.mediaPlayers).map(originOf), ...access.chatbotFrames]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  }
  if (delivery === 'header') return all
  return Object.fromEntries(Object.entries(all).filter(([name]) => !HEADER_ONLY.has(name)))
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Permissions-Policy: the features of site.ts turned off everywhere; the
 * media features allowed to the page and the player origins only.
 */
export function permissionsPolicy(s: PolicySource): string {
  const players = Object.values(s.mediaPlayers).map((u) => `"${originOf(u)}"`)
  return [...s.security.featuresOff.map((f) => `${f}=()`), ...s.security.mediaFeatures.map((f) => `${f}=(self ${players.join(' ')})`)].join(', ')
}

/** Strict-Transport-Security: meaningful over HTTPS only (browsers ignore it over HTTP). */
export function hsts(s: PolicySource): string {
  return `max-age=${s.security.hstsMaxAgeSeconds}${s.security.hstsIncludeSubDomains ? '; includeSubDomains' : ''}`
}

/** Headers every response carries. */
export function securityHeaders(s: PolicySource, inline: InlineHashes = NO_INLINE): [string, string][] {
  return [
    ['Content-Security-Policy', serializeCsp(cspDirectives(s, inline))],
    ['Strict-Transport-Security', hsts(s)],
    ['Permissions-Policy', permissionsPolicy(s)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ]
}

/** The `<meta http-equiv>` policy every page carries, for hosts that send no headers. */
export function metaCsp(s: PolicySource, inline: InlineHashes): string {
  return serializeCsp(cspDirectives(s, inline, 'meta'))
}

/** Gatsby's caching guidance: HTML and page data revalidate every time; static/ and content-hashed JS and CSS are immutable. */
export const CACHE = {
  revalidate: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
} as const

/** Webpack's content-hashed bundles (app-<hash>.js, styles.<hash>.css, chunks). */
export const HASHED_ASSET = /[-.][0-9a-f]{16,}\.(?:js|css)$/

/** The boot and main modules and their chunks (src/site/node/boot.ts): every file name there carries esbuild's content hash. */
export const BOOT_DIR = '/_cs/'

/** The cache class of a URL path. */
export function cacheClass(urlPath: string): keyof typeof CACHE {
  if (urlPath.startsWith('/static/') || urlPath.startsWith(BOOT_DIR)) return 'immutable'
  if (!urlPath.includes('/', 1) && HASHED_ASSET.test(urlPath)) return 'immutable'
  return 'revalidate'
}

const GENERATED = '# Generated by src/headers/node from src/config/site.ts. Do not edit.'

/**
 * A `_headers` file (Netlify, Cloudflare Pages). Those hosts join the values
 * of a header that several rules set, so Cache-Control rules never overlap:
 * the security headers apply to every path; page data revalidates; static/,
 * the boot modules (/_cs/) and each hashed bundle (listed by name) are immutable; HTML keeps the host's
 * default, which revalidates.
 */
export function netlifyHeaders(s: PolicySource, hashedAssets: string[], inline: InlineHashes = NO_INLINE): string {
  const lines = [GENERATED, '/*', ...securityHeaders(s, inline).map(([k, v]) => `  ${k}: ${v}`)]
  lines.push('/page-data/*', `  Cache-Control: ${CACHE.revalidate}`)
  lines.push('/static/*', `  Cache-Control: ${CACHE.immutable}`)
  lines.push(`${BOOT_DIR}*`, `  Cache-Control: ${CACHE.immutable}`)
  for (const asset of [...hashedAssets].sort()) lines.push(asset, `  Cache-Control: ${CACHE.immutable}`)
  return `${lines.join('\n')}\n`
}

/** An nginx string: double-quoted, or single-quoted when the value holds double quotes (Permissions-Policy origins). */
export function nginxString(s: string): string {
  if (/[\\$]/.test(s) || (s.includes('"') && s.includes("'"))) throw new Error(`Cannot write ${s} into an nginx string`)
  return s.includes('"') ? `'${s}'` : `"${s}"`
}

/**
 * The nginx include for the `http` block: a map from the request path to its
 * Cache-Control value (after error_page, $uri is /404.html, which revalidates).
 */
export function nginxCacheMap(variable = 'chainstrata_cache_control'): string {
  return [
    GENERATED,
    `map $uri $${variable} {`,
    `    default ${nginxString(CACHE.revalidate)};`,
    `    "~^/static/" ${nginxString(CACHE.immutable)};`,
    `    "~^${BOOT_DIR}" ${nginxString(CACHE.immutable)};`,
    `    "~^/[^/]*[-.][0-9a-f]{16,}\\.(js|css)$" ${nginxString(CACHE.immutable)};`,
    '}',
    '',
  ].join('\n')
}

/**
 * The nginx include for the `server` block: every header, `always` so
 * redirects and error pages carry them too. No location sets its own
 * add_header, so nothing here is lost to nginx's inheritance rule.
 */
export function nginxServerHeaders(s: PolicySource, inline: InlineHashes = NO_INLINE, variable = 'chainstrata_cache_control'): string {
  const lines = [GENERATED, `add_header Cache-Control $${variable} always;`]
  for (const [k, v] of securityHeaders(s, inline)) lines.push(`add_header ${k} ${nginxString(v)} always;`)
  return `${lines.join('\n')}\n`
}
