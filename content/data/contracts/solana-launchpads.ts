import type { Contract } from './types'

/** Solana launchpads, trading terminals and their tokens (merged into the `solana` table). */
export const solanaLaunchpads: Contract[] = []
