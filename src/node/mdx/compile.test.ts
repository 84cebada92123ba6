import { compileDoc } from './compile'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'

async function render(src: string) {
  const out = await compileDoc(src, { file: 'test.mdx', format: 'mdx' })
  const mod = new Function(out.code)(runtime) as { default: (p: object) => unknown }
  const html = renderToStaticMarkup(createElement(mod.default as never, { components: { Admonition: (p: { type: string; title?: string; children: unknown }) => createElement('aside', { 'data-type': p.type, 'data-title': p.title }, p.children as never) } } as never))
  return { out, html }
}

describe('compileDoc', () => {
  it('builds the toc from h2-h3 and adds direct links', async () => {
    const { out, html } = await render('## First part\n\ntext\n\n### Sub part\n\n#### Deep\n')
    expect(out.toc).toEqual([
      { id: 'first-part', value: 'First part', depth: 2 },
      { id: 'sub-part', value: 'Sub part', depth: 3 },
    ])
    expect(html).toContain('aria-label="Direct link to First part"')
    expect(html).toContain('href="#deep"')
  })

  it('highlights code at build time and strips highlight comments', async () => {
    const src = '```js title="a.js" {1}\nconst a = 1\n// highlight-next-line\nconst b = 2\n```\n'
    const { out, html } = await render(src)
    expect(out.codeBlocks).toEqual([{ lang: 'js', meta: 'title="a.js" {1}', value: 'const a = 1\n// highlight-next-line\nconst b = 2', line: 1 }])
    expect(html).toContain('data-title="a.js"')
    expect(html).not.toContain('highlight-next-line')
    expect((html.match(/token-line highlighted/g) ?? []).length).toBe(2)
    expect(html).toContain('<span class="token keyword">const</span>')
  })

  it('turns :::note containers into admonitions and keeps colons in prose', async () => {
    const { html } = await render(':::tip[Good to know]\nBody text\n:::\n\nThe ratio is a:b at 10:30.\n')
    expect(html).toContain('data-type="tip"')
    expect(html).toContain('data-title="Good to know"')
    expect(html).toContain('a:b at 10:30')
  })

  it('counts prose words without code and records links', async () => {
    const { out } = await render('Hello big world. See [filters](/docs/graphql/filters/).\n\n```js\nconst many = words + here\n```\n')
    expect(out.wordCount).toBe(5)
    expect(out.links).toEqual(['/docs/graphql/filters/'])
  })

  it('reports syntax errors with the file line', async () => {
    await expect(compileDoc('---\n---\nok\n\n<div>\n', { file: 'x.mdx', format: 'mdx', lineOffset: 2 })).rejects.toThrow(/x\.mdx:\d+/)
  })
})

describe(':data[...] platform values', () => {
  it('renders a value of content/data/platform.ts', async () => {
    const out = await compileDoc('Up to :data[limits.maxRows] rows.\n', { file: 'v.mdx', format: 'mdx' })
      const mod = new Function(out.code)(runtime) as { default: (p: object) => unknown }
    const { PlatformValue } = await import('../../components/mdx/components')
    const html = renderToStaticMarkup(createElement(mod.default as never, { components: { PlatformValue } } as never))
    expect(html).toBe('<p>Up to 25,000 rows.</p>')
  })
  it('fails the build on an unknown key, naming the file', async () => {
    await expect(compileDoc('See :data[limits.nope].\n', { file: 'bad.mdx', format: 'mdx' })).rejects.toThrow(/bad\.mdx.*Unknown platform value ":data\[limits\.nope\]"/)
  })
})
