/**
 * The tools on a small handmade site (the after-build test drives them over
 * the real build): validate_query's rules and the members it links, route
 * parsing, and the entry lookup.
 */
import { buildSchema } from 'graphql'
import { memberLinker } from '../../reference/lib/links'
import { SearchEngine } from '../../search/lib/engine'
import type { SchemaIndexEntry, Site } from './site'
import { entryCoordinate } from '../lib/mcp'
import { findEntry, getPage, getSchemaType, routeOf, ToolError, validateQuery } from './tools'

const SDL = `
"""Networks."""
enum Network { eth base legacy @deprecated(reason: "Use eth.") }
input Limit { count: Int }
type Block {
  Number: Int
  "Old name of Number."
  Height: Int @deprecated(reason: "Use Number.")
}
type Chain { Blocks(limit: Limit, order: String @deprecated(reason: "Use limit.")): [Block] }
type Query { Chain(network: Network): Chain }
`

const entry = (name: string, kind: SchemaIndexEntry['kind'], path: string): SchemaIndexEntry => ({ key: `${kind}/${name}`, name, kind, kindLabel: kind, path, referencedBy: [], usedIn: [], added: null })
const entries = [
  entry('Chain', 'query', '/docs/graphql-reference/queries/chain/'),
  entry('Chain', 'object', '/docs/graphql-reference/objects/chain/'),
  entry('Block', 'object', '/docs/graphql-reference/objects/block/'),
  entry('Network', 'enum', '/docs/graphql-reference/enums/network/'),
  entry('Limit', 'input', '/docs/graphql-reference/inputs/limit/'),
]

function fakeSite(): Site {
  const byName = new Map<string, SchemaIndexEntry[]>()
  for (const e of entries) byName.set(e.name, [...(byName.get(e.name) ?? []), e])
  return {
    dir: '/nowhere',
    origin: 'https://docs.test',
    engine: new SearchEngine(),
    contexts: [],
    schema: buildSchema(SDL),
    index: { site: 'https://docs.test', guides: [], entries },
    byName,
    byKey: new Map(entries.map((e) => [e.key, e])),
    byPath: new Map(entries.map((e) => [e.path, e])),
    redirects: new Map([['/docs/old-chain/', '/docs/graphql-reference/objects/chain/']]),
    twins: new Map(),
    pages: new Set(['/blog/tags/']),
    readTwin: () => '',
    readIndex: (file) => (file === 'llms.txt' ? '# Docs\n\n- [A](https://docs.test/docs/a/index.md)\n' : null),
    sdlFiles: new Map(),
    linkOf: memberLinker(entries),
    loadTerms: () => undefined,
    loadChunks: () => undefined,
  }
}

describe('validate_query', () => {
  const site = fakeSite()
  test('deprecated members fail as they fail the build, each linked to its row', () => {
    const r = validateQuery(site, { query: '{ Chain(network: legacy) { Blocks(order: "x") { Height } } }' })
    expect(r.data.valid).toBe(false)
    const byMember = Object.fromEntries(r.data.errors.map((e) => [e.member, e.reference_url]))
    expect(byMember).toEqual({
      'Network.legacy': 'https://docs.test/docs/graphql-reference/enums/network/#value-legacy',
      'Chain.Blocks.order': 'https://docs.test/docs/graphql-reference/objects/chain/#field-Blocks',
      'Block.Height': 'https://docs.test/docs/graphql-reference/objects/block/#field-Height',
    })
    expect(r.data.errors.map((e) => e.message).join(' ')).toMatch(/deprecated\. Use eth\./)
  })
  test('an unknown argument of a root field links the root field; an unknown input field links the input', () => {
    const r = validateQuery(site, { query: '{\n  Chain(net: eth) { Blocks(limit: {cnt: 1}) { Number } }\n}' })
    expect(r.data.errors.map((e) => [e.line, e.column, e.member, e.reference_url])).toEqual([
      [2, 9, 'Query.Chain', 'https://docs.test/docs/graphql-reference/queries/chain/'],
      [2, 36, 'Limit', 'https://docs.test/docs/graphql-reference/inputs/limit/'],
    ])
    expect(r.data.root_fields).toEqual(['Query.Chain'])
  })
  test('variables are checked against their types only when the document is valid', () => {
    expect(validateQuery(site, { query: 'query ($n: Network) { Chain(network: $n) { Blocks { Number } } }', variables: { n: 'eth' } }).data.valid).toBe(true)
    const bad = validateQuery(site, { query: 'query ($n: Network) { Chain(network: $n) { Blocks { Number } } }', variables: { n: 'sol' } })
    expect(bad.data.errors[0]).toMatchObject({ member: 'Network', reference_url: 'https://docs.test/docs/graphql-reference/enums/network/', message: expect.stringMatching(/"\$n" got invalid value "sol"/) })
  })
  test('an empty document is refused in words', () => {
    expect(() => validateQuery(site, { query: '  ' })).toThrow(ToolError)
  })
})

describe('routes and names', () => {
  const site = fakeSite()
  test.each([
    ['/docs/x/', '/docs/x/'],
    ['docs/x', '/docs/x/'],
    ['/docs/x/index.md', '/docs/x/'],
    ['/docs/x/index.html', '/docs/x/'],
    ['https://docs.test/docs/x/?a=1#h', '/docs/x/'],
    ['/docs//x', '/docs/x/'],
    ['/docs/a%20b/', '/docs/a b/'],
  ])('%s is the route %s', (input, route) => expect(routeOf(site, input)).toBe(route))
  test.each(['', 'https://elsewhere.test/docs/x/', '/docs/../etc/', '/docs/%2e%2e/etc/', '/docs/%zz', 'javascript:alert(1)'])('%j is refused', (input) => {
    expect(() => routeOf(site, input)).toThrow(ToolError)
  })
  test('llms.txt is a page too; llms-full.txt only when the build wrote it', () => {
    expect(getPage(site, { url_or_path: 'https://docs.test/llms.txt' }).data).toMatchObject({ url: 'https://docs.test/llms.txt', markdown: expect.stringMatching(/^# Docs/) })
    expect(() => getPage(site, { url_or_path: '/llms-full.txt' })).toThrow(ToolError)
  })
  test('an old path leads to its target; a reference page answers with its type', () => {
    const r = getPage(site, { url_or_path: '/docs/old-chain/' })
    expect(r.data.redirected_from).toBe('/docs/old-chain/')
    expect(r.data.markdown).toMatch(/^# Chain \(object\)/)
  })
  test('a type wins over a root field of the same name, which is named beside it', () => {
    const found = findEntry(site, 'Chain')
    expect(found.entry.kind).toBe('object')
    expect(found.also.map((e) => e.kind)).toEqual(['query'])
    expect(findEntry(site, 'Query.Chain').entry.kind).toBe('query')
    expect(getSchemaType(site, { name: 'Query.Chain' }).data.sdl).toBe('type Query {\n  Chain(network: Network): Chain\n}')
    expect(getSchemaType(site, { name: 'Query.Chain.network' }).data.member?.url).toBe('https://docs.test/docs/graphql-reference/queries/chain/#arg-network')
    expect(() => getSchemaType(site, { name: 'Query.Chain.nope' })).toThrow(/has no member "nope"/)
    expect(() => getSchemaType(site, { name: 'Blok' })).toThrow(/Did you mean "Block"/)
  })
})

test('entries are named by their schema coordinate', () => {
  expect([entryCoordinate({ kind: 'query', name: 'EVM' }), entryCoordinate({ kind: 'subscription', name: 'EVM' }), entryCoordinate({ kind: 'directive', name: 'include' }), entryCoordinate({ kind: 'enum', name: 'evm_network' })]).toEqual([
    'Query.EVM',
    'Subscription.EVM',
    '@include',
    'evm_network',
  ])
})
