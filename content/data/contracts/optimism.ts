import type { Contract } from './types'

/** OP Mainnet (network value `optimism`). */
export const optimism: Contract[] = [
  { key: 'WETH', symbol: 'WETH', name: 'Wrapped Ether (OP Stack predeploy)', kind: 'token', address: '0x4200000000000000000000000000000000000006', decimals: 18, source: 'OP Stack predeploy list; observed in platform examples' },
]
