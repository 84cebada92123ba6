/**
 * Fixtures for the redirect tests: a small site's pages, a table that is
 * right for it, and a table with one of each mistake the build must reject.
 */
import type { RedirectTable } from './table'

export const fixturePages = new Set([
  '/',
  '/docs/intro/',
  '/docs/contribution-guidelines/',
  '/docs/blockchain/Solana/',
  '/docs/blockchain/Solana/solana-dextrades/',
  '/docs/blockchain/Solana/Pumpfun/pump-swap-api/',
  '/docs/blockchain/BSC/bsc-nft/',
  '/docs/blockchain/Ethereum/calls/smartcontract/',
  '/docs/blockchain/Ethereum/transfers/total-supply/',
  '/docs/trading/crypto-price-api/introduction/',
  '/docs/trading/crypto-price-api/cube-examples.md/pair-examples/',
  '/docs/usecases/tradingview-subscription-realtime/widget/',
  '/docs/authorisation/how-to-generate/',
  '/docs/examples/OpBNB/',
])

export const goodTable: RedirectTable = {
  families: [
    {
      family: 'chain example pages',
      from: '/docs/examples/{Chain}/{page}/',
      to: '/docs/blockchain/{Chain}/{page}/',
      params: [{ Chain: 'Solana' }, { Chain: 'BSC' }, { Chain: 'Tron' }],
    },
    {
      family: 'chain index pages',
      from: ['/docs/category/{category}/', '/docs/examples/{Chain}/'],
      to: '/docs/blockchain/{Chain}/',
      params: [
        { Chain: 'Solana', category: 'solana' },
        { Chain: 'Tron', category: 'Tron' },
      ],
    },
    {
      family: 'Ethereum topic pages',
      from: '/docs/examples/{topic}/{page...}/',
      to: '/docs/blockchain/Ethereum/{topic}/{page...}/',
      params: [{ topic: 'calls' }, { topic: 'transfers' }, { topic: 'fees' }],
    },
    { family: 'price index pages', from: '/docs/trading/price-index/{x...}/', to: '/docs/trading/crypto-price-api/{x...}/' },
    {
      family: 'tradingview advanced charts pages',
      from: '/docs/usecases/tradingview-advanced-charts/{old}/',
      to: '/docs/usecases/tradingview-subscription-realtime/{new}/',
      params: [
        { old: 'component', new: 'widget' },
        { old: 'datafeed', new: 'custom_datafeed' },
      ],
    },
    {
      family: 'authorisation aliases',
      from: ['/docs/ide/authorisation/', '/docs/start/authorisation/'],
      to: '/docs/authorisation/how-to-generate/',
    },
  ],
  planned: [
    { from: '/docs/examples/Solana/pump-swap-api/', to: '/docs/blockchain/Solana/Pumpfun/pump-swap-api/' },
    { from: '/docs/evm/', to: '/docs/schema/schema-intro/' },
  ],
  rows: [{ from: '/docs/contribution_guidelines/', to: '/docs/contribution-guidelines/' }],
}

/** One of each mistake, with the problem kind the check must report. */
export const brokenTables: { name: string; kind: string; table: RedirectTable }[] = [
  {
    name: 'a target that is not a page',
    kind: 'target',
    table: { families: [], planned: [], rows: [{ from: '/docs/old/', to: '/docs/no-such-page/' }] },
  },
  {
    name: 'a target that differs from its page only in case',
    kind: 'target',
    table: { families: [], planned: [], rows: [{ from: '/docs/old/', to: '/docs/Intro/' }] },
  },
  {
    name: 'a source that is also a page (other case, no slash)',
    kind: 'source-is-page',
    table: { families: [], planned: [], rows: [{ from: '/docs/INTRO/', to: '/docs/contribution-guidelines/' }] },
  },
  {
    name: 'a family row whose source is a page',
    kind: 'source-is-page',
    table: {
      families: [{ family: 'clash', from: '/docs/examples/{name}/', to: '/docs/blockchain/Solana/', params: [{ name: 'OpBNB' }] }],
      planned: [],
      rows: [],
    },
  },
  {
    name: 'a chain A → B → C',
    kind: 'chain',
    table: {
      families: [],
      planned: [],
      rows: [
        { from: '/docs/a/', to: '/docs/b/' },
        { from: '/docs/b/', to: '/docs/intro/' },
      ],
    },
  },
  {
    name: 'a waiting row chained to a configured one',
    kind: 'chain',
    table: {
      families: [],
      planned: [{ from: '/docs/a/', to: '/docs/planned/' }],
      rows: [{ from: '/docs/planned/', to: '/docs/intro/' }],
    },
  },
  {
    name: 'a loop',
    kind: 'loop',
    table: { families: [], planned: [], rows: [{ from: '/docs/Intro', to: '/docs/intro/' }] },
  },
  {
    name: 'duplicate sources that differ only in case',
    kind: 'duplicate',
    table: {
      families: [],
      planned: [],
      rows: [
        { from: '/docs/old/', to: '/docs/intro/' },
        { from: '/docs/OLD/', to: '/docs/contribution-guidelines/' },
      ],
    },
  },
  {
    name: 'a single row duplicating a family row',
    kind: 'duplicate',
    table: {
      families: [{ family: 'authorisation aliases', from: '/docs/start/authorisation/', to: '/docs/authorisation/how-to-generate/' }],
      planned: [],
      rows: [{ from: '/docs/start/Authorisation', to: '/docs/intro/' }],
    },
  },
  {
    name: 'duplicate planned rows (checked before their page exists)',
    kind: 'duplicate',
    table: {
      families: [],
      planned: [
        { from: '/docs/evm/', to: '/docs/schema/schema-intro/' },
        { from: '/docs/EVM/', to: '/docs/schema/other/' },
      ],
      rows: [],
    },
  },
  {
    name: 'a path without its trailing slash',
    kind: 'shape',
    table: { families: [], planned: [], rows: [{ from: '/docs/old', to: '/docs/intro/' }] },
  },
  {
    name: 'a raw space in a path',
    kind: 'shape',
    table: { families: [], planned: [], rows: [{ from: '/docs/old page/', to: '/docs/intro/' }] },
  },
  {
    name: 'a placeholder no parameter fills',
    kind: 'unfilled',
    table: {
      families: [{ family: 'typo', from: '/docs/examples/{Chian}/', to: '/docs/blockchain/{Chain}/', params: [{ Chain: 'Solana' }] }],
      planned: [],
      rows: [],
    },
  },
]
