import type { Contract } from './types'

/** Base (network value `base`). */
export const base: Contract[] = [
  { key: 'WETH', symbol: 'WETH', name: 'Wrapped Ether (OP Stack predeploy)', kind: 'token', address: '0x4200000000000000000000000000000000000006', decimals: 18, source: 'basescan token page; OP Stack predeploy list; observed in 9 platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin (native, Circle)', kind: 'token', address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', decimals: 6, source: 'basescan token page; Circle docs; observed in 9 platform examples' },
]
