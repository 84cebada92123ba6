/**
 * The shape of the chain table (content/data/chains.ts): the parameters that
 * pages state about a chain, each with its public source. Pages write a value
 * as `:data[chains.<chain>.<key>]` (for example `:data[chains.bsc.blockTime]`);
 * the MDX compiler resolves it at build time and fails on an unknown key.
 */

/** One stated fact: the value pages print, and where it was confirmed. */
export type Fact<T = string | number> = {
  value: T
  /** How pages print it ("0.45 seconds", "100 sun"). Defaults to the value. */
  display?: string
  /** Document name and date, for example "BNB Chain BEP-619 (Fermi hard fork), 2026-01". */
  source: string
  /** ISO date the value took effect, where it changed in 2025-26. */
  since?: string
  /** The value before `since`, where it changed in 2025-26. */
  previous?: { value: T; display?: string; until: string; source?: string }
}

/**
 * The illustrative clock of a chain: one block (or slot, or masterchain seqno)
 * at one time. Sample responses must agree with it: a block number N shown at
 * time t must lie within `tolerance` of height + (t - time) / blockTime.
 * Heights are illustrative, chosen so that the whole site's samples sit in
 * November 2026; `source` says how the anchor was derived.
 */
export type Clock = {
  height: number
  /** ISO 8601, UTC. */
  time: string
  /** Allowed relative drift of a sample's height against the clock (0.02 = 2 %), over the elapsed blocks, plus `slack` blocks. */
  tolerance: number
  slack: number
  source: string
  /**
   * Blocks come only at times a whole number of `seconds` from the anchor's
   * time (a chain with a fixed block time from genesis, such as an OP Stack
   * chain's 2 s): a block time between them is not a time the chain has.
   */
  aligned?: { seconds: number; source: string }
}

export type ChainRoot = 'EVM' | 'Solana' | 'Tron' | 'Ton'

export type Chain = {
  /** Display name ("BNB Smart Chain"). */
  name: Fact<string>
  root: ChainRoot
  /** The `network` argument value (`eth`, `bsc`, `solana`, `tron`, `ton`). */
  network: Fact<string>
  /** EIP-155 chain id (EVM chains only). */
  chainId?: Fact<number>
  /** Seconds per block (or slot), as a number; display like "0.45 seconds". */
  blockTime: Fact<number>
  /** When a block is final, in words ("about 13 minutes (two epochs)"). */
  finality: Fact<string>
  /** Native currency ticker. */
  nativeCurrency: Fact<string>
  /** Decimals of the native currency. */
  nativeDecimals: Fact<number>
  /** The smallest unit's name where pages use it (wei, lamport, sun, nanoton). */
  smallestUnit?: Fact<string>
  /** Fee model parameters pages state (Tron energy and bandwidth prices, rollup L1 fee fields, ...). */
  fees: Record<string, Fact>
  clock: Clock
}
