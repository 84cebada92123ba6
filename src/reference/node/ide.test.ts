import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ideQueryUrl, site } from '../../config/site'
import { splitFrontMatter } from '../../lib/frontmatter'
import { compileDoc } from '../../mdx/node/compile'
import { isIdeBlock } from '../../mdx/node/plugins'
import { loadSchema, readSchemaSources } from '../../node/schema/load'
import { buildReferenceModel } from './model'
import { INTRO_PATH } from '../lib/slug'
import { isProps, type MdxNode } from '../../lib/mdxTree'

describe('Open in IDE', () => {
  it.each([
    ['graphql', null, true],
    ['gql', 'title="x"', true],
    ['GraphQL', '{1,2}', true],
    ['graphql', 'skip-validation="error response"', false],
    ['json', null, false],
    [null, null, false],
  ])('lang %s meta %s → %s', (lang, meta, expected) => expect(isIdeBlock(lang, meta)).toBe(expected))

  it('builds the IDE URL with the query prefilled and encoded', () => {
    const url = new URL(ideQueryUrl('query Q {\n  EVM { Blocks { Block { Number } } }\n}  # & ?'))
    expect(url.origin).toBe(new URL(site.urls.ide).origin)
    expect(url.searchParams.get('query')).toBe('query Q {\n  EVM { Blocks { Block { Number } } }\n}  # & ?')
  })

  it('is decided at compile time: checked graphql fences carry data-ide, others do not', async () => {
    const body = [
      '```graphql',
      '# highlight-next-line',
      '{ EVM { Blocks { Block { Number } } } }',
      '```',
      '',
      '```graphql skip-validation="an error response"',
      '{ nope }',
      '```',
      '',
      '```js',
      'console.log(1)',
      '```',
    ].join('\n')
    const compiled = await compileDoc(body, { file: 'x.mdx', format: 'mdx' })
    const ide: string[] = []
    const walk = (node: MdxNode) => {
      if (typeof node === 'string') return
      for (const item of node.slice(1)) {
        if (isProps(item)) {
          if (typeof item['data-ide'] === 'string') ide.push(item['data-ide'])
        } else walk(item)
      }
    }
    compiled.tree.forEach(walk)
    expect(ide).toHaveLength(1)
    const query = new URL(ide[0]).searchParams.get('query')
    expect(query).toBe('{ EVM { Blocks { Block { Number } } } }')
  })

  it('the reference intro is long enough and its example is checked', async () => {
    const parsed = splitFrontMatter(readFileSync(path.resolve(__dirname, 'intro.mdx'), 'utf8'))
    const compiled = await compileDoc(parsed.body, { file: 'intro.mdx', format: 'mdx', lineOffset: parsed.lineOffset })
    expect(compiled.wordCount).toBeGreaterThanOrEqual(400)
    expect(compiled.codeBlocks.filter((b) => b.lang === 'graphql')).toHaveLength(1)
    // The intro is not a Doc, so the build's link check does not see it: its links are checked here.
    const paths = new Set([INTRO_PATH, ...buildReferenceModel(loadSchema(), readSchemaSources()).map((e) => e.path)])
    const internal = compiled.links.filter((l) => l.startsWith('/'))
    expect(internal.length).toBeGreaterThan(10)
    expect(internal.filter((l) => !paths.has(l))).toEqual([])
  })
})
