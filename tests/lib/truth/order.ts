/**
 * Rows of one second, or of one block, in an undefined order (issue 37,
 * sweep-solorder). A Solana slot lasts about 400 ms and BlockTime is a whole
 * second, so several slots and many transactions share one `Block_Time`: a
 * query that sorts Solana rows by `Block_Time` alone returns the rows of one
 * second in an undefined order, and "the last trade", "the first buyer", a
 * balance before → after or a running sum read from it can be any row of that
 * second. The sort keys that order them are `Block_Slot`, then
 * `Transaction_Index` (and the row's own index inside a transaction:
 * `Instruction_Index`, `Trade_Index`, `BalanceUpdate_Index`, `Transfer_Index`;
 * graphql-schema/solana.graphql, the cubes' `*_EnumFields`).
 *
 * On Solana every fence whose `orderBy` names only block keys (`Block_Time`,
 * `Block_Date`, `Block_Slot`, `Block_Height`) on a cube with several rows per
 * slot is a finding. On Tron (3 s blocks) and on EVM networks many rows share
 * one block too, but a listing's order within a block decides nothing; there
 * the rule holds where the order decides the answer: a limit of one row (or
 * `limitBy … count: 1`, "the latest/first per group") sorted only by block keys
 * (`Block_Time`, `Block_Date`, `Block_Number`) on a cube with several rows per
 * block, and every listing of EVM `TransactionBalances` (its rows chain: one
 * row's balance before is the previous row's balance after). Exempt everywhere: a sort by a field that is not a block key (a
 * metric, a balance, a price), groups (a selection with a metric such as
 * `count` or `sum(of: …)`, or a bucketed `Time(interval: …)`: each row is a
 * group of its own, not an event of a sequence), the Blocks cube (one row per block), and a fence that says why
 * the order within a second or block does not matter: `order="reason"`.
 *
 * The same holds for the leaf selectors that pick one row of a group on
 * Solana: `PriceInUSD(maximum: Block_Time)` (the last price of a candle or of a
 * token) is the price of any row of the group's last second. The selector takes
 * one key, so the finest one is `Block_Slot` (a row of the last slot); a
 * selector that reads the time itself (`Time(maximum: Block_Time)`) is exact.
 */
import { Kind, parse, type DocumentNode, type FieldNode, type ObjectValueNode, type ValueNode } from 'graphql'

export type OrderFinding = { line: number; message: string }

export const ORDER_META = /\border="([^"]+)"/

const SOLANA_BLOCK_KEYS = new Set(['Block_Time', 'Block_Date', 'Block_Slot', 'Block_Height'])
const CHAIN_BLOCK_KEYS = new Set(['Block_Time', 'Block_Date', 'Block_Number'])
/** EVM cubes whose rows chain: each row's balance before is the previous row's balance after, so a listing's order is its meaning. */
const CHAINED = new Set(['TransactionBalances'])
/** Cubes with at most one row per block: sorting them by the block orders every row. */
const ONE_ROW_PER_BLOCK = new Set(['Blocks'])

/** The keys an orderBy names, in order: enum values of ascending/descending and the field names of …ByField. */
export function orderKeys(v: ValueNode | undefined): string[] {
  if (!v) return []
  if (v.kind === Kind.LIST) return v.values.flatMap((x) => orderKeys(x))
  if (v.kind !== Kind.OBJECT) return []
  const out: string[] = []
  for (const f of (v as ObjectValueNode).fields) {
    const val = f.value
    if (val.kind === Kind.ENUM) out.push(val.value)
    else if (val.kind === Kind.STRING) out.push(val.value)
    else if (val.kind === Kind.VARIABLE) out.push(`$${val.name.value}`)
    else if (val.kind === Kind.LIST) {
      for (const x of val.values) if (x.kind === Kind.ENUM || x.kind === Kind.STRING) out.push(x.value)
    }
  }
  return out
}

function arg(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((a) => a.name.value === name)?.value
}

/** The count of a `limit: {count: n}` or `limitBy: {count: n}` argument, when it is a literal. */
function countOf(v: ValueNode | undefined, vars: Record<string, unknown>): number | null {
  if (!v || v.kind !== Kind.OBJECT) return null
  const c = v.fields.find((f) => f.name.value === 'count')?.value
  if (!c) return null
  if (c.kind === Kind.INT) return Number(c.value)
  if (c.kind === Kind.VARIABLE && typeof vars[c.name.value] === 'number') return vars[c.name.value] as number
  return null
}

const METRICS = new Set(['count', 'sum', 'average', 'median', 'quantile', 'standard', 'uniq', 'minimum', 'maximum', 'calculate'])

/**
 * True when the cube's rows are groups, not events: its selection holds a
 * metric (`count`, `sum(of: …)`, …) or a bucketed time (`Time(interval: …)`,
 * `Date(interval: …)`), so each sorted row is a group or bucket of its own.
 */
function grouped(cube: FieldNode): boolean {
  const top = cube.selectionSet?.selections ?? []
  if (top.some((s) => s.kind === Kind.FIELD && METRICS.has(s.name.value))) return true
  const walk = (f: FieldNode): boolean =>
    (['Time', 'Date'].includes(f.name.value) && !!arg(f, 'interval')) || (f.selectionSet?.selections ?? []).some((s) => s.kind === Kind.FIELD && walk(s))
  return walk(cube)
}

function networkOf(root: FieldNode, vars: Record<string, unknown>): string {
  const n = arg(root, 'network')
  if (!n) return root.name.value === 'EVM' ? 'eth' : ''
  if (n.kind === Kind.ENUM || n.kind === Kind.STRING) return n.value
  if (n.kind === Kind.VARIABLE && typeof vars[n.name.value] === 'string') return vars[n.name.value] as string
  return '?'
}

const TIME_FIELDS = new Set(['Time', 'Date'])

/** Leaf fields below a Solana cube that pick their row by `maximum:`/`minimum:` Block_Time or Block_Date, and metrics `maximum(of: Block_Time, get: …)`. */
function timeSelectors(cube: FieldNode): FieldNode[] {
  const out: FieldNode[] = []
  const walk = (f: FieldNode) => {
    for (const a of f.arguments ?? []) {
      const v = a.value
      if (!['maximum', 'minimum', 'of'].includes(a.name.value) || v.kind !== Kind.ENUM || !['Block_Time', 'Block_Date'].includes(v.value)) continue
      if (a.name.value === 'of' ? !!arg(f, 'get') : !TIME_FIELDS.has(f.name.value)) out.push(f)
    }
    for (const s of f.selectionSet?.selections ?? []) if (s.kind === Kind.FIELD) walk(s)
  }
  for (const s of cube.selectionSet?.selections ?? []) if (s.kind === Kind.FIELD) walk(s)
  return out
}

export function checkTimeOnlyOrder(query: string, line: number, meta: string, vars: Record<string, unknown> = {}): OrderFinding[] {
  if (ORDER_META.test(meta)) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const out: OrderFinding[] = []
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const root of d.selectionSet.selections) {
      if (root.kind !== Kind.FIELD || !['EVM', 'Solana', 'Tron'].includes(root.name.value)) continue
      const solana = root.name.value === 'Solana'
      for (const cube of root.selectionSet?.selections ?? []) {
        if (cube.kind !== Kind.FIELD || ONE_ROW_PER_BLOCK.has(cube.name.value)) continue
        if (solana) {
          for (const f of timeSelectors(cube)) {
            const name = f.alias ? `${f.alias.value}: ${f.name.value}` : f.name.value
            out.push({
              line: line + (f.loc?.startToken.line ?? 1),
              message: `${d.operation} picks ${name} of Solana ${cube.name.value} by the row with the highest or lowest Block_Time: a second holds many rows, so it is the value of any row of that second; pick by Block_Slot (a row of the last or first slot), or say why any row of the second will do with order="…" on the fence`,
            })
          }
        }
        const keys = orderKeys(arg(cube, 'orderBy'))
        const blockKeys = solana ? SOLANA_BLOCK_KEYS : CHAIN_BLOCK_KEYS
        if (!keys.length || !keys.every((k) => blockKeys.has(k))) continue
        if (grouped(cube)) continue
        const at = line + (cube.loc?.startToken.line ?? 1)
        const sorted = `orderBy names only ${[...new Set(keys)].join(', ')}`
        if (solana) {
          out.push({
            line: at,
            message: `${d.operation} sorts Solana ${cube.name.value} by the block alone (${sorted}): Block_Time is a whole second and a slot holds many transactions, so the rows of one second come back in an undefined order; sort by [Block_Slot, Transaction_Index] (and the row's index inside the transaction where rows of one transaction matter), or say why the order within a second does not matter with order="…" on the fence`,
          })
          continue
        }
        const one = countOf(arg(cube, 'limit'), vars) === 1 || countOf(arg(cube, 'limitBy'), vars) === 1
        if (!one && CHAINED.has(cube.name.value)) {
          out.push({
            line: at,
            message: `${d.operation} lists EVM(${networkOf(root, vars)}) ${cube.name.value} by the block alone (${sorted}): each row's balance before is the previous row's balance after, and a block holds several transactions of one address, so the chain comes back out of order; add Transaction_Index ([{descending: Block_Number}, {descending: Transaction_Index}]), or say why the order does not matter with order="…" on the fence`,
          })
          continue
        }
        if (!one) continue
        const chain = root.name.value === 'Tron' ? 'Tron' : `EVM(${networkOf(root, vars)})`
        out.push({
          line: at,
          message: `${d.operation} picks one ${chain} ${cube.name.value} row by the block alone (${sorted}, one row): a block holds many rows, so "the first" or "the latest" is any row of that block; add Transaction_Index (and Log_Index where the row comes from a log) to the sort (on EVM a list of orderings: [{descending: Block_Number}, {descending: Transaction_Index}, {descending: Log_Index}]; on Tron descending: [Block_Number, Transaction_Index]), or say why any row of the block will do with order="…" on the fence`,
        })
      }
    }
  }
  return out
}
