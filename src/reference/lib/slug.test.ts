import { readFileSync } from 'node:fs'
import path from 'node:path'
import { referencePath, referenceSlug, rootOf, rootLabelOfFile } from './slug'

describe('referenceSlug', () => {
  it.each([
    ['EVM_BalanceUpdate_Cube', 'evm-balance-update-cube'],
    ['EVM_ABI_BigInt_Value_Arg', 'evm-abi-big-int-value-arg'],
    ['EVM_DEXTradeByToken_Cube', 'evm-dextrade-by-token-cube'],
    ['EVM_DEXTrade_Fields_Block_L1', 'evm-dextrade-fields-block-l1'],
    ['OLAP_DateTimeIntervalUnits', 'olap-date-time-interval-units'],
    ['evm_network', 'evm-network'],
    ['DateTime', 'date-time'],
    ['deprecated', 'deprecated'],
    ['Solana_DEXTrade_Cube', 'solana-dextrade-cube'],
  ])('%s → %s', (name, slug) => expect(referenceSlug(name)).toBe(slug))
})

describe('roots and paths', () => {
  it.each([
    ['EVM_DEXTrade_Cube', 'evm.graphql', 'EVM'],
    ['evm_network', 'evm.graphql', 'EVM'],
    ['EVM', 'evm.graphql', 'EVM'],
    ['OLAP_String', 'evm.graphql', 'shared'],
    ['String', null, 'shared'],
    ['Solana_DEXTrade_Cube', 'solana.graphql', 'Solana'],
    ['Whatever', 'ton.graphql', 'TON'],
  ])('%s in %s belongs to %s', (name, file, root) => expect(rootOf(name, file)).toBe(root))

  it.each([
    ['object', 'EVM_DEXTrade_Cube', 'EVM', '/docs/graphql-reference/objects/evm-dextrade-cube/'],
    ['query', 'EVM', 'EVM', '/docs/graphql-reference/queries/evm/'],
    ['scalar', 'DateTime', 'shared', '/docs/graphql-reference/scalars/date-time/'],
    ['object', 'Solana_DEXTrade_Cube', 'Solana', '/docs/graphql-reference/solana/objects/solana-dextrade-cube/'],
    ['query', 'Solana', 'Solana', '/docs/graphql-reference/solana/queries/solana/'],
  ] as const)('%s %s (%s) → %s', (kind, name, root, p) => expect(referencePath(kind, name, root)).toBe(p))

  it('labels unknown roots by file name', () => {
    expect(rootLabelOfFile('trading.graphql')).toBe('Trading')
    expect(rootLabelOfFile('cardano.graphql')).toBe('Cardano')
  })
})

describe('the slug rule matches every page of the EVM facts', () => {
  const tsv = path.resolve(__dirname, '../../../inventory/facts/evm-schema-facts.tsv')
  const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'))
  const pages = new Map<string, string>()
  for (const [kind, type, member, , , page] of rows) pages.set(kind === 'query' || kind === 'subscription' ? member : type, page)
  it('reads the facts', () => expect(pages.size).toBeGreaterThan(400))
  it('derives each page slug from its type name', () => {
    const wrong = [...pages].filter(([name, page]) => referenceSlug(name) !== page.split('/').pop())
    expect(wrong).toEqual([])
  })
})

describe('extensions files', () => {
  it.each([
    ['EVM_Balance_Cube', 'evm-extensions.graphql', 'EVM'],
    ['OLAP_RelativeTime', 'evm-extensions.graphql', 'shared'],
    ['Solana_Foo', 'solana-extensions.graphql', 'Solana'],
  ])('%s declared in %s belongs to %s', (name, file, root) => {
    expect(rootOf(name, file)).toBe(root)
  })
})
