import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { collectInline, cspHash, inlineOf, inlineProblems, mapLimit, MAX_INLINE_SCRIPTS, withMetaPolicy, writeMetaPolicies } from './inline'

describe('inline code of a page', () => {
  it('finds inline scripts and stylesheets with their exact text, not external or data scripts', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><script>var a=1</script><script src="/app.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<style data-href="/x.css">a{color:red}</style><noscript><style>b{}</style></noscript></head><body><script type="module">m()</script></body></html>'
    const found = inlineOf(html)
    expect(found.scripts).toEqual(['var a=1', 'm()'])
    expect(found.styles).toEqual(['a{color:red}', 'b{}'])
    expect(found.refused).toEqual([])
  })

  it('refuses what no hash can allow: style attributes, event handlers, javascript: URLs', () => {
    const found = inlineOf('<div style="color:red">x</div><img src="a.png" onerror="go()"><a href=" JavaScript:void(0)">x</a><button onClick=\'x()\'>b</button>')
    expect(found.refused).toEqual(['<div style="color:red">', '<img onerror="go()">', '<a href=" JavaScript:void(0)">', '<button onclick="x()">'])
  })

  it('ignores markup that is text: an escaped tag in a code sample, an attribute value with ">"', () => {
    const found = inlineOf('<pre>&lt;script&gt;alert(1)&lt;/script&gt; &lt;div style="x"&gt;</pre><meta content="a > b onload=x" name="d">')
    expect(found).toEqual({ scripts: [], styles: [], refused: [] })
  })

  it('hashes as browsers do: SHA-256 of the UTF-8 text, base64, quoted', () => {
    const text = 'document.title="é"'
    expect(cspHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`)
  })
})

describe('the meta policy', () => {
  it('goes right after the charset, replacing an earlier one', () => {
    const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>1</script></head></html>'
    const once = withMetaPolicy(page, "default-src 'none'")
    expect(once).toBe(`<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><title>x</title><script>1</script></head></html>`)
    expect(withMetaPolicy(once, "default-src 'self'")).toBe(once.replace("'none'", "'self'"))
    expect(withMetaPolicy('<head>\n<meta charset="utf-8">\n<title>', 'a')).toBe('<head>\n<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="a"/>\n<title>')
  })

  it('fails on a page without a charset or a policy with markup characters', () => {
    expect(() => withMetaPolicy('<head><title>x</title>', 'a', 'x.html')).toThrow(/x.html: no <meta charset/)
    expect(() => withMetaPolicy('<meta charset="utf-8">', 'a"><script>', 'x.html')).toThrow(/markup characters/)
  })
})

describe('a build folder', () => {
  function site(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-inline-'))
    for (const [name, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), html)
    }
    return dir
  }
  const page = (script: string) => `<html><head><meta charset="utf-8"><script>${script}</script><style>p{}</style></head><body></body></html>`

  it('collects each inline script once, with how many pages carry it', async () => {
    const dir = site({ 'index.html': page('a()'), 'docs/x/index.html': page('a()'), 'docs/y/index.html': page('b()'), 'x.json': '<script>no()</script>' })
    const found = await collectInline(dir)
    expect(found.files).toBe(3)
    expect(found.hashes.scripts).toEqual([cspHash('a()'), cspHash('b()')].sort())
    expect(found.scripts.get(cspHash('a()'))).toMatchObject({ files: 2, first: 'docs/x/index.html' })
    expect(found.hashes.styles).toEqual([cspHash('p{}')])
    expect(inlineProblems(found)).toEqual([])
  })

  it('stops a build whose inline script differs per page, naming a page', async () => {
    const files = Object.fromEntries(Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => [`p${i}/index.html`, page(`window.pagePath="/p${i}/"`)]))
    const problems = inlineProblems(await collectInline(site(files)))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/9 different inline scripts \(at most 8\).*data- attribute.*p0\/index.html \(window.pagePath="\/p0\/"/)
  })

  it('stops a build with a style attribute, naming the file', async () => {
    const problems = inlineProblems(await collectInline(site({ 'a/index.html': '<meta charset="utf-8"><p style="color:red">x</p>' })))
    expect(problems).toEqual(['a/index.html: <p style="color:red">: the policy blocks this; use a class and the stylesheet, or a listener in the bundle'])
  })

  it('writes the meta policy into every page, and only changed files', async () => {
    const dir = site({ 'index.html': page('a()'), 'b/index.html': page('b()') })
    expect(await writeMetaPolicies(dir, "script-src 'self'")).toBe(2)
    expect(await writeMetaPolicies(dir, "script-src 'self'")).toBe(0)
    expect(readFileSync(path.join(dir, 'b/index.html'), 'utf8')).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`)
  })
})

describe("Gatsby's fragments", () => {
  it('are not documents: public/_gatsby/ is skipped, a page folder of that name elsewhere is not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-inline-'))
    for (const f of ['_gatsby/slices/_gatsby-scripts-1.html', 'docs/_gatsby/index.html', 'index.html']) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
      writeFileSync(path.join(dir, f), '<meta charset="utf-8">')
    }
    const { htmlFiles } = await import('./inline')
    expect((await htmlFiles(dir)).map((f) => path.relative(dir, f))).toEqual(['docs/_gatsby/index.html', 'index.html'])
  })
})

describe('mapLimit', () => {
  it('keeps the order of the items, with never more than the limit at work', async () => {
    let running = 0
    let most = 0
    const out = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, n))
      running--
      return n * 10
    })
    expect(out).toEqual([50, 10, 40, 20, 30, 0])
    expect(most).toBe(2)
    expect(await mapLimit([], 4, async () => 1)).toEqual([])
  })

  it('fails as the first failing item fails', async () => {
    await expect(mapLimit([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two')
  })
})
