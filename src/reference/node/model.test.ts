import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildASTSchema, concatAST, parse } from 'graphql'
import { loadSchema, readSchemaSources } from '../../node/schema/load'
import { withReleaseMarks, buildReferenceModel, exampleKeyIndex } from './model'
import { validateExample } from '../../node/schema/validateExample'
import { INTRO_PATH } from '../lib/slug'

const fixture = path.resolve(__dirname, '__fixtures__/schema')

describe('reference model of a two-root fixture schema', () => {
  const schema = loadSchema(fixture)
  const entries = buildReferenceModel(schema, readSchemaSources(fixture))
  const byKey = new Map(entries.map((e) => [e.key, e]))

  it.each([
    ['query/EVM', '/docs/graphql-reference/queries/evm/', 'EVM'],
    ['subscription/EVM', '/docs/graphql-reference/subscriptions/evm/', 'EVM'],
    ['query/Solana', '/docs/graphql-reference/solana/queries/solana/', 'Solana'],
    ['object/EVM_DEXTrade_Cube', '/docs/graphql-reference/objects/evm-dextrade-cube/', 'EVM'],
    ['object/Solana_DEXTrade_Cube', '/docs/graphql-reference/solana/objects/solana-dextrade-cube/', 'Solana'],
    ['input/OLAP_Float', '/docs/graphql-reference/inputs/olap-float/', 'shared'],
    ['enum/evm_network', '/docs/graphql-reference/enums/evm-network/', 'EVM'],
    ['scalar/Float', '/docs/graphql-reference/scalars/float/', 'shared'],
    ['directive/skip', '/docs/graphql-reference/directives/skip/', 'shared'],
    ['directive/deprecated', '/docs/graphql-reference/directives/deprecated/', 'shared'],
  ])('%s → %s (%s)', (key, p, root) => {
    expect(byKey.get(key)?.path).toBe(p)
    expect(byKey.get(key)?.root).toBe(root)
  })

  it('has no page for the root types themselves or for introspection types', () => {
    expect(entries.some((e) => ['Query', 'Subscription'].includes(e.name) || e.name.startsWith('__'))).toBe(false)
    expect(byKey.has('directive/specifiedBy')).toBe(false)
  })

  it('records fields, arguments with defaults, descriptions and type links', () => {
    const cube = byKey.get('object/EVM_DEXTrade_Cube')
    expect(cube?.description).toBe('One row is one trade.')
    const count = cube?.fields.find((f) => f.name === 'count')
    expect(count?.args).toEqual([{ name: 'ratio', description: null, type: { type: 'Float', name: 'Float', path: '/docs/graphql-reference/scalars/float/' }, defaultValue: '0.5', deprecationReason: null }])
    const evm = byKey.get('object/EVM')
    expect(evm?.fields[0].type).toEqual({ type: '[EVM_DEXTrade_Cube]', name: 'EVM_DEXTrade_Cube', path: '/docs/graphql-reference/objects/evm-dextrade-cube/' })
    expect(byKey.get('query/EVM')?.arguments.map((a) => [a.name, a.defaultValue])).toEqual([
      ['network', null],
      ['mempool', 'false'],
    ])
    expect(byKey.get('input/EVM_Limit')?.inputFields[0].defaultValue).toBe('10')
    expect(byKey.get('enum/evm_network')?.enumValues.map((v) => v.name)).toEqual(['eth', 'bsc'])
    expect(byKey.get('directive/skip')?.locations).toEqual(['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT'])
  })

  it('prints signatures without descriptions', () => {
    expect(byKey.get('query/EVM')?.signature).toBe('type Query {\n  EVM(network: evm_network, mempool: Boolean = false): EVM\n}')
    expect(byKey.get('input/EVM_Limit')?.signature).toBe('input EVM_Limit {\n  count: Int = 10\n}')
    expect(byKey.get('directive/skip')?.signature).toBe('directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT')
    expect(byKey.get('scalar/Float')?.signature).toBe('scalar Float')
  })

  it('links referencedBy across roots', () => {
    expect(byKey.get('input/OLAP_Float')?.referencedByKeys).toEqual(['input/EVM_DEXTrade_Filter', 'object/EVM_DEXTrade_Cube', 'object/Solana_DEXTrade_Cube'])
    expect(byKey.get('input/EVM_Limit')?.referencedByKeys).toEqual(['object/EVM', 'object/Solana'])
    expect(byKey.get('object/EVM')?.referencedByKeys).toEqual(['query/EVM', 'subscription/EVM'])
  })

  it('maps the types and root fields of an example to entry keys', () => {
    const keysOf = exampleKeyIndex(entries)
    const res = validateExample(schema, 'subscription { EVM(network: eth) { DEXTrades(where: { Price: { gt: 1 } }) { Price } } }')
    expect(res.ok).toBe(true)
    expect(keysOf(res.types, res.rootFields)).toEqual(['enum/evm_network', 'input/EVM_DEXTrade_Filter', 'input/OLAP_Float', 'object/EVM', 'object/EVM_DEXTrade_Cube', 'subscription/EVM'])
  })
})

describe('reference model of the real schema', () => {
  const entries = buildReferenceModel(loadSchema(), readSchemaSources())
  const paths = new Set(entries.map((e) => e.path.toLowerCase()))
  paths.add(INTRO_PATH)
  for (const file of ['routes.tsv', 'optional-routes.tsv']) {
    it(`has a page for every reference row of ${file}`, () => {
      const rows = readFileSync(path.resolve(__dirname, '../../../inventory', file), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'))
      const wanted = rows.filter((r) => r[2] === 'reference').map((r) => r[0].toLowerCase())
      expect(wanted.length).toBeGreaterThan(200)
      expect(wanted.filter((p) => !paths.has(p))).toEqual([])
    })
  }
  it('gives every entry a unique path', () => {
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length)
  })
})

describe('release marks from the changelog', () => {
  const evm = parse(`type Query { EVM: EVM }\n"Root."\ntype EVM { "Blocks." Blocks(limit: Int, offset: Int): Int }\nenum evm_network { eth }`)
  const ext = parse(`extend type EVM { "Balances." Balances: EVM_Balance_Cube }\nextend enum evm_network { base }\n"New cube."\ntype EVM_Balance_Cube { "Amount." Amount: Float @deprecated(reason: "Use AmountDecimal") }`)
  const sources = [{ file: 'evm.graphql', document: evm }, { file: 'evm-extensions.graphql', document: ext }]
  const plain = buildReferenceModel(buildASTSchema(concatAST([evm, ext])), sources)
  const release = { date: '2026-08-20', path: '/docs/changelog/2026-08-20/' }
  const older = { date: '2025-01-01', path: '/docs/changelog/2025-01-01/' }
  const marks = {
    added: new Map([
      ['EVM_Balance_Cube', release],
      ['EVM.Balances', release],
      ['evm_network.base', release],
      ['EVM.Blocks.offset', older],
    ]),
    deprecated: new Map([['EVM_Balance_Cube.Amount', release]]),
  }
  const byName = new Map(withReleaseMarks(plain, marks).map((e) => [e.name, e]))
  it('marks a new type as a whole and puts it under its root', () => {
    expect(byName.get('EVM_Balance_Cube')).toMatchObject({ added: release, root: 'EVM', path: '/docs/graphql-reference/objects/evm-balance-cube/' })
  })
  it('marks members, arguments and enum values added to an older type one by one', () => {
    const evmType = byName.get('EVM')!
    expect(evmType.added).toBeNull()
    expect(evmType.fields.map((f) => [f.name, f.added?.date ?? null])).toEqual([['Blocks', null], ['Balances', '2026-08-20']])
    expect(evmType.fields[0].args.map((a) => [a.name, a.added?.date ?? null])).toEqual([['limit', null], ['offset', '2025-01-01']])
    expect(byName.get('evm_network')?.enumValues.map((v) => [v.name, v.added?.date ?? null])).toEqual([['eth', null], ['base', '2026-08-20']])
  })
  it('dates a deprecation by the release that made it, and leaves the model without marks untouched', () => {
    expect(byName.get('EVM_Balance_Cube')?.fields[0]).toMatchObject({ deprecationReason: 'Use AmountDecimal', deprecatedIn: release })
    expect(plain.every((e) => e.added === null)).toBe(true)
  })
})
