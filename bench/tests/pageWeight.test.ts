/** scripts/lib/pageWeight.mjs reads script tags whether a minifier kept the attribute quotes or not. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error: plain ESM module shared with the benchmark script (no type declarations)
import { attr, pageWeight } from '../../scripts/lib/pageWeight.mjs'

test('attributes quoted, single-quoted or bare; a longer name that ends the same is not the attribute', () => {
  expect(attr('<script src=/a.js defer>', 'src')).toBe('/a.js')
  expect(attr('<script src="/b.js">', 'src')).toBe('/b.js')
  expect(attr("<link rel='preload' as=script href=/c.js>", 'as')).toBe('script')
  expect(attr('<script data-src=/x.js>', 'src')).toBeUndefined()
})

test('the same page minified with and without quotes weighs the same', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-weight-'))
  try {
    mkdirSync(path.join(dir, 'q'))
    mkdirSync(path.join(dir, 'bare'))
    writeFileSync(path.join(dir, 'main.js'), 'console.log("main")'.repeat(50))
    writeFileSync(path.join(dir, 'chunk.js'), 'console.log("chunk")'.repeat(50))
    const body = '<script type="application/ld+json">{"a":1}</script><script>window.x=1</script>'
    writeFileSync(path.join(dir, 'q/index.html'), `<link rel="preload" as="script" href="/chunk.js"><script src="/main.js" defer="defer"></script>${body}`)
    writeFileSync(path.join(dir, 'bare/index.html'), `<link rel=preload as=script href=/chunk.js><script src=/main.js defer></script>${body.replace('type="application/ld+json"', 'type=application/ld+json')}`)
    const q = pageWeight(dir, '/q/')
    const bare = pageWeight(dir, '/bare/')
    expect(q.jsFiles).toBe(2)
    expect(bare.jsFiles).toBe(2)
    expect(bare.firstLoadJsGzip).toBe(q.firstLoadJsGzip)
    expect(bare.inlineScriptGzip).toBe(q.inlineScriptGzip)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** A temporary site folder from a map of files. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-weight-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

test('static imports of ES modules, relative or root-relative; dynamic import() and other hosts do not count', () => {
  // @ts-expect-error: plain ESM module (see above)
  return import('../../scripts/lib/pageWeight.mjs').then(({ staticImports }) => {
    const code = 'import{a as b}from"./dep.js";import "/_astro/side.js";export{c}from"../up.js";const l=()=>import("./lazy.js");import x from"https://cdn.example/x.js"'
    expect(staticImports(code, '/_astro/page.js')).toEqual(['/_astro/dep.js', '/_astro/side.js', '/up.js'])
    expect(staticImports('import"./a.js"', '/docs/intro/')).toEqual(['/docs/intro/a.js'])
  })
})

test('a module page counts the modules its scripts import, each once, followed file to file', () => {
  const dir = site({
    'p/index.html': '<script type="module" src="/_astro/page.js"></script><script type="module">import"/_astro/toc.js"</script>',
    '_astro/page.js': 'import{x}from"./shared.js";const lazy=()=>import("./ui.js");console.log(x)',
    '_astro/toc.js': 'import{x}from"./shared.js";export const t=x',
    '_astro/shared.js': 'import"./deep.js";export const x=1',
    '_astro/deep.js': 'export const d=2',
    '_astro/ui.js': 'export const big="' + 'x'.repeat(5000) + '"',
  })
  try {
    const w = pageWeight(dir, '/p/')
    expect(w.files.map((f: { src: string }) => f.src).sort()).toEqual(['/_astro/deep.js', '/_astro/page.js', '/_astro/shared.js', '/_astro/toc.js'])
    // The inline module is not named by a src: only the module files the HTML names are "entry" scripts.
    expect(w.entryJsGzip).toBeLessThan(w.firstLoadJsGzip)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("a Gatsby page counts its template's chunk group from webpack.stats.json; the entry measure keeps to the HTML's scripts", () => {
  const stats = { namedChunkGroups: { 'component---doc': { assets: [{ name: 'commons-1.js' }, { name: 'component---doc-1.js' }, { name: 'component---doc-1.css' }] } } }
  const dir = site({
    'docs/a/index.html': '<style>body{color:red}</style><link rel="stylesheet" href="/extra.css"><link rel="stylesheet" href="/print.css" media="print"><script src="/app-1.js" async></script>',
    'page-data/docs/a/page-data.json': JSON.stringify({ componentChunkName: 'component---doc' }),
    'webpack.stats.json': JSON.stringify(stats),
    'app-1.js': 'console.log("app")'.repeat(40),
    'commons-1.js': 'console.log("commons")'.repeat(40),
    'component---doc-1.js': 'console.log("doc")'.repeat(40),
    'extra.css': 'a{color:blue}'.repeat(20),
    'print.css': 'a{color:black}'.repeat(400),
  })
  try {
    const w = pageWeight(dir, '/docs/a/')
    expect(w.files.map((f: { src: string }) => f.src)).toEqual(['/app-1.js', '/commons-1.js', '/component---doc-1.js'])
    expect(w.entryJsGzip).toBe(w.files[0].gzip)
    expect(w.firstLoadJsGzip).toBe(w.files.reduce((n: number, f: { gzip: number }) => n + f.gzip, 0))
    // Inline style and the linked sheet; the print sheet does not block the page.
    expect(w.cssFiles).toBe(1)
    expect(w.cssGzip).toBeGreaterThan(0)
    expect(w.cssGzip).toBeLessThan(200)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
