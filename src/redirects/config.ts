/**
 * The redirect table (spec 2.8): the ONE place old paths are listed.
 * Reviewed like content. Every behaviour is generated from it: Gatsby's
 * in-app redirects, the static refresh pages, `_redirects`,
 * `redirects.nginx.conf` and the route manifest of the not-found path.
 *
 * - A *family* is written once and expands over the pages that exist
 *   (see src/redirects/node/table.ts). Its rows whose target is not a page
 *   yet wait, and start working on the build that adds the page.
 * - A *planned row* is one move whose target page a content issue adds:
 *   like a family row, it waits until its page exists. A Jest test keeps
 *   planned rows honest (each must be a row of the spec's redirect list).
 * - A *single row* is checked strictly: its target must be a page, or the
 *   build fails. Move a planned row here once its page has landed.
 *
 * Paths carry the trailing slash. Write a space in a path as %20.
 * `npx jest tests/after-build/redirects-table` after a build lists the rows of
 * inventory/redirects.tsv that still need configuring.
 */
import type { RedirectTable } from './lib/redirectTable'

/** The chains of 2.8 whose example pages moved from /docs/examples/{Chain}/ to /docs/blockchain/{Chain}/. */
const EXAMPLE_CHAINS = ['Solana', 'BSC', 'Tron', 'Arbitrum', 'Base', 'Matic', 'Optimism']

/** Ethereum topics that lived directly under /docs/examples/. */
const ETHEREUM_TOPICS = ['blocks', 'balances', 'token-holders', 'calls', 'events', 'fees', 'mempool', 'transfers', 'transactions']

export const redirectTable: RedirectTable = {
  families: [
    {
      family: 'chain example pages',
      note: '2.8: /docs/examples/{Chain}/{page}/ → /docs/blockchain/{Chain}/{page}/',
      from: '/docs/examples/{Chain}/{page}/',
      to: '/docs/blockchain/{Chain}/{page}/',
      params: EXAMPLE_CHAINS.map((Chain) => ({ Chain })),
    },
    {
      family: 'chain index pages',
      note: '2.8: /docs/category/{chain}/ and /docs/examples/{Chain}/ → /docs/blockchain/{Chain}/ (old category slugs keep their old case)',
      from: ['/docs/category/{category}/', '/docs/examples/{Chain}/'],
      to: '/docs/blockchain/{Chain}/',
      params: [
        { Chain: 'Solana', category: 'solana' },
        { Chain: 'Ethereum', category: 'ethereum' },
        { Chain: 'BSC', category: 'bsc' },
        { Chain: 'Tron', category: 'Tron' },
        { Chain: 'Arbitrum', category: 'arbitrum' },
        { Chain: 'Base', category: 'base' },
        { Chain: 'Matic', category: 'matic' },
        { Chain: 'Optimism', category: 'Optimism' },
      ],
    },
    {
      family: 'Ethereum topic pages',
      note: '2.8: /docs/examples/{topic}/... → /docs/blockchain/Ethereum/{topic}/...',
      from: '/docs/examples/{topic}/{page...}/',
      to: '/docs/blockchain/Ethereum/{topic}/{page...}/',
      params: ETHEREUM_TOPICS.map((topic) => ({ topic })),
    },
    {
      family: 'price index pages',
      note: '2.8: /docs/trading/price-index/{x} → /docs/trading/crypto-price-api/{x}',
      from: '/docs/trading/price-index/{x...}/',
      to: '/docs/trading/crypto-price-api/{x...}/',
    },
    {
      family: 'tradingview advanced charts pages',
      note: '2.8: the advanced-charts tutorial became the subscription-realtime tutorial; two pages were renamed',
      from: '/docs/usecases/tradingview-advanced-charts/{old}/',
      to: '/docs/usecases/tradingview-subscription-realtime/{new}/',
      params: [
        { old: 'getting-started', new: 'getting-started' },
        { old: 'component', new: 'widget' },
        { old: 'datafeed', new: 'custom_datafeed' },
        { old: 'getBars', new: 'historical_OHLC' },
        { old: 'advancedChart', new: 'final-step' },
      ],
    },
    {
      family: 'authorisation aliases',
      note: '2.8: every old authorisation page leads to the token how-to',
      from: [
        '/docs/ide/authorisation/',
        '/docs/category/authorization/',
        '/docs/ide/authorisation/simple/',
        '/docs/start/authorisation/',
        '/docs/start/authorisation/secure/',
        '/docs/start/authorisation/simple/',
        '/docs/start/authorisation/how-to-generate/',
      ],
      to: '/docs/authorisation/how-to-generate/',
    },
  ],
  planned: [
    { from: '/docs/examples/ton/ton-dex-trades/', to: '/docs/blockchain/TON/ton-dex-trades/' },
    { from: '/docs/graphql/subscription/', to: '/docs/subscriptions/subscription/' },
    { from: '/docs/start/websocket/', to: '/docs/subscriptions/websockets/' },
    { from: '/docs/ide/login/', to: '/docs/start/first-query/' },
    { from: '/docs/evm/', to: '/docs/schema/schema-intro/' },
    { from: '/docs/evm/token_holders/', to: '/docs/schema/evm/token-holders/' },
    { from: '/docs/category/nft/', to: '/docs/blockchain/Ethereum/nft/nft-api/' },
    { from: '/docs/examples/realtimetrades/', to: '/docs/blockchain/Ethereum/dextrades/uniswap-api/' },
    { from: '/docs/streams/kafka-streams-js/', to: '/docs/streams/protobuf/kafka-protobuf-js/' },
    // Renamed Solana pages (the anchor's list).
    { from: '/docs/examples/Solana/Bonk-Fun-API/', to: '/docs/blockchain/Solana/letsbonk-api/' },
    { from: '/docs/examples/Solana/Pump-Fun-API/', to: '/docs/blockchain/Solana/Pumpfun/Pump-Fun-API/' },
    { from: '/docs/examples/Solana/Pump-Fun-Marketcap-Bonding-Curve-API/', to: '/docs/blockchain/Solana/Pumpfun/Pump-Fun-Marketcap-Bonding-Curve-API/' },
    { from: '/docs/examples/Solana/pump-fun-to-pump-swap/', to: '/docs/blockchain/Solana/Pumpfun/pump-fun-to-pump-swap/' },
    { from: '/docs/examples/Solana/pump-swap-api/', to: '/docs/blockchain/Solana/Pumpfun/pump-swap-api/' },
    // Old Ethereum example slugs that were renamed on the way.
    { from: '/docs/examples/balances/tokenHolders-api/', to: '/docs/blockchain/Ethereum/token-holders/token-holder-api/' },
    { from: '/docs/examples/calls/Contract%20_creation/', to: '/docs/blockchain/Ethereum/calls/contract-creation/' },
    { from: '/docs/examples/calls/smartcontract_filterby/', to: '/docs/blockchain/Ethereum/calls/smartcontract-filterby/' },
    { from: '/docs/examples/events/events_api/', to: '/docs/blockchain/Ethereum/events/events-api/' },
    // Slug normalisation rows the spec names (the not-found path handles other spellings).
    { from: '/docs/graphql/dataset/select_blocks/', to: '/docs/graphql/dataset/select-blocks/' },
    { from: '/docs/usecases/nft_Analytics/', to: '/docs/usecases/nft-analytics/' },
    { from: '/docs/usecases/Telegram_bot/', to: '/docs/usecases/telegram-bot/' },
    { from: '/docs/usecases/crypto_dashboard/', to: '/docs/usecases/crypto-dashboard/' },
  ],
  rows: [
    { from: '/docs/contribution_guidelines/', to: '/docs/contribution-guidelines/', note: '2.8 slug normalisation' },
    { from: '/docs/category/use-cases/', to: '/docs/category/how-to-guides/', note: '2.8' },
  ],
}
