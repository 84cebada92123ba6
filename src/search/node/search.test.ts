import { buildContext, capText, CHUNK_CHARS, MAX_SNIPPET_SOURCE, postingLetter, sectionWords } from './documents'
import { decodePostings } from '../lib/engine'
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
    const { head, terms, sections } = built
    expect(head.pages).toEqual([
      { u: '/docs/a/', t: 'A', b: [] },
      { u: '/docs/z/', t: 'Z', b: ['Docs'], g: 'docs-default-current' },
    ])
    // Page A has its title only; page Z its title, description, keywords, lead text and two headings.
    expect(head.n).toEqual([1, 6])
    expect(head.y).toBe('TTDKCHH')
    // Ranking lengths: the body tokens (the description has 2, "about z"; the lead text 2; "body eth_call" 4 with the parts of eth_call).
    expect(head.l.split(' ').map((x) => parseInt(x, 36))).toEqual([0, 0, 2, 0, 2, 4, 0])
    // One term chunk here: every word with its posting list (section id gaps in base 36, each ended by its heading/body count letter).
    expect(terms).toHaveLength(1)
    expect(terms[0].w.lead).toBe(`4${postingLetter(0, 1)}`)
    expect(terms[0].w.zee).toBe(`3${postingLetter(0, 1)}`)
    expect(terms[0].w.h).toBe(`5${postingLetter(1, 0)}`)
    expect(terms[0].w.empty).toBe(`6${postingLetter(1, 0)}`)
    expect(terms[0].w.eth).toBe(`5${postingLetter(0, 1)}`)
    expect(decodePostings(`2B1A10C`)).toEqual({ ids: [2, 3, 39], codes: [1, 0, 2] })
    // Section chunks: anchor, heading and snippet text; a title has none, its snippet is the description.
    expect(sections).toEqual([
      {
        v: 2,
        context: 'docs',
        first: 0,
        s: [
          ['', '', ''],
          ['', '', ''],
          ['', '', 'About z.'],
          ['', '', 'zed, zee'],
          ['', '', 'Lead text.'],
          ['h', 'H', 'Body of h.'],
          ['empty', 'Empty', ''],
        ],
      },
    ])
  })
  test('compound words the texts also write apart are recorded with their parts', () => {
    const page = (url: string, text: string) => ({ url, title: url, breadcrumbs: [], description: '', keywords: [], sections: [{ id: 'x', heading: 'X', depth: 2, text, identifiers: [] }] })
    const { terms } = buildContext('docs', [page('/a/', 'The realtime dataset.'), page('/b/', 'Real-time streams and a websocket.'), page('/c/', 'Web socket clients.')])
    const splits = Object.assign({}, ...terms.map((t) => t.s ?? {}))
    expect(splits).toEqual({ realtime: ['real', 'time'], websocket: ['web', 'socket'] })
  })
  test('chunks stay near their size limit', () => {
    const sections = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, heading: `S${i} ${'word'.repeat(i + 1)}`, depth: 2, text: `${'word '.repeat(400)} w${i}x`, identifiers: [] }))
    const built = buildContext('blog', [{ url: '/blog/x/', title: 'X', breadcrumbs: [], description: '', keywords: [], sections }], { termBytes: 200 })
    expect(built.sections.length).toBeGreaterThan(1)
    for (const c of built.sections) {
      const chars = c.s.reduce((n, [, , text]) => n + text.length, 0)
      expect(c.s.length === 1 || chars <= CHUNK_CHARS).toBe(true)
    }
    expect(built.terms.length).toBeGreaterThan(1)
    for (const c of built.terms) expect(Object.entries(c.w).reduce((n, [w, p]) => n + w.length + p.length, 0)).toBeLessThanOrEqual(200 + 100)
  })
  test('content hash is stable and short', () => {
    expect(contentHash('x')).toBe(contentHash('x'))
    expect(contentHash('x')).toMatch(/^[0-9a-f]{16}$/)
    expect(contentHash('x')).not.toBe(contentHash('y'))
  })
})
