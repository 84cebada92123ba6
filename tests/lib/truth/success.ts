/**
 * Rows of reverted work (issue 37). The EVM Transfers, DEXTrades and
 * DEXTradeByTokens cubes keep rows whose transfer or trade did not take effect
 * (graphql-schema/evm.graphql: `Transfer.Success` is "true when the transfer
 * took effect", `Trade.Success` "true when the trade succeeded"), so a query
 * that reads them as value that moved (a volume, a count, a price, a latest
 * owner, a deposit stream) must filter on the row's own success flag
 * (`Transfer: {Success: true}`, `Trade: {Success: true}`), in `where` or in a
 * metric's `if`: the transaction's (`TransactionStatus`) misses a call that
 * reverted inside a transaction that succeeded (schema/evm/events.mdx).
 * The Solana cubes of the same names keep rows of failed transactions, and so
 * does Solana `DEXOrders` (an order event of a failed transaction changed no
 * book: blockchain/Solana/core-data/Solana-DEX-Orders-API.mdx): there the
 * filter is `Transaction: {Result: {Success: true}}`. Mempool queries (nothing has executed yet) are exempt, and so
 * is a fence that says why it keeps failed rows: `failed-rows="reason"`.
 */
import { Kind, parse, type DocumentNode, type FieldNode, type ValueNode } from 'graphql'

export type SuccessFinding = { line: number; message: string }

const CUBES = new Set(['Transfers', 'DEXTrades', 'DEXTradeByTokens'])
const SOLANA_CUBES = new Set([...CUBES, 'DEXOrders'])
export const FAILED_ROWS_META = /failed-rows="([^"]+)"/

/** True when an input value holds a condition on the row's own flag (`Transfer: {Success: …}`, `Trade: {Success: …}`) anywhere inside it. */
function namesSuccess(v: ValueNode | undefined, row: string, parent = ''): boolean {
  if (!v) return false
  if (v.kind === Kind.OBJECT) return v.fields.some((f) => (f.name.value === 'Success' && parent === row) || namesSuccess(f.value, row, f.name.value))
  if (v.kind === Kind.LIST) return v.values.some((x) => namesSuccess(x, row, parent))
  return false
}

/** Every argument value below a field (its own and those of the fields it selects). */
function argumentsBelow(field: FieldNode): ValueNode[] {
  const out: ValueNode[] = []
  const walk = (f: FieldNode) => {
    for (const a of f.arguments ?? []) out.push(a.value)
    for (const s of f.selectionSet?.selections ?? []) if (s.kind === Kind.FIELD) walk(s)
  }
  walk(field)
  return out
}

export function checkSuccessFilters(query: string, line: number, meta: string): SuccessFinding[] {
  if (FAILED_ROWS_META.test(meta)) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const out: SuccessFinding[] = []
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const root of d.selectionSet.selections) {
      if (root.kind !== Kind.FIELD || !['EVM', 'Solana', 'Tron'].includes(root.name.value)) continue
      const mempool = root.arguments?.find((a) => a.name.value === 'mempool')
      if (mempool && !(mempool.value.kind === Kind.BOOLEAN && mempool.value.value === false)) continue
      const solana = root.name.value === 'Solana'
      // Tron's Transfers carry the row's own flag as on EVM; its trade cubes are left to the reviewers.
      if (root.name.value === 'Tron') {
        for (const cube of root.selectionSet?.selections ?? []) {
          if (cube.kind !== Kind.FIELD || cube.name.value !== 'Transfers') continue
          if (argumentsBelow(cube).some((v) => namesSuccess(v, 'Transfer'))) continue
          out.push({ line: line + (cube.loc?.startToken.line ?? 1), message: `${d.operation} reads Tron Transfers without the row's own success flag: add \`Transfer: {Success: true}\` to \`where\` (the transaction's status misses a transfer undone inside a transaction that succeeds), or say why failed rows belong with failed-rows="…" on the fence` })
        }
        continue
      }
      for (const cube of root.selectionSet?.selections ?? []) {
        if (cube.kind !== Kind.FIELD || !(solana ? SOLANA_CUBES : CUBES).has(cube.name.value)) continue
        // Solana rows carry their transaction's result: `Transaction: {Result: {Success: true}}`.
        const row = solana ? 'Result' : cube.name.value === 'Transfers' ? 'Transfer' : 'Trade'
        if (argumentsBelow(cube).some((v) => namesSuccess(v, row))) continue
        if (solana) {
          out.push({
            line: line + (cube.loc?.startToken.line ?? 1),
            message: `${d.operation} reads Solana ${cube.name.value} without \`Transaction: {Result: {Success: true}}\`: the cube keeps rows of failed transactions, whose ${{ Transfers: 'transfers', DEXOrders: 'order events' }[cube.name.value] ?? 'trades'} did not happen; add it to \`where\` (or a metric's \`if\`), or say why failed rows belong with failed-rows="…" on the fence`,
          })
          continue
        }
        out.push({
          line: line + (cube.loc?.startToken.line ?? 1),
          message: `${d.operation} reads EVM ${cube.name.value} without the row's own success flag: the cube keeps rows whose ${row.toLowerCase()} did not take effect (a reverted call inside a successful transaction too, so TransactionStatus alone is not enough), so add \`${row}: {Success: true}\` to \`where\` (or a metric's \`if\`), or say why failed rows belong with failed-rows="…" on the fence`,
        })
      }
    }
  }
  return out
}
