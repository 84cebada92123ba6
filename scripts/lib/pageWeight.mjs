/**
 * Page weight of one built page, read from public/: HTML bytes, the scripts
 * its HTML loads (gzip level 6, inline scripts included), CSS, page data and
 * static-query data. "Loads" means `<script src>` and `<link rel="preload"
 * (or modulepreload) as="script">`, each file once: Docusaurus (bench/compare)
 * names its route chunks in preload links and runs them before hydrating;
 * Gatsby writes no such links, so our numbers are the same either way.
 * Inline data blocks (`type="application/ld+json"`) are not scripts that run.
 * ES modules (Astro's Starlight in bench/compare) load the modules they import
 * statically before they run, so those count too, followed file to file;
 * dynamic `import()` does not count (it loads later, if ever).
 * CSS: inline `<style>` blocks and `<link rel="stylesheet">` files (not
 * `media="print"`), gzip level 6.
 */
import { readFileSync, existsSync } from 'node:fs'
import { join, posix } from 'node:path'
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

/**
 * The modules a module's code imports statically (`import … from "x"`,
 * `import "x"`, `export … from "x"`), resolved against the URL path `from`;
 * only this site's paths (relative or root-relative).
 * @param {string} code
 * @param {string} from URL path of the importing file (or of the page for an inline module)
 */
export function staticImports(code, from) {
  const out = []
  for (const m of code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g)) {
    const spec = m[1]
    if (spec.startsWith('/')) out.push(spec)
    else if (spec.startsWith('./') || spec.startsWith('../')) out.push(posix.join(posix.dirname(from.endsWith('/') ? `${from}x` : from), spec))
  }
  return out
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
  const htmlNamed = new Set([...tagged, ...preloaded])
  // Gatsby names no route chunk in the HTML: when a page loads Gatsby's app,
  // the app loads the page's template chunk group (the template's chunk and
  // the chunks it shares, such as commons) before it hydrates, so those files
  // count, as Docusaurus's preloaded route chunks do. The group's files are in
  // webpack.stats.json. A page without the app (our production pages since
  // issue 41) loads none of them.
  const loadsGatsbyApp = tagged.some((src) => /\/app-[0-9a-f]+\.js$/.test(src))
  const pageDataFile = join(publicDir, 'page-data', route === '/' ? 'index' : route.replace(/^\/|\/$/g, '').replace(/\.html$/, ''), 'page-data.json')
  const statsFile = join(publicDir, 'webpack.stats.json')
  if (loadsGatsbyApp && existsSync(pageDataFile) && existsSync(statsFile)) {
    const chunkName = JSON.parse(readFileSync(pageDataFile, 'utf8')).componentChunkName
    const group = JSON.parse(readFileSync(statsFile, 'utf8')).namedChunkGroups?.[chunkName]
    for (const a of group?.assets ?? []) if (a.name.endsWith('.js')) preloaded.push(`/${a.name}`)
  }
  const moduleTags = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => attr(m[1], 'type') === 'module')
  const queue = [...new Set([...tagged, ...preloaded])].filter((s) => s.startsWith('/'))
  // Inline modules' static imports load before they run.
  for (const m of moduleTags) if (!attr(m[1], 'src')) queue.push(...staticImports(m[2], route))
  const moduleSrcs = new Set(moduleTags.map((m) => attr(m[1], 'src')).filter(Boolean))
  let jsRaw = 0
  let jsGzip = 0
  const files = []
  const seen = new Set()
  const imported = new Set()
  while (queue.length) {
    const src = /** @type {string} */ (queue.shift())
    if (seen.has(src)) continue
    seen.add(src)
    const p = join(publicDir, src.split('?')[0])
    if (!existsSync(p)) continue
    const buf = readFileSync(p)
    jsRaw += buf.length
    jsGzip += gz(buf)
    files.push({ src, gzip: gz(buf) })
    // A module (or a file another module imported) brings its own static imports.
    if (moduleSrcs.has(src) || imported.has(src)) {
      for (const dep of staticImports(buf.toString('utf8'), src)) {
        imported.add(dep)
        queue.push(dep)
      }
    }
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
  const sheets = [...new Set([...text.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => attr(tag, 'rel') === 'stylesheet' && attr(tag, 'media') !== 'print').map((tag) => attr(tag, 'href')).filter((h) => h && h.startsWith('/')))]
  let cssGzip = css ? gz(Buffer.from(css)) : 0
  for (const href of sheets) {
    const p = join(publicDir, href.split('?')[0])
    if (existsSync(p)) cssGzip += gz(readFileSync(p))
  }
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
    /** Only the scripts the HTML names and the inline ones (what this measure was before it followed Gatsby's template chunks). */
    entryJsGzip: files.filter((f) => htmlNamed.has(f.src)).reduce((n, f) => n + f.gzip, 0) + inlineGzip,
    cssBytes: Buffer.byteLength(css),
    cssGzip,
    cssFiles: sheets.length,
    pageDataGzip: pageData,
    staticQueryGzip: staticQueries,
    files,
  }
}
