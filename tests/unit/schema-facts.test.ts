/**
 * The EVM schema and the EVM schema facts (copied into inventory/facts/):
 * - graphql-schema/evm.graphql equals the facts: the same types and kinds, the
 *   same members in the same order, the same arguments and types, enum values,
 *   union members, directive arguments and locations, and the argument defaults
 *   of the summary;
 * - the schema as served (evm.graphql + evm-extensions.graphql) holds every
 *   fact, and every type or member that is not a fact is declared in
 *   evm-extensions.graphql (networks, USD fields, cubes and filter operators
 *   the platform serves and the facts predate);
 * - every type, member, argument and enum value of both files is described;
 * - queries of the kind the chain pages use validate against the whole schema.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, validate } from 'graphql'
import { loadSchema } from '../../src/node/schema/load'
import {
  compareSchemaWithExtensions,
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
const summaryPath = path.join(factsDir, 'evm-schema-summary.md')
const summary = parseSummary(readFileSync(summaryPath, 'utf8'))
const doc = parse(sdlText)
const extDoc = parse(readFileSync(path.join(root, 'graphql-schema/evm-extensions.graphql'), 'utf8'))

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

describe('the EVM schema as served: evm.graphql + evm-extensions.graphql', () => {
  it('holds every fact, and declares every member that is not a fact in evm-extensions.graphql', () => {
    expect(compareSchemaWithExtensions(doc, extDoc, facts)).toEqual([])
  })

  it('describes every type, field, argument, input field and enum value of the extensions', () => {
    expect(undescribedNodes(extDoc)).toEqual([])
  })
})

/* Probes: queries of the shapes the chain pages run, validated against the whole schema (every graphql-schema/ file). */
describe('queries on the extended EVM schema validate', () => {
  const schema = loadSchema(path.join(root, 'graphql-schema'))
  const errors = (q: string) => validate(schema, parse(q)).map((e) => e.message)

  it.each(['base', 'matic', 'optimism', 'opbnb'])('network: %s', (network) => {
    expect(errors(`query { EVM(network: ${network}, dataset: realtime) { Transfers(limit: {count: 1}) { Transfer { Amount AmountInUSD Index } } } }`)).toEqual([])
    expect(errors(`subscription { EVM(network: ${network}) { DEXTrades { Trade { Buy { PriceInUSD AmountInUSD } PoolId } } } }`)).toEqual([])
  })

  it('rejects a network value that is not served (ethereum is a mistake for eth)', () => {
    expect(errors('query { EVM(network: ethereum) { Blocks(limit: {count: 1}) { Block { Number } } } }')).not.toEqual([])
  })

  it.each([
    ['Balances', 'query { EVM(network: eth) { Balances(where: {Balance: {Address: {is: "0x0"}}}, orderBy: {descending: Balance_AmountInUSD}) { Balance { Amount AmountInUSD LastChangeTime } Currency { Symbol SmartContract } } } }'],
    ['Holders', 'query { EVM(network: eth) { Holders(date: "2025-06-01", where: {Currency: {SmartContract: {is: "0x0"}}, Balance: {Amount: {gt: "0"}}}, limit: {count: 10}, orderBy: {descending: Balance_Amount}) { Holder { Address } Balance { Amount } } } }'],
    ['Holders metrics', 'query { EVM(network: base) { Holders(date: "2025-06-01", where: {Currency: {SmartContract: {is: "0x0"}}}) { gini(of: Balance_Amount) nakamoto(of: Balance_Amount) uniq(of: [Holder_Address], method: approximate) } } }'],
    ['TransactionBalances', 'subscription { EVM(network: bsc) { TransactionBalances(where: {TokenBalance: {Currency: {SmartContract: {is: "0x0"}}}}) { Block { Time } TokenBalance { Address PreBalance PostBalance PostBalanceInUSD TotalSupply } Transaction { Hash } } } }'],
    ['DEXPoolEvents', 'query { EVM(network: eth) { DEXPoolEvents(where: {PoolEvent: {Pool: {PoolId: {is: "0x0"}}}, Block: {Time: {since_relative: {hours_ago: 1}}}}, limitBy: {by: PoolEvent_Pool_SmartContract, count: 1}) { PoolEvent { AtoBPrice Liquidity { AmountCurrencyA AmountCurrencyAInUSD } Pool { CurrencyA { Symbol } } Dex { ProtocolName } } } } }'],
    ['DEXPoolSlippages', 'subscription { EVM(network: arbitrum) { DEXPoolSlippages(where: {Price: {SlippageBasisPoints: {in: [10, 50]}}}) { Price { SlippageBasisPoints AtoB { MaxAmountIn MinAmountOut Price } Pool { PoolId } } } } }'],
    ['PredictionTrades', 'query { EVM(network: matic) { PredictionTrades(where: {Trade: {Prediction: {Question: {Title: {includesCaseInsensitive: "rain"}}}}}, limit: {count: 5}) { Trade { OutcomeTrade { Buyer Price CollateralAmountInUSD IsOutcomeBuy } Prediction { Outcome { Label } Question { MarketId } } } sum(of: Trade_OutcomeTrade_CollateralAmountInUSD) } } }'],
    ['PredictionManagements', 'subscription { EVM(network: matic) { PredictionManagements { Management { EventType Prediction { Condition { Id Outcomes { Label Index } } Question { Title } } } } } }'],
    ['PredictionSettlements', 'query { EVM(network: matic) { PredictionSettlements(where: {Settlement: {EventType: {is: "Redemption"}}}) { Settlement { Holder OutcomeTokenIds Amounts { CollateralAmountInUSD } } } } }'],
    ['any and relative time', 'query { EVM(network: eth) { Transfers(where: {any: [{Transfer: {Sender: {is: "0x0"}}}, {Transfer: {Receiver: {is: "0x0"}}}], Block: {Date: {since_relative: {days_ago: 7}}}}) { Transfer { Amount } } } }'],
    ['USD metrics and ordering', 'query { EVM(network: eth) { DEXTradeByTokens(where: {Trade: {PoolId: {is: "0x0"}, PriceAsymmetry: {lt: 0.1}, Side: {AmountInUSD: {gt: "10"}}}, Transaction: {Signer: {is: "0x0"}}}, orderBy: {descending: Trade_AmountInUSD}) { Trade { PriceInUSD(maximum: Block_Number) } volume: sum(of: Trade_Side_AmountInUSD) } } }'],
    ['string operators', 'query { EVM(network: eth) { Events(where: {Log: {Signature: {Name: {includes: "Swap"}}}, Transaction: {To: {startsWith: "0x"}}}) { Transaction { ValueInUSD CostInUSD } } } }'],
  ])('%s', (_name, q) => {
    expect(errors(q)).toEqual([])
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

/* The rule for the extended schema: facts are a floor; what is not a fact lives in the extensions file. */
describe('compareSchemaWithExtensions reports each difference', () => {
  const row = (kind: FactRow['kind'], type: string, member: string, args: string, returns: string): FactRow => ({ kind, type, member, args, returns })
  const miniFacts: FactRow[] = [
    row('query', 'Query', 'EVM', 'network: evm_network', 'EVM'),
    row('object', 'EVM', 'Blocks', 'limit: Int', '[String]'),
    row('enum', 'evm_network', 'eth', '', ''),
  ]
  const base = 'type Query { EVM(network: evm_network): EVM } type EVM { Blocks(limit: Int): [String] } enum evm_network { eth }'
  const ext = 'extend enum evm_network { base } extend type EVM { Holders: [H] } type H { Address: String }'
  const check = (b: string, e: string) => compareSchemaWithExtensions(parse(b), parse(e), miniFacts)

  it('accepts the facts plus members declared in the extensions', () => {
    expect(check(base, ext)).toEqual([])
  })

  const cases: [string, string, string, string][] = [
    ['a member that is not a fact, added to the base file', base.replace('eth }', 'eth base }'), 'extend type EVM { Holders: [H] } type H { Address: String }', 'evm_network.base: not a fact and not declared in evm-extensions.graphql'],
    ['a type that is not a fact, defined in the base file', `${base} type H { Address: String }`, 'extend enum evm_network { base } extend type EVM { Holders: [H] }', 'H: object is not a fact and is not declared in evm-extensions.graphql'],
    ['a fact missing from both files', base.replace('Blocks(limit: Int): [String]', 'x: Int'), 'extend type EVM { Holders: [H] } type H { Address: String }', 'EVM.Blocks: missing from the schema'],
    ['a fact with another type', base.replace('[String]', 'String'), ext, 'EVM.Blocks: type String in the schema, [String] in the facts'],
    ['a type defined in both files', base, `${ext} enum evm_network { bsc }`, 'evm_network: defined in evm.graphql and again in the extensions'],
    ['an extension of an unknown type', base, `${ext} extend type Nope { a: Int }`, 'Nope: extended but not defined'],
  ]
  it.each(cases)('reports %s', (_name, b, e, message) => {
    const problems = check(b, e)
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
    ['extend type T { "f" f: Int g: Int } extend enum E { "a" A B }', ['T.g', 'E.B']],
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
