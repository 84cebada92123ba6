import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { protoReference, ProtoReferenceError } from './protoReference'
import { compileDoc } from './compile'

function schemaDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proto-ref-'))
  mkdirSync(path.join(dir, 'demo'))
  writeFileSync(
    path.join(dir, 'demo/common.proto'),
    'syntax = "proto3";\npackage demo.v1;\n// A block.\nmessage Header {\n  // Height of the block.\n  uint64 number = 1;\n}\n',
  )
  writeFileSync(
    path.join(dir, 'demo/trades.proto'),
    [
      'syntax = "proto3";',
      'package demo.v1;',
      'import "demo/common.proto";',
      '// Trades of one block.',
      'message TradeBlock {',
      '  // The block, see `Header`.',
      '  Header header = 1;',
      '  // Every trade.',
      '  repeated Trade trades = 2;',
      '}',
      '// One trade.',
      'message Trade {',
      '  // Price in quote units.',
      '  double price = 3;',
      '  // What happened.',
      '  oneof kind {',
      '    // A buy.',
      '    string buy = 4;',
      '    // A sell.',
      '    string sell = 5;',
      '  }',
      '}',
      '// Side of a trade.',
      'enum Side {',
      '  // Not set.',
      '  SIDE_UNSPECIFIED = 0;',
      '  // Buying.',
      '  SIDE_BUY = 1;',
      '}',
    ].join('\n'),
  )
  return dir
}

const cellText = (cell: unknown) => JSON.stringify(cell).match(/"value":"([^"]*)"/g)?.map((m) => m.slice(9, -1)).join('') ?? ''

describe('protoReference', () => {
  const dir = schemaDir()

  it('gives a heading, the comment and a field table per message defined in the file (not its imports)', () => {
    const nodes = protoReference('demo/trades.proto', { dir })
    const headings = nodes.filter((n) => n.type === 'heading').map((n) => cellText(n))
    expect(headings).toEqual(['TradeBlock', 'Trade', 'Side'])
    const [firstTable] = nodes.filter((n) => n.type === 'table') as Array<{ children: Array<{ children: unknown[] }> }>
    const rows = firstTable.children.map((r) => r.children.map(cellText))
    expect(rows).toEqual([
      ['Field', 'Type', 'Number', 'Meaning'],
      ['header', 'Header', '1', 'The block, see Header.'],
      ['trades', 'repeated Trade', '2', 'Every trade.'],
    ])
    expect(nodes[1]).toMatchObject({ type: 'paragraph' })
  })

  it('marks oneof members and lists enum values', () => {
    const tables = protoReference('demo/trades.proto', { dir }).filter((n) => n.type === 'table') as Array<{ children: Array<{ children: unknown[] }> }>
    const trade = tables[1].children.map((r) => r.children.map(cellText))
    expect(trade[2]).toEqual(['buy', 'string', '4', 'A buy. (one of kind)'])
    const side = tables[2].children.map((r) => r.children.map(cellText))
    expect(side[2]).toEqual(['SIDE_BUY', '1', 'Buying.'])
  })

  it('fails with a clear message on an unknown file or a path outside the schema folder', () => {
    expect(() => protoReference('demo/missing.proto', { dir })).toThrow(ProtoReferenceError)
    expect(() => protoReference('demo/missing.proto', { dir })).toThrow(/Unknown protobuf schema "::proto\[demo\/missing.proto\]"/)
    expect(() => protoReference('../etc/passwd.proto', { dir })).toThrow(/Unknown protobuf schema/)
  })

  it('reads the real schemas of streams-schema/', () => {
    const nodes = protoReference('evm/dex_block.proto')
    expect(nodes.filter((n) => n.type === 'heading').map((n) => cellText(n))).toEqual(['DexBlockMessage', 'DexTrade', 'Dex', 'TradeSide'])
  })

  it('is expanded by the MDX compiler, and an unknown file fails the compile', async () => {
    const out = await compileDoc('## Messages\n\n::proto[evm/dex_block.proto]\n', { file: 'test.mdx', format: 'mdx' })
    expect(out.toc.map((t) => t.value)).toEqual(['Messages', 'DexBlockMessage', 'DexTrade', 'Dex', 'TradeSide'])
    expect(JSON.stringify(out.tree)).toContain('protocol_name')
    await expect(compileDoc('::proto[evm/nope.proto]\n', { file: 'test.mdx', format: 'mdx' })).rejects.toThrow(/Unknown protobuf schema "::proto\[evm\/nope.proto\]"/)
  })
})
