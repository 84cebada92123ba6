import '../lib/nodeGlobals'
import { buildContext, capText, CHUNK_CHARS, MAX_SNIPPET_SOURCE, sectionWords } from './documents'
import { decodeWords } from '../lib/engine'
import { codeIdentifiers, isIdentifier } from '../../mdx/node/sections'
import { compileDoc } from '../../mdx/node/compile'
import { splitFrontMatter } from '../../lib/frontmatter'
import { contentHash } from './build'

/** The sections a page's compile stores on its node (src/mdx/node/outputs.ts). */
const extractSections = async (source: string, format: 'md' | 'mdx' = 'mdx') => (await compileDoc(splitFrontMatter(source).body, { file: 'search-case.mdx', format })).sections

const source = `---
title: Logs
description: Read logs.
---

Intro text with \`eth_getLogs\` mentioned.

## Filter logs

Use a filter.

\`\`\`graphql
query Logs {
  EVM(network: eth) {
    DEXTradeByTokens(limit: { count: 1 }) { Block { Time } }
  }
}
\`\`\`

### Deeper part

More words here.

#### Not a section

Still in "Deeper part".

:::tip[Remember]
Tip text counts.
:::

<Tabs><TabItem value="a" label="A">Tab text counts too.</TabItem></Tabs>

## Filter logs

Duplicate heading.
`

describe('search sections of a compiled page', () => {
  let sections: Awaited<ReturnType<typeof extractSections>>
  beforeAll(async () => {
    sections = await extractSections(source)
  })
  test('one section before the first heading, then one per h2/h3 with rehype-slug ids', () => {
    expect(sections.map((s) => [s.id, s.heading, s.depth])).toEqual([
      ['', '', 1],
      ['filter-logs', 'Filter logs', 2],
      ['deeper-part', 'Deeper part', 3],
      ['filter-logs-1', 'Filter logs', 2],
    ])
  })
  test('text leaves code out but keeps admonitions, tabs and deeper headings', () => {
    expect(sections[0].text).toBe('Intro text with eth_getLogs mentioned.')
    expect(sections[1].text).toBe('Use a filter.')
    expect(sections[2].text).toContain('Not a section')
    expect(sections[2].text).toContain('Tip text counts.')
    expect(sections[2].text).toContain('Tab text counts too.')
    expect(sections[2].text).not.toContain('DEXTradeByTokens')
  })
  test('code contributes identifiers only', () => {
    expect(sections[0].identifiers).toEqual(['eth_getLogs'])
    expect(sections[1].identifiers).toEqual(['DEXTradeByTokens'])
  })
  test('ids are the ids of the HTML, also when a heading holds a value or a heading sits inside a component', async () => {
    const page = await compileDoc('## Rows: :data[limits.defaultRows]\n\n<Details summary="s">\n\n## Inside\n\nx\n\n</Details>\n\n## After\n\ny', { file: 'ids.mdx', format: 'mdx' })
    const htmlIds = page.toc.map((t) => t.id)
    expect(page.sections.map((s) => s.id)).toEqual([htmlIds[0], htmlIds[2]])
    expect(page.sections[0].text).toContain('Inside')
  })
  test('plain markdown compiles too', async () => {
    expect((await extractSections('# T\n\n## A b\n\ntext <b>x</b>', 'md')).map((s) => [s.id, s.text])).toEqual([['a-b', 'text x']])
  })
})

describe('identifiers', () => {
  test.each([
    ['eth_getLogs', true],
    ['DEXTradeByTokens', true],
    ['BalanceUpdate', true],
    ['OHLCv', true],
    ['limit', false],
    ['Block', false],
    ['a_b', false],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', false],
  ])('%s is an identifier: %s', (word, expected) => {
    expect(isIdentifier(word)).toBe(expected)
  })
  test('distinct and bounded', () => {
    expect(codeIdentifiers('eth_call eth_call getBalance x_y', 10)).toEqual(['eth_call', 'getBalance'])
    expect(codeIdentifiers(Array.from({ length: 100 }, (_, i) => `id_${i}x`).join(' '), 5)).toHaveLength(5)
  })
})

describe('capText and sectionWords', () => {
  test('short text is kept; long text is cut at a word', () => {
    expect(capText('abc')).toBe('abc')
    const cut = capText(`${'alpha '.repeat(600)}omega`)
    expect(cut.length).toBeLessThanOrEqual(MAX_SNIPPET_SOURCE)
    expect(cut.endsWith('alpha')).toBe(true)
  })
  test.each([
    ['The token holders of the token', [], 'token holder'],
    ['Use eth_call here', ['eth_call', 'eth_call'], 'eth_call use'],
    ['A b cd EF', ['getBalance'], 'getBalance cd ef'],
    ['', [], ''],
  ])('%j %j', (text, ids, expected) => {
    expect(sectionWords(text, ids)).toBe(expected)
  })
})

describe('buildContext', () => {
  test('pages, typed sections, words, the version tag and text chunks', () => {
    const built = buildContext('docs', [
      {
        url: '/docs/z/',
        title: 'Z',
        breadcrumbs: ['Docs'],
        description: 'About z.',
        keywords: ['zed', 'zee'],
        tag: 'docs-default-current',
        sections: [
          { id: '', heading: '', depth: 1, text: 'Lead text.', identifiers: [] },
          { id: 'h', heading: 'H', depth: 2, text: 'Body of h.', identifiers: ['eth_call'] },
          { id: 'empty', heading: 'Empty', depth: 2, text: '', identifiers: [] },
        ],
      },
      { url: '/docs/a/', title: 'A', breadcrumbs: [], description: '', keywords: [], sections: [] },
    ])
    const { chunks } = built
    // Stored as references into the vocabulary, most frequent first.
    expect(built.file.vocab).toEqual(['body', 'eth_call', 'lead', 'text'])
    expect(built.file.sections[5].w).toBe('0 1')
    // Sorted references 2 and 3 are stored as 2 and the gap 1.
    expect(built.file.sections[4].w).toBe('2 1')
    const file = decodeWords(JSON.parse(JSON.stringify(built.file)))
    expect(file.pages).toEqual([
      { u: '/docs/a/', t: 'A', b: [] },
      { u: '/docs/z/', t: 'Z', b: ['Docs'], g: 'docs-default-current' },
    ])
    expect(file.sections.map((s) => [s.p, s.y, s.h, s.s, s.x, s.k, s.c])).toEqual([
      [0, 'Title', '', '', '', undefined, undefined],
      [1, 'Title', '', '', '', undefined, undefined],
      [1, 'Description', '', '', 'About z.', undefined, undefined],
      [1, 'Keywords', '', '', 'zed, zee', undefined, undefined],
      [1, 'Content', '', '', undefined, 'lead text', 0],
      [1, 'Heading', 'h', 'H', undefined, 'body eth_call', 0],
      [1, 'Heading', 'empty', 'Empty', undefined, '', undefined],
    ])
    expect(chunks).toEqual([{ v: 1, context: 'docs', texts: { 4: 'Lead text.', 5: 'Body of h.' } }])
  })
  test('chunks stay near their size limit', () => {
    const sections = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, heading: `S${i}`, depth: 2, text: 'word '.repeat(400), identifiers: [] }))
    const { chunks } = buildContext('blog', [{ url: '/blog/x/', title: 'X', breadcrumbs: [], description: '', keywords: [], sections }])
    expect(chunks.length).toBeGreaterThan(1)
    for (const c of chunks) expect(Object.values(c.texts).join('').length).toBeLessThanOrEqual(CHUNK_CHARS)
  })
  test('content hash is stable and short', () => {
    expect(contentHash('x')).toBe(contentHash('x'))
    expect(contentHash('x')).toMatch(/^[0-9a-f]{16}$/)
    expect(contentHash('x')).not.toBe(contentHash('y'))
  })
})
