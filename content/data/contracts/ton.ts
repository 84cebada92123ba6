import type { Contract } from './types'

/** TON mainnet. */
export const ton: Contract[] = []
