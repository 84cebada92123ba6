/**
 * One clock across pages (issue 37, class "sample"; audit-08). Every sample
 * checks its own heights against the chain's illustrative clock within a
 * tolerance (samples.ts), so two pages can each pass and still contradict each
 * other: block 26,472,200 shown at 18:11:35 on one page and block 26,472,230 at
 * 18:14:11 on another put 30 Ethereum blocks in 13 slots. This reads every
 * height shown beside its time, site-wide, and holds the pairs of one chain to
 * each other:
 * - one block has one time;
 * - a higher block is never earlier (blocks are ordered in time);
 * - on a chain with fixed slots where a slot can stay empty (Ethereum's 12 s,
 *   Tron's 3 s: `slotted` below), two blocks are at most as far apart in
 *   height as their times are in slots;
 * - on a chain that makes a block every slot without gaps (Base and OP
 *   Mainnet: `clock.aligned` in content/data/chains.ts), the heights differ by
 *   exactly the number of slots between the times.
 * Times on a whole minute are left out: a row of `Time(interval: …)` shows the
 * start of its interval beside the largest block in it. Solana slots, BSC,
 * Arbitrum and the other chains are held to order only.
 */
import type { BlockPair, ChainKey } from './samples'

export type LocatedPair = BlockPair & { file: string; line: number }
export type PairFinding = { file: string; line: number; message: string }

/** Chains whose slots can be empty but never hold two blocks: seconds per slot. */
export const SLOTTED: Partial<Record<ChainKey, number>> = { ethereum: 12, tron: 3 }

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
const at = (p: LocatedPair) => `${p.file}:${p.line}`

export function checkBlockPairs(pairs: LocatedPair[], aligned: Partial<Record<ChainKey, number>> = {}): PairFinding[] {
  const out: PairFinding[] = []
  const byChain = new Map<ChainKey, LocatedPair[]>()
  for (const p of pairs) {
    if (p.time % 60_000 === 0) continue
    byChain.set(p.chain, [...(byChain.get(p.chain) ?? []), p])
  }
  for (const [chain, list] of byChain) {
    // One block, one time (the first place a block is shown is the reference).
    const seen = new Map<number, LocatedPair>()
    for (const p of list) {
      const first = seen.get(p.number)
      if (!first) seen.set(p.number, p)
      else if (first.time !== p.time) out.push({ file: p.file, line: p.line, message: `${chain} block ${p.number} at ${iso(p.time)}, but ${at(first)} shows it at ${iso(first.time)}` })
    }
    const sorted = [...seen.values()].sort((a, b) => a.number - b.number)
    const slot = SLOTTED[chain]
    const step = aligned[chain]
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]
      const b = sorted[i]
      const dBlocks = b.number - a.number
      const dSeconds = (b.time - a.time) / 1000
      const pair = `${chain} block ${b.number} at ${iso(b.time)} (${at(b)}) and block ${a.number} at ${iso(a.time)} (${at(a)})`
      if (b.time < a.time) out.push({ file: b.file, line: b.line, message: `${pair}: the higher block is earlier` })
      else if (step !== undefined && dBlocks * step !== dSeconds) out.push({ file: b.file, line: b.line, message: `${pair}: ${dBlocks} blocks in ${dSeconds} s, but ${chain} makes one block every ${step} s without gaps (${dSeconds / step} blocks)` })
      else if (slot !== undefined && dBlocks > Math.floor(dSeconds / slot)) out.push({ file: b.file, line: b.line, message: `${pair}: ${dBlocks} blocks in ${dSeconds} s, more than the ${Math.floor(dSeconds / slot)} slots of ${slot} s between them` })
    }
  }
  return out
}
