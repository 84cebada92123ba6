/**
 * Solana method filters that miss a newer form of the same instruction
 * (issue 37 residual sample 2026-11-29, sweep-solmethods). Programs add
 * instructions that do what an older one does (Pump.fun `migrate_v2`, Orca
 * `increaseLiquidityByTokenAmountsV2`, Raydium CPMM `initialize_with_permission`);
 * a filter that names the old method alone silently drops every call of the new
 * one.
 *
 * The check reads each GraphQL `where` for an object that names one program
 * (`Program: { Address: { is: "…" }, Method: … }`) and, when the method
 * condition admits a method of SIBLINGS for that program, requires that it
 * also admits every sibling. Names are compared without case and underscores,
 * so the camel-case and snake-case spellings of an IDL are the same method;
 * `is`/`in` list names, `startsWith` and `like`/`likeCaseInsensitive` patterns
 * admit what they match. A fence that says why the older method alone is meant
 * opts out with methods="reason".
 *
 * SIBLINGS comes from each program's current interface, read 2026-11-29:
 * - Pump.fun: pump-fun/pump-public-docs idl/pump.json (create, create_v2; migrate, migrate_v2).
 * - Orca Whirlpools: orca-so/whirlpools programs/whirlpool/src/lib.rs (increase_liquidity, _v2,
 *   increase_liquidity_by_token_amounts_v2; decrease_liquidity, _v2; open_position variants).
 * - Raydium CLMM: raydium-io/raydium-clmm programs/amm/src/lib.rs (create_pool, create_customizable_pool;
 *   open_position, _v2, _with_token22_nft; increase/decrease_liquidity and _v2).
 * - Raydium CPMM: raydium-io/raydium-cp-swap programs/cp-swap/src/lib.rs (initialize, initialize_with_permission).
 * - Raydium LaunchLab: sevenlabs-hq/carbon decoders/raydium-launchpad-decoder (initialize, initialize_v2,
 *   initialize_with_token_2022; migrate_to_amm, migrate_to_cpswap).
 * - Meteora DLMM: MeteoraAg/dlmm-sdk idls/dlmm.json 0.12 (claim_fee, claim_fee2; remove_liquidity, 2,
 *   by_range, by_range2, remove_all_liquidity).
 * - Meteora DAMM v2: MeteoraAg/damm-v2 programs/cp-amm/src/lib.rs (initialize_pool, _with_dynamic_config,
 *   initialize_customizable_pool; lock_position, lock_inner_position, permanent_lock_position).
 * - Meteora DBC: MeteoraAg/dynamic-bonding-curve lib.rs (initialize_virtual_pool_with_spl_token / _token2022;
 *   migrate_meteora_damm, migration_damm_v2).
 */
import { Kind, parse, type DocumentNode, type ObjectFieldNode, type ObjectValueNode, type ValueNode } from 'graphql'

export type SolMethodFinding = { line: number; message: string }

export const METHODS_META = /\bmethods="([^"]+)"/

/** Groups of methods that do the same thing, per program: a filter that admits one must admit all. */
export const SIBLINGS: Record<string, { program: string; groups: string[][] }> = {
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': { program: 'Pump.fun', groups: [['create', 'create_v2'], ['migrate', 'migrate_v2']] },
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: {
    program: 'Orca Whirlpools',
    groups: [
      ['increase_liquidity', 'increase_liquidity_v2', 'increase_liquidity_by_token_amounts_v2'],
      ['decrease_liquidity', 'decrease_liquidity_v2'],
      ['open_position', 'open_position_with_metadata', 'open_position_with_token_extensions'],
    ],
  },
  CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK: {
    program: 'Raydium CLMM',
    groups: [
      ['create_pool', 'create_customizable_pool'],
      ['open_position', 'open_position_v2', 'open_position_with_token22_nft'],
      ['increase_liquidity', 'increase_liquidity_v2'],
      ['decrease_liquidity', 'decrease_liquidity_v2'],
    ],
  },
  CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C: { program: 'Raydium CPMM', groups: [['initialize', 'initialize_with_permission']] },
  LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj: {
    program: 'Raydium LaunchLab',
    groups: [['initialize', 'initialize_v2', 'initialize_with_token_2022'], ['migrate_to_amm', 'migrate_to_cpswap']],
  },
  LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: {
    program: 'Meteora DLMM',
    groups: [['claim_fee', 'claim_fee2'], ['remove_liquidity', 'remove_liquidity2', 'remove_liquidity_by_range', 'remove_liquidity_by_range2', 'remove_all_liquidity']],
  },
  cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG: {
    program: 'Meteora DAMM v2',
    groups: [['initialize_pool', 'initialize_pool_with_dynamic_config', 'initialize_customizable_pool'], ['lock_position', 'lock_inner_position', 'permanent_lock_position']],
  },
  dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN: {
    program: 'Meteora DBC',
    groups: [['initialize_virtual_pool_with_spl_token', 'initialize_virtual_pool_with_token2022'], ['migrate_meteora_damm', 'migration_damm_v2']],
  },
}

/** One spelling for both IDL formats: lower case, no underscores (createPool = create_pool). */
export const norm = (name: string) => name.toLowerCase().replace(/_/g, '')

/** A SQL LIKE pattern (% any run, _ one character) as a test on a method name in both spellings. */
function likeTest(pattern: string, caseInsensitive: boolean): (name: string) => boolean {
  const re = new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.') + '$', caseInsensitive ? 'i' : '')
  return (name) => re.test(name) || re.test(camel(name))
}
const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The test a `Method` condition puts on a method name (snake case from SIBLINGS), or null when it is not a condition the check reads. */
export function methodTest(cond: ObjectValueNode): ((name: string) => boolean) | null {
  const tests: ((name: string) => boolean)[] = []
  for (const f of cond.fields as readonly ObjectFieldNode[]) {
    const op = f.name.value
    const v = f.value
    const strs = v.kind === Kind.STRING ? [v.value] : v.kind === Kind.LIST ? v.values.filter((x) => x.kind === Kind.STRING).map((x) => (x as { value: string }).value) : null
    if (!strs || (v.kind === Kind.LIST && strs.length !== v.values.length)) return null
    if (op === 'is' || op === 'in') {
      const names = new Set(strs.map(norm))
      tests.push((name) => names.has(norm(name)))
    } else if (op === 'startsWith') tests.push((name) => name.startsWith(strs[0]) || camel(name).startsWith(strs[0]))
    else if (op === 'like' || op === 'likeCaseInsensitive') tests.push(likeTest(strs[0], op === 'likeCaseInsensitive'))
    else return null
  }
  return tests.length ? (name) => tests.every((t) => t(name)) : null
}

/** Every object of an input value that has a `Program` field naming one address and a method condition. */
function programFilters(v: ValueNode, out: { address: string; method: ObjectValueNode }[]) {
  if (v.kind === Kind.LIST) for (const x of v.values) programFilters(x, out)
  if (v.kind !== Kind.OBJECT) return
  for (const f of v.fields as readonly ObjectFieldNode[]) {
    if (f.name.value === 'Program' && f.value.kind === Kind.OBJECT) {
      const address = f.value.fields.find((x) => x.name.value === 'Address')?.value
      const method = f.value.fields.find((x) => x.name.value === 'Method')?.value
      const is = address?.kind === Kind.OBJECT ? address.fields.find((x) => x.name.value === 'is')?.value : undefined
      if (is?.kind === Kind.STRING && method?.kind === Kind.OBJECT) out.push({ address: is.value, method })
    }
    programFilters(f.value, out)
  }
}

export function checkSolanaMethodSiblings(query: string, line: number, meta: string): SolMethodFinding[] {
  if (METHODS_META.test(meta)) return []
  let doc: DocumentNode
  try {
    doc = parse(query)
  } catch {
    return []
  }
  const out: SolMethodFinding[] = []
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    const found: { address: string; method: ObjectValueNode }[] = []
    const visit = (sel: readonly { kind: string }[] | undefined) => {
      for (const s of sel ?? []) {
        if (s.kind !== Kind.FIELD) continue
        const field = s as unknown as { arguments?: readonly { name: { value: string }; value: ValueNode }[]; selectionSet?: { selections: readonly { kind: string }[] } }
        for (const a of field.arguments ?? []) if (a.name.value === 'where') programFilters(a.value, found)
        visit(field.selectionSet?.selections)
      }
    }
    visit(d.selectionSet.selections)
    for (const { address, method } of found) {
      const known = SIBLINGS[address]
      const test = known && methodTest(method)
      if (!known || !test) continue
      for (const group of known.groups) {
        const admitted = group.filter(test)
        if (!admitted.length || admitted.length === group.length) continue
        const missing = group.filter((m) => !test(m))
        out.push({
          line: line + (method.loc?.startToken.line ?? 1),
          message: `${d.operation} filters ${known.program} on ${admitted.join(', ')} but not ${missing.join(', ')}, which the program's current interface has for the same job: calls through ${missing.length > 1 ? 'them' : 'it'} are missing (add ${missing.length > 1 ? 'them' : 'it'} in the page's spelling, or say why with methods="…" on the fence)`,
        })
      }
    }
  }
  return out
}
