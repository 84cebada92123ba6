import type { Contract } from './types'

/** Ethereum mainnet protocols: DEX routers, factories and pools, NFT marketplaces (merged into the `ethereum` table). */
export const ethereumProtocols: Contract[] = []
