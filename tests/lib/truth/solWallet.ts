/**
 * Solana wallets and native SOL (issue 37 residual sample 2026-11-29). SPL
 * tokens sit in token accounts that a wallet owns; native SOL sits on the
 * wallet's own account. So a wallet's SOL rows name the wallet as the account
 * (`Account.Address`, `Sender.Address`, `Receiver.Address`; `address` in the
 * protobuf streams), while the owner fields name something else: `Token.Owner`
 * and `token_owner` are empty, and `Owner` is the owning program (the schema:
 * "for wallets the owning program, for token balances the wallet that
 * controls them"; content/docs/streams/protobuf/chains/Solana-protobuf.mdx,
 * blockchain/Solana/core-data/solana-balance-updates.mdx "SOL lives on the
 * wallet").
 *
 * Two checks:
 * - GraphQL. A Solana `BalanceUpdates`, `InstructionBalanceUpdates` or
 *   `Transfers` query that filters a wallet on an owner field (`Account`,
 *   `Sender` or `Receiver`, then `Owner` or `Token.Owner`) misses the wallet's
 *   SOL unless the same `where` also names the party's `Address` (an `any`
 *   alternative), or restricts `Currency` to given mints (`MintAddress: {is|in}`
 *   without native SOL's placeholder mint; wrapped SOL is a token, or a variable: the page asks about one
 *   token) or to NFTs (`Fungible: false`). A fence that says why SOL does not
 *   belong opts out with sol="reason".
 * - Code. A code fence that reads the streams' `token_owner`
 *   (`token_owner`, `tokenOwner`, `TokenOwner`) and never the account's
 *   `address` matches token accounts only. Same opt-out.
 */
import { Kind, parse, type DocumentNode, type FieldNode, type ObjectFieldNode, type ValueNode } from 'graphql'
import type { Fence } from '../../unit/contentFiles'

export type SolWalletFinding = { line: number; message: string }

export const SOL_META = /\bsol="([^"]+)"/
const CUBES = new Set(['BalanceUpdates', 'InstructionBalanceUpdates', 'Transfers'])
const PARTIES = new Set(['Account', 'Sender', 'Receiver'])
/** Native SOL's placeholder mint (the System Program): a filter that admits it admits the wallet's SOL rows. Wrapped SOL is an SPL token, held in token accounts. */
const SOL_MINTS = new Set(['11111111111111111111111111111111'])

type Condition = { path: string[]; value: ValueNode }

/** Every leaf condition of an input value with its path of field names (list items keep their parent's path). */
function leaves(v: ValueNode, path: string[], out: Condition[]) {
  if (v.kind === Kind.OBJECT) {
    for (const f of v.fields as readonly ObjectFieldNode[]) {
      const p = [...path, f.name.value]
      if (f.value.kind === Kind.OBJECT || f.value.kind === Kind.LIST) leaves(f.value, p, out)
      out.push({ path: p, value: f.value })
    }
  } else if (v.kind === Kind.LIST) for (const x of v.values) leaves(x, path, out)
}

/** The party an owner condition names (`Account`, `Sender`, `Receiver`), or null when the path is not `…Party[.Token].Owner`. */
function ownerParty(path: string[]): string | null {
  const i = path.lastIndexOf('Owner')
  if (i < 1) return null
  const before = path[i - 1] === 'Token' ? path[i - 2] : path[i - 1]
  return before && PARTIES.has(before) ? before : null
}

const strings = (v: ValueNode): (string | null)[] => (v.kind === Kind.STRING ? [v.value] : v.kind === Kind.LIST ? v.values.flatMap(strings) : v.kind === Kind.VARIABLE ? [null] : [])

/** True when the conditions restrict the currency to given token mints (no SOL) or to NFTs. */
function tokenOnly(conds: Condition[]): boolean {
  return conds.some((c) => {
    const i = c.path.lastIndexOf('Currency')
    if (i < 0) return false
    const rest = c.path.slice(i + 1)
    if (rest.length === 1 && rest[0] === 'Fungible') return c.value.kind === Kind.BOOLEAN && !c.value.value
    if (rest.length === 2 && rest[0] === 'MintAddress' && /^(is|in|eq)$/.test(rest[1])) return strings(c.value).every((s) => s === null || !SOL_MINTS.has(s))
    return false
  })
}

export function checkSolanaWalletFilters(query: string, line: number, meta: string): SolWalletFinding[] {
  if (SOL_META.test(meta)) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const out: SolWalletFinding[] = []
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const root of d.selectionSet.selections) {
      if (root.kind !== Kind.FIELD || root.name.value !== 'Solana') continue
      for (const cube of root.selectionSet?.selections ?? []) {
        if (cube.kind !== Kind.FIELD || !CUBES.has(cube.name.value)) continue
        const where = (cube as FieldNode).arguments?.find((a) => a.name.value === 'where')
        if (!where) continue
        const conds: Condition[] = []
        leaves(where.value, [], conds)
        const owners = conds.filter((c) => c.path.at(-1) !== 'Owner' && ownerParty(c.path.slice(0, -1)) !== null)
        if (!owners.length || tokenOnly(conds)) continue
        const parties = new Set(owners.map((c) => ownerParty(c.path.slice(0, -1))!))
        const addressed = [...parties].every((p) => conds.some((c) => { const i = c.path.lastIndexOf('Address'); return i > 0 && c.path[i - 1] === p }))
        if (addressed) continue
        const o = owners[0]
        const field = o.path.slice(o.path.lastIndexOf(ownerParty(o.path.slice(0, -1))!), -1).join('.')
        out.push({
          line: line + (cube.loc?.startToken.line ?? 1),
          message: `${d.operation} reads Solana ${cube.name.value} of a wallet through ${field} only: native SOL sits on the wallet's own account, where the owner is not the wallet (Token.Owner is empty, Owner is the System Program), so the wallet's SOL is missing; add the wallet as ${[...parties].map((p) => `${p}.Address`).join(' / ')} in an \`any\` beside the owner condition, restrict Currency to a token mint, or say why SOL does not belong with sol="…" on the fence`,
        })
      }
    }
  }
  return out
}

const TOKEN_OWNER = /\b(token_owner|tokenOwner|TokenOwner)\b/
const ACCOUNT_ADDRESS = /(\.address\b|\baddress\b|GetAddress\(\)|\.Address\b|\["address"\])/

/** A code fence that reads the streams' token_owner and never the account address: wallets' SOL is missing. */
export function checkOwnerOnlyCode(fence: Fence): SolWalletFinding | null {
  if (fence.lang === 'graphql' || fence.lang === 'gql' || fence.lang === 'json' || fence.lang === 'protobuf' || fence.lang === 'proto') return null
  if (SOL_META.test(fence.meta) || !TOKEN_OWNER.test(fence.value)) return null
  const code = fence.value.split('\n').map((l) => l.replace(/(\/\/|#).*$/, '')).join('\n')
  if (!TOKEN_OWNER.test(code) || ACCOUNT_ADDRESS.test(code.replace(/token_owner|tokenOwner|TokenOwner/g, ''))) return null
  const at = fence.value.split('\n').findIndex((l) => TOKEN_OWNER.test(l))
  return { line: fence.line + 1 + at, message: `the code matches wallets on token_owner only: for native SOL the wallet is the account's address and token_owner is empty, so the wallet's SOL is missing (match token_owner or address), or say why with sol="…" on the fence` }
}

/** GraphQL operations written inside a code fence (a query in a JS template string, a Python triple-quoted string, a Go raw string): each with the fence line it starts on. */
export function embeddedOperations(fence: Fence): { value: string; line: number }[] {
  if (fence.lang === 'graphql' || fence.lang === 'gql' || fence.lang === 'json') return []
  const out: { value: string; line: number }[] = []
  const text = fence.value
  for (const m of text.matchAll(/\b(query|subscription)\b[\w\s$:!,()[\]]*\{/g)) {
    let depth = 0
    let end = -1
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      if (text[i] === '{') depth++
      else if (text[i] === '}' && --depth === 0) {
        end = i + 1
        break
      }
    }
    if (end < 0) continue
    const value = text.slice(m.index, end)
    try {
      parse(value)
    } catch {
      continue
    }
    out.push({ value, line: fence.line + text.slice(0, m.index).split('\n').length - 1 })
  }
  return out
}
