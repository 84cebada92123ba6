import React from 'react'
import { renderToString } from 'react-dom/server'
import { MDXContent, groupBlocks } from './MDXContent'

jest.mock('gatsby', () => ({ Link: (p: { to: string; children: React.ReactNode }) => <a href={p.to}>{p.children}</a> }))

/** A compiled body in MDX's function-body shape: `sections` h2 sections of `paragraphs` paragraphs each. */
function compiled(sections: number, paragraphs: number): string {
  const blocks: string[] = []
  for (let s = 0; s < sections; s++) {
    blocks.push(`_jsx(_components.h2, { id: "s${s}", children: "Section ${s}" })`)
    for (let p = 0; p < paragraphs; p++) blocks.push(`_jsx(_components.p, { children: "Paragraph ${s}.${p}" })`)
  }
  return `const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = arguments[0];
function _createMdxContent(props) {
  const _components = Object.assign({ h2: "h2", p: "p" }, props.components);
  return _jsxs(_Fragment, { children: [${blocks.join(',')}] });
}
function MDXContent(props = {}) { return _createMdxContent(props); }
return { default: MDXContent };`
}

const boundaries = (html: string) => (html.match(/<!--\$-->/g) ?? []).length
const withoutMarkers = (html: string) => html.replace(/<!--\/?\$-->/g, '')

describe('groupBlocks', () => {
  const h = (id: string) => <h2 key={id}>{id}</h2>
  const p = (id: string) => <p key={id}>{id}</p>
  const isH2 = (n: React.ReactNode) => React.isValidElement(n) && n.type === 'h2'

  it('starts a group at a section heading once the group has a few blocks', () => {
    const blocks = [h('a'), p('1'), p('2'), p('3'), h('b'), p('4'), h('c'), p('5'), p('6'), p('7'), p('8'), h('d')]
    expect(groupBlocks(blocks, isH2).map((g) => g.length)).toEqual([4, 7, 1])
  })

  it('caps a group without headings at 24 blocks', () => {
    const blocks = Array.from({ length: 60 }, (_, i) => p(String(i)))
    expect(groupBlocks(blocks, isH2).map((g) => g.length)).toEqual([24, 24, 12])
  })
})

describe('MDXContent', () => {
  it('renders a short page as one tree, exactly as before', () => {
    const html = renderToString(<MDXContent code={compiled(2, 3)} label="/docs/short/" />)
    expect(boundaries(html)).toBe(0)
    expect(html).toContain('Paragraph 1.2')
  })

  it('splits a long page into one hydration boundary per section, with the same content', () => {
    const code = compiled(8, 6)
    const html = renderToString(<MDXContent code={code} label="/docs/long/" />)
    expect(boundaries(html)).toBe(8)
    const text = withoutMarkers(html)
    for (let s = 0; s < 8; s++) expect(text).toContain(`Section ${s}`)
    expect(text.indexOf('Paragraph 7.5')).toBeGreaterThan(text.indexOf('Section 7'))
    expect((text.match(/<p>/g) ?? []).length).toBe(48)
  })

  it('reports a body that cannot run with the page it belongs to', () => {
    expect(() => renderToString(<MDXContent code="this is not javascript(" label="/docs/broken/" />)).toThrow('The content of /docs/broken/ could not be rendered.')
  })
})
