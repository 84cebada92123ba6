/**
 * @jest-environment node
 *
 * The data renderer against the JavaScript MDX compiled to before issue 27:
 * a fixture page with every component, and real pages, render the same
 * server HTML both ways (hydration boundaries included).
 */
import React, { Suspense } from 'react'
import { readFileSync } from 'fs'
import path from 'path'
import { renderToString } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import rehypeSlug from 'rehype-slug'
import { compileDoc } from '../node/compile'
import { remarkSiteData, rehypeCodeBlocks, rehypeHeadings } from '../node/plugins'
import { remarkFigures } from '../node/figures'
import { splitFrontMatter } from '../../lib/frontmatter'
import { site } from '../../config/site'
import { MDXContent, groupBlocks } from './MDXContent'
import { mdxComponents } from './components'

jest.mock('gatsby', () => ({ Link: (p: { to: string; children: React.ReactNode }) => <a href={p.to}>{p.children}</a> }))

const root = path.resolve(__dirname, '../../..')

/**
 * The renderer as it was: MDX compiled to a function body with the same
 * plugins, run with `new Function` (in this test only), its top-level blocks
 * grouped into the same Suspense boundaries.
 */
async function legacyHtml(body: string, format: 'mdx' | 'md'): Promise<string> {
  const file = await compile(
    { value: body, path: 'legacy.mdx' },
    {
      format,
      outputFormat: 'function-body',
      development: false,
      // Figures (issue 43) are a remark step of the same pipeline: the legacy compile makes the same <Figure> elements.
      remarkPlugins: [remarkGfm, remarkDirective, remarkSiteData, remarkFigures],
      rehypePlugins: [rehypeSlug, rehypeCodeBlocks, [rehypeHeadings, { minLevel: site.docs.tocMinLevel, maxLevel: site.docs.tocMaxLevel }]],
    },
  )
  const mod = new Function(String(file.value))(runtime) as { default: (p: { components: unknown }) => React.ReactElement<{ children?: React.ReactNode }> }
  function Legacy() {
    const tree = mod.default({ components: mdxComponents })
    const blocks = React.Children.toArray(tree.props.children)
    const h2 = (mdxComponents as Record<string, unknown>).h2 ?? 'h2'
    const groups = groupBlocks(blocks, (node) => React.isValidElement(node) && node.type === h2)
    if (groups.length < 3) return <>{tree}</>
    return (
      <>
        {groups.map((group, i) => (
          <Suspense key={i} fallback={null}>
            {group}
          </Suspense>
        ))}
      </>
    )
  }
  return renderToString(<Legacy />)
}

async function treeHtml(body: string, format: 'mdx' | 'md') {
  const compiled = await compileDoc(body, { file: 'fixture.mdx', format })
  // Through JSON, as the tree reaches the browser in the page data.
  const tree = JSON.parse(JSON.stringify(compiled.tree))
  return { compiled, html: renderToString(<MDXContent tree={tree} label="/docs/fixture/" />) }
}

const boundaries = (html: string) => (html.match(/<!--\$-->/g) ?? []).length

describe('the data renderer renders what the compiled JavaScript rendered', () => {
  it('a fixture page with every component', async () => {
    const body = readFileSync(path.join(__dirname, '__fixtures__/every-component.mdx'), 'utf8')
    const [{ compiled, html }, before] = await Promise.all([treeHtml(body, 'mdx'), legacyHtml(body, 'mdx')])
    expect(html).toBe(before)
    // The fixture really holds what it is meant to test.
    expect(boundaries(html)).toBeGreaterThanOrEqual(3)
    for (const piece of [
      'role="tablist"',
      'Python text with <strong>bold</strong>',
      'code-block__title">client.js',
      'token-line highlighted',
      'Open in IDE',
      'Good to know',
      '<details',
      'Native details',
      'Play video: Streaming DEX trades (YouTube)',
      'Episode 1',
      '25,000',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      'class="table-wrap"',
      'aria-label="Direct link to Tables"',
      'id="dexblockmessage"',
      '<sup>2</sup>',
      '<span style="color:var(--ifm-color-primary);font-weight:700" data-count="3" title="literal template">styled</span>',
      'type="checkbox"',
      'align="center"',
    ]) {
      expect(html).toContain(piece)
    }
    expect(html).not.toContain('highlight-next-line')
    expect(html).not.toContain('A comment renders nothing')
    expect(compiled.toc.map((t) => t.id)).toContain('a-third-level-heading')
  })

  it.each([
    'content/docs/intro.mdx',
    'content/docs/contribution-guidelines.mdx',
    'content/docs/grpc/solana/topics/dextrades.mdx',
    'content/docs/graphql/calculations.mdx',
    'content/docs/usecases/MCP.mdx',
    'content/docs/trading/crypto-price-api/cube-examples.md/pair-examples.mdx',
    'src/reference/node/intro.mdx',
  ])('%s', async (file) => {
    const { body } = splitFrontMatter(readFileSync(path.join(root, file), 'utf8'))
    const [{ html }, before] = await Promise.all([treeHtml(body, 'mdx'), legacyHtml(body, 'mdx')])
    expect(html.length).toBeGreaterThan(1000)
    expect(html).toBe(before)
  })

  it('a Markdown (.md) page: raw HTML is dropped as before, the rest renders the same', async () => {
    const body = ['# Title', '', 'Text with <b>raw</b> HTML and a {brace}.', '', '<div>block html</div>', '', '| a | b |', '| - | - |', '| 1 | 2 |', '', '```js {1}', 'x()', '```', ''].join('\n')
    const [{ html }, before] = await Promise.all([treeHtml(body, 'md'), legacyHtml(body, 'md')])
    expect(html).toBe(before)
    expect(html).toContain('{brace}')
    expect(html).not.toContain('block html')
  })
})
