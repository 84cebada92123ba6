import type { Contract } from './types'

/** Polygon PoS (network value `matic`). */
export const polygon: Contract[] = []
