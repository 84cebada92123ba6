import type { Contract } from './types'

/**
 * Tron mainnet (base58check addresses: 0x41 and 20 bytes, checksum = first
 * four bytes of the double SHA-256 of those 21 bytes; every row was checked).
 *
 * SunSwap has several generations side by side, each with its own contracts:
 * - v1 (the former JustSwap): one exchange contract per token, created by the
 *   v1 factory; it trades the token against native TRX;
 * - v2: Uniswap-v2-style pairs created by the v2 factory, quoted in WTRX, with
 *   the v2 router as their entry point;
 * - v3: concentrated-liquidity pools with fee tiers, created by the v3 factory;
 * - the smart router: one entry point (`swapExactInput`) that splits a swap
 *   across v1, v2, v3 and the stable-swap (PSM, SunCurve) pools.
 */
export const tron: Contract[] = [
  {
    key: 'USDT',
    symbol: 'USDT',
    name: 'Tether USD (TRC-20)',
    kind: 'token',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    decimals: 6,
    source: 'Tronscan token page; observed in 11 platform examples',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/sun-cli README, built-in token table (USDT, TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 6 decimals); sun-protocol/SmartExchangeRouter scripts/config.js usdtToken, checked 2026-11',
    },
  },
  {
    key: 'USDC',
    symbol: 'USDC',
    name: 'USD Coin (TRC-20; Circle stopped minting on Tron in February 2024)',
    kind: 'token',
    address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
    decimals: 6,
    source: 'Tron wallet and bridge code in public GitHub repositories (USDC TRC-20 contract, 6 decimals, listed next to USDT TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t)',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/sun-cli README, built-in token table (USDC, 6 decimals); sun-protocol/SmartExchangeRouter scripts/config.js usdcToken. Circle announced in February 2024 that it no longer mints USDC on Tron (transfers and redemptions supported through February 2025), so the contract is a legacy token, checked 2026-11',
    },
  },
  {
    key: 'WTRX',
    symbol: 'WTRX',
    name: 'Wrapped TRX',
    kind: 'token',
    address: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
    decimals: 6,
    source: 'observed in 2 platform examples on the Tron DEX trades page (Trade.Side.Currency.SmartContract); nativeWrappedToken in public Tron chain configs',
    verified: {
      status: 'confirmed',
      note: 'docs.sun.io Smart Router calculation service page ("WTRX mainnet contract address"); sun-protocol/sun-mcp-server docs Configuration.md (WTRX Mainnet); sun-protocol/sun-cli README token table (6 decimals), checked 2026-11',
    },
  },
  {
    key: 'SunSwapSmartRouter',
    symbol: 'SunSwap smart router',
    name: 'SunSwap smart router (SmartExchangeRouter, swapExactInput across v1, v2, v3 and stable-swap pools)',
    kind: 'router',
    address: 'TCFNp179Lg46D16zKoumd4Poa2WFFdtqYj',
    source: 'sun-protocol/smart-exchange-router README (SUN.io GitHub), example call of swapExactInput',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/smart-exchange-router README: the swapExactInput example call uses contractAddress TCFNp179Lg46D16zKoumd4Poa2WFFdtqYj; public integrations cite docs.sun.io/developers/swap/smart-router for it. Earlier smart-router deployments were TFVisXFaijZfeyeSjCEVkHfex7HGdTxzF9 (docs-zh.sun.io, sun-protocol/SmartExchangeRouter scripts/config.js) and TJ4NNy8xZEqsowCBhLvZ45LCqPdGjkET5j, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV2Router',
    symbol: 'SunSwap v2 router',
    name: 'SunSwap v2 router (SunswapV2Router02, Uniswap-v2-style router for v2 pairs)',
    kind: 'router',
    address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax',
    source: 'observed as the called contract of SunSwap trades in 3 platform examples (sunswap-api page); SUN.io deployment lists below',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/sun-mcp-server docs Configuration.md, V2 table (Mainnet Router); sun-protocol/SmartExchangeRouter scripts/config.js routerV2; its factory() is the v2 factory TKWJdrQkqHisa1X8HUdHEfREvTzw4pMAaY. It is the v2 router, not the smart router, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV3Router',
    symbol: 'SunSwap v3 router',
    name: 'SunSwap v3 swap router (for v3 pools)',
    kind: 'router',
    address: 'TQAvWQpT9H916GckwWDJNhYZvQMkuRL7PN',
    source: 'sun-protocol/SmartExchangeRouter scripts/config.js (routerV3)',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/SmartExchangeRouter scripts/config.js mainnet routerV3; listed as "sun v3 route" next to the v2 router in public bridge executor configs, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV1Factory',
    symbol: 'SunSwap v1 factory',
    name: 'SunSwap v1 (JustSwap) factory, creator of the v1 exchanges',
    kind: 'factory',
    address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
    source: 'sun-protocol/SmartExchangeRouter scripts/config.js (routerV1, the v1 factory that the smart router calls getExchange on)',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/SmartExchangeRouter scripts/config.js mainnet routerV1; tronorigin.io "DEX and AMM" quotes its Tronscan tag "SUN: SunSwapV1 Factory" (the former JustSwap factory, launched 2020-08), checked 2026-11',
    },
  },
  {
    key: 'SunSwapV2Factory',
    symbol: 'SunSwap v2 factory',
    name: 'SunSwap v2 factory, creator of the v2 pairs',
    kind: 'factory',
    address: 'TKWJdrQkqHisa1X8HUdHEfREvTzw4pMAaY',
    source: 'SUN.io deployment lists (sun-mcp-server, SmartExchangeRouter config)',
    verified: {
      status: 'confirmed',
      note: 'sun-protocol/sun-mcp-server docs Configuration.md, V2 table (Mainnet Factory); sun-protocol/SmartExchangeRouter scripts/config.js v2Factory; a public SunSwap TVL adapter passes it as the v2 factory to getUniTVL, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV3Factory',
    symbol: 'SunSwap v3 factory',
    name: 'SunSwap v3 factory, creator of the v3 pools',
    kind: 'factory',
    address: 'TThJt8zaJzJMhCEScH7zWKnp5buVZqys9x',
    source: 'docs.sun.io SunSwap V3 overview, Contract Addresses (Factory, Mainnet)',
    verified: {
      status: 'confirmed',
      note: 'docs.sun.io/swap/sunswap-v3-overview "Factory, contract address on the Mainnet"; sun-protocol/sun-mcp-server docs Configuration.md, V3 table, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV1UsdtExchange',
    symbol: 'SunSwap v1 USDT exchange',
    name: 'SunSwap v1 (JustSwap) USDT exchange, USDT against native TRX',
    kind: 'pool',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    source: 'v1 exchange-to-token map of a public SunSwap parser (kattana-io/tron-blocks-parser sunswap.json: TQn9Y2… → TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 6 decimals)',
    verified: {
      status: 'confirmed',
      note: 'kattana-io/tron-blocks-parser sunswap.json maps this v1 exchange to the USDT token; sun-protocol/sun-cli README (pool top-apy) lists it as a TRX/USDT pool (native TRX, not WTRX). It is a JustSwap-era v1 exchange, not a v2 pair, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV2UsdtWtrxPair',
    symbol: 'SunSwap v2 USDT/WTRX pair',
    name: 'SunSwap v2 WTRX/USDT pair (0.3 % fee)',
    kind: 'pool',
    address: 'TFGDbUyP8xez44C76fin3bn3Ss6jugoUwJ',
    source: 'SunSwap v2 factory getPair(USDT, WTRX), as recorded in public SunSwap integrations',
    verified: {
      status: 'confirmed',
      note: 'public SunSwap integrations record it as SUNSWAP_V2_WTRX_USDT_PAIR next to the v2 router and factory and as the result of v2 factory getPair(USDT, WTRX); SUN.io pool search output (sun-cli) lists it as WTRX/USDT, protocol V2, fee 0.3 %, checked 2026-11',
    },
  },
  {
    key: 'SunSwapV3UsdtWtrxPool',
    symbol: 'SunSwap v3 USDT/WTRX pool',
    name: 'SunSwap v3 WTRX/USDT pool (0.05 % fee tier)',
    kind: 'pool',
    address: 'TSUUVjysXV8YqHytSNjfkNXnnB49QDvZpx',
    source: 'SUN.io pool search output (sun-cli) and a public SunSwap v3 fee adapter',
    verified: {
      status: 'confirmed',
      note: 'SUN.io pool search output quoted in sun-cli docs lists it as WTRX/USDT, protocol V3, fee 0.05 %; a public SunSwap v3 fees adapter names it the WTRX/USDT 0.05 % pool, checked 2026-11',
    },
  },
  {
    key: 'SunPump',
    symbol: 'SunPump',
    name: 'SunPump launchpad (LaunchpadProxy, holds the bonding curves)',
    kind: 'program',
    address: 'TTfvyrAz86hbZk5iDpKD78pqLGgi8C7AAw',
    source: 'observed in 4 platform examples as the contract whose events the SunPump page reads',
    verified: {
      status: 'confirmed',
      note: 'SunPump API docs (api-v2.sunpump.meme token/holdersV2 example) list it as holderType BOUNDING_CURVE; sun-cli SunPump docs give it as the contract the CLI trades against (mainnet only); public bots call it the SunPump LaunchpadProxy; events TokenCreate, TokenPurchased, TokenSold, TokenLaunched, LaunchPending per pinax-network/substreams-abis abi/dex/sunpump/v1/LaunchPadProxy.json, checked 2026-11',
    },
  },
  {
    key: 'NftExampleCollection',
    symbol: 'TRC-721 example collection',
    name: 'A TRC-721 contract used as an example in the platform’s public Tron NFT examples',
    kind: 'collection',
    address: 'TGhdjyV179zisuVX9M1KYw1iVDawwyRfv2',
    source: 'observed in 2 platform examples on the Tron NFT page (Transfers.where.Transfer.Currency.SmartContract, with Currency.Fungible false)',
    verified: {
      status: 'unconfirmed',
      note: 'base58check checksum valid; no public source found that names the collection or confirms its TRC-721 standard (only the platform’s own NFT examples use it), so pages show no name or symbol for it, checked 2026-11',
    },
  },
]
