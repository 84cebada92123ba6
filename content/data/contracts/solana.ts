import type { Contract } from './types'

/** Solana mainnet: token mints and program IDs (base58). */
export const solana: Contract[] = [
  { key: 'WSOL', symbol: 'WSOL', name: 'Wrapped SOL', kind: 'token', address: 'So11111111111111111111111111111111111111112', decimals: 9, source: 'Solana token program docs; observed in 48 platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin', kind: 'token', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6, source: 'Solscan token page; Circle docs; observed in 39 platform examples' },
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD', kind: 'token', address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6, source: 'Solscan token page; observed in 8 platform examples' },
  { key: 'JUP', symbol: 'JUP', name: 'Jupiter', kind: 'token', address: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', decimals: 6, source: 'Solscan token page; observed in 5 platform examples' },
  { key: 'RaydiumAmmV4', symbol: 'Raydium AMM', name: 'Raydium liquidity pool v4 (AMM) program', kind: 'program', address: '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', source: 'Raydium program list; observed in 16 platform examples' },
  { key: 'RaydiumLaunchLab', symbol: 'Raydium LaunchLab', name: 'Raydium LaunchLab program', kind: 'program', address: 'LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj', source: 'Raydium program list; observed in 7 platform examples' },
  { key: 'PumpFun', symbol: 'Pump.fun', name: 'Pump.fun bonding-curve program', kind: 'program', address: '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', source: 'Solscan program label; observed in 10 platform examples' },
  { key: 'Moonshot', symbol: 'Moonshot', name: 'Moonshot program', kind: 'program', address: 'MoonCVVNZFSYkqNXP6bxHLPL6QQJiMagDL3qcqUQTrG', source: 'Solscan program label; observed in 9 platform examples' },
  { key: 'MeteoraDBC', symbol: 'Meteora DBC', name: 'Meteora dynamic bonding curve program', kind: 'program', address: 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN', source: 'Meteora docs; observed in 10 platform examples' },
  { key: 'OrcaWhirlpool', symbol: 'Orca Whirlpool', name: 'Orca Whirlpools program', kind: 'program', address: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', source: 'Orca docs; observed in 5 platform examples' },
  { key: 'BoopFun', symbol: 'Boop.fun', name: 'Boop.fun program', kind: 'program', address: 'boop8hVGQGqehUK2iVEMEnMrL5RbjywRzHKBmBE7ry4', source: 'observed in 5 platform examples labelled as the Boop.fun program' },
  { key: 'HumidiFi', symbol: 'HumidiFi', name: 'HumidiFi program', kind: 'program', address: '9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp', source: 'observed in a platform example labelled HumidiFi' },
]
