/**
 * The price table: the illustrative USD price of each token the site's sample
 * responses price, one value per token for the docs' illustrative week, and
 * how far a sample may stray from it.
 *
 * - These are illustrative values of the docs' illustrative week
 *   (`illustrativeWeek`, the last week of the `illustrativePeriod` of
 *   content/data/chains.ts, where the chains' clocks are anchored and nearly
 *   every sample sits). They are NOT market data: no exchange or oracle was
 *   read. Each value is the one the majority of the site's own samples agreed
 *   on when the table was made (measured on 2026-11-29 over every JSON fence
 *   of content/: each `PriceInUSD`, price in a stablecoin quote and
 *   `AmountInUSD / Amount` next to a `Currency.Symbol`, plus the unlabelled
 *   candles and prices whose token the query names); `source` says how many
 *   pages agreed and on which dates.
 * - `tolerance` is the plausible range of the token over one week, relative
 *   (0.05 = ±5 %): 5 % for the large caps, 10 % for the other listed tokens,
 *   20 % for memecoins, 1 % for stablecoins. The check
 *   (tests/lib/truth/prices.ts, run by tests/unit/meaning-prices.test.ts)
 *   reports a sample price outside it.
 * - To change a value, change this table and the pages together: every sample
 *   that prices the token (its `PriceInUSD`, `Price` in a stablecoin, and the
 *   `AmountInUSD` of each row, with the sums and prose that quote them), in the
 *   same commit. `npm run check -- meaning-prices` lists the pages that no
 *   longer agree.
 * - A sample that is deliberately set in another period (a crash of 2021, a
 *   launch day) says so on its fence: `prices="historical: the 2021 crash"`.
 * - Tokens priced on a single page have a row only where that page's values
 *   agree with each other (OP). Tokens priced in samples without a row (as of
 *   2026-11-29): ARB (only in WETH, 0.000128 WETH ≈ 0.435 USD, on the
 *   Arbitrum overview), BAYC (an NFT, sold at 10.6-12.4 WETH), the
 *   pump.fun example token (three pages disagree: 0.0000273, 0.0000430 and
 *   0.0000747 USD), and memecoins priced once each (BRAIN, CAT, LUNE, MCAT,
 *   MOONCAT, ORBIT, OTTER, RUSHDOG, TIDE, XYZ, sunrise, pump.fun example
 *   token 2). Add a row when a second sample prices one of them.
 *
 * - `supply` (issue 37, mc-supply): the token's supply in the same week, in
 *   whole tokens, for the tokens whose supply a sample shows (Trading
 *   `Supply` fields, a Solana mint's supply): `circulating`, `total` and `max`
 *   (the cap; absent for an uncapped token, or where the site has no sample
 *   of it). `supplySource` says which pages agree. MarketCap is circulating
 *   supply × price and FullyDilutedValuationUsd is max (else total) supply ×
 *   price (graphql-schema/trading.graphql), so a sample's market cap follows
 *   from this table and the price above. The check (tests/lib/truth/supplies.ts,
 *   run by tests/unit/meaning-supplies.test.ts) holds every Trading row and
 *   prose market cap to it; change a supply with the pages, as a price.
 *   Not tabled: USDC (its one sample, the Ethereum total-supply page, shows
 *   the Ethereum contract's supply, which is one chain's share of the asset).
 *
 * Build-time only: browser code never imports this module.
 */
export type TokenKey = 'ETH' | 'BTC' | 'SOL' | 'BNB' | 'TRX' | 'GRAM' | 'POL' | 'LINK' | 'JUP' | 'WIF' | 'BONK' | 'PEPE' | 'OP' | 'BONK_EXAMPLE' | 'USDT' | 'USDC' | 'DAI' | 'USDE'

/** A token's supply in the illustrative week, in whole tokens (see `supply` above). */
export type IllustrativeSupply = {
  /** Tokens in circulation (`Supply.CirculatingSupply`; MarketCap / price). */
  circulating?: number
  /** Tokens in existence (`Supply.TotalSupply`). */
  total?: number
  /** The cap (`Supply.MaxSupply`); absent for an uncapped token. */
  max?: number
  /** The chain whose mint holds the whole supply: a supply update of the token there shows `total` (Solana `TokenSupplyUpdate.PostBalance`). */
  mintChain?: 'solana'
}

export type IllustrativePrice = {
  /** The symbols samples show for the token: the native coin and its wrapped and bridged forms. */
  symbols: readonly string[]
  /** USD per token in the illustrative week. */
  usd: number
  /** How pages print it ("3,400 USD"). */
  display: string
  /** Allowed relative distance of a sample's price from `usd` (0.05 = ±5 %). */
  tolerance: number
  /** Where the value comes from: the pages that agreed on it, and their dates. */
  source: string
  /** The price API's asset id (`Currency: { Id: { is: "bid:bitcoin" } }`): names the token of a `Currencies` row. */
  currencyId?: string
  /** The token's supply in the illustrative week, for tokens whose supply a sample shows. */
  supply?: IllustrativeSupply
  /** Where the supply comes from: the pages that agree, and the real token's cap. */
  supplySource?: string
}

/** The week the prices belong to (ISO dates, inclusive): the last week of chains.ts `illustrativePeriod`. */
export const illustrativeWeek = { from: '2026-11-20', to: '2026-11-26' }

const LARGE = 0.05
const MID = 0.1
const MEME = 0.2
const STABLE = 0.01

export const prices: Record<TokenKey, IllustrativePrice> = {
  ETH: {
    symbols: ['ETH', 'WETH'],
    usd: 3400,
    display: '3,400 USD',
    tolerance: LARGE,
    source: 'Majority of the samples of 2026-11-23 to 2026-11-25: 3,378-3,415 on 23 pages (9 that name the token in the sample, 14 whose query names it: Balances, DEXTrades, DEXTradeByTokens, Trading candles); 4 pages at 3,114-3,147 were drift',
  },
  BTC: {
    symbols: ['BTC', 'WBTC', 'cbBTC', 'BTCB', 'tBTC'],
    usd: 97_400,
    display: '97,400 USD',
    tolerance: LARGE,
    source: 'Samples of 2026-11-24 to 2026-11-25: 97,388-97,411 on 3 pages (BSC mempool stream, Trading currency pages)',
    currencyId: 'bid:bitcoin',
    supply: { circulating: 20_120_000, total: 20_120_000, max: 21_000_000 },
    supplySource: 'Bitcoin\'s issuance: the 21,000,000 cap; about 19.89 M mined by 2025-07-03, plus 3.125 BTC a block (about 450 a day) to 2026-11-24, gives 20.12 M (every mined coin counts as circulating and total). One page shows it: the Currencies daily row of the Trading currency page, MarketCap / Close = 1,959,900,000,000 / 97,410.9 = 20.12 M (it showed 19.83 M, a figure of early 2025, until xpage-tokens scaled it on 2026-11-29)',
  },
  SOL: {
    symbols: ['SOL', 'WSOL'],
    usd: 227.6,
    display: '227.6 USD',
    tolerance: LARGE,
    source: 'Majority of the samples of 2026-11-24 to 2026-11-25: 226.9-231.4 on 8 pages, 227.6 exactly on 3 (Obric, Pump.fun, Solana gRPC introduction); 1 page at 182.7 was drift',
  },
  BNB: {
    symbols: ['BNB', 'WBNB'],
    usd: 612,
    display: '612 USD',
    tolerance: LARGE,
    source: 'Samples of 2026-11-23 to 2026-11-25: 612.15-612.38 on 4 pages (opBNB balances and trades, DEXTrades cube, realtime dataset)',
  },
  TRX: {
    symbols: ['TRX', 'WTRX'],
    usd: 0.276,
    display: '0.276 USD',
    tolerance: MID,
    source: 'SunSwap trades sample of 2026-11-24 (1 page): 500 USDT for 1,809.39 WTRX',
  },
  GRAM: {
    symbols: ['GRAM', 'TON', 'WTON', 'pTON'],
    usd: 3.14,
    display: '3.14 USD',
    tolerance: MID,
    source: 'TON DEX trades sample of 2026-11-24 (1 page): GRAM (formerly TON) against USDT',
  },
  POL: {
    symbols: ['POL', 'WPOL', 'MATIC', 'WMATIC'],
    usd: 0.235,
    display: '0.235 USD',
    tolerance: MID,
    source: 'Polygon balances sample of 2026-11-25 (1 page): 412.9 POL = 97.03 USD',
  },
  LINK: {
    symbols: ['LINK'],
    usd: 18,
    display: '18 USD',
    tolerance: MID,
    source: 'Samples of 2026-11-24 to 2026-11-25: 17.3-18.6 on 3 pages (coin ticker, market data API, trading pairs of a token); 2 pages at 14.2 were drift',
    supply: { circulating: 727_100_000, total: 1_000_000_000, max: 1_000_000_000 },
    supplySource: 'Circulating 727.1 M: a 2026 supply analysis of LINK (dev.to/mrnasdog, "no inflation but 273M LINK in Chainlink Labs hands": totalSupply() read on Ethereum mainnet, circulating ~727.1 M per CoinGecko); listing sites showed 657.1 M in 2025, and the count only rises (a fixed supply, released by Chainlink Labs). Pages: market data API (circulating, market_cap / price_now) and crypto dashboard (MarketCap / Close), moved from an earlier 628.78 M on 2026-11-29 (xpage-tokens). Total and max 1,000,000,000: all minted at genesis, no mint function (total = max)',
  },
  JUP: {
    symbols: ['JUP'],
    usd: 0.668,
    display: '0.668 USD',
    tolerance: MID,
    source: 'Majority of the Solana samples of 2026-11-20 to 2026-11-25: 0.651-0.679 on 9 pages (balance updates, supply, Jupiter trades, orders, aggregates, indicators); 1 page at 0.54 was drift',
    supply: { total: 6_999_212_345, mintChain: 'solana' },
    supplySource: 'Solana token supply page of 2026-11-20 (1 page): the JUP mint\'s PostBalance 6,999,212,345.12; listing sites showed 7.00 B total after the burn of 3 B in 2025 (of the original 10 B), 6.86 B in 2026. No sample shows its circulating supply (about 3.2-3.5 B on listing sites) or a cap after the burn, so neither is tabled',
  },
  WIF: {
    symbols: ['WIF'],
    usd: 1.38,
    display: '1.38 USD',
    tolerance: MEME,
    source: 'Samples and worked examples of 2026-11-24 to 2026-11-25: 1.382 on 3 pages (Raydium trade, DEX Screener, Discord bot); 1.36 in SOL on the OHLC calculator',
  },
  BONK: {
    symbols: ['BONK'],
    usd: 0.0000217,
    display: '0.0000217 USD',
    tolerance: MEME,
    source: 'Solana trade samples of 2026-11-24: 0.00002171-0.00002180 on 2 pages (trader API, BonkSwap)',
  },
  PEPE: {
    symbols: ['PEPE'],
    usd: 0.0000098,
    display: '0.0000098 USD',
    tolerance: MEME,
    source: 'Ethereum samples of 2026-11-25: 0.0000092-0.0000104 on 4 pages (coin ticker, GMGN, BullX, top 10 tokens)',
  },
  OP: {
    symbols: ['OP'],
    usd: 0.712,
    display: '0.712 USD',
    tolerance: MID,
    source: 'Optimism DEX trades sample, OP by exchange over the last 4 hours of the illustrative week (1 page, 2 rows): 0.712 on Velodrome v2 and 0.713 on Uniswap v3',
  },
  BONK_EXAMPLE: {
    symbols: ['LetsBonk example token'],
    usd: 0.00004598,
    display: '0.00004598 USD',
    tolerance: MEME,
    source: 'Samples of 2026-11-24: 0.00004598 on 2 pages (LetsBonk API, PriceInUSD; Raydium LaunchLab, 0.000000202 WSOL × 227.6)',
  },
  USDT: { symbols: ['USDT', 'USDT0', 'USD₮0', 'USDT.e'], usd: 1, display: '1 USD', tolerance: STABLE, source: 'A stablecoin: 0.9997-1.0003 on the 3 pages that price it' },
  USDC: { symbols: ['USDC', 'USDC.e', 'USDbC'], usd: 1, display: '1 USD', tolerance: STABLE, source: 'A stablecoin: 0.9994-1.0000 on the 7 pages that price it' },
  DAI: { symbols: ['DAI'], usd: 1, display: '1 USD', tolerance: STABLE, source: 'A stablecoin: 0.9996 on the stablecoin price page' },
  USDE: { symbols: ['USDe'], usd: 1, display: '1 USD', tolerance: STABLE, source: 'A stablecoin, held at 1 USD like the others; no sample prices it yet' },
}

/**
 * Ethereum's illustrative base fee: samples that show an Ethereum block's
 * `BaseFee` (or a rollup's `L1.BaseFee`, an Ethereum block's) stay within a
 * factor of `factor` of it (a base fee can move 12.5 % a block, so a week's
 * range is wide, but not two orders of magnitude).
 */
export const illustrativeBaseFee = {
  ethereum: {
    gwei: 0.42,
    factor: 4,
    source: 'Ethereum samples of 2026-11-24: 0.418-0.436 gwei on 2 pages (Ethereum overview blocks, mempool fee monitor; a median gas price of 0.452 gwei on eth_gasPrice)',
  },
}
