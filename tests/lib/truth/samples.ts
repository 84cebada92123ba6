/**
 * Sample responses checked against their query, the schema and the chain
 * (issue 26). A sample is a ```json fence whose title says "illustrative"
 * (Response, One row, Two rows, Message, ...). For each one:
 *
 * 1. Pairing and shape. The sample is paired with the nearest GraphQL fence
 *    before it in the same h2 section. It may be a whole response
 *    (`{"data": …}`, or a websocket `next` message with `payload.data`) or a
 *    part of one (a root field's object, a cube's rows, one row): it is matched
 *    at the position of the query's selection tree whose keys contain all of
 *    its keys. Every key must be a field or alias the query selects there;
 *    list fields are arrays, object fields objects, scalars have the schema's
 *    type (String → string, Int → integer, Float → number, Boolean → boolean,
 *    DateTime → ISO 8601 string, enums → one of their values). A sample with
 *    no query before it in its section (a Kafka or gRPC message, which the
 *    stream pages describe with protobuf) is "unpaired": it is listed with the
 *    reason, and the other checks still run on it.
 * 2. Formats. `0x` strings are hexadecimal (no elisions such as "0x3f…d2");
 *    no string value, in any key or list, holds an identifier shortened for
 *    display ("2t8e…Zc4N", "9WzD...", "swap by 7xKq…3fPa": see
 *    `elidedIdentifier`; before issue 37 only `0x` values were held to this,
 *    so a base58 value with an ellipsis failed the base58 test and escaped
 *    every Solana check);
 *    under an address key (Address, SmartContract, From, To, …) they have 40
 *    hex digits, under a hash key 64. On Solana, base58 strings of 32-44
 *    characters decode to 32 bytes and signatures to 64, and a signer or fee
 *    payer lies on the ed25519 curve (it has a private key). Tron addresses
 *    (T + 33 base58 characters) carry a valid base58check checksum. Times are
 *    ISO 8601 dates or date-times in UTC.
 * 3. Clock. Every block number (or Solana slot) shown with a time in the same
 *    object agrees with the chain's illustrative clock (content/data/chains.ts):
 *    within `tolerance` × elapsed blocks + `slack`. Every time lies in the
 *    illustrative period, unless the query or the text between query and
 *    sample names that year (a historical question).
 * 4. Names. Every ProtocolName / ProtocolFamily value is one the platform
 *    was observed to return (inventory/facts/observed-protocol-names.tsv).
 * 5. Arithmetic, where the fields allow it (rules chosen because each one
 *    caught a real mistake or is a definition of the schema):
 *    - USD: `AmountInUSD` ≈ `Amount` × `PriceInUSD` in one object;
 *    - DEXTrades: `Buy.Price` ≈ `Sell.Amount` / `Buy.Amount` and
 *      `Sell.Price` ≈ `Buy.Amount` / `Sell.Amount` (the proto and the schema
 *      define the price of a side in units of the other side);
 *    - DEXTradeByTokens: `Trade.Price` ≈ `Side.Amount` / `Trade.Amount`;
 *    - EVM fees: `SenderFee` ≥ `GasUsed` × `EffectiveGasPrice`; equal to it on
 *      layer-1 chains, equal to it plus `Receipt.L1.Fee` on OP Stack rollups
 *      where the L1 fee is shown, and equal to it on Arbitrum, which charges
 *      the L1 cost as gas (the L1 fee is a part, never an addition); `Burnt` +
 *      `MinerReward` = `SenderFee` on layer 1 (≤ on rollups);
 *    - candles: low ≤ open, close ≤ high.
 *    Tolerances: 2 % for prices (rounding of shown digits), 1 % for sums.
 */
import { Kind, parse, visit, type FieldNode, getNamedType, isListType, isNonNullType, isObjectType, isInterfaceType, isUnionType, isEnumType, isScalarType, type GraphQLSchema, type GraphQLType, type GraphQLNamedType, type SelectionSetNode, type FragmentDefinitionNode, type DocumentNode, type ValueNode } from 'graphql'
import { base58Decode, isOnEd25519Curve, isTronAddress } from './base58'
import type { Fence } from '../../unit/contentFiles'

export type ChainKey = 'ethereum' | 'bsc' | 'base' | 'arbitrum' | 'optimism' | 'polygon' | 'opbnb' | 'solana' | 'tron' | 'ton'

export type ClockLike = { height: number; time: string; tolerance: number; slack: number; aligned?: { seconds: number; source: string } }
export type ChainsLike = Record<ChainKey, { blockTime: { value: number }; clock: ClockLike }>

export type SampleContext = {
  schema: GraphQLSchema
  chains: ChainsLike
  /** ProtocolName / ProtocolFamily / Protocol values the platform returns. */
  protocolNames: Set<string>
  /** The illustrative period: ISO dates, inclusive. */
  period: { from: string; to: string }
  /** Chain of the page, from its path, used when the query does not name one. */
  pageChain?: ChainKey | null
}

export type SampleResult = {
  line: number
  title: string
  paired: boolean
  /** Why the sample could not be paired with a query. */
  unpaired?: string
  /** Where in the response the sample sits: the response keys from the root field down, each with whether it is a list. */
  at?: { key: string; list: boolean }[]
  problems: string[]
  /** Every block height (slot on Solana) the sample shows beside its time, for the cross-page clock check (blockPairs.ts). */
  pairs?: BlockPair[]
}

/** A height shown with its time: where it sits in the sample (the JSON path) and on which chain. */
export type BlockPair = { chain: ChainKey; number: number; time: number; path: string }

/** The chain of selections from a root field down to `target`. */
function chainTo(roots: Sel[], target: Sel): Sel[] | null {
  const find = (n: Sel, trail: Sel[]): Sel[] | null => {
    if (n === target) return trail
    for (const c of n.children?.values() ?? []) {
      const r = find(c, [...trail, c])
      if (r) return r
    }
    return null
  }
  for (const r of roots) {
    const t = find(r, [])
    if (t) return t
  }
  return null
}

const listTyped = (t: GraphQLType | null): boolean => !!t && (isListType(t) || (isNonNullType(t) && isListType(t.ofType)))

/** The network enum values (and roots) mapped to chain keys. */
const NETWORK_CHAIN: Record<string, ChainKey> = {
  eth: 'ethereum',
  bsc: 'bsc',
  base: 'base',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
  matic: 'polygon',
  opbnb: 'opbnb',
  solana: 'solana',
  tron: 'tron',
  ton: 'ton',
}
const ROOT_CHAIN: Record<string, ChainKey> = { Solana: 'solana', Tron: 'tron', Ton: 'ton', TON: 'ton' }
const LAYER1: ReadonlySet<ChainKey> = new Set(['ethereum', 'bsc', 'polygon'])

/** The chain a docs route is about, where the path says so. */
export function chainOfRoute(route: string): ChainKey | null {
  const r = route.toLowerCase()
  const pairs: [RegExp, ChainKey][] = [
    [/\/blockchain\/ethereum\/|\/schema\/evm\/|\/docs\/evm\//, 'ethereum'],
    [/\/blockchain\/bsc\//, 'bsc'],
    [/\/blockchain\/base\//, 'base'],
    [/\/blockchain\/arbitrum\//, 'arbitrum'],
    [/\/blockchain\/optimism\//, 'optimism'],
    [/\/blockchain\/matic\//, 'polygon'],
    [/\/examples\/opbnb\//, 'opbnb'],
    [/\/blockchain\/solana\/|\/grpc\/solana\/|solana/, 'solana'],
    [/\/blockchain\/tron\/|tron/, 'tron'],
    [/\/blockchain\/ton\//, 'ton'],
  ]
  return pairs.find(([re]) => re.test(r))?.[1] ?? null
}

// ---------------------------------------------------------------- selection tree

type Sel = {
  /** Response key → child; null for a leaf (scalar or enum). */
  children: Map<string, Sel> | null
  /** The field's type, with list and non-null wrappers. */
  type: GraphQLType | null
  /** The chain a root field selects (EVM(network: bsc) → bsc). */
  chain?: ChainKey | null
  path: string
  /** Selected only for some objects: a union member's fields (`... on T`) or a field under @include/@skip. */
  optional?: boolean
}

function chainOfRootField(name: string, args: readonly { name: { value: string }; value: ValueNode }[] | undefined, pageChain: ChainKey | null | undefined, variables: Record<string, unknown>): ChainKey | null | undefined {
  if (ROOT_CHAIN[name]) return ROOT_CHAIN[name]
  if (name !== 'EVM') return undefined
  const network = args?.find((a) => a.name.value === 'network')
  if (network?.value.kind === Kind.ENUM) return NETWORK_CHAIN[network.value.value] ?? null
  if (network?.value.kind === Kind.STRING) return NETWORK_CHAIN[network.value.value] ?? null
  if (network?.value.kind === Kind.VARIABLE) {
    // The network of a variable: the page's variables block, then the variable's default value.
    const given = variables[network.value.name.value]
    if (typeof given === 'string' && NETWORK_CHAIN[given]) return NETWORK_CHAIN[given]
  }
  return pageChain ?? null
}

/** Default values of an operation's variables ({ network: 'eth' } for `$network: evm_network = eth`). */
function variableDefaults(doc: DocumentNode): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of d.variableDefinitions ?? []) {
      const dv = v.defaultValue
      if (dv && (dv.kind === Kind.ENUM || dv.kind === Kind.STRING)) out[v.variable.name.value] = dv.value
    }
  }
  return out
}

function buildTree(schema: GraphQLSchema, doc: DocumentNode, pageChain: ChainKey | null | undefined, variables: Record<string, unknown> = {}): Sel[] {
  const vars = { ...variableDefaults(doc), ...variables }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const roots: Sel[] = []

  const conditional = (s: { directives?: readonly { name: { value: string } }[] }) => (s.directives ?? []).some((d) => d.name.value === 'include' || d.name.value === 'skip')
  const collect = (set: SelectionSetNode, parent: GraphQLNamedType, into: Map<string, Sel>, path: string, depth: number, chain: ChainKey | null | undefined, optional = false) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value
        if (s.name.value === '__typename') {
          into.set(key, { children: null, type: schema.getType('String') ?? null, path: `${path}.${key}`, optional })
          continue
        }
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : {}
        const def = fields[s.name.value]
        if (!def) continue // the validator reports unknown fields
        const own = depth === 0 ? chainOfRootField(s.name.value, s.arguments, pageChain, vars) : undefined
        const fieldChain = own === undefined ? chain : own
        const existing = into.get(key)
        const named = getNamedType(def.type)
        const isOptional = optional || conditional(s)
        const node: Sel = existing ?? { children: s.selectionSet ? new Map() : null, type: def.type, chain: fieldChain, path: `${path}.${key}`, optional: isOptional }
        if (existing && !isOptional) existing.optional = false
        if (s.selectionSet && node.children) collect(s.selectionSet, named, node.children, node.path, depth + 1, fieldChain)
        into.set(key, node)
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const cond = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent
        // A fragment on another type than the parent's (a union member) selects its fields only for objects of that type.
        if (cond) collect(s.selectionSet, cond, into, path, depth, chain, optional || conditional(s) || cond !== parent)
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value)
        const cond = f ? schema.getType(f.typeCondition.name.value) : null
        if (f && cond) collect(f.selectionSet, cond, into, path, depth, chain, optional || conditional(s) || cond !== parent)
      }
    }
  }
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    const rootType = d.operation === 'query' ? schema.getQueryType() : d.operation === 'subscription' ? schema.getSubscriptionType() : schema.getMutationType()
    if (!rootType) continue
    const children = new Map<string, Sel>()
    collect(d.selectionSet, rootType, children, d.operation, 0, undefined)
    roots.push({ children, type: null, path: d.name?.value ?? d.operation })
  }
  return roots
}

/** Every node of the tree, parents before children. */
function allNodes(roots: Sel[]): Sel[] {
  const out: Sel[] = []
  const walk = (n: Sel) => {
    out.push(n)
    for (const c of n.children?.values() ?? []) walk(c)
  }
  roots.forEach(walk)
  return out
}

// ---------------------------------------------------------------- shape

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/

function isIso(value: string) {
  return ISO.test(value) && !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value))
}

function checkScalar(value: unknown, type: GraphQLNamedType, where: string, problems: string[]) {
  if (value === null) return
  if (isEnumType(type)) {
    if (typeof value !== 'string' || !type.getValue(value)) problems.push(`${where}: ${JSON.stringify(value)} is not a value of enum ${type.name}`)
    return
  }
  if (!isScalarType(type)) return
  const ok =
    type.name === 'String' ? typeof value === 'string'
    : type.name === 'Int' ? typeof value === 'number' && Number.isInteger(value)
    : type.name === 'Float' ? typeof value === 'number'
    : type.name === 'Boolean' ? typeof value === 'boolean'
    : type.name === 'DateTime' ? typeof value === 'string' && isIso(value)
    : type.name === 'ID' ? typeof value === 'string' || typeof value === 'number'
    : true
  if (!ok) problems.push(`${where}: ${JSON.stringify(value)} is not a ${type.name}${type.name === 'String' && typeof value === 'number' ? ' (the schema returns this field as a string: quote it)' : ''}`)
}

function matchValue(value: unknown, type: GraphQLType | null, node: Sel, where: string, problems: string[]) {
  if (value === null) {
    if (type && isNonNullType(type)) problems.push(`${where}: null for a non-null field`)
    return
  }
  if (type && isNonNullType(type)) return matchValue(value, type.ofType, node, where, problems)
  if (type && isListType(type)) {
    if (!Array.isArray(value)) return void problems.push(`${where}: a list field, but the sample has ${typeof value === 'object' ? 'an object' : JSON.stringify(value)}`)
    value.forEach((v, i) => matchValue(v, type.ofType, node, `${where}[${i}]`, problems))
    return
  }
  const named = type ? getNamedType(type) : null
  if (node.children) {
    if (typeof value !== 'object' || Array.isArray(value)) return void problems.push(`${where}: an object field, but the sample has ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`)
    matchObject(value as Record<string, unknown>, node, where, problems)
    return
  }
  if (named) checkScalar(value, named, where, problems)
  if (named && (isObjectType(named) || isUnionType(named) || isInterfaceType(named))) problems.push(`${where}: an object field selected without sub-fields`)
}

function matchObject(value: Record<string, unknown>, node: Sel, where: string, problems: string[]) {
  // Every field the query selects here is in the response (null is possible, absence is not).
  const missing = [...(node.children?.entries() ?? [])].filter(([key, child]) => !child.optional && !(key in value)).map(([key]) => key)
  if (missing.length) problems.push(`${where || 'the sample'}: the query selects ${missing.join(', ')} here, but the sample leaves ${missing.length === 1 ? 'it' : 'them'} out (a response carries every selected field; null is possible, absence is not)`)
  for (const [key, v] of Object.entries(value)) {
    const child = node.children?.get(key)
    if (!child) {
      problems.push(`${where ? `${where}.` : ''}${key}: not selected by the query here (selected: ${[...(node.children?.keys() ?? [])].join(', ') || 'nothing'})`)
      continue
    }
    matchValue(v, child.type, child, `${where ? `${where}.` : ''}${key}`, problems)
  }
}

/** Which part of a response the sample is: the whole response, or the value at some node (object or rows). */
function locate(json: unknown, roots: Sel[]): { node: Sel; value: unknown; asList: boolean; problems: string[] } | { node: null; reason: string } {
  let body = json
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const o = body as Record<string, unknown>
    const payload = o.payload as Record<string, unknown> | undefined
    if (o.type === 'next' && payload && typeof payload === 'object' && 'data' in payload) body = payload.data
    else if ('data' in o && Object.keys(o).every((k) => k === 'data' || k === 'errors' || k === 'extensions')) body = o.data
  }
  const keysOf = (v: unknown): string[] | null => {
    if (Array.isArray(v)) {
      const objects = v.filter((x) => x && typeof x === 'object' && !Array.isArray(x)) as Record<string, unknown>[]
      if (objects.length !== v.length || !objects.length) return null
      return [...new Set(objects.flatMap((x) => Object.keys(x)))]
    }
    if (v && typeof v === 'object') return Object.keys(v)
    return null
  }
  const keys = keysOf(body)
  if (!keys) return { node: null, reason: 'the sample is neither an object nor a list of objects' }
  const candidates = allNodes(roots).filter((n) => n.children && keys.every((k) => n.children!.has(k)))
  if (!candidates.length) {
    const best = allNodes(roots)
      .filter((n) => n.children)
      .map((n) => ({ n, hit: keys.filter((k) => n.children!.has(k)).length }))
      .sort((a, b) => b.hit - a.hit)[0]
    return { node: null, reason: `keys ${keys.join(', ')} are not selected together anywhere in the preceding query${best && best.hit ? ` (closest: ${best.n.path}, missing ${keys.filter((k) => !best.n.children!.has(k)).join(', ')})` : ''}` }
  }
  // Prefer the shallowest position whose kind (row list or one object) fits.
  for (const node of candidates) {
    const problems: string[] = []
    const isList = Array.isArray(body)
    if (isList) {
      ;(body as unknown[]).forEach((row, i) => matchObject(row as Record<string, unknown>, node, `[${i}]`, problems))
    } else {
      matchObject(body as Record<string, unknown>, node, '', problems)
    }
    if (!problems.length) return { node, value: body, asList: isList, problems }
  }
  const node = candidates[0]
  const problems: string[] = []
  if (Array.isArray(body)) (body as unknown[]).forEach((row, i) => matchObject(row as Record<string, unknown>, node, `[${i}]`, problems))
  else matchObject(body as Record<string, unknown>, node, '', problems)
  return { node, value: body, asList: Array.isArray(body), problems }
}

// ---------------------------------------------------------------- walking values with their chain

type Visit = { obj: Record<string, unknown>; path: string; chain: ChainKey | null }

/** Every object of the sample with the chain its subtree belongs to. */
function objectsWithChain(value: unknown, node: Sel | null, fallback: ChainKey | null): Visit[] {
  const out: Visit[] = []
  const walk = (v: unknown, n: Sel | null, chain: ChainKey | null, path: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, n, chain, `${path}[${i}]`))
    if (!v || typeof v !== 'object') return
    const obj = v as Record<string, unknown>
    out.push({ obj, path, chain })
    for (const [k, x] of Object.entries(obj)) {
      const child = n?.children?.get(k) ?? null
      const c = child?.chain !== undefined && child?.chain !== null ? child.chain : chain
      walk(x, child, c, path ? `${path}.${k}` : k)
    }
  }
  walk(value, node, node?.chain ?? fallback, '')
  return out
}

// ---------------------------------------------------------------- formats

const HEX = /^0x[0-9a-fA-F]*$/
const ADDRESS_KEY = /^(Address|SmartContract|From|To|Sender|Buyer|Seller|Owner|Receiver|Recipient|Holder|Miner|Coinbase|Contract|ContractAddress|Creator|Caller|Spender|Delegate|Pool|PoolAddress|Pair|Token|TokenAddress|Router|Factory|Wallet|Trader|Maker|Taker|Account|from|to|address|contract|sender|receiver|owner|token|pool|trader|wallet)$/
const HASH_KEY = /^(Hash|TxHash|TransactionHash|ParentHash|BlockHash|hash|tx_hash|txHash|transaction_hash|block_hash|parent_hash)$/
/** Keys of a Solana sample that name an account which signed the transaction (sample bj of issue 37). */
const SIGNER_KEY = /^(Signer|FeePayer|signer|feePayer|fee_payer)$/
const SIGNATURE_KEY = /^(Signature|signature|TxSignature|tx_signature)$/
const TIME_KEY = /(time|date|timestamp)$/i
const B58 = /^[1-9A-HJ-NP-Za-km-z]+$/
/** A key whose value is an identifier on some chain (an address, mint, program, account, hash or signature). */
const IDENTIFIER_KEY = /(Address|Mint|Program|Owner|Signer|Authority|Account|Wallet|Pool|Market|Vault|Pubkey|Signature|Hash|Contract|Sender|Receiver|Buyer|Seller|Trader|Maker|Taker|Creator|Holder|Token|Id|ID)$|^(From|To|from|to|address|mint|owner|signer|account|wallet|pool|market|signature|hash|id)$/
/** Characters on either side of an ellipsis: letters and digits (base58 and hex are subsets), with an optional 0x. */
const AROUND_ELLIPSIS = /(?:0x)?[0-9A-Za-z]*(?:…|\.\.\.)[0-9A-Za-z]*/g

/**
 * An identifier shortened for display ("2t8e…Zc4N", "0xab12…cd34", "9WzD...")
 * inside a string value: an ellipsis (… or ...) between or after characters
 * that look like a piece of an address, hash or signature. A piece looks like
 * one when it is letters and digits only (made-up pieces do not always keep
 * to the base58 alphabet: "3nVa…0xPm"), at least three of them, and holds a
 * digit, a 0x, or an upper-case letter after a lower-case one ("kLm"), or
 * when the key names an identifier. Prose with an ellipsis ("Loading...",
 * "and so on…") and ranges of numbers ("1...10") have none of these.
 * Returns the elided piece, or null.
 */
export function elidedIdentifier(key: string, value: string): string | null {
  if (!/…|\.\.\./.test(value)) return null
  for (const m of value.matchAll(AROUND_ELLIPSIS)) {
    const piece = m[0]
    const alnum = piece.replace(/^0x/, '').replace(/…|\.\.\./g, '')
    if (alnum.length < 3 || /^\d+(…|\.\.\.)\d*$/.test(piece)) continue
    if (piece.startsWith('0x') || /\d/.test(alnum) || /[a-z][A-Z]/.test(alnum) || IDENTIFIER_KEY.test(key)) return piece
  }
  return null
}

/** Every string of any JSON value (a stream message, a file line, a tool result) that holds an elided identifier, with its path. */
export function elidedIdentifiersIn(json: unknown): { path: string; value: string; piece: string }[] {
  const out: { path: string; value: string; piece: string }[] = []
  const walk = (v: unknown, key: string, path: string) => {
    if (typeof v === 'string') {
      const piece = elidedIdentifier(key, v)
      if (piece) out.push({ path, value: v, piece })
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, key, `${path}[${i}]`))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, path ? `${path}.${k}` : k)
  }
  walk(json, '', '')
  return out
}

function checkFormats(visits: Visit[], problems: string[]) {
  for (const { obj, path } of visits) {
    // Strings in lists of strings (account lists, signatures) are checked for elisions too.
    for (const [key, v] of Object.entries(obj)) {
      if (!Array.isArray(v)) continue
      v.forEach((x, i) => {
        const piece = typeof x === 'string' ? elidedIdentifier(key, x) : null
        if (piece) problems.push(`${path ? `${path}.` : ''}${key}[${i}]: "${x}" holds "${piece}", an identifier shortened for display: the API returns the whole value (write a whole, well-formed made-up one)`)
      })
    }
  }
  for (const { obj, path, chain } of visits) {
    for (const [key, v] of Object.entries(obj)) {
      if (typeof v !== 'string') continue
      const where = path ? `${path}.${key}` : key
      if (v.startsWith('0x') && !HEX.test(v)) problems.push(`${where}: "${v}" is not hexadecimal (write the whole value, no elisions)`)
      else if (elidedIdentifier(key, v)) problems.push(`${where}: "${v}" holds "${elidedIdentifier(key, v)}", an identifier shortened for display: the API returns the whole value (write a whole, well-formed made-up one)`)
      else if (HEX.test(v) && v.length > 2) {
        const digits = v.length - 2
        if (ADDRESS_KEY.test(key) && digits !== 40 && chain !== 'ton') problems.push(`${where}: an address needs 40 hex digits, "${v}" has ${digits}`)
        if (HASH_KEY.test(key) && digits !== 64) problems.push(`${where}: a hash needs 64 hex digits, "${v}" has ${digits}`)
      }
      if (HASH_KEY.test(key) && !v.startsWith('0x') && v !== '' && chain !== 'solana' && chain !== 'ton' && !/^[0-9a-f]{64}$/.test(v)) problems.push(`${where}: a hash needs 64 hex digits, "${v}" has ${v.length} characters`)
      if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(v) && !isTronAddress(v)) problems.push(`${where}: "${v}" is not a valid Tron address (base58check checksum fails)`)
      if (chain === 'tron' && ADDRESS_KEY.test(key) && v !== '' && !v.startsWith('T') && !HEX.test(v)) problems.push(`${where}: "${v}" is not a Tron address`)
      if (chain === 'solana' && B58.test(v)) {
        if (SIGNATURE_KEY.test(key)) {
          const bytes = base58Decode(v)
          if (!bytes || bytes.length !== 64) problems.push(`${where}: a Solana signature decodes to 64 bytes; "${v}" decodes to ${bytes?.length ?? 'nothing'}`)
        } else if (v.length >= 32 && v.length <= 44) {
          const bytes = base58Decode(v)
          if (!bytes || bytes.length !== 32) problems.push(`${where}: a Solana address decodes to 32 bytes; "${v}" decodes to ${bytes?.length ?? 'nothing'}`)
          else if (SIGNER_KEY.test(key) && !isOnEd25519Curve(bytes)) problems.push(`${where}: "${v}" is off the ed25519 curve, so no private key exists for it and it cannot sign a transaction (a signer or fee payer is always on the curve; program-derived addresses are not)`)
        } else if (v.length > 44 && v.length < 86 && /(Address|Mint|Program|Owner|Signer|Authority|Account|Wallet|Pool|Market|Vault|Pubkey|mint|program|owner|signer|account|wallet|pool|market)/.test(key)) {
          problems.push(`${where}: "${v}" is too long for a Solana address`)
        }
      }
      if (TIME_KEY.test(key) && /^\d{4}-/.test(v) && !isIso(v)) problems.push(`${where}: "${v}" is not ISO 8601 (YYYY-MM-DDTHH:MM:SSZ)`)
    }
  }
}

// ---------------------------------------------------------------- clock

/** The Beacon Chain's genesis time, in Unix seconds: every slot starts 12 × n seconds after it. */
const ETH_GENESIS = 1_606_824_023
/** The Merge (block 15,537,394, 2022-09-15T06:42:59Z): proof-of-work blocks before it came at any second. */
const ETH_MERGE_MS = Date.parse('2022-09-15T06:42:59Z')

const NUMBER_KEYS = ['Slot', 'slot', 'Number', 'number', 'BlockNumber', 'block_number', 'blockNumber', 'Height', 'height', 'Block_Number', 'Seqno', 'seqno']
const TIME_KEYS = ['Time', 'time', 'Timestamp', 'timestamp', 'BlockTime', 'block_time', 'blockTime', 'Block_Time', 'Date']

function toNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v)
  return null
}

/** A time value as epoch milliseconds: ISO strings, or Unix seconds / milliseconds under a time key. */
function toMillis(v: unknown): number | null {
  if (typeof v === 'string' && isIso(v)) return Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)
  const n = toNumber(v)
  if (n === null) return null
  if (n > 1e12 && n < 1e13) return n
  if (n > 1e9 && n < 1e10) return n * 1000
  return null
}

/** The block (or slot) the clock expects at a time. */
export function expectedHeight(clock: ClockLike, blockTime: number, millis: number): number {
  return clock.height + (millis - Date.parse(clock.time)) / 1000 / blockTime
}

/**
 * Aliases under which a query returns a block's own time (samples bq to bu of issue 37: `lastTrade: Time(maximum: Block_Time)`
 * under `Block`, or `first: minimum(of: Block_Time)`): such a value is a block's time, so the slot rules below hold it too.
 * A `Time(interval: …)` is an interval's start, not a block time, and is left out.
 */
export function blockTimeAliases(doc: DocumentNode): Set<string> {
  const out = new Set<string>()
  visit(doc, {
    Field(node, _key, _parent, _path, ancestors) {
      if (!node.alias) return
      const name = node.name.value
      const args = node.arguments ?? []
      if (name === 'Time' && !args.some((a) => a.name.value === 'interval')) {
        const fields = ancestors.filter((a): a is FieldNode => !Array.isArray(a) && (a as { kind?: string }).kind === Kind.FIELD)
        if (fields[fields.length - 1]?.name.value === 'Block') out.add(node.alias.value)
      } else if ((name === 'maximum' || name === 'minimum') && args.some((a) => a.name.value === 'of' && (a.value.kind === Kind.ENUM || a.value.kind === Kind.STRING) && a.value.value === 'Block_Time')) {
        out.add(node.alias.value)
      }
    },
  })
  return out
}

function checkClock(visits: Visit[], ctx: SampleContext, context: string, problems: string[], pairs: BlockPair[] = [], timeAliases: Set<string> = new Set()) {
  const from = Date.parse(`${ctx.period.from}T00:00:00Z`)
  const to = Date.parse(`${ctx.period.to}T23:59:59Z`)
  for (const { obj, path, chain } of visits) {
    // Every time in the illustrative period, unless asked for.
    for (const [key, v] of Object.entries(obj)) {
      if (!TIME_KEY.test(key)) continue
      const ms = toMillis(v)
      if (ms === null) continue
      if (ms < from || ms > to) {
        const year = new Date(ms).getUTCFullYear()
        if (!context.includes(String(year))) problems.push(`${path ? `${path}.` : ''}${key}: ${JSON.stringify(v)} is outside the illustrative period ${ctx.period.from}…${ctx.period.to}, and the query does not ask for ${year}`)
      }
    }
    // Ethereum produces blocks on 12-second slots since the Merge: a block's time is 11 seconds past a multiple of 12
    // (genesis 1606824023). A block's time is one shown beside its number or under a Block object; a whole minute may be
    // an interval's start (Time(interval: …)), so only times with seconds are held to the slots. A block time the query
    // returns under an alias (`lastTrade: Time(maximum: Block_Time)`, `first: minimum(of: Block_Time)`) is held too.
    const aliased = [...timeAliases].filter((k) => k in obj)
    if (chain === 'ethereum' && (aliased.length || NUMBER_KEYS.some((k) => k in obj) || /(^|\.|\])Block$/.test(path))) {
      for (const key of [...(NUMBER_KEYS.some((k) => k in obj) || /(^|\.|\])Block$/.test(path) ? TIME_KEYS : []), ...aliased]) {
        const t = key in obj ? toMillis(obj[key]) : null
        if (t === null || t % 60_000 === 0 || t < ETH_MERGE_MS) continue
        if ((t / 1000 - ETH_GENESIS) % 12 !== 0) problems.push(`${path ? `${path}.` : ''}${key}: ${String(obj[key])} is not the time of an Ethereum block (since the Merge, blocks come on 12-second slots: a time 12 × n seconds after 2020-12-01T12:00:23Z)`)
      }
    }
    // A chain whose blocks come a fixed number of seconds apart from genesis (content/data/chains.ts, clock.aligned: Base and
    // OP Mainnet, every 2 s from an odd second) has no block at a time in between. Same scope as the Ethereum rule above.
    const aligned = chain ? ctx.chains[chain]?.clock.aligned : undefined
    // Also the times that name a block's time wherever they sit (Balance.LastChangeTime, FirstChangeTime).
    const blockTimeKeys = Object.keys(obj).filter((k) => /^(Last|First)ChangeTime$/.test(k))
    if (chain && aligned && (blockTimeKeys.length || NUMBER_KEYS.some((k) => k in obj) || /(^|\.|\])Block$/.test(path))) {
      const anchor = Date.parse(ctx.chains[chain]!.clock.time) / 1000
      for (const key of [...(blockTimeKeys.length && !NUMBER_KEYS.some((k) => k in obj) && !/(^|\.|\])Block$/.test(path) ? [] : TIME_KEYS), ...blockTimeKeys]) {
        const t = key in obj ? toMillis(obj[key]) : null
        if (t === null || t % 60_000 === 0) continue
        if ((((t / 1000 - anchor) % aligned.seconds) + aligned.seconds) % aligned.seconds !== 0) {
          problems.push(`${path ? `${path}.` : ''}${key}: ${String(obj[key])} is not the time of a ${chain} block (blocks come every ${aligned.seconds} s from ${ctx.chains[chain]!.clock.time}: ${aligned.source})`)
        }
      }
    }
    // TON's clock counts masterchain blocks; the Ton cubes' Block.Number is a shard block, so TON heights are not checked.
    if (!chain || chain === 'ton') continue
    const c = ctx.chains[chain]
    if (!c) continue
    const numberKey = chain === 'solana' ? ['Slot', 'slot'].find((k) => k in obj) : NUMBER_KEYS.find((k) => k in obj)
    const timeKey = TIME_KEYS.find((k) => k in obj)
    if (!numberKey) continue
    const n = toNumber(obj[numberKey])
    if (n === null) continue
    if (!timeKey) {
      // A height shown without its time still belongs to the illustrative period, unless the query or its text names it.
      const low = expectedHeight(c.clock, c.blockTime.value, from)
      const high = expectedHeight(c.clock, c.blockTime.value, to)
      const margin = c.clock.tolerance * Math.abs(high - c.clock.height) + c.clock.slack
      if ((n < low - margin || n > high + margin) && n > 1000 && !context.includes(String(n))) {
        problems.push(`${path ? `${path}.` : ''}${numberKey}: ${n} is not a height of ${chain} in the illustrative period ${ctx.period.from}…${ctx.period.to} (about ${Math.round(low)} to ${Math.round(high)})`)
      }
      continue
    }
    const ms = toMillis(obj[timeKey])
    if (ms === null) continue
    pairs.push({ chain, number: n, time: ms, path })
    if (ms < from || ms > to) continue
    const expected = expectedHeight(c.clock, c.blockTime.value, ms)
    const allowed = c.clock.tolerance * Math.abs(expected - c.clock.height) + c.clock.slack
    if (Math.abs(n - expected) > allowed) {
      problems.push(`${path ? `${path}.` : ''}${numberKey}: ${n} at ${String(obj[timeKey])} disagrees with the ${chain} clock (expected about ${Math.round(expected)}, ±${Math.round(allowed)})`)
    }
  }
}

// ---------------------------------------------------------------- names

const NAME_KEY = /^(ProtocolName|ProtocolFamily|protocol_name|protocol_family)$/

/** The key of the input object that encloses position `at` ("Currency" in `Currency: { ProtocolName: … }`). */
function enclosingKey(text: string, at: number): string | null {
  let depth = 0
  for (let i = at - 1; i >= 0; i--) {
    if (text[i] === '}') depth++
    else if (text[i] === '{') {
      if (depth === 0) return /(\w+)\s*:\s*$/.exec(text.slice(0, i))?.[1] ?? null
      depth--
    }
  }
  return null
}

/** ProtocolName / ProtocolFamily values in a query's filters; a currency's ProtocolName is its token standard (erc20, erc1155), not a protocol. */
export function protocolNamesInQuery(query: string): string[] {
  const out: string[] = []
  const re = /Protocol(?:Name|Family)\s*:\s*\{([^}]*)\}/g
  for (const m of query.matchAll(re)) {
    if (/Currency$/.test(enclosingKey(query, m.index!) ?? '')) continue
    for (const s of m[1].matchAll(/"([^"]*)"/g)) out.push(s[1])
  }
  return out
}

function checkNames(visits: Visit[], ctx: SampleContext, problems: string[]) {
  for (const { obj, path } of visits) {
    for (const [key, v] of Object.entries(obj)) {
      if (NAME_KEY.test(key) && !/Currency/.test(path) && typeof v === 'string' && v !== '' && !ctx.protocolNames.has(v)) problems.push(`${path ? `${path}.` : ''}${key}: "${v}" is not a protocol name the platform returns (inventory/facts/observed-protocol-names.tsv)`)
    }
  }
}

// ---------------------------------------------------------------- arithmetic

const near = (a: number, b: number, rel: number, abs = 0) => Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * rel + abs
const num = (o: unknown, ...keys: string[]): number | null => {
  let v: unknown = o
  for (const k of keys) {
    if (!v || typeof v !== 'object') return null
    v = (v as Record<string, unknown>)[k]
  }
  return toNumber(v)
}

const EVM_CHAINS: ReadonlySet<ChainKey> = new Set(['ethereum', 'bsc', 'base', 'arbitrum', 'optimism', 'polygon', 'opbnb'])
const OP_STACK: ReadonlySet<ChainKey> = new Set(['base', 'optimism', 'opbnb'])
/** Prices per gas: whole numbers of wei, shown in the native currency (18 decimals on every EVM chain here). */
const PER_GAS_KEY = /^(EffectiveGasPrice|GasPrice|BaseFee|PriorityFeePerGas|GasFeeCap|GasTipCap|MaxFeePerGas|MaxPriorityFeePerGas)$/

/** A decimal amount of the native currency in its smallest unit (wei), or 'fraction' when it has more digits than the unit allows. */
export function toSmallestUnit(v: unknown, decimals = 18): bigint | 'fraction' | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : null
  if (text === null) return null
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text)
  if (!m) return null
  const [, sign, whole, frac = '', exp = '0'] = m
  const shift = decimals + Number(exp)
  const digits = (whole + frac).replace(/^0+(?=\d)/, '')
  const point = shift - frac.length
  let units: bigint
  if (point >= 0) units = BigInt(digits) * 10n ** BigInt(point)
  else {
    const cut = digits.slice(digits.length + point)
    if (/[1-9]/.test(cut)) return 'fraction'
    units = BigInt(digits.slice(0, digits.length + point) || '0')
  }
  return sign ? -units : units
}

const fmtWei = (wei: bigint) => `${wei} wei`

function checkWholeWei(visits: Visit[], problems: string[]) {
  for (const { obj, path, chain } of visits) {
    if (!chain || !EVM_CHAINS.has(chain)) continue
    const at = (k: string) => (path ? `${path}.${k}` : k)
    for (const [key, v] of Object.entries(obj)) {
      if (PER_GAS_KEY.test(key) && toSmallestUnit(v) === 'fraction') problems.push(`${at(key)}: ${JSON.stringify(v)} is not a whole number of wei (a price per gas is an integer in wei; 18 decimals at most)`)
    }
    const fee = obj.Fee as Record<string, unknown> | undefined
    if (!fee || typeof fee !== 'object') continue
    const get = (o: unknown, ...keys: string[]) => keys.reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o)
    const gasUsedRaw = get(obj, 'Receipt', 'GasUsed') ?? get(obj, 'Transaction', 'GasUsed') ?? obj.GasUsed
    const gasUsed = typeof gasUsedRaw === 'string' || typeof gasUsedRaw === 'number' ? toSmallestUnit(gasUsedRaw, 0) : null
    const senderFee = toSmallestUnit(fee.SenderFee)
    if (typeof gasUsed !== 'bigint' || gasUsed <= 0n || typeof senderFee !== 'bigint') continue
    const l1Raw = get(obj, 'Receipt', 'L1', 'Fee') ?? get(obj, 'Receipt', 'L1Fee')
    const l1 = l1Raw === undefined || l1Raw === null ? null : toSmallestUnit(l1Raw)
    if (l1 === 'fraction') continue
    // The execution part: the whole fee on layer 1 and Arbitrum; the fee less the L1 data fee on OP Stack chains (unknown without it).
    if (OP_STACK.has(chain) && l1 === null) continue
    const execution = OP_STACK.has(chain) && typeof l1 === 'bigint' ? senderFee - l1 : senderFee
    const price = toSmallestUnit(fee.EffectiveGasPrice)
    if (typeof price === 'bigint') {
      if (execution !== gasUsed * price) problems.push(`${at('Fee.SenderFee')}: ${String(fee.SenderFee)} is ${fmtWei(senderFee)}, but GasUsed ${gasUsed} × EffectiveGasPrice ${fmtWei(price)}${typeof l1 === 'bigint' && OP_STACK.has(chain) ? ' + the L1 data fee' : ''} is ${fmtWei(gasUsed * price + (OP_STACK.has(chain) && typeof l1 === 'bigint' ? l1 : 0n))}`)
    } else if (price === null && execution % gasUsed !== 0n) {
      problems.push(`${at('Fee.SenderFee')}: ${String(fee.SenderFee)}${OP_STACK.has(chain) ? ' less the L1 data fee' : ''} is ${fmtWei(execution)}, which is not GasUsed ${gasUsed} × a whole number of wei per gas`)
    }
  }
}

function checkArithmetic(visits: Visit[], problems: string[]) {
  checkWholeWei(visits, problems)
  for (const { obj, path, chain } of visits) {
    const at = (k: string) => (path ? `${path}.${k}` : k)
    // USD = amount × price
    const amount = num(obj, 'Amount')
    const usd = num(obj, 'AmountInUSD')
    const price = num(obj, 'PriceInUSD')
    if (amount !== null && usd !== null && price !== null && !near(amount * price, usd, 0.02, 0.01)) {
      problems.push(`${at('AmountInUSD')}: ${usd} but Amount × PriceInUSD = ${+(amount * price).toPrecision(6)}`)
    }
    // DEXTrades: the price of a side in units of the other side
    const buy = obj.Buy as Record<string, unknown> | undefined
    const sell = obj.Sell as Record<string, unknown> | undefined
    if (buy && sell && typeof buy === 'object' && typeof sell === 'object') {
      const ba = num(buy, 'Amount')
      const sa = num(sell, 'Amount')
      const bp = num(buy, 'Price')
      const sp = num(sell, 'Price')
      if (ba && sa && bp !== null && !near(bp, sa / ba, 0.02)) problems.push(`${at('Buy.Price')}: ${bp}, but Sell.Amount / Buy.Amount = ${+(sa / ba).toPrecision(6)} (the price of the bought currency in the sold one)`)
      if (ba && sa && sp !== null && !near(sp, ba / sa, 0.02)) problems.push(`${at('Sell.Price')}: ${sp}, but Buy.Amount / Sell.Amount = ${+(ba / sa).toPrecision(6)} (the price of the sold currency in the bought one)`)
    }
    // DEXTradeByTokens: Trade.Price = Side.Amount / Trade.Amount
    const side = obj.Side as Record<string, unknown> | undefined
    if (side && typeof side === 'object' && 'Amount' in obj && 'Price' in obj) {
      const a = num(obj, 'Amount')
      const p = num(obj, 'Price')
      const s = num(side, 'Amount')
      if (a && s !== null && p !== null && !near(p, s / a, 0.02)) problems.push(`${at('Price')}: ${p}, but Side.Amount / Amount = ${+(s / a).toPrecision(6)}`)
    }
    // EVM fees
    const fee = obj.Fee as Record<string, unknown> | undefined
    if (fee && typeof fee === 'object') {
      const senderFee = num(fee, 'SenderFee')
      const egp = num(fee, 'EffectiveGasPrice')
      const gasUsed = num(obj, 'Receipt', 'GasUsed') ?? num(obj, 'Transaction', 'GasUsed') ?? num(obj, 'GasUsed')
      const l1 = num(obj, 'Receipt', 'L1', 'Fee') ?? num(obj, 'Receipt', 'L1Fee')
      if (senderFee !== null && egp !== null && gasUsed !== null) {
        const execution = gasUsed * egp
        if (senderFee < execution * 0.99) problems.push(`${at('Fee.SenderFee')}: ${senderFee} is less than GasUsed × EffectiveGasPrice = ${+execution.toPrecision(6)}`)
        else if (l1 !== null && chain === 'arbitrum') {
          // Arbitrum charges the L1 cost as extra gas, so it is already inside GasUsed × EffectiveGasPrice.
          if (!near(senderFee, execution, 0.01)) problems.push(`${at('Fee.SenderFee')}: ${senderFee}, but GasUsed × EffectiveGasPrice = ${+execution.toPrecision(6)} (on Arbitrum the L1 fee is part of it)`)
          else if (l1 > senderFee * 1.01) problems.push(`${at('Receipt.L1.Fee')}: ${l1} is more than the whole SenderFee ${senderFee}`)
        } else if (l1 !== null && !near(senderFee, execution + l1, 0.01)) problems.push(`${at('Fee.SenderFee')}: ${senderFee}, but GasUsed × EffectiveGasPrice + L1 fee = ${+(execution + l1).toPrecision(6)}`)
        else if (l1 === null && chain && LAYER1.has(chain) && !near(senderFee, execution, 0.01)) problems.push(`${at('Fee.SenderFee')}: ${senderFee}, but GasUsed × EffectiveGasPrice = ${+execution.toPrecision(6)} on ${chain}`)
      }
      const burnt = num(fee, 'Burnt')
      const tip = num(fee, 'MinerReward')
      if (senderFee !== null && burnt !== null && tip !== null) {
        if (burnt + tip > senderFee * 1.01) problems.push(`${at('Fee')}: Burnt + MinerReward = ${+(burnt + tip).toPrecision(6)} exceeds SenderFee ${senderFee}`)
        else if (chain && LAYER1.has(chain) && !near(burnt + tip, senderFee, 0.01)) problems.push(`${at('Fee')}: Burnt + MinerReward = ${+(burnt + tip).toPrecision(6)}, but SenderFee is ${senderFee} on ${chain}`)
      }
    }
    // Candles
    const lower = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k.toLowerCase(), toNumber(v)]))
    const { open, high, low, close } = lower as Record<string, number | null | undefined>
    if (high != null && low != null && open != null && close != null) {
      if (low > Math.min(open, close) * 1.000001 || high < Math.max(open, close) * 0.999999 || low > high) problems.push(`${path || 'candle'}: open ${open}, high ${high}, low ${low}, close ${close} do not fit low ≤ open, close ≤ high`)
    }
  }
}

// ---------------------------------------------------------------- the page

export const SAMPLE_TITLE = /title="([^"]*illustrative[^"]*)"/i

/**
 * A sample response: a ```json fence titled "… illustrative …", or any ```json
 * fence that holds a GraphQL response (`{"data": …}`, or a websocket message
 * with `payload.data`), titled or not.
 */
export function isSample(f: Fence): boolean {
  if (f.lang !== 'json') return false
  if (SAMPLE_TITLE.test(f.meta)) return true
  return /^\s*\{\s*"(data|payload|type)"\s*:/.test(f.value) && /"data"\s*:/.test(f.value)
}

/** A whole response as the API sends it: `{"data": …}` (with `errors`, `extensions`), or a websocket `next` message carrying one. */
export function isEnvelope(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false
  const o = json as Record<string, unknown>
  const payload = o.payload as Record<string, unknown> | undefined
  if (o.type === 'next' && payload && typeof payload === 'object' && 'data' in payload) return true
  return 'data' in o && Object.keys(o).every((k) => k === 'data' || k === 'errors' || k === 'extensions')
}

/** Words by which a title or the text before a sample says it shows a part of the response (rows, one row, an element). */
export const SHOWS_PART = /\b(rows?|entry|entries|element|elements|item|items|object|objects|excerpt|part|one (trade|transfer|pool|token|candle|holder|update|call|event|block|transaction|pair|order|market|swap))\b/i

const titleOf = (f: Fence) => SAMPLE_TITLE.exec(f.meta)?.[1] ?? /title="([^"]*)"/.exec(f.meta)?.[1] ?? 'untitled response'

/** The one network a page sets in its variables or code ("network": "eth", network: 'bsc'), or null when it sets none or several. */
export function networkOfPage(source: string): ChainKey | null {
  const found = new Set<ChainKey>()
  for (const m of source.matchAll(/["']?\bnetwork["']?\s*[:=]\s*["']([a-z]+)["']/g)) if (NETWORK_CHAIN[m[1]]) found.add(NETWORK_CHAIN[m[1]])
  return found.size === 1 ? [...found][0] : null
}

/** Check every sample of one page. `source` is the whole file text; `fences` its fenced blocks in order. */
export function checkPageSamples(source: string, fences: Fence[], pageCtx: SampleContext): SampleResult[] {
  // A query whose network is a variable is on the chain of the page's route, or on the one network the page's variables and code set.
  const ctx: SampleContext = { ...pageCtx, pageChain: pageCtx.pageChain ?? networkOfPage(source) }
  const lines = source.split('\n')
  const h2Before = (line: number) => {
    for (let i = line - 1; i >= 0; i--) if (/^##\s/.test(lines[i])) return i + 1
    return 0
  }
  const results: SampleResult[] = []
  fences.forEach((f, i) => {
    if (!isSample(f)) return
    const title = titleOf(f)
    const problems: string[] = []
    let json: unknown
    try {
      json = JSON.parse(f.value)
    } catch (e) {
      results.push({ line: f.line, title, paired: false, unpaired: 'does not parse', problems: [`does not parse as JSON: ${(e as Error).message}`] })
      return
    }
    const section = h2Before(f.line)
    const query = [...fences.slice(0, i)].reverse().find((q) => (q.lang === 'graphql' || q.lang === 'gql') && q.line > section)
    let node: Sel | null = null
    let value: unknown = json
    let unpaired: string | undefined
    let context = ''
    let timeAliases = new Set<string>()
    let at: SampleResult['at']
    if (!query) unpaired = 'no GraphQL query before it in its section (a stream message is described by its protobuf)'
    else {
      context = lines.slice(query.line - 1, f.line - 1).join('\n')
      let doc: DocumentNode | null = null
      try {
        doc = parse(query.value)
      } catch {
        unpaired = 'the preceding GraphQL block does not parse'
      }
      if (doc) {
        timeAliases = blockTimeAliases(doc)
        // Variables: a JSON block between the query and the sample (its "Variables" block), if any.
        let variables: Record<string, unknown> = {}
        for (const v of fences.slice(fences.indexOf(query) + 1, i)) {
          if (v.lang !== 'json') continue
          try {
            const parsed = JSON.parse(v.value) as unknown
            if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && !('data' in parsed)) variables = { ...variables, ...(parsed as Record<string, unknown>) }
          } catch {
            // not JSON: not a variables block
          }
        }
        const roots = buildTree(ctx.schema, doc, ctx.pageChain, variables)
        const found = locate(json, roots)
        if (found.node === null) {
          problems.push(`not a response of the query at line ${query.line}: ${found.reason}`)
        } else {
          node = found.node
          value = found.value
          problems.push(...found.problems)
          at = chainTo(roots, found.node)?.map((n) => ({ key: n.path.slice(n.path.lastIndexOf('.') + 1), list: listTyped(n.type) }))
        }
      }
    }
    // A part of a response (rows, one row) must say so; otherwise the reader takes it for what the API sends.
    if (query && !unpaired && !isEnvelope(json) && !SHOWS_PART.test(title) && !SHOWS_PART.test(context.split('\n').slice(1).filter((l) => !/^\s*(`{3}|~{3})/.test(l)).join(' ').slice(-600))) {
      problems.push('the sample is not a whole response (`{"data": …}`) and neither its title nor the text before it says it shows rows or a part of one')
    }
    const visits = objectsWithChain(value, node, node ? null : ctx.pageChain ?? null)
    if (!node && ctx.pageChain) visits.forEach((v) => (v.chain = v.chain ?? ctx.pageChain!))
    checkFormats(visits, problems)
    const pairs: BlockPair[] = []
    checkClock(visits, ctx, context, problems, pairs, timeAliases)
    checkNames(visits, ctx, problems)
    checkArithmetic(visits, problems)
    results.push({ line: f.line, title, paired: !!query && !unpaired, unpaired, at, problems, pairs })
  })
  return results
}
