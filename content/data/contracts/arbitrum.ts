import type { Contract } from './types'

/** Arbitrum One (network value `arbitrum`). */
export const arbitrum: Contract[] = [
  { key: 'UniswapV3Factory', symbol: 'UniswapV3Factory', name: 'Uniswap v3 factory', kind: 'factory', address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', source: 'Uniswap v3 deployment docs (same address as on Ethereum); observed in platform examples' },
]
