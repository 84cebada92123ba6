/**
 * The Solana, Tron, Trading and TON roots of graphql-schema/ cover what the
 * platform's documentation examples were observed to use (the three
 * nonevm-observed-*.tsv tables of inventory/facts/): every field path with its
 * arguments, every filter path down to an existing operator (with a value
 * kind the operator accepts), and every enum value in the enum it is used
 * with. One realistic example per root must also validate.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  GraphQLList,
  Kind,
  parse,
  type DefinitionNode,
  getNamedType,
  isInputType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'
import { SCHEMA_DIR, loadSchema, readSchemaSources } from '../../src/node/schema/load'
import { validateExample } from '../../src/node/schema/validateExample'

const root = path.resolve(__dirname, '../..')
const facts = (file: string) => path.resolve(root, 'inventory/facts', file)

/** The capitalised non-EVM roots this schema covers (the lowercase roots are an older API generation). */
const ROOTS = ['Solana', 'Tron', 'Trading', 'Ton'] as const

/**
 * Observed paths that are authoring mistakes of the page they come from, not
 * fields of the API. Each one must still be in the facts and must still NOT
 * resolve, so this list cannot silently hide a real gap.
 */
const AUTHORING_ERRORS: Record<string, string> = {
  'Tron.DEXTradeByTokens.Trade_Buyer':
    'one page writes `first_buyer: Trade_Buyer` as a field, an enum value (a limitBy/orderBy key) typed where a field belongs',
}

type Row = Record<string, string>

export function readTsv(file: string): Row[] {
  const [header, ...lines] = readFileSync(file, 'utf8').replace(/\r/g, '').split('\n').filter((l) => l.length > 0)
  const cols = header.split('\t')
  return lines.map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']))
  })
}

/** Splits an observed path; `... on Type` (an inline fragment) is one segment although it contains dots. */
export function splitPath(p: string): string[] {
  return p.match(/\.\.\. on [A-Za-z_][A-Za-z0-9_]*|[^.]+/g) ?? []
}

/** `network:enum|variable:solana_network, dataset:enum` → [['network', ['enum', 'variable:solana_network']], ...] */
export function parseArgs(args: string): [string, string[]][] {
  if (!args.trim()) return []
  return args.split(', ').map((a) => {
    const i = a.indexOf(':')
    return [a.slice(0, i), splitKinds(a.slice(i + 1))]
  })
}

/** Splits `enum|list[string|int]|variable:[String!]` on the `|` that are not inside brackets. */
export function splitKinds(kinds: string): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of kinds) {
    if (ch === '[') depth++
    if (ch === ']') depth--
    if (ch === '|' && depth === 0) {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  if (cur) out.push(cur)
  return out
}

const unwrapNonNull = (t: GraphQLInputType): GraphQLInputType => (isNonNullType(t) ? (t.ofType as GraphQLInputType) : t)

/** Whether a declared variable type (`[String!]!`) fits an input position: same named type, list where a list is declared. */
function variableFits(t: GraphQLInputType, declared: string): boolean {
  const decl = declared.replace(/!$/, '')
  const inner = unwrapNonNull(t)
  if (decl.startsWith('[')) return isListType(inner) && variableFits(inner.ofType as GraphQLInputType, decl.slice(1, -1))
  // GraphQL does not coerce a variable to a list: a list position needs a list variable.
  return !isListType(inner) && getNamedType(t).name === decl
}

/** Whether a literal of the observed kind is accepted by GraphQL at an input position of type `t`. */
export function acceptsKind(t: GraphQLInputType, kind: string): boolean {
  if (kind === 'null' || kind === 'interpolated' || kind === 'variable:(undeclared)') return true
  if (kind.startsWith('variable:')) return variableFits(t, kind.slice('variable:'.length))
  const inner = unwrapNonNull(t)
  if (kind.startsWith('list[')) {
    if (!isListType(inner)) return false
    return splitKinds(kind.slice(5, -1)).every((k) => acceptsKind(inner.ofType as GraphQLInputType, k))
  }
  // A single value is coerced to a one-element list.
  if (isListType(inner)) return acceptsKind(inner.ofType as GraphQLInputType, kind)
  const named = getNamedType(inner)
  const builtIn = ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(named.name)
  const custom = isScalarType(named) && !builtIn
  switch (kind) {
    case 'object':
    case 'object(empty)':
      return isInputObjectType(named)
    case 'string':
      return named.name === 'String' || named.name === 'ID' || custom
    case 'int':
      return ['Int', 'Float', 'ID'].includes(named.name) || custom
    case 'float':
      return named.name === 'Float' || custom
    case 'boolean':
      return named.name === 'Boolean' || custom
    case 'enum':
      return isEnumType(named)
    default:
      return false
  }
}

type Resolved = { field: GraphQLField<unknown, unknown>; type: GraphQLNamedType; typename: boolean }

/** Walks an output path from one operation root; returns the last field or the reason it fails. */
export function resolveOutputPath(schema: GraphQLSchema, operation: 'query' | 'subscription', p: string): Resolved | string {
  const start = operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType()
  if (!start) return `the schema has no ${operation} root`
  let type: GraphQLNamedType = start
  let field: GraphQLField<unknown, unknown> | undefined
  const segs = splitPath(p)
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]
    const at = segs.slice(0, i).join('.') || operation
    if (seg.startsWith('... on ')) {
      const target = schema.getType(seg.slice(7))
      if (!target) return `${at}: unknown fragment type ${seg.slice(7)}`
      if (!isCompositeType(type) || !isCompositeType(target)) return `${at}: fragment on ${target.name} inside leaf type ${type.name}`
      const fits = type === target || (!isObjectType(type) && schema.isSubType(type, target as never))
      if (!fits) return `${at}: ${target.name} is not a possible type of ${type.name}`
      type = target
      continue
    }
    if (seg === '__typename') {
      if (!isCompositeType(type) || !field) return `${at}: __typename on a leaf`
      return { field, type, typename: true }
    }
    if (!isObjectType(type) && !isInterfaceType(type)) return `${at}: ${type.name} has no fields (looking for ${seg})`
    const next: GraphQLField<unknown, unknown> | undefined = type.getFields()[seg]
    if (!next) return `${at}: no field ${seg} on ${type.name}`
    field = next
    type = getNamedType(next.type)
  }
  if (!field) return 'empty path'
  return { field, type, typename: false }
}

function resolveAnyOperation(schema: GraphQLSchema, p: string): Resolved | string {
  const q = resolveOutputPath(schema, 'query', p)
  if (typeof q !== 'string') return q
  const s = resolveOutputPath(schema, 'subscription', p)
  return typeof s !== 'string' ? s : q
}

/**
 * Checks one row of nonevm-observed-fields.tsv. The path must resolve in every
 * operation it was observed in; its `args` column is the union over those
 * operations (root `dataset` is only ever given to queries), so each argument
 * must exist on the field in at least one of them.
 */
export function checkFieldRow(schema: GraphQLSchema, row: Row): string[] {
  const ops: ('query' | 'subscription')[] = row.operation === 'both' ? ['query', 'subscription'] : [row.operation as 'query' | 'subscription']
  const problems: string[] = []
  const resolved: Resolved[] = []
  for (const op of ops) {
    const r = resolveOutputPath(schema, op, row.path)
    if (typeof r === 'string') {
      problems.push(`${row.root} ${row.path} (${op}): ${r}`)
      continue
    }
    resolved.push(r)
    if (!r.typename && row.is_leaf === 'yes' && !isLeafType(r.type)) problems.push(`${row.root} ${row.path} (${op}): used as a leaf but ${r.type.name} needs a selection`)
    if (!r.typename && row.is_leaf === 'no' && !isCompositeType(r.type)) problems.push(`${row.root} ${row.path} (${op}): used with a selection but ${r.type.name} is a leaf`)
  }
  if (resolved.length < ops.length) return problems
  for (const [name, kinds] of parseArgs(row.args)) {
    const args = resolved.map((r) => r.field.args.find((a) => a.name === name)).filter((a): a is GraphQLArgument => a !== undefined)
    if (args.length === 0) {
      problems.push(`${row.root} ${row.path}: no argument ${name} on ${resolved[0].field.name} (${ops.join(', ')})`)
      continue
    }
    for (const k of kinds.filter((k) => k.startsWith('variable:'))) {
      if (!args.some((a) => acceptsKind(a.type, k))) problems.push(`${row.root} ${row.path}: argument ${name} is ${String(args[0].type)}, examples pass ${k}`)
    }
  }
  return problems
}

/** Walks an argument's input path (`Trade.Currency.MintAddress.in`, `any[].Trade...`, `[].descending`) to the input type at its end. */
export function resolveInputPath(arg: GraphQLArgument, inputPath: string): GraphQLInputType | string {
  let t: GraphQLInputType = arg.type
  if (inputPath === '(whole argument)') return t
  const segs = inputPath.split('.')
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]
    const at = [arg.name, ...segs.slice(0, i)].join('.')
    const asList = seg.endsWith('[]')
    const name = asList ? seg.slice(0, -2) : seg
    if (name === '') {
      // A leading `[]`: the argument itself was given as a list of objects.
      const inner = unwrapNonNull(t)
      if (!isListType(inner)) return `${at} is given as a list but is ${String(t)}`
      t = inner.ofType as GraphQLInputType
      continue
    }
    let holder = unwrapNonNull(t)
    if (isListType(holder)) holder = unwrapNonNull(holder.ofType as GraphQLInputType)
    if (!isInputObjectType(holder)) return `${at} is ${String(t)}, which has no key ${name}`
    const f = holder.getFields()[name]
    if (!f) return `${at}: no key ${name} in ${holder.name}`
    if (asList && !isListType(unwrapNonNull(f.type))) return `${at}.${name} is given a list but is ${String(f.type)}`
    t = f.type
  }
  return t
}

/** Checks one row of nonevm-observed-filters.tsv: the path ends at an existing key that accepts every observed value kind. */
export function checkFilterRow(schema: GraphQLSchema, row: Row): string[] {
  const where = `${row.root} ${row.field_path} ${row.argument}: ${row.input_path}`
  const r = resolveAnyOperation(schema, row.field_path)
  if (typeof r === 'string') return [`${where}: ${r}`]
  const arg = r.field.args.find((a) => a.name === row.argument)
  if (!arg) return [`${where}: no argument ${row.argument} on ${r.field.name}`]
  const t = resolveInputPath(arg, row.input_path)
  if (typeof t === 'string') return [`${where}: ${t}`]
  return splitKinds(row.literal_kinds)
    .filter((k) => !acceptsKind(t, k))
    .map((k) => `${where}: ${String(t)} does not accept ${k}`)
}

/** Checks one row of nonevm-observed-enum-values.tsv: the value exists in the enum at that position. */
export function checkEnumRow(schema: GraphQLSchema, row: Row): string[] {
  const where = `${row.root} ${row.field_path} ${row.argument}: ${row.input_path} = ${row.value}`
  const r = resolveAnyOperation(schema, row.field_path)
  if (typeof r === 'string') return [`${where}: ${r}`]
  const arg = r.field.args.find((a) => a.name === row.argument)
  if (!arg) return [`${where}: no argument ${row.argument} on ${r.field.name}`]
  const t = resolveInputPath(arg, row.input_path)
  if (typeof t === 'string') return [`${where}: ${t}`]
  const named = getNamedType(t)
  if (!isEnumType(named)) return [`${where}: ${named.name} is not an enum`]
  return named.getValue(row.value) ? [] : [`${where}: ${named.name} has no value ${row.value}`]
}

const fieldRows = readTsv(facts('nonevm-observed-fields.tsv'))
const filterRows = readTsv(facts('nonevm-observed-filters.tsv'))
const enumRows = readTsv(facts('nonevm-observed-enum-values.tsv'))
const isException = (row: Row) => row.path in AUTHORING_ERRORS

/** All problems of one root against one schema. */
export function checkRoot(schema: GraphQLSchema, rootName: string) {
  return {
    fields: fieldRows.filter((r) => r.root === rootName && !isException(r)).flatMap((r) => checkFieldRow(schema, r)),
    filters: filterRows.filter((r) => r.root === rootName).flatMap((r) => checkFilterRow(schema, r)),
    enums: enumRows.filter((r) => r.root === rootName).flatMap((r) => checkEnumRow(schema, r)),
  }
}

const schema = loadSchema()

describe('path helpers', () => {
  it.each([
    ['Solana.DEXTrades.Trade.Buy.Price', ['Solana', 'DEXTrades', 'Trade', 'Buy', 'Price']],
    ['A.Value.... on Solana_ABI_Address_Value_Arg.address', ['A', 'Value', '... on Solana_ABI_Address_Value_Arg', 'address']],
    ['A.Value.__typename', ['A', 'Value', '__typename']],
  ])('splitPath(%s)', (p, expected) => {
    expect(splitPath(p)).toEqual(expected)
  })
  it.each([
    ['enum|variable:solana_network', ['enum', 'variable:solana_network']],
    ['list[string|int]|variable:[String!]!', ['list[string|int]', 'variable:[String!]!']],
    ['string', ['string']],
  ])('splitKinds(%s)', (k, expected) => {
    expect(splitKinds(k)).toEqual(expected)
  })
  it.each([
    ['string', 'String', true],
    ['int', 'Float', true],
    ['float', 'Int', false],
    ['string', 'Float', false],
    ['list[string]', '[String]', true],
    ['string', '[String]', true],
    ['list[string]', 'String', false],
    ['variable:[String!]', '[String]', true],
    ['variable:String', '[String]', false],
    ['variable:DateTime!', 'DateTime', true],
    ['variable:String', 'DateTime', false],
    ['string', 'DateTime', true],
  ])('acceptsKind(%s) at %s is %s', (kind, typeText, expected) => {
    const base = schema.getType(typeText.replace(/[[\]]/g, ''))
    if (!base || !isInputType(base)) throw new Error(`no input type ${typeText}`)
    const position = typeText.startsWith('[') ? new GraphQLList(base) : base
    expect(acceptsKind(position, kind)).toBe(expected)
  })
})

describe.each(ROOTS)('root %s covers the observed usage', (rootName) => {
  it('has observations to check (the facts are present)', () => {
    expect(fieldRows.filter((r) => r.root === rootName).length).toBeGreaterThan(40)
    expect(filterRows.filter((r) => r.root === rootName).length).toBeGreaterThan(5)
    expect(enumRows.filter((r) => r.root === rootName).length).toBeGreaterThan(5)
  })
  const problems = checkRoot(schema, rootName)
  it('every observed field path resolves, with every observed argument', () => {
    expect(problems.fields).toEqual([])
  })
  it('every observed filter path reaches an existing operator that accepts the observed values', () => {
    expect(problems.filters).toEqual([])
  })
  it('every observed enum value exists in its enum', () => {
    expect(problems.enums).toEqual([])
  })
})

describe('documented authoring errors', () => {
  it.each(Object.entries(AUTHORING_ERRORS))('%s is still observed and still not a field (%s)', (p) => {
    const row = fieldRows.find((r) => r.path === p)
    expect(row).toBeDefined()
    expect(typeof resolveOutputPath(schema, 'query', p)).toBe('string')
  })
})

describe('the coverage check fails when the schema lacks something observed', () => {
  let dir = ''
  let broken: GraphQLSchema
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'schema-nonevm-'))
    cpSync(SCHEMA_DIR, dir, { recursive: true })
    const file = path.join(dir, 'solana.graphql')
    const sdl = readFileSync(file, 'utf8')
    const mutated = sdl
      // a field: Transaction.Signature of the Transfers cube
      .replace(/^(\s+)Signature(\(if: Solana_Transfer_Filter)/m, '$1Sig$2')
      // an operator: likeCaseInsensitive of Solana_OLAP_String
      .replace(/(input Solana_OLAP_String \{[^}]*?)\n\s+"[^"\n]*"\n\s+likeCaseInsensitive: String/, '$1')
      // an enum value: any_inner of Solana_JoinType
      .replace(/\n\s+"[^"\n]*"\n\s+any_inner\n/, '\n')
    expect(mutated).not.toEqual(sdl)
    writeFileSync(file, mutated)
    broken = loadSchema(dir)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names the root and path of a missing field', () => {
    expect(checkRoot(broken, 'Solana').fields).toContain(
      'Solana Solana.Transfers.Transaction.Signature (query): Solana.Transfers.Transaction: no field Signature on Solana_Transfer_Fields_Transaction',
    )
  })
  it('names the root and path of a missing operator', () => {
    expect(checkRoot(broken, 'Solana').filters).toContain(
      'Solana Solana.DEXTradeByTokens where: Trade.Currency.Symbol.likeCaseInsensitive: where.Trade.Currency.Symbol: no key likeCaseInsensitive in Solana_OLAP_String',
    )
  })
  it('names the root, path and value of a missing enum value', () => {
    expect(checkRoot(broken, 'Solana').enums).toContain(
      'Solana Solana.Instructions.joinInstructions join: (whole argument) = any_inner: Solana_JoinType has no value any_inner',
    )
  })
  it('leaves the other roots untouched', () => {
    expect(checkRoot(broken, 'Tron')).toEqual({ fields: [], filters: [], enums: [] })
  })
})

/** The file of each root and the type names it may declare without the root prefix (names the examples use as variable types). */
const FILES: Record<(typeof ROOTS)[number], { file: string; unprefixed: string[] }> = {
  Solana: { file: 'solana.graphql', unprefixed: ['solana_network'] },
  Tron: { file: 'tron.graphql', unprefixed: ['tron_network'] },
  Trading: { file: 'trading.graphql', unprefixed: [] },
  Ton: { file: 'ton.graphql', unprefixed: ['ton_network'] },
}

/** Every named definition of a file, with what lacks a description. */
export function undocumented(definitions: readonly DefinitionNode[], rootName: string): string[] {
  const missing: string[] = []
  const described = (d: { description?: { value: string } | undefined }) => (d.description?.value.trim().length ?? 0) > 0
  for (const def of definitions) {
    if (def.kind === Kind.OBJECT_TYPE_EXTENSION) {
      for (const f of def.fields ?? []) {
        if (!described(f)) missing.push(`${def.name.value}.${f.name.value}`)
        for (const a of f.arguments ?? []) if (!described(a)) missing.push(`${def.name.value}.${f.name.value}(${a.name.value})`)
      }
      continue
    }
    if (!('name' in def) || !def.name) continue
    const name = def.name.value
    if ('description' in def && !described(def)) missing.push(name)
    const isRootObject = name === rootName || name === `${rootName}_Subscription`
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const f of def.fields ?? []) {
        if (!described(f)) missing.push(`${name}.${f.name.value}`)
        // Cube arguments, metric arguments and join arguments are documented; leaf dimensions share one documented set (if/maximum/minimum/selectWhere).
        const args = 'arguments' in f ? (f.arguments ?? []) : []
        const documentedArgs = isRootObject || (name.endsWith('_Cube') && args.every((a) => !['maximum', 'minimum'].includes(a.name.value)))
        if (documentedArgs) for (const a of args) if (!described(a)) missing.push(`${name}.${f.name.value}(${a.name.value})`)
      }
    }
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      for (const v of def.values ?? []) if (!described(v)) missing.push(`${name}.${v.name.value}`)
    }
  }
  return missing
}

describe('undocumented()', () => {
  it.each([
    ['"A" type Ton_A { "x" x: Int }', []],
    ['type Ton_A { "x" x: Int }', ['Ton_A']],
    ['"A" type Ton_A { x: Int }', ['Ton_A.x']],
    ['"E" enum Ton_E { "a" a b }', ['Ton_E.b']],
    ['"I" input Ton_I { "x" x: Int y: Int }', ['Ton_I.y']],
    ['extend type Query { "t" Ton(network: Int): Int }', ['Query.Ton(network)']],
    ['"C" type Ton_X_Cube { "m" count(if: Int): Int }', ['Ton_X_Cube.count(if)']],
    ['"C" type Ton_X_Cube { "d" Side(if: Int, maximum: Int): Int }', []],
  ])('%s → %j', (sdl, expected) => {
    expect(undocumented(parse(sdl).definitions, 'Ton')).toEqual(expected)
  })
})

describe.each(ROOTS)('the %s file', (rootName) => {
  const source = readSchemaSources().find((s) => s.file === FILES[rootName].file)
  it('exists', () => {
    expect(source).toBeDefined()
  })
  const definitions = source?.document.definitions ?? []
  it('prefixes every type it declares with the root name', () => {
    const names = definitions.flatMap((d) => (d.kind !== Kind.OBJECT_TYPE_EXTENSION && 'name' in d && d.name ? [d.name.value] : []))
    expect(names.length).toBeGreaterThan(10)
    const stray = names.filter((n) => n !== rootName && !n.startsWith(`${rootName}_`) && !FILES[rootName].unprefixed.includes(n))
    expect(stray).toEqual([])
  })
  it('adds its root field to both Query and Subscription', () => {
    const extended = definitions.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_EXTENSION ? [`${d.name.value}.${(d.fields ?? []).map((f) => f.name.value).join(',')}`] : []))
    expect(extended.sort()).toEqual([`Query.${rootName}`, `Subscription.${rootName}`])
  })
  it('describes every type, field, enum value and cube argument', () => {
    expect(undocumented(definitions, rootName)).toEqual([])
  })
})

/** One realistic example per root; each must validate against the whole schema. */
const SMOKE: Record<(typeof ROOTS)[number], string> = {
  Solana: `query TopPumpTokensLastHour($since: DateTime) {
  Solana(dataset: realtime) {
    DEXTradeByTokens(
      where: {
        Block: { Time: { since: $since } }
        Trade: { Dex: { ProtocolName: { is: "pump" } }, Side: { Type: { is: buy } } }
        Transaction: { Result: { Success: true } }
      }
      orderBy: { descendingByField: "volume_usd" }
      limit: { count: 10 }
    ) {
      Trade {
        Currency { MintAddress Symbol Name }
        last_price: PriceInUSD(maximum: Block_Time)
      }
      volume_usd: sum(of: Trade_Side_AmountInUSD)
      buyers: uniq(of: Trade_Account_Owner)
      trades: count
    }
  }
}`,
  Tron: `subscription LargeUsdtTransfers {
  Tron(network: tron, mempool: false) {
    Transfers(
      where: {
        Transfer: {
          Currency: { SmartContract: { is: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" } }
          Amount: { ge: "100000" }
        }
        TransactionStatus: { Success: true }
      }
    ) {
      Block { Time Number }
      Transaction { Hash FeePayer }
      Transfer { Sender Receiver Amount AmountInUSD Currency { Symbol Decimals } }
    }
  }
}`,
  Trading: `query SolanaOneMinuteCandles {
  Trading(dataset: realtime) {
    Tokens(
      where: {
        Token: { Id: { is: "bid:solana" } }
        Interval: { Time: { Duration: { eq: 60 } } }
        Block: { Time: { since_relative: { hours_ago: 1 } } }
      }
      orderBy: { descending: Block_Time }
      limit: { count: 60 }
    ) {
      Interval { Time { Start End } }
      Price { IsQuotedInUsd Ohlc { Open High Low Close } Average { Mean } }
      Volume { Usd }
    }
  }
}`,
  Ton: `query TonDexVolumeByToken {
  Ton(network: ton) {
    DEXTradeByTokens(
      where: { Block: { Time: { since: "2025-01-01T00:00:00Z" } }, Trade: { Success: true } }
      orderBy: { descendingByField: "volume" }
      limit: { count: 20 }
    ) {
      Trade {
        Currency { Symbol SmartContract { Address } }
        Dex { ProtocolName }
      }
      volume: sum(of: Trade_AmountInUSD)
      buys: count(if: { Trade: { Side: { Type: { is: buy } } } })
      traders: uniq(of: Trade_Buyer_Address)
    }
  }
}`,
}

describe.each(ROOTS)('smoke example for %s', (rootName) => {
  it('validates against the schema and touches the root\'s types', () => {
    const res = validateExample(schema, SMOKE[rootName])
    expect(res.problems).toEqual([])
    expect(res.types.some((t) => t.startsWith(`${rootName}_`))).toBe(true)
  })
})

describe('the smoke check can fail', () => {
  it('reports an unknown field with its line', () => {
    const res = validateExample(schema, SMOKE.Ton.replace('ProtocolName', 'ProtocolNam'))
    expect(res.ok).toBe(false)
    expect(res.problems[0].message).toMatch(/Cannot query field "ProtocolNam" on type "Ton_DEXTradeByToken_Fields_Trade_Dex"/)
  })
})
