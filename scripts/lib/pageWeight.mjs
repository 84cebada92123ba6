/**
 * Page weight of one built page, read from public/: HTML bytes, the scripts
 * its HTML loads (gzip level 6, inline scripts included), CSS, page data and
 * static-query data. "Loads" means `<script src>` and `<link rel="preload"
 * (or modulepreload) as="script">`, each file once: Docusaurus (bench/compare)
 * names its route chunks in preload links and runs them before hydrating;
 * Gatsby writes no such links, so our numbers are the same either way.
 * Inline data blocks (`type="application/ld+json"`) are not scripts that run.
 */
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const gz = (buf) => gzipSync(buf, { level: 6 }).length

/**
 * The value of an attribute in a tag's text, quoted or not (minifiers such as
 * Docusaurus Faster's drop the quotes: `src=/assets/js/main.js`), or undefined.
 */
export function attr(tag, name) {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined
}

export function pageWeight(publicDir, route) {
  const htmlPath = join(publicDir, route, route.endsWith('.html') ? '' : 'index.html')
  const html = readFileSync(htmlPath)
  const text = html.toString('utf8')
  const tagged = [...text.matchAll(/<script\b[^>]*>/g)].map((m) => attr(m[0], 'src')).filter(Boolean)
  const preloaded = [...text.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => (attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'script') || attr(tag, 'rel') === 'modulepreload')
    .map((tag) => attr(tag, 'href'))
    .filter(Boolean)
  const scripts = [...new Set([...tagged, ...preloaded])].filter((s) => s.startsWith('/'))
  let jsRaw = 0
  let jsGzip = 0
  const files = []
  for (const src of scripts) {
    const p = join(publicDir, src.split('?')[0])
    if (!existsSync(p)) continue
    const buf = readFileSync(p)
    jsRaw += buf.length
    jsGzip += gz(buf)
    files.push({ src, gzip: gz(buf) })
  }
  // Inline scripts that run: no type, or a JavaScript one (not JSON-LD or other data blocks).
  const inline = [...text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => {
      const type = attr(m[1], 'type')
      return !type || /^(?:text\/javascript|application\/javascript|module)$/i.test(type)
    })
    .map((m) => m[2])
    .join('\n')
  const inlineGzip = inline ? gz(Buffer.from(inline)) : 0
  const css = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const pageDataPath = join(publicDir, 'page-data', route === '/' ? 'index' : route.replace(/^\/|\/$/g, ''), 'page-data.json')
  let pageData = 0
  let staticQueries = 0
  if (existsSync(pageDataPath)) {
    const pd = readFileSync(pageDataPath)
    pageData = gz(pd)
    const hashes = JSON.parse(pd.toString('utf8')).staticQueryHashes ?? []
    for (const h of hashes) {
      const p = join(publicDir, 'page-data', 'sq', 'd', `${h}.json`)
      if (existsSync(p)) staticQueries += gz(readFileSync(p))
    }
  }
  return {
    route,
    htmlBytes: html.length,
    htmlGzip: gz(html),
    jsFiles: files.length,
    jsRaw,
    jsGzip,
    inlineScriptGzip: inlineGzip,
    firstLoadJsGzip: jsGzip + inlineGzip,
    cssBytes: Buffer.byteLength(css),
    pageDataGzip: pageData,
    staticQueryGzip: staticQueries,
    files,
  }
}
