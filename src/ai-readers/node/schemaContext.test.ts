import { buildSchema } from 'graphql'
import { schemaContext, schemaContextMarkdown, selectedMembers, trimmedSdl, validExamples } from './schemaContext'
import { loadSchema } from '../../node/schema/load'

const schema = buildSchema(`
  type Query { EVM(network: String, dataset: Dataset = archive): EVM }
  enum Dataset { realtime archive combined }
  type EVM {
    Transfers(where: TransferFilter, limit: Int): [Transfer_Cube]
    Blocks: [Block]
  }
  "One token movement."
  type Transfer_Cube {
    "Amount moved."
    Amount("Decimal places." decimals: Int, round: Boolean = false): Float
    Sender: String
    Receiver(format: String): String
    Time: String
  }
  type Block { Number: Int }
  input TransferFilter { Amount: Float Sender: String Receiver: String }
`)
const QUERY = '{ EVM(dataset: realtime) { Transfers(where: { Sender: "0x1" }) { Amount(decimals: 2) Sender } } }'

describe('schema context', () => {
  it('records the members each type is used with', () => {
    const sel = selectedMembers(schema, [QUERY])
    expect(Object.fromEntries([...sel].map(([k, v]) => [k, [...v]]))).toEqual({
      Query: ['EVM'],
      EVM: ['Transfers'],
      Dataset: ['realtime'],
      TransferFilter: ['Sender'],
      Transfer_Cube: ['Amount', 'Sender'],
    })
  })

  it('a query selecting two fields of a cube gives those fields and their arguments only', () => {
    const sel = selectedMembers(schema, [QUERY])
    const sdl = trimmedSdl(schema.getType('Transfer_Cube')!, sel.get('Transfer_Cube')!)
    expect(sdl).toBe(
      ['"""One token movement."""', 'type Transfer_Cube {', '  """Amount moved."""', '  Amount(decimals: Int, round: Boolean = false): Float', '  Sender: String', '  # 2 more fields: see the full reference', '}'].join('\n'),
    )
    expect(trimmedSdl(schema.getType('EVM')!, sel.get('EVM')!)).toBe('type EVM {\n  Transfers(where: TransferFilter, limit: Int): [Transfer_Cube]\n  # 1 more field: see the full reference\n}')
  })

  it('input fields and enum values are trimmed to those written', () => {
    const sel = selectedMembers(schema, [QUERY])
    expect(trimmedSdl(schema.getType('TransferFilter')!, sel.get('TransferFilter')!)).toBe('input TransferFilter {\n  Sender: String\n  # 2 more fields: see the full reference\n}')
    expect(trimmedSdl(schema.getType('Dataset')!, sel.get('Dataset')!)).toBe('enum Dataset {\n  realtime\n  # 2 more values: see the full reference\n}')
  })

  it('a type used without naming members (an input passed as a variable) prints whole', () => {
    const sel = selectedMembers(schema, ['query Q($w: TransferFilter) { EVM { Transfers(where: $w) { Time } } }'])
    expect(trimmedSdl(schema.getType('TransferFilter')!, sel.get('TransferFilter')!)).toBe('input TransferFilter {\n  Amount: Float\n  Sender: String\n  Receiver: String\n}')
  })

  it('only valid examples that do not opt out count', () => {
    const blocks = [
      { lang: 'graphql', meta: null, value: QUERY },
      { lang: 'graphql', meta: 'skip-validation="partial"', value: '{ EVM { Blocks { Number } } }' },
      { lang: 'graphql', meta: null, value: '{ EVM { Nope } }' },
      { lang: 'js', meta: null, value: 'const x = 1' },
    ]
    expect(validExamples(schema, blocks)).toEqual([QUERY])
  })

  it('keeps the types among the page keys, in first-use order, linked to their reference pages', () => {
    const entries = [
      { key: 'query:EVM', name: 'EVM', kind: 'query', path: '/ref/queries/evm/' },
      { key: 'object:Transfer_Cube', name: 'Transfer_Cube', kind: 'object', path: '/ref/objects/transfer-cube/' },
      { key: 'input:TransferFilter', name: 'TransferFilter', kind: 'input', path: '/ref/inputs/transfer-filter/' },
    ]
    const types = schemaContext(schema, [{ lang: 'graphql', meta: null, value: QUERY }], ['query:EVM', 'object:Transfer_Cube'], entries)
    expect(types.map((t) => [t.name, t.links.map((l) => l.path)])).toEqual([
      ['Query', ['/ref/queries/evm/']],
      ['Transfer_Cube', ['/ref/objects/transfer-cube/']],
    ])
    const md = schemaContextMarkdown(types, 'https://docs.example')
    expect(md).toMatch(/^## Schema types used on this page\n/)
    expect(md).toContain('Full reference: [Transfer_Cube](https://docs.example/ref/objects/transfer-cube/)')
    expect(md).toContain('```graphql\n"""One token movement."""\ntype Transfer_Cube {')
  })

  it('works on the platform schema: a DEXTrades query trims the cube to its two selected fields', () => {
    const platform = loadSchema()
    const q = 'query { EVM(network: eth) { DEXTrades(limit: {count: 1}) { Block { Time } Transaction { Hash } } } }'
    const sel = selectedMembers(platform, [q])
    const cube = sel.get('EVM_DEXTrade_Cube')!
    expect([...cube]).toEqual(['Block', 'Transaction'])
    const names = (sdl: string) => [...sdl.matchAll(/^ {2}([A-Za-z_][A-Za-z0-9_]*)[(:]/gm)].map((m) => m[1])
    expect(names(trimmedSdl(platform.getType('EVM_DEXTrade_Cube')!, cube))).toEqual(['Block', 'Transaction'])
    // The selected root field keeps every argument the schema gives it.
    const evm = trimmedSdl(platform.getType('EVM')!, sel.get('EVM')!)
    expect(names(evm)).toEqual(['DEXTrades'])
    const field = (platform.getType('EVM') as import('graphql').GraphQLObjectType).getFields().DEXTrades
    for (const arg of field.args) expect(evm).toContain(`${arg.name}: `)
  }, 60_000) // builds the platform schema: slow on a loaded machine
})
