import type { Contract } from './types'

/** Tron mainnet (base58 addresses). */
export const tron: Contract[] = [
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (TRC-20)', kind: 'token', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, source: 'Tronscan token page; observed in 11 platform examples' },
]
