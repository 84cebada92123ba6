import type { Contract } from './types'

/** Arbitrum One (network value `arbitrum`). */
export const arbitrum: Contract[] = [
  { key: 'UniswapV3Factory', symbol: 'UniswapV3Factory', name: 'Uniswap v3 factory', kind: 'factory', address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', source: 'Uniswap v3 deployment docs (same address as on Ethereum); observed in platform examples' },
  { key: 'WETH', symbol: 'WETH', name: 'Wrapped Ether (Arbitrum bridge)', kind: 'token', address: '0x82af49447d8a07e3bd95bd0d56f35241523fbab1', decimals: 18, source: 'arbiscan token page; GMX deployment scripts (native token); observed in platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin (native, Circle)', kind: 'token', address: '0xaf88d065e77c8cc2239327c5edb3a432268e5831', decimals: 6, source: 'arbiscan token page; Circle docs; public token lists (42161 USDC); observed in platform examples' },
  { key: 'USDCe', symbol: 'USDC.e', name: 'Bridged USDC (USDC.e)', kind: 'token', address: '0xff970a61a04b1ca14834a43f5de4533ebddb5cc8', decimals: 6, source: 'arbiscan token page; public token lists label it USDC.E on Arbitrum' },
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (USD₮0)', kind: 'token', address: '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', decimals: 6, source: 'arbiscan token page; public token lists (42161 USDT)' },
  { key: 'DAI', symbol: 'DAI', name: 'Dai Stablecoin (bridged)', kind: 'token', address: '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', decimals: 18, source: 'multi-chain token maps in public GitHub code (chain 42161 DAI, 18 decimals, next to the table\'s USDC, USDT and WETH; same address on OP Mainnet)' },
  { key: 'ARB', symbol: 'ARB', name: 'Arbitrum governance token', kind: 'token', address: '0x912ce59144191c1204e64559fe8253a0e49e6548', decimals: 18, source: 'arbiscan token page; Arbitrum docs; observed in platform examples' },
  { key: 'GMX', symbol: 'GMX', name: 'GMX', kind: 'token', address: '0xfc5a1a6eb076a2c7ad06ed22c90d7e710e35ad0a', decimals: 18, source: 'GMX contracts repository deployment scripts; arbiscan token page' },
  { key: 'esGMX', symbol: 'esGMX', name: 'Escrowed GMX', kind: 'token', address: '0xf42ae1d54fd613c9bb14810b0588faaa09a426ca', decimals: 18, source: 'GMX contracts repository (esGmx); GMX docs contract list; observed in platform examples' },
  { key: 'GmxVault', symbol: 'GMX Vault', name: 'GMX v1 Vault', kind: 'program', address: '0x489ee077994b6658eafa855c308275ead8097c4a', source: 'GMX contracts repository scripts (Vault on Arbitrum); observed in platform examples' },
  { key: 'GmxGlpVester', symbol: 'vGLP', name: 'GMX GLP Vester (vests esGMX against staked GLP)', kind: 'program', address: '0xa75287d2f8b217273e7fcd7e86ef07d33972042e', source: 'GMX contracts repository scripts (glpVester); GMX interface constants (vGLP); observed in platform examples' },
  { key: 'GmxGmxVester', symbol: 'vGMX', name: 'GMX Vester (vests esGMX against staked GMX)', kind: 'program', address: '0x199070ddfd1cfb69173aa2f7e20906f26b363004', source: 'GMX contracts repository scripts (gmxVester); GMX interface constants' },
  { key: 'GmxStakedGmxTracker', symbol: 'sGMX', name: 'GMX staked GMX reward tracker', kind: 'program', address: '0x908c4d94d34924765f1edc22a1dd098397c59dd4', source: 'GMX contracts repository and public GMX integrations (stakedGmxTracker, STAKED_GMX_TRACKER_ARBITRUM)' },
  { key: 'GmxV2EventEmitter', symbol: 'GMX EventEmitter', name: 'GMX v2 (Synthetics) EventEmitter', kind: 'program', address: '0xc8ee91a54287db53897056e12d9819156d3822fb', source: 'GMX synthetics deployment list (EventEmitter on Arbitrum); public GMX v2 integrations' },
  { key: 'AcrossSpokePool', symbol: 'Across SpokePool', name: 'Across bridge SpokePool', kind: 'program', address: '0xe35e9842fceaca96570b734083f4a58e8f7c5f2a', source: 'Across deployment docs (SpokePool, chain 42161); observed in platform examples' },
]
