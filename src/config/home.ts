/** The home page's links, as data: the page renders them and the build checks them (src/site/node/links.ts). */
export type HomeCard = { title: string; href: string; text: string }
export type HomeLink = { label: string; href: string }

export const homeFamilies: HomeCard[] = [
  { title: 'Getting started', href: '/docs/category/start/', text: 'Create an access token, send your first query and learn the shape of every response.' },
  { title: 'Building queries', href: '/docs/category/building-queries/', text: 'Filters, sorting, limits, datasets and metrics: the grammar shared by every cube.' },
  { title: 'Real-time streams', href: '/docs/start/starter-subscriptions/', text: 'GraphQL subscriptions over websockets, Kafka topics with protobuf messages and the Solana gRPC stream.' },
  { title: 'Chains', href: '/docs/intro/#chains', text: 'Ethereum, BSC, Base, Arbitrum, Optimism, Polygon, opBNB, Solana, TON and Tron from one API.' },
  { title: 'Trading APIs', href: '/docs/category/trading-apis/', text: 'Token prices, OHLC candles, market data and limit-order prices, ready for charts and bots.' },
  { title: 'Schema and cubes', href: '/docs/category/understanding-cubes/', text: 'What one row of each cube means, and how dimensions, metrics and filters fit together.' },
]

export const homeStarters: HomeLink[] = [
  { label: 'Get an access token', href: '/docs/category/authorisation/' },
  { label: 'Run your first query', href: '/docs/category/start/' },
  { label: 'Stream new trades as they happen', href: '/docs/start/starter-subscriptions/' },
  { label: 'Filter and aggregate on-chain data', href: '/docs/category/building-queries/' },
]
