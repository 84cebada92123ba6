import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter } from '../../lib/frontmatter'
import { compileDoc } from '../../mdx/node/compile'
import { loadSchema } from '../../node/schema/load'
import { checkExamples, exampleUsage, formatFailures, formatOptOuts, type ExampleSource } from './examples'

const schema = loadSchema(path.resolve(__dirname, '__fixtures__/schema'))
const block = (value: string, line = 10, meta: string | null = null) => ({ lang: 'graphql', meta, value, line })
const check = (value: string, meta: string | null = null) => checkExamples(schema, [{ file: 'content/docs/x.mdx', blocks: [block(value, 10, meta)] }])

describe('checkExamples', () => {
  it('passes a valid query with variables and a fragment', () => {
    const r = check('query Q($n: evm_network) {\n  EVM(network: $n) {\n    DEXTrades { ...T }\n  }\n}\nfragment T on EVM_DEXTrade_Cube { Price }')
    expect(r).toEqual({ checked: 1, failures: [], optOuts: [] })
  })

  it.each([
    ['an unknown field', 'query {\n  EVM {\n    DEXTrades {\n      Volume\n    }\n  }\n}', 14, 'Cannot query field "Volume" on type "EVM_DEXTrade_Cube".'],
    ['a wrong argument type', 'query {\n  EVM(network: "eth") {\n    DEXTrades { Price }\n  }\n}', 12, 'Enum "evm_network" cannot represent non-enum value: "eth". Did you mean the enum value "eth"?'],
    ['a syntax error', 'query {\n  EVM {\n    DEXTrades { Price\n  }\n}', 15, 'Syntax Error: Expected Name, found <EOF>.'],
    ['an unknown argument', 'query {\n  EVM(chain: eth) { DEXTrades { Price } }\n}', 12, 'Unknown argument "chain" on field "Query.EVM".'],
  ])('fails %s with the file line and graphql message', (_what, value, line, message) => {
    const r = check(value)
    expect(r.failures[0]).toEqual(expect.objectContaining({ file: 'content/docs/x.mdx', line, message }))
  })

  it('lists opt-outs with their reason and fails an opt-out without one', () => {
    expect(check('{ nope }', 'skip-validation="an error response"')).toEqual({ checked: 0, failures: [], optOuts: [{ file: 'content/docs/x.mdx', line: 10, reason: 'an error response' }] })
    expect(check('{ nope }', 'skip-validation').failures[0].message).toMatch(/needs a reason/)
  })

  it('ignores other languages', () => {
    expect(checkExamples(schema, [{ file: 'a.mdx', blocks: [{ lang: 'json', meta: null, value: '{', line: 1 }] }]).checked).toBe(0)
  })

  it('formats failures and opt-outs as file:line lines', () => {
    expect(formatFailures([{ file: 'a.mdx', line: 3, column: 5, message: 'Bad.' }])).toContain('  a.mdx:3:5: Bad.')
    expect(formatOptOuts([{ file: 'a.mdx', line: 3, reason: 'why' }])).toContain('  a.mdx:3: why')
  })

  it('reports the types used by valid, checked examples only', () => {
    const usage = exampleUsage(schema, [block('{ EVM { DEXTrades { Price } } }'), block('{ Solana { Nope } }'), block('{ Solana { DEXTrades { Price } } }', 1, 'skip-validation="x"')])
    expect(usage.types.sort()).toEqual(['EVM', 'EVM_DEXTrade_Cube', 'Query'])
    expect(usage.rootFields).toEqual(['Query.EVM'])
  })
})

/**
 * The build's checking step over a fixture folder: each file is compiled by
 * the same MDX pipeline as the build (so code block lines are the build's),
 * then checked as onPostBootstrap checks every content node.
 */
describe('the build check over a fixture folder with a broken example', () => {
  const dir = path.resolve(__dirname, '__fixtures__/content')
  it('fails with the file, the line inside the file and the message, and lists the opt-out', async () => {
    const sources: ExampleSource[] = []
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
      const file = `src/reference/node/__fixtures__/content/${name}`
      const parsed = splitFrontMatter(readFileSync(path.join(dir, name), 'utf8'))
      const compiled = await compileDoc(parsed.body, { file, format: 'mdx', lineOffset: parsed.lineOffset })
      sources.push({ file, blocks: compiled.codeBlocks })
    }
    const report = checkExamples(schema, sources)
    expect(report.checked).toBe(2)
    // Line 24 of broken.mdx is "      Volume".
    expect(readFileSync(path.join(dir, 'broken.mdx'), 'utf8').split('\n')[23].trim()).toBe('Volume')
    expect(formatFailures(report.failures)).toContain('src/reference/node/__fixtures__/content/broken.mdx:24:7: Cannot query field "Volume" on type "EVM_DEXTrade_Cube".')
    expect(report.optOuts).toEqual([{ file: 'src/reference/node/__fixtures__/content/broken.mdx', line: 32, reason: 'shows the error the API returns for an unknown field' }])
  })
})
