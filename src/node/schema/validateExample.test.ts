import { buildSchema } from 'graphql'
import { allowDeprecatedReason, validateExample } from './validateExample'
import { checkExamples } from '../../reference/node/examples'

const schema = buildSchema(`
  type Query { EVM: EVM }
  type EVM {
    Blocks: [Block]
    "Replaced by Blocks."
    OldBlocks: [Block] @deprecated(reason: "Use Blocks")
    Transfers(kind: Kind): [Block]
  }
  type Block { Number: Int, Hash: String @deprecated }
  enum Kind { token, legacy @deprecated(reason: "Split into token and native") }
`)

describe('examples that use deprecated members', () => {
  it.each([
    ['{ EVM { OldBlocks { Number } } }', /OldBlocks is deprecated. Use Blocks/],
    ['{ EVM { Blocks { Hash } } }', /Block.Hash is deprecated/],
    ['{ EVM { Transfers(kind: legacy) { Number } } }', /"Kind.legacy" is deprecated/],
  ])('%s fails', (query, message) => {
    const r = validateExample(schema, query)
    expect(r.ok).toBe(false)
    expect(r.problems.map((p) => p.message).join('\n')).toMatch(message)
  })

  it('pass when nothing deprecated is used, or when the fence allows it', () => {
    expect(validateExample(schema, '{ EVM { Blocks { Number } } }').ok).toBe(true)
    expect(validateExample(schema, '{ EVM { OldBlocks { Number } } }', { allowDeprecated: true }).ok).toBe(true)
    // Still validated otherwise.
    expect(validateExample(schema, '{ EVM { OldBlocks { Nope } } }', { allowDeprecated: true }).ok).toBe(false)
  })

  it('reads allow-deprecated="reason" from the fence meta and requires the reason', () => {
    expect(allowDeprecatedReason('title="x" allow-deprecated="documents the rename"')).toBe('documents the rename')
    expect(allowDeprecatedReason('allow-deprecated')).toBe('')
    expect(allowDeprecatedReason('title="x"')).toBeNull()
    const report = checkExamples(schema, [
      { file: 'a.mdx', blocks: [{ lang: 'graphql', meta: 'allow-deprecated="documents the rename"', value: '{ EVM { OldBlocks { Number } } }', line: 3 }] },
      { file: 'b.mdx', blocks: [{ lang: 'graphql', meta: null, value: '{ EVM { OldBlocks { Number } } }', line: 7 }] },
      { file: 'c.mdx', blocks: [{ lang: 'graphql', meta: 'allow-deprecated', value: '{ EVM { Blocks { Number } } }', line: 1 }] },
    ])
    expect(report.failures.map((f) => f.file)).toEqual(['b.mdx', 'c.mdx'])
    expect(report.optOuts).toEqual([{ file: 'a.mdx', line: 3, reason: 'uses deprecated members: documents the rename' }])
  })
})
