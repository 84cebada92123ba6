import type { Contract } from './types'

/** opBNB (network value `opbnb`). */
export const opbnb: Contract[] = [
  { key: 'WBNB', symbol: 'WBNB', name: 'Wrapped BNB (OP Stack predeploy)', kind: 'token', address: '0x4200000000000000000000000000000000000006', decimals: 18, source: 'Chainlink CCIP directory, opBNB mainnet fee tokens ("WBNB 0x4200...0006"); opBNB token lists in public code (chain id 204, "Wrapped BNB", 18 decimals); observed on the platform with network opbnb (labelled WETH there, which is wrong on opBNB)' },
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (bridged from BNB Smart Chain)', kind: 'token', address: '0x9e5aac1ba1a2e6aed6b32689dfcf62a509ca96f3', decimals: 18, source: 'PancakeSwap token definitions for ChainId.OPBNB in public code (18 decimals); opBNB token lists (chain id 204); observed in platform opbnb-dextrades examples' },
  { key: 'ETH', symbol: 'ETH', name: 'Ethereum Token (bridged)', kind: 'token', address: '0xe7798f023fc62146e8aa1b36da45fb70855a77ea', decimals: 18, source: 'opBNB token lists in public code (chain id 204, "Ethereum Token", 18 decimals); token tables of opBNB in public analytics code' },
  { key: 'BTCB', symbol: 'BTCB', name: 'BTCB Token (bridged)', kind: 'token', address: '0x7c6b91d9be155a6db01f749217d76ff02a7227f2', decimals: 18, source: 'opBNB token lists in public code (chain id 204, "BTCB Token", 18 decimals)' },
  { key: 'FDUSD', symbol: 'FDUSD', name: 'First Digital USD (bridged)', kind: 'token', address: '0x50c5725949a6f0c72e6c4a641f24049a917db0cb', decimals: 18, source: 'opBNB token lists in public code (chain id 204, "First Digital USD", 18 decimals)' },
  { key: 'L1AttributesDepositor', symbol: 'L1AttributesDepositor', name: 'OP Stack L1 attributes depositor (system sender of the first deposit transaction of every block)', kind: 'system', address: '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001', source: 'OP Stack op-node code (L1InfoDepositerAddress) and Optimism contracts (DEPOSITOR_ACCOUNT) in public code; opBNB runs the OP Stack' },
]
