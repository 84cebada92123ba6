import { buildReferenceModel } from './model'
import { loadSchema, readSchemaSources } from '../../node/schema/load'
import { highlightGraphql } from './highlight'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
/** [class, text] of every span that is not a line. */
const spans = (html: string) => [...html.matchAll(/<span class="token ([^"]+)">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]])
const cls = (html: string, word: string) => spans(html).find(([, t]) => t === word)?.[0]

describe('highlightGraphql (reference signatures)', () => {
  const cube = 'type EVM_DEXTrade_Cube implements Node & Other {\n  Block: EVM_DEXTrade_Fields_Block\n  ChainId(if: EVM_DEXTrade_Filter, selectWhere: OLAP_BigInteger): String\n  nakamoto(ratio: Float = 0.51, of: EVM_DEXTrade_NumFields!): Float\n  list(network: [evm_network!] = [eth, bsc], where: In = {name: "a<b", on: true}): [Int]\n  old: ID @deprecated(reason: "gone")\n}'

  it('classes names by their role: definition, type, built-in scalar, field, argument, default value', () => {
    const html = highlightGraphql(cube)
    expect(cls(html, 'type')).toBe('keyword')
    expect(cls(html, 'implements')).toBe('keyword')
    expect(cls(html, 'EVM_DEXTrade_Cube')).toBe('class-name')
    expect(cls(html, 'Node')).toBe('class-name')
    expect(cls(html, 'Other')).toBe('class-name')
    expect(cls(html, 'Block')).toBe('attr-name')
    expect(cls(html, 'EVM_DEXTrade_Fields_Block')).toBe('class-name')
    expect(cls(html, 'ChainId')).toBe('attr-name')
    expect(cls(html, 'if')).toBe('attr-name')
    expect(cls(html, 'selectWhere')).toBe('attr-name')
    expect(cls(html, 'String')).toBe('scalar')
    expect(cls(html, '0.51')).toBe('number')
    expect(cls(html, 'evm_network')).toBe('class-name')
    expect(cls(html, 'eth')).toBe('constant')
    expect(cls(html, 'bsc')).toBe('constant')
    expect(cls(html, 'name')).toBe('attr-name')
    expect(cls(html, 'on')).toBe('attr-name')
    expect(cls(html, 'true')).toBe('boolean')
    expect(cls(html, 'where')).toBe('attr-name')
    expect(cls(html, 'ID')).toBe('scalar')
    expect(cls(html, '@deprecated')).toBe('directive function')
    expect(cls(html, 'reason')).toBe('attr-name')
  })

  it('keeps the text exactly, escapes it, and marks one span-wrapped line per line', () => {
    const html = highlightGraphql(cube)
    expect(text(html)).toBe(cube)
    expect(html).toContain('&quot;a&lt;b&quot;')
    expect(html.match(/class="token-line"/g)).toHaveLength(cube.split('\n').length)
    // Adjacent punctuation shares one span.
    expect(spans(html)).toContainEqual(['punctuation', '):'])
  })

  it('handles enums, unions, scalars and directive definitions', () => {
    const e = highlightGraphql('enum evm_network {\n  bsc\n  eth @deprecated\n}')
    expect(cls(e, 'enum')).toBe('keyword')
    expect(cls(e, 'evm_network')).toBe('class-name')
    expect(cls(e, 'bsc')).toBe('constant')
    const u = highlightGraphql('union EVM_ABI_Value_Union = EVM_ABI_BigInt_Value_Arg | EVM_ABI_String_Value_Arg')
    expect(cls(u, 'EVM_ABI_BigInt_Value_Arg')).toBe('class-name')
    expect(cls(u, 'EVM_ABI_String_Value_Arg')).toBe('class-name')
    expect(cls(u, '|')).toBe('operator')
    expect(cls(highlightGraphql('scalar DateTime'), 'DateTime')).toBe('class-name')
    const d = highlightGraphql('directive @include(if: Boolean!) repeatable on FIELD | FRAGMENT_SPREAD')
    expect(cls(d, '@include')).toBe('directive function')
    expect(cls(d, 'Boolean')).toBe('scalar')
    expect(cls(d, 'repeatable')).toBe('keyword')
    expect(cls(d, 'on')).toBe('keyword')
    expect(cls(d, 'FIELD')).toBe('constant')
    expect(cls(d, 'FRAGMENT_SPREAD')).toBe('constant')
  })

  it('falls back to Prism for text the GraphQL lexer rejects', () => {
    const html = highlightGraphql('type X { a: "unterminated }')
    expect(text(html)).toBe('type X { a: "unterminated }')
    expect(html).toContain('token-line')
  })

  it('reproduces every signature of the real schema as text', () => {
    const entries = buildReferenceModel(loadSchema(), readSchemaSources())
    for (const e of entries) expect(text(highlightGraphql(e.signature))).toBe(e.signature)
  })
})
