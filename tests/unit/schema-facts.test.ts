/**
 * graphql-schema/evm.graphql equals the EVM schema facts: the same types and
 * kinds, the same members in the same order, the same arguments and types,
 * enum values, union members, directive arguments and locations, and the
 * argument defaults of the summary. Every type and every cube field is
 * described. The facts are copied into the repository, in inventory/facts/.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'graphql'
import {
  compareSdlToFacts,
  factArgs,
  missingDescriptions,
  parseFactsTsv,
  parseSummary,
  undescribedNodes,
  type FactRow,
  type SummaryFacts,
} from '../../scripts/schema/sdlFacts'

const root = path.resolve(__dirname, '../..')
const factsDir = path.resolve(root, 'inventory/facts')
const sdlText = readFileSync(path.join(root, 'graphql-schema/evm.graphql'), 'utf8')
const facts = parseFactsTsv(readFileSync(path.join(factsDir, 'evm-schema-facts.tsv'), 'utf8'))
const summary = parseSummary(readFileSync(path.join(factsDir, 'evm-schema-summary.md'), 'utf8'))
const doc = parse(sdlText)

describe('graphql-schema/evm.graphql equals the EVM schema facts', () => {
  it('reads the facts: 474 types in 4,447 rows, the summary defaults and directive locations', () => {
    expect(facts).toHaveLength(4447)
    expect(new Set(facts.map((r) => `${r.kind} ${r.type}`)).size).toBe(474)
    expect(summary.defaults.map((d) => `${d.member}.${d.argument}`).sort()).toEqual(['.reason', 'EVM.mempool', 'nakamoto.ratio', 'quantile.level'])
    expect([...summary.directiveLocations.keys()].sort()).toEqual(['deprecated', 'include', 'skip'])
  })

  it('has the same types, members, arguments, return types, enum values, union members, directives and defaults', () => {
    expect(compareSdlToFacts(doc, facts, summary)).toEqual([])
  })

  it('describes every type, directive, cube field and root field argument', () => {
    expect(missingDescriptions(doc)).toEqual([])
  })

  it('describes every other field, argument, input field and enum value too', () => {
    expect(undescribedNodes(doc)).toEqual([])
  })
})

/* The comparison itself: each kind of difference is reported, naming the type and member. */
describe('compareSdlToFacts reports each difference', () => {
  const row = (kind: FactRow['kind'], type: string, member: string, args: string, returns: string): FactRow => ({ kind, type, member, args, returns })
  const miniFacts: FactRow[] = [
    row('query', 'Query', 'EVM', 'network: evm_network, mempool: Boolean', 'EVM'),
    row('object', 'EVM', 'Blocks', 'limit: Int', '[String]'),
    row('object', 'EVM', 'count', '', 'String'),
    row('input', 'OLAP_Float', 'gt', '', 'Float'),
    row('enum', 'evm_network', 'eth', '', ''),
    row('enum', 'evm_network', 'bsc', '', ''),
    row('union', 'U', 'EVM', '', 'EVM'),
    row('scalar', 'String', '', '', ''),
    row('scalar', 'DateTime', '', '', ''),
    row('directive', 'skip', 'if', '', 'Boolean!'),
  ]
  const miniSummary: SummaryFacts = {
    defaults: [{ owners: ['Query'], member: 'EVM', argument: 'mempool', value: 'false' }],
    directiveLocations: new Map([['skip', ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT']]]),
  }
  const good = `
    type Query { EVM(mempool: Boolean = false, network: evm_network): EVM }
    type EVM { Blocks(limit: Int): [String] count: String }
    input OLAP_Float { gt: Float }
    enum evm_network { eth bsc }
    union U = EVM
    scalar DateTime
    directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
  `
  const check = (sdl: string) => compareSdlToFacts(parse(sdl), miniFacts, miniSummary)

  it('accepts an SDL equal to the facts (argument order may differ)', () => {
    expect(check(good)).toEqual([])
  })

  const cases: [string, (s: string) => string, string][] = [
    ['a missing type', (s) => s.replace('input OLAP_Float { gt: Float }', ''), 'OLAP_Float: input missing from the SDL'],
    ['an extra type', (s) => `${s}\nscalar Extra`, 'Extra: scalar in the SDL but not in the facts'],
    ['a changed kind', (s) => s.replace('input OLAP_Float { gt: Float }', 'type OLAP_Float { gt: Float }'), 'OLAP_Float: is object in the SDL, input in the facts'],
    ['a missing field', (s) => s.replace(' count: String', ''), 'EVM.count: missing from the SDL'],
    ['an extra field', (s) => s.replace('count: String', 'count: String extra: Int'), 'EVM.extra: in the SDL but not in the facts'],
    ['members out of order', (s) => s.replace('Blocks(limit: Int): [String] count: String', 'count: String Blocks(limit: Int): [String]'), 'EVM: members out of order from Blocks'],
    ['a changed return type', (s) => s.replace('count: String', 'count: Int'), 'EVM.count: type Int in the SDL, String in the facts'],
    ['a changed argument type', (s) => s.replace('limit: Int', 'limit: Int!'), 'EVM.Blocks: arguments (limit: Int!) in the SDL, (limit: Int) in the facts'],
    ['a missing argument', (s) => s.replace(', network: evm_network', ''), 'Query.EVM: arguments (mempool: Boolean) in the SDL'],
    ['a changed input field type', (s) => s.replace('gt: Float', 'gt: Int'), 'OLAP_Float.gt: type Int in the SDL, Float in the facts'],
    ['an extra enum value', (s) => s.replace('eth bsc', 'eth bsc arbitrum'), 'evm_network.arbitrum: in the SDL but not in the facts'],
    ['enum values out of order', (s) => s.replace('eth bsc', 'bsc eth'), 'evm_network: members out of order from eth'],
    ['a changed union member', (s) => s.replace('union U = EVM', 'union U = Query'), 'U.EVM: missing from the SDL'],
    ['a changed directive argument', (s) => s.replace('@skip(if: Boolean!)', '@skip(if: Boolean)'), '@skip.if: type Boolean in the SDL, Boolean! in the facts'],
    ['a changed directive location', (s) => s.replace('on FIELD | FRAGMENT_SPREAD', 'on FIELD | FIELD_DEFINITION'), '@skip: locations FIELD | FIELD_DEFINITION | INLINE_FRAGMENT in the SDL'],
    ['a missing default', (s) => s.replace(' = false', ''), 'Query.EVM(mempool): default false missing from the SDL'],
    ['a changed default', (s) => s.replace('= false', '= true'), 'Query.EVM(mempool): default true in the SDL, false in the summary'],
    ['an extra default', (s) => s.replace('limit: Int', 'limit: Int = 10'), 'EVM.Blocks(limit): default 10 in the SDL but not in the summary'],
    ['a missing custom scalar', (s) => s.replace('scalar DateTime', ''), 'DateTime: scalar missing from the SDL'],
  ]
  it.each(cases)('reports %s', (_name, edit, message) => {
    const edited = edit(good)
    expect(edited).not.toBe(good)
    const problems = check(edited)
    expect(problems.some((p) => p.startsWith(message))).toBe(true)
  })
})

describe('missingDescriptions', () => {
  it.each([
    ['"A" type Query { "f" EVM("a" a: Int): Int }', []],
    ['type Query { "f" EVM("a" a: Int): Int }', ['Query: no description']],
    ['"A" type Query { EVM("a" a: Int): Int }', ['Query.EVM: no description']],
    ['"A" type Query { "f" EVM(a: Int): Int }', ['Query.EVM(a): no description']],
    ['"C" type X_Cube { count: Int }', ['X_Cube.count: no description']],
    ['"""  """ input I { a: Int }', ['I: no description']],
    ['enum E { A }', ['E: no description']],
    ['directive @d on FIELD', ['@d: no description']],
    ['"Plain object: its fields may go undescribed" type X_Fields_Block { Number: String }', []],
  ])('%s', (sdl, expected) => {
    expect(missingDescriptions(parse(sdl))).toEqual(expected)
  })
})

describe('undescribedNodes', () => {
  it.each([
    ['"T" type T { "f" f("a" a: Int): Int }', []],
    ['"T" type T { f("a" a: Int): Int }', ['T.f']],
    ['"T" type T { "f" f(a: Int): Int }', ['T.f(a)']],
    ['"I" input I { x: Int }', ['I.x']],
    ['"E" enum E { "a" A B }', ['E.B']],
    ['"D" directive @d(x: Int) on FIELD', ['@d(x)']],
    ['union U = T', ['U']],
  ])('%s', (sdl, expected) => {
    expect(undescribedNodes(parse(sdl))).toEqual(expected)
  })
})

describe('factArgs', () => {
  it.each([
    ['', []],
    ['of: X!, if: F', ['if: F', 'of: X!']],
    ['distinct: [E], selectWhere: M', ['distinct: [E]', 'selectWhere: M']],
  ])('%j', (cell, expected) => {
    expect(factArgs(cell)).toEqual(expected)
  })
})
