/**
 * One rule for every reader of an MDX file (issue 39): a page that uses every
 * directive shows the same values in its HTML, its search text and its
 * Markdown twin, and none of them shows a key.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement, Fragment } from 'react'
import { compileDoc } from './compile'
import { directiveNodes } from './directives'
import { renderTree } from '../components/renderTree'
import { mdxComponents } from '../components/components'
import { contractValue } from '../../../content/data/contracts'
import { chainValue } from './chainFacts'
import { platformValue } from '../../lib/platformData'

const PAGE = [
  '## Values',
  '',
  'USDC is :data[contracts.solana.USDC] with :data[contracts.solana.USDC.decimals] decimals.',
  'Tron blocks come every :data[chains.tron.blockTime]; a query returns :data[limits.defaultRows] rows by default.',
  'The ratio is 3:2 in prose.',
  '',
  '## Chains',
  '',
  '::chains-table',
  '',
  '## Messages',
  '',
  '::proto[solana/dex_block.proto]',
  '',
].join('\n')

const strip = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ')

describe('directives', () => {
  it('the page, its search text and its twin show the same values and no key', async () => {
    // One compile makes all three (outputs.ts): the render tree, the search sections and the twin.
    const compiled = await compileDoc(PAGE, { file: 'every-directive.mdx', format: 'mdx', pagePath: '/docs/x/' })
    const html = strip(renderToStaticMarkup(createElement(Fragment, null, ...renderTree(compiled.tree, mdxComponents as never))))
    const search = compiled.sections.map((s) => `${s.heading} ${s.text}`).join(' ')
    const twin = compiled.markdown
    const values = [contractValue('contracts.solana.USDC')!, contractValue('contracts.solana.USDC.decimals')!, chainValue('chains.tron.blockTime')!, platformValue('limits.defaultRows')!, '3:2']
    for (const [name, text] of [['HTML', html], ['search', search], ['twin', twin]] as const) {
      for (const v of values) expect({ [name]: text.includes(v) ? v : `missing ${v}` }).toEqual({ [name]: v })
      expect({ [name]: /:data\[|contracts\.solana|chains\.tron|limits\.defaultRows|::proto|::chains-table/.exec(text)?.[0] ?? null }).toEqual({ [name]: null })
    }
    // The generated blocks reach every reader: a chain of the chains table and a message of the proto reference.
    for (const text of [html, search, twin]) {
      expect(text).toMatch(/Tron/)
      expect(text).toMatch(/DexTradeEvent|DexBlockMessage|Trade/)
    }
  })

  it('an unknown key fails with what to add where', () => {
    const node = (label: string) => ({ type: 'textDirective', name: 'data', children: [{ type: 'text', value: label }] })
    expect(() => directiveNodes(node('contracts.solana.NOPE'))).toThrow(/content\/data\/contracts/)
    expect(() => directiveNodes(node('chains.tron.nope'))).toThrow(/content\/data\/chains\.ts/)
    expect(() => directiveNodes(node('limits.nope'))).toThrow(/content\/data\/platform\.ts/)
    expect(directiveNodes({ type: 'containerDirective', name: 'note' })).toBeNull()
  })
})
