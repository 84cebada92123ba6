import type { Contract } from './types'

/** Tron mainnet (base58 addresses). */
export const tron: Contract[] = [
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD (TRC-20)', kind: 'token', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, source: 'Tronscan token page; observed in 11 platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin (TRC-20)', kind: 'token', address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', decimals: 6, source: 'Tron wallet and bridge code in public GitHub repositories (USDC TRC-20 contract, 6 decimals, listed next to USDT TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t)' },
  { key: 'WTRX', symbol: 'WTRX', name: 'Wrapped TRX', kind: 'token', address: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR', decimals: 6, source: 'observed in 2 platform examples on the Tron DEX trades page (Trade.Side.Currency.SmartContract); nativeWrappedToken in public Tron chain configs and the bankofai/skills SunSwap quote example' },
  { key: 'SunSwapRouter', symbol: 'SunSwap router', name: 'SunSwap smart router (v2 router)', kind: 'router', address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax', source: 'observed as the contract of SunSwap trades in 3 platform examples (sunswap-api page); listed as SunSwap mainnet Smart Router in bankofai/skills sunswap/README.md and as ROUTER_V2 in a public SunSwap integration' },
  { key: 'SunPump', symbol: 'SunPump', name: 'SunPump launchpad contract', kind: 'program', address: 'TTfvyrAz86hbZk5iDpKD78pqLGgi8C7AAw', source: 'observed in 4 platform examples as the contract whose events the SunPump page reads (Events.where.Contract.Address)' },
  { key: 'NftExampleCollection', symbol: 'TRC-721 example collection', name: 'A TRC-721 collection used as an example', kind: 'collection', address: 'TGhdjyV179zisuVX9M1KYw1iVDawwyRfv2', source: 'observed in 2 platform examples on the Tron NFT page (Transfers.where.Transfer.Currency.SmartContract)' },
  { key: 'SunSwapUsdtTrxPair', symbol: 'SunSwap USDT-TRX pair', name: 'SunSwap v2 USDT/WTRX pair', kind: 'pool', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', source: 'listed as USDT_TRX_LP next to the SunSwap v2 router TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax in a public SunSwap integration (SUNSWAP_CONTRACTS)' },
]
