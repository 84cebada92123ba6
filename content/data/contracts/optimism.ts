import type { Contract } from './types'

/** OP Mainnet (network value `optimism`). */
export const optimism: Contract[] = [
  { key: 'WETH', symbol: 'WETH', name: 'Wrapped Ether (OP Stack predeploy)', kind: 'token', address: '0x4200000000000000000000000000000000000006', decimals: 18, source: 'OP Stack predeploy list; observed in platform examples' },
  { key: 'OP', symbol: 'OP', name: 'Optimism governance token (predeploy)', kind: 'token', address: '0x4200000000000000000000000000000000000042', decimals: 18, source: 'OP Stack predeploy list; public chain registries in GitHub code' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin (native, issued by Circle)', kind: 'token', address: '0x0b2c639c533813f4aa9d7837caf62653d097ff85', decimals: 6, source: 'public chain registries in GitHub code; observed in platform Optimism examples' },
  { key: 'USDCe', symbol: 'USDC.e', name: 'USD Coin bridged from Ethereum', kind: 'token', address: '0x7f5c764cbc14f9669b88837ca1490cca17c31607', decimals: 6, source: 'public chain registries in GitHub code; observed in platform optimism-dextrades examples' },
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (bridged)', kind: 'token', address: '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58', decimals: 6, source: 'public chain registries in GitHub code; observed in platform optimism-transfers examples' },
  { key: 'DAI', symbol: 'DAI', name: 'Dai Stablecoin', kind: 'token', address: '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', decimals: 18, source: 'public chain registries in GitHub code' },
  { key: 'WBTC', symbol: 'WBTC', name: 'Wrapped BTC (bridged)', kind: 'token', address: '0x68f180fcce6836688e9084f035309e29bf0a2095', decimals: 8, source: 'public chain registries in GitHub code; observed in platform optimism-dextrades examples' },
  { key: 'wstETH', symbol: 'wstETH', name: 'Wrapped liquid staked Ether (bridged)', kind: 'token', address: '0x1f32b1c2345538c0c6f582fcb022739c4a194ebb', decimals: 18, source: 'public chain registries in GitHub code' },
  { key: 'UniswapV3Factory', symbol: 'UniswapV3Factory', name: 'Uniswap v3 factory on OP Mainnet', kind: 'factory', address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', source: 'public chain registries in GitHub code (optimism uniswap_v3 factory, same address as on Ethereum)' },
  { key: 'UniswapV4PoolManager', symbol: 'UniswapV4PoolManager', name: 'Uniswap v4 PoolManager on OP Mainnet', kind: 'system', address: '0x9a13f98cb987694c9f086b1f5eb990eea8264ec3', source: 'Uniswap v4 per-chain PoolManager tables in public code (chain id 10)' },
  { key: 'VelodromeV2Router', symbol: 'VelodromeV2Router', name: 'Velodrome v2 router', kind: 'router', address: '0xa062ae8a9c5e11aaa026fc2670b0d65ccc8b2858', source: 'Velodrome v2 router in public code and protocol registries (optimism)' },
  { key: 'VelodromeV2Factory', symbol: 'VelodromeV2Factory', name: 'Velodrome v2 pool factory', kind: 'factory', address: '0xf1046053aa5682b4f9a81b5481394da16be5ff5a', source: 'public chain registries in GitHub code (optimism velodrome_v2 factory, paired with the v2 router)' },
  { key: 'Zero', symbol: 'zero address', name: 'Zero address (mints and burns)', kind: 'system', address: '0x0000000000000000000000000000000000000000', source: 'EVM convention' },
]
