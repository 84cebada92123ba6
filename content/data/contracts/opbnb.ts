import type { Contract } from './types'

/** opBNB (network value `opbnb`). */
export const opbnb: Contract[] = []
