/**
 * Rankings of wallets grouped by one more key than they promise (issue 37,
 * sweep-groups, pattern B1). An aggregated query groups by every dimension it
 * selects: a "top traders" query that selects `Transaction.To` (the router or
 * called contract) or `Trade.Dex` beside `Transaction.From` returns one row
 * per trader and router, so one trader appears once per router with the
 * trades split between the rows, and the ranking and its limit are wrong.
 *
 * The rule: when the fence's title or the heading above it promises a ranking
 * of wallets ("top traders", "most active buyers", "largest holders", "busiest
 * senders", …) and an aggregated cube of the query (a `count`, `sum(of: …)`,
 * `uniq(of: …)` … in its selection) selects a wallet key (`Transaction.From`,
 * `Transaction.Signer`, `Call.From`, `Trade.Buyer`, `Transfer.Sender`, …),
 * the wallet keys must be its only dimensions. Leaves that pick one row's
 * value per group (`Time(maximum: Block_Time)`, `PriceInUSD(maximum: …)`) are
 * metrics, not dimensions. A fence whose extra key is promised (per day, per
 * token) says so with group="…".
 */
import { Kind, parse, type DocumentNode, type FieldNode } from 'graphql'

export type GroupFinding = { line: number; message: string }

export const GROUP_META = /\bgroup="([^"]+)"/

/** A ranking of wallets in a title or heading. */
export const WALLET_RANKING =
  /\b(top|most active|largest|biggest|busiest|leading)\b[^.\n]*?\b(traders?|wallets?|buyers?|sellers?|signers?|users?|callers?|minters?|senders?|receivers?|makers?|holders?|accounts?|addresses|distributors?)\b/i

/** Dimensions that name a wallet (dotted paths below the cube). */
export const WALLET_KEYS = new Set([
  'Transaction.From',
  'Transaction.Signer',
  'Transaction.FeePayer',
  'Call.From',
  'Trade.Buyer',
  'Trade.Seller',
  'Trade.Buy.Buyer',
  'Trade.Sell.Seller',
  'Trade.Sender.Address',
  'Trade.Order.Owner',
  'Trade.Account.Owner',
  'Trade.OutcomeTrade.Buyer',
  'Transfer.Sender',
  'Transfer.Receiver',
  'BalanceUpdate.Address',
  'BalanceUpdate.Account.Token.Owner',
  'Holder.Address',
  'Balance.Address',
])

const METRICS = new Set(['count', 'sum', 'average', 'median', 'quantile', 'standard', 'uniq', 'minimum', 'maximum', 'calculate', 'dispersion', 'gini', 'nakamoto', 'any'])
/** Arguments that make a leaf pick one row's value per group: a metric, not a dimension. */
const SELECTOR_ARGS = new Set(['maximum', 'minimum'])

function hasArg(f: FieldNode, names: Set<string>): boolean {
  return (f.arguments ?? []).some((a) => names.has(a.name.value))
}

/** The dimensions of a cube (dotted paths of leaf fields that are not metrics or per-group selectors) and whether it aggregates. */
export function dimensionsOf(cube: FieldNode): { dims: string[]; aggregated: boolean } {
  const dims: string[] = []
  let aggregated = false
  for (const s of cube.selectionSet?.selections ?? []) {
    if (s.kind !== Kind.FIELD) continue
    if (METRICS.has(s.name.value) && !s.selectionSet) {
      aggregated = true
      continue
    }
    const walk = (f: FieldNode, path: string[]) => {
      const here = [...path, f.name.value]
      if (!f.selectionSet) {
        if (hasArg(f, SELECTOR_ARGS)) aggregated = true
        else dims.push(here.join('.'))
        return
      }
      for (const c of f.selectionSet.selections) if (c.kind === Kind.FIELD) walk(c, here)
    }
    walk(s, [])
  }
  return { dims, aggregated }
}

/** Findings for one GraphQL operation, given the promise (fence title and the heading above it). */
export function checkGroupKeys(query: string, line: number, meta: string, promise: string): GroupFinding[] {
  if (GROUP_META.test(meta) || !WALLET_RANKING.test(promise)) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const out: GroupFinding[] = []
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const root of d.selectionSet.selections) {
      if (root.kind !== Kind.FIELD || !root.selectionSet) continue
      for (const cube of root.selectionSet.selections) {
        if (cube.kind !== Kind.FIELD) continue
        const { dims, aggregated } = dimensionsOf(cube)
        if (!aggregated) continue
        const wallets = dims.filter((k) => WALLET_KEYS.has(k))
        const others = dims.filter((k) => !WALLET_KEYS.has(k))
        if (!wallets.length || !others.length) continue
        out.push({
          line: line + (cube.loc?.startToken.line ?? 1),
          message: `"${promise.trim()}" ranks wallets, but ${cube.name.value} groups by ${wallets.join(', ')} and also by ${others.join(', ')}: each wallet comes back once per value of ${others.join(', ')}, with its total split between the rows; select only the wallet (pick another value per wallet with maximum:/minimum:, or count it with uniq), or say why the extra key is promised with group="…" on the fence`,
        })
      }
    }
  }
  return out
}

/** The promise of a fence: its title and the nearest heading (## to ####) above it. */
export function promiseOf(source: string, fenceLine: number, meta: string): string {
  const title = /\btitle="([^"]*)"/.exec(meta)?.[1] ?? ''
  const lines = source.split('\n')
  let heading = ''
  for (let i = fenceLine - 2; i >= 0; i--) {
    const m = /^#{2,4}\s+(.*)$/.exec(lines[i])
    if (m) {
      heading = m[1]
      break
    }
  }
  return [title, heading].filter(Boolean).join(' / ')
}
