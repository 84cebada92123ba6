import { enumTable, fieldTable, inputTable, memberTables, paragraphs, typeLink } from './membersHtml'
import type { FieldRecord, InputValueRecord } from './model'

const ref = (type: string, name: string, path: string | null = `/docs/graphql-reference/objects/${name.toLowerCase()}/`) => ({ type, name, path })
const arg = (name: string, over: Partial<InputValueRecord> = {}): InputValueRecord => ({ name, description: null, type: ref('String', 'String', '/docs/graphql-reference/scalars/string/'), defaultValue: null, deprecationReason: null, ...over })

describe('member tables as HTML', () => {
  it('links the named type inside its wrappers and lets long names break after underscores', () => {
    expect(typeLink(ref('[EVM_DEXTrade_Ordering!]', 'EVM_DEXTrade_Ordering', '/x/'))).toBe('<code class="ref-type">[<a href="/x/">EVM_<wbr>DEXTrade_<wbr>Ordering</a>!]</code>')
    expect(typeLink(ref('Int', 'Int', null))).toBe('<code class="ref-type"><span>Int</span></code>')
  })

  it('keeps paragraphs and inline code of a description and escapes everything else', () => {
    expect(paragraphs('One `a<b` line\nwrapped.\n\nSecond <script>alert(1)</script> & "more"')).toEqual([
      'One <code>a&lt;b</code> line wrapped.',
      'Second &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;',
    ])
  })

  it('renders a field table with row anchors, descriptions, deprecation and arguments with defaults', () => {
    const fields: FieldRecord[] = [
      { name: 'nakamoto', description: 'Nakamoto coefficient.\n\nSee `ratio`.', type: ref('Float', 'Float', null), deprecationReason: null, args: [arg('ratio', { type: ref('Float', 'Float', null), defaultValue: '0.51', description: 'Share of the total.' })] },
      { name: 'old', description: null, type: ref('Int', 'Int', null), deprecationReason: 'Use `new`', args: [] },
      { name: 'gone', description: null, type: ref('Int', 'Int', null), deprecationReason: 'No longer supported', args: [] },
    ]
    const html = fieldTable(fields, 'Fields of EVM_DEXTrade_Cube')
    expect(html).toContain('<caption class="visually-hidden">Fields of EVM_DEXTrade_Cube</caption>')
    expect(html).toContain('<th scope="col">Description and arguments</th>')
    expect(html).toContain('<tr id="field-nakamoto"><th scope="row"><code>nakamoto</code></th>')
    expect(html).toContain('<p class="ref-cell-text">Nakamoto coefficient.</p><p class="ref-cell-text">See <code>ratio</code>.</p>')
    expect(html).toContain('<ul class="ref-args" aria-label="Arguments"><li><code>ratio</code>: <code class="ref-type"><span>Float</span></code> = <code class="ref-default">0.51</code> <span class="ref-arg-description">Share of the total.</span></li></ul>')
    expect(html).toContain('<p class="ref-deprecated">Deprecated: Use `new`</p>')
    expect(html).toContain('<p class="ref-deprecated">Deprecated</p>')
  })

  it('renders input and enum tables', () => {
    const inputs = inputTable([arg('network', { defaultValue: 'eth' }), arg('limit')], 'Input fields of X')
    expect(inputs).toContain('<tr id="arg-network">')
    expect(inputs).toContain('<td><code>eth</code></td>')
    expect(inputs).toContain('<span class="ref-none">none</span>')
    const values = enumTable([{ name: 'eth', description: 'Ethereum mainnet', deprecationReason: null }], 'Values of evm_network')
    expect(values).toContain('<tr id="value-eth"><th scope="row"><code>eth</code></th><td><span>Ethereum mainnet</span></td></tr>')
  })

  it('gives null for member kinds an entry does not have', () => {
    const m = memberTables({ name: 'E', arguments: [], fields: [], inputFields: [], enumValues: [{ name: 'a', description: null, deprecationReason: null }] })
    expect(m.arguments).toBeNull()
    expect(m.fields).toBeNull()
    expect(m.inputFields).toBeNull()
    expect(m.enumValues).toContain('Values of E')
  })

  it('escapes hostile names, defaults and reasons', () => {
    const html = inputTable([arg('x" onmouseover="alert(1)', { defaultValue: '"<b>"', deprecationReason: '<img src=x>' })], 'c')
    expect(html).not.toMatch(/<b>|<img|" onmouseover/)
  })
})

describe('release marks', () => {
  const release = { date: '2026-08-20', path: '/docs/changelog/2026-08-20/' }
  it('link a member added to an older type to its release, in the field and enum tables', () => {
    const html = fieldTable([{ name: 'Balances', description: null, type: { type: 'Int', name: 'Int', path: null }, args: [], deprecationReason: null, added: release }], 'Fields')
    expect(html).toContain('<code>Balances</code></th>')
    expect(html).toMatch(/<td><code class="ref-type">.*<\/code> <a class="ref-added" href="\/docs\/changelog\/2026-08-20\/">Added 2026-08-20<\/a>/)
    expect(enumTable([{ name: 'base', description: null, deprecationReason: null, added: release }], 'Values')).toContain('<tr id="value-base">')
    expect(enumTable([{ name: 'eth', description: null, deprecationReason: null }], 'Values')).not.toContain('ref-added')
  })
  it('date a deprecation by its release, and keep an undated one as it is', () => {
    const dated = fieldTable([{ name: 'Amount', description: null, type: { type: 'String', name: 'String', path: null }, args: [], deprecationReason: 'Use AmountDecimal', deprecatedIn: release }], 'Fields')
    expect(dated).toContain('<p class="ref-deprecated">Deprecated <a href="/docs/changelog/2026-08-20/">2026-08-20</a>: Use AmountDecimal</p>')
    const undated = fieldTable([{ name: 'Amount', description: null, type: { type: 'String', name: 'String', path: null }, args: [], deprecationReason: 'Use AmountDecimal' }], 'Fields')
    expect(undated).toContain('<p class="ref-deprecated">Deprecated: Use AmountDecimal</p>')
  })
})
