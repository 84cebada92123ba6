import type { Contract } from './types'

/** BNB Smart Chain (network value `bsc`). */
export const bsc: Contract[] = [
  { key: 'WBNB', symbol: 'WBNB', name: 'Wrapped BNB', kind: 'token', address: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c', decimals: 18, source: 'bscscan token page; observed in 12 platform examples' },
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (BEP-20, "BSC-USD")', kind: 'token', address: '0x55d398326f99059ff775485246999027b3197955', decimals: 18, source: 'bscscan token page; observed in 11 platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin (Binance-Peg)', kind: 'token', address: '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d', decimals: 18, source: 'bscscan token page' },
]
