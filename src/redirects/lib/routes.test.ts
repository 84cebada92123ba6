/**
 * Route conventions of spec 2.1 and the not-found lookup, table-driven.
 */
import {
  buildRouteIndex,
  destination,
  hyphenateSegment,
  parseManifest,
  resolveRoute,
  routeKey,
  slugKey,
  stripHtmlSuffix,
  type RouteManifest,
} from './routes'

describe('stripHtmlSuffix', () => {
  it.each([
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/INDEX.HTML', '/docs/intro/'],
    ['/index.html', '/'],
    ['/.html', '/'],
    ['/docs/intro.htm', '/docs/intro'],
    ['/docs/intro/', null],
    ['/docs/html/', null],
    ['/docs/page.htmlx', null],
    ['/docs/intro/index.html/', '/docs/intro/'],
    ['/docs/intro.html/', '/docs/intro'],
  ])('%s → %s', (input, expected) => expect(stripHtmlSuffix(input)).toBe(expected))
})

describe('routeKey and slugKey', () => {
  it.each([
    ['/docs/Intro/', '/docs/intro'],
    ['/docs/intro', '/docs/intro'],
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
  ])('routeKey(%s) = %s', (input, expected) => expect(routeKey(input)).toBe(expected))
  it.each([
    ['/docs/graphql/dataset/select_blocks/', false, '/docs/graphql/dataset/select-blocks'],
    ['/docs/usecases/nft_Analytics', false, '/docs/usecases/nft-analytics'],
    ['/docs/usecases/Telegram_bot/', false, '/docs/usecases/telegram-bot'],
    ['/docs/contribution__guidelines/', false, '/docs/contribution-guidelines'],
    ['/docs/usecases/TelegramBot/', true, '/docs/usecases/telegram-bot'],
    ['/docs/usecases/TelegramBot/', false, '/docs/usecases/telegrambot'],
  ])('slugKey(%s, camel %s) = %s', (input, camel, expected) => expect(slugKey(input, camel)).toBe(expected))
  it.each([
    ['nft_Analytics', false, 'nft-analytics'],
    ['getBars', true, 'get-bars'],
    ['EVM_DEXTrade', true, 'evm-dex-trade'],
    ['a  b', false, 'a-b'],
  ])('hyphenateSegment(%s, %s) = %s', (input, camel, expected) => expect(hyphenateSegment(input, camel)).toBe(expected))
})

const manifest: RouteManifest = {
  version: 1,
  pages: [
    '/',
    '/docs/intro/',
    '/docs/contribution-guidelines/',
    '/docs/graphql/dataset/select-blocks/',
    '/docs/usecases/nft-analytics/',
    '/docs/usecases/telegram-bot/',
    '/docs/blockchain/Ethereum/ethers-library/eth_blockNumber/',
    '/docs/usecases/tradingview-subscription-realtime/custom_datafeed/',
    '/docs/blockchain/Solana/PumpFun/',
    '/docs/page.html/',
    // Two pages that collide once slug-normalised: neither is guessed.
    '/docs/a_b/',
    '/docs/a-B/',
  ],
  redirects: [
    ['/docs/evm/', '/docs/intro/'],
    ['/docs/category/Tron/', '/docs/blockchain/Solana/PumpFun/'],
    ['/docs/examples/calls/Contract%20_creation/', '/docs/intro/'],
  ],
}
const index = buildRouteIndex(manifest)

describe('resolveRoute', () => {
  it.each<[string, string, string | null]>([
    // Case and trailing slash
    ['/docs/intro/', 'page', '/docs/intro/'],
    ['/docs/intro', 'page', '/docs/intro/'],
    ['/DOCS/INTRO/', 'page', '/docs/intro/'],
    ['/Docs/Intro', 'page', '/docs/intro/'],
    ['/docs/blockchain/ethereum/ethers-library/eth_blocknumber', 'page', '/docs/blockchain/Ethereum/ethers-library/eth_blockNumber/'],
    // .html and /index.html suffixes
    ['/docs/intro/index.html', 'page', '/docs/intro/'],
    ['/docs/intro.html', 'page', '/docs/intro/'],
    ['/DOCS/Intro.HTML', 'page', '/docs/intro/'],
    ['/index.html', 'page', '/'],
    ['', 'page', '/'],
    // ...unless an exact route matches
    ['/docs/page.html/', 'page', '/docs/page.html/'],
    ['/docs/page.html', 'page', '/docs/page.html/'],
    // Underscore and mixed-case slugs
    ['/docs/graphql/dataset/select_blocks/', 'page', '/docs/graphql/dataset/select-blocks/'],
    ['/docs/usecases/nft_Analytics/', 'page', '/docs/usecases/nft-analytics/'],
    ['/docs/usecases/Telegram_bot', 'page', '/docs/usecases/telegram-bot/'],
    ['/docs/contribution_guidelines/', 'page', '/docs/contribution-guidelines/'],
    ['/docs/usecases/TelegramBot/', 'page', '/docs/usecases/telegram-bot/'],
    ['/docs/usecases/nft_Analytics.html', 'page', '/docs/usecases/nft-analytics/'],
    // Hyphens also reach a page whose real slug has underscores
    ['/docs/usecases/tradingview-subscription-realtime/custom-datafeed/', 'page', '/docs/usecases/tradingview-subscription-realtime/custom_datafeed/'],
    // Redirect rows, in any case and slash form
    ['/docs/evm/', 'redirect', '/docs/intro/'],
    ['/docs/EVM', 'redirect', '/docs/intro/'],
    ['/docs/category/tron/', 'redirect', '/docs/blockchain/Solana/PumpFun/'],
    ['/docs/evm/index.html', 'redirect', '/docs/intro/'],
    ['/docs/examples/calls/Contract%20_creation/', 'redirect', '/docs/intro/'],
    ['/docs/examples/calls/contract%20_Creation', 'redirect', '/docs/intro/'],
    // Unknown, ambiguous and hostile paths
    ['/docs/nope/', 'none', null],
    ['/docs/a__b/', 'none', null],
    ['/docs/a-b/', 'page', '/docs/a-B/'],
    ['/docs/intro/%E0%A4%A/', 'none', null],
    ['/<script>alert(1)</script>', 'none', null],
    ['/docs/../etc/passwd', 'none', null],
  ])('%s → %s %s', (pathname, kind, to) => {
    const r = resolveRoute(pathname, index)
    expect(r.kind).toBe(kind)
    if (r.kind !== 'none') expect(r.to).toBe(to)
  })

  it('prefers a page over a redirect with the same key', () => {
    const i = buildRouteIndex({ pages: ['/docs/x/'], redirects: [['/docs/X/', '/docs/intro/']] })
    expect(resolveRoute('/docs/X', i)).toEqual({ kind: 'page', to: '/docs/x/', via: 'case' })
  })
})

describe('destination', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })
  it.each<[Parameters<typeof destination>[0], ReturnType<typeof at>, string | null]>([
    [{ kind: 'page', to: '/docs/intro/', via: 'case' }, at('/DOCS/intro', '?a=1', '#h'), '/docs/intro/?a=1#h'],
    [{ kind: 'redirect', to: '/docs/intro/', from: '/docs/evm/' }, at('/docs/evm/', '', '#top'), '/docs/intro/#top'],
    [{ kind: 'page', to: '/docs/intro/', via: 'exact' }, at('/docs/intro/'), null],
    [{ kind: 'page', to: '/docs/a b/', via: 'exact' }, at('/docs/a%20b/'), null],
    [{ kind: 'page', to: '/docs/a b/', via: 'case' }, at('/docs/A%20B/'), '/docs/a%20b/'],
    [{ kind: 'none' }, at('/x'), null],
  ])('%j at %j → %s', (resolution, where, expected) => expect(destination(resolution, where)).toBe(expected))
})

describe('parseManifest', () => {
  it.each<[string, unknown, boolean]>([
    ['a valid manifest', { version: 1, pages: ['/'], redirects: [['/a/', '/']] }, true],
    ['another version', { version: 2, pages: ['/'], redirects: [] }, false],
    ['no pages', { version: 1, redirects: [] }, false],
    ['a relative page', { version: 1, pages: ['docs/'], redirects: [] }, false],
    ['a broken row', { version: 1, pages: ['/'], redirects: [['/a/']] }, false],
    ['null', null, false],
    ['a string', 'manifest', false],
  ])('%s', (_label, data, ok) => expect(parseManifest(data) !== null).toBe(ok))
})
