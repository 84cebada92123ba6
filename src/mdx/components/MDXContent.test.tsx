import React from 'react'
import { readFileSync } from 'fs'
import path from 'path'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import type { MdxTree } from '../../lib/mdxTree'
import { TextDecoder, TextEncoder } from 'util'
import { MDXContent, groupBlocks, renderBlocks } from './MDXContent'
import { mdxComponents } from './components'

jest.mock('gatsby', () => ({ Link: (p: { to: string; children: React.ReactNode }) => <a href={p.to}>{p.children}</a> }))

/** A compiled body: `sections` h2 sections of `paragraphs` paragraphs each, with MDX's line endings between blocks. */
function compiled(sections: number, paragraphs: number): MdxTree {
  const blocks: MdxTree = []
  for (let s = 0; s < sections; s++) {
    blocks.push(['h2', { id: `s${s}` }, `Section ${s}`], '\n')
    for (let p = 0; p < paragraphs; p++) blocks.push(['p', `Paragraph ${s}.${p}`], '\n')
  }
  return blocks.slice(0, -1)
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
    const html = renderToString(<MDXContent tree={compiled(2, 3)} label="/docs/short/" />)
    expect(boundaries(html)).toBe(0)
    expect(html).toContain('Paragraph 1.2')
  })

  it('splits a long page into one hydration boundary per section, with the same content', () => {
    const html = renderToString(<MDXContent tree={compiled(8, 6)} label="/docs/long/" />)
    expect(boundaries(html)).toBe(8)
    const text = withoutMarkers(html)
    for (let s = 0; s < 8; s++) expect(text).toContain(`Section ${s}`)
    expect(text.indexOf('Paragraph 7.5')).toBeGreaterThan(text.indexOf('Section 7'))
    expect((text.match(/<p>/g) ?? []).length).toBe(48)
  })

  it('renders the elements Markdown produced through the components map, and explicit JSX HTML as written', () => {
    const tree: MdxTree = [['table', ['tbody', ['tr', ['td', 'cell']]]], ['!table', ['tbody', ['tr', ['td', 'raw']]]], ['', 'in a fragment']]
    const html = renderToString(<MDXContent tree={tree} label="/docs/map/" />)
    expect(html).toBe('<div class="table-wrap"><table><tbody><tr><td>cell</td></tr></tbody></table></div><table><tbody><tr><td>raw</td></tr></tbody></table>in a fragment')
  })

  it('reports a body that is not a tree with the page it belongs to', () => {
    const broken = 'this is not { valid javascript' as unknown as MdxTree
    expect(() => renderToString(<MDXContent tree={broken} label="/docs/broken/" />)).toThrow('The content of /docs/broken/ could not be rendered.')
    try {
      renderBlocks([['p', { a: 1 }, { b: 2 }]] as unknown as MdxTree, '/docs/odd/', mdxComponents)
      throw new Error('expected a failure')
    } catch (err) {
      expect((err as Error).message).toBe('The content of /docs/odd/ could not be rendered.')
      expect(((err as Error).cause as Error).message).toMatch(/^The content has a node that is neither text nor an element: \{"b":2\}/)
    }
  })

  it('names a component the site does not have', () => {
    let error: unknown
    try {
      renderToString(<MDXContent tree={[['Chart', { data: [1, 2] }]]} label="/docs/chart/" />)
    } catch (err) {
      error = err
    }
    expect((error as Error).message).toBe('The content of /docs/chart/ could not be rendered.')
    expect(((error as Error).cause as Error).message).toBe('The content uses <Chart>, which is not a component of the site (src/mdx/components/components.tsx).')
  })

  it('renders a tree once: the same page data gives the same elements', () => {
    const tree = compiled(3, 2)
    const first = renderBlocks(tree, '/docs/memo/', mdxComponents)
    expect(renderBlocks(tree, '/docs/memo/', mdxComponents)).toBe(first)
    expect(renderBlocks(compiled(3, 2), '/docs/memo/', mdxComponents)).not.toBe(first)
  })

  it('renders and hydrates the server HTML of a page with every component without a warning', async () => {
    // The compiler (protobufjs, for ::proto) needs what jsdom lacks.
    Object.assign(globalThis, { TextDecoder, TextEncoder })
    const { compileDoc } = await import('../node/compile')
    const body = readFileSync(path.join(__dirname, '__fixtures__/every-component.mdx'), 'utf8')
    const { tree } = await compileDoc(body, { file: 'every-component.mdx', format: 'mdx' })
    const data = JSON.parse(JSON.stringify(tree)) as MdxTree
    // No React warning in development either (keys, props, nesting), on the server or in the browser.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.createElement('div')
    container.innerHTML = renderToString(<MDXContent tree={data} label="/docs/fixture/" />)
    document.body.appendChild(container)
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <MDXContent tree={data} label="/docs/fixture/" />, { onRecoverableError: (e) => recoverable.push(e) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // With the page behaviours running (src/behaviours), the tabs respond.
    const { startBehaviours } = await import('../../behaviours/start')
    startBehaviours(window)
    const python = [...container.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'JavaScript') as HTMLElement
    await act(async () => python.click())
    expect(python.getAttribute('aria-selected')).toBe('true')
    container.remove()
  }, 30_000) // it imports and runs the whole compiler (protobufjs included): seconds on a busy machine
})
