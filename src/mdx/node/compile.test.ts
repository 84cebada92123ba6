import { compileDoc, MdxCompileError } from './compile'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement, Fragment } from 'react'
import { renderTree, type ComponentMap } from '../components/renderTree'

const testComponents: ComponentMap = {
  Admonition: (p: { type: string; title?: string; children: unknown }) => createElement('aside', { 'data-type': p.type, 'data-title': p.title }, p.children as never),
}

async function render(src: string, components: ComponentMap = testComponents) {
  const out = await compileDoc(src, { file: 'test.mdx', format: 'mdx' })
  const html = renderToStaticMarkup(createElement(Fragment, null, ...renderTree(out.tree, components)))
  return { out, html }
}

const tree = async (src: string) => (await compileDoc(src, { file: 'test.mdx', format: 'mdx' })).tree

/** The error compileDoc rejects with. */
async function failure(src: string, lineOffset = 0): Promise<MdxCompileError> {
  try {
    await compileDoc(src, { file: 'content/docs/bad.mdx', format: 'mdx', lineOffset })
  } catch (err) {
    return err as MdxCompileError
  }
  throw new Error('expected the compile to fail')
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

describe('the compiled body is data', () => {
  it('is a JSON tree: Markdown elements by tag, components by name, explicit JSX HTML marked', async () => {
    const body = await tree('# Title\n\nText <sup>2</sup> and `code`.\n\n<Details summary="More">\n\nInside.\n\n</Details>\n')
    expect(JSON.parse(JSON.stringify(body))).toEqual(body)
    expect(body).toEqual([
      ['h1', { id: 'title' }, 'Title'],
      '\n',
      ['p', 'Text ', ['!sup', '2'], ' and ', ['code', 'code'], '.'],
      '\n',
      ['Details', { summary: 'More' }, ['p', 'Inside.']],
    ])
  })

  it('gives React props as MDX did: className strings, aria- and data- names, booleans', async () => {
    const text = JSON.stringify(await tree('- [x] done\n\n## Head\n'))
    expect(text).toContain('{"className":"contains-task-list"}')
    expect(text).toContain('["input",{"type":"checkbox","checked":true,"disabled":true}]')
    expect(text).toContain('"aria-label":"Direct link to Head"')
  })

  it('evaluates literal attribute values without running them', async () => {
    const src = [
      '<Tabs groupId="x" defaultValue={"b"}>',
      '<TabItem value="a" label={`A`} default={true} order={-2} items={["one", 2, null, false, {nested: {deep: [1.5]}}]}>',
      '',
      'A',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<span style={{color: "red", "--x": 3}} hidden>styled</span>',
    ].join('\n')
    const body = await tree(src)
    expect(body[0]).toEqual([
      'Tabs',
      { groupId: 'x', defaultValue: 'b' },
      ['TabItem', { value: 'a', label: 'A', default: true, order: -2, items: ['one', 2, null, false, { nested: { deep: [1.5] } }] }, ['p', 'A']],
    ])
    // A paragraph of nothing but JSX is unwrapped, as MDX does.
    expect(body[2]).toEqual(['!span', { style: { color: 'red', '--x': 3 }, hidden: true }, 'styled'])
  })

  it('keeps comments out of the tree', async () => {
    const { out, html } = await render('Before {/* inline note */} after.\n\n{/* a block note */}\n\nEnd.\n')
    expect(html).toBe('<p>Before  after.</p>\n\n<p>End.</p>')
    expect(JSON.stringify(out.tree)).not.toContain('note')
  })

  it('refuses a component the site does not have at compile time, with its file, line, column and the names that exist', async () => {
    const err = await failure('Intro.\n\n<FancyWidget size="2" />\n\nAnd <Detials>x</Detials>.\n', 6)
    expect(err.file).toBe('content/docs/bad.mdx')
    expect(err.line).toBe(9)
    expect(err.message).toMatch(/^content\/docs\/bad\.mdx:9:1: Unknown component <FancyWidget>: pages can use <Admonition>, .*<Video>\.$/)
    expect((await failure('Intro, <Detials>x</Detials>.\n')).message).toMatch(/:1:8: Unknown component <Detials>: .*Did you mean <Details>\?$/)
  })
})

describe('code in MDX fails the build with the file and line', () => {
  it.each([
    ['a JavaScript expression in text', 'Intro.\n\nThe answer is {40 + 2}.\n', 4, /JavaScript expressions are not supported in MDX content: `\{40 \+ 2\}`/],
    ['a JavaScript expression as a block', 'Intro.\n\n{new Date().getFullYear()}\n', 4, /JavaScript expressions are not supported/],
    ['an attribute that is not a literal', 'Intro.\n\n<Tabs groupId={group}>\n\n<TabItem value="a">A</TabItem>\n\n</Tabs>\n', 4, /<Tabs>: the attribute `groupId=\{group\}` is not a literal/],
    ['an attribute with an operator', '<Video url="https://www.youtube.com/watch?v=x" title={"a" + "b"} />\n', 2, /<Video>: the attribute `title=\{"a" \+ "b"\}` is not a literal/],
    ['an attribute with a function', 'Intro.\n<Tabs onChange={() => 1}>\n\n<TabItem value="a">A</TabItem>\n</Tabs>\n', 3, /<Tabs>: the attribute `onChange=/],
    ['a template with a placeholder', '<Details summary={`Hi ${name}`}>x</Details>\n', 2, /not a literal/],
    ['a spread attribute', 'Intro.\n\n<Details {...props}>x</Details>\n', 4, /<Details>: spread attributes `\{\.\.\.props\}` are not supported/],
    ['an import', 'import Chart from "./chart"\n\n<Chart />\n', 2, /`import` statements are not supported in MDX content/],
    ['an export', 'Intro.\n\nexport const meta = {a: 1}\n', 4, /`export` statements are not supported in MDX content/],
    ['a dotted component name', 'Intro.\n\n<Tabs.Item value="a">A</Tabs.Item>\n', 4, /<Tabs\.Item>: component names with a dot are not supported/],
  ])('%s', async (_, src, line, message) => {
    // The body starts after one line of front matter delimiters: lineOffset 1.
    const err = await failure(src, 1)
    expect(err).toBeInstanceOf(MdxCompileError)
    expect(err.file).toBe('content/docs/bad.mdx')
    expect(err.line).toBe(line)
    expect(err.message).toMatch(new RegExp(`^content/docs/bad\\.mdx:${line}(:\\d+)?: `))
    expect(err.message).toMatch(message)
    expect(err.message).toContain('MDX content is rendered from data, not run as code')
  })

  it('allows an empty expression and comments, which render nothing', async () => {
    const { html } = await render('A {} B {/* c */} C\n')
    expect(html).toBe('<p>A  B  C</p>')
  })
})

describe(':data[...] platform values', () => {
  it('renders a value of content/data/platform.ts', async () => {
    const { PlatformValue } = await import('../components/components')
    const { html } = await render('Up to :data[limits.maxRows] rows.\n', { PlatformValue })
    expect(html).toBe('<p>Up to 25,000 rows.</p>')
  })
  it('fails the build on an unknown key, naming the file', async () => {
    await expect(compileDoc('See :data[limits.nope].\n', { file: 'bad.mdx', format: 'mdx' })).rejects.toThrow(/bad\.mdx.*Unknown platform value ":data\[limits\.nope\]"/)
  })
})
