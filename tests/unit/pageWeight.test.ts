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
