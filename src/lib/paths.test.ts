import { docRoute, docIdFromFile, joinRoute, kebabCase, sameRoute, withTrailingSlash, isPathUnder } from './paths'

describe('docRoute', () => {
  it.each([
    ['intro.mdx', null, '/docs/intro/'],
    ['start/first-query.mdx', null, '/docs/start/first-query/'],
    ['graphql/metrics/index.mdx', null, '/docs/graphql/metrics/'],
    ['graphql/dataset/EAP.mdx', null, '/docs/graphql/dataset/EAP/'],
    ['trading/crypto-price-api/cube-examples.md/pair-examples.mdx', null, '/docs/trading/crypto-price-api/cube-examples.md/pair-examples/'],
    ['usecases/bots/telegram-bot.mdx', '/usecases/telegram-bot', '/docs/usecases/telegram-bot/'],
    ['streams/applications/x.md', 'renamed', '/docs/streams/applications/renamed/'],
  ])('%s (slug %s) → %s', (file, slug, route) => {
    expect(docRoute(file, slug)).toBe(route)
  })
  it('keeps the path as the doc id', () => {
    expect(docIdFromFile('graphql/metrics/index.mdx')).toBe('graphql/metrics/index')
  })
})

describe('route helpers', () => {
  it.each([
    ['EVM_BalanceUpdate_Cube', 'evm-balance-update-cube'],
    ['EVM_ABI_BigInt_Value_Arg', 'evm-abi-big-int-value-arg'],
    ['OLAP_DateTimeInterval', 'olap-date-time-interval'],
    ['New API', 'new-api'],
    ['evm_network', 'evm-network'],
  ])('kebabCase(%s) = %s', (a, b) => expect(kebabCase(a)).toBe(b))
  it('joins and normalises slashes', () => {
    expect(joinRoute('/docs', '', 'a//b')).toBe('/docs/a/b/')
    expect(withTrailingSlash('')).toBe('/')
  })
  it('compares routes ignoring case and the trailing slash', () => {
    expect(sameRoute('/docs/Intro', '/docs/intro/')).toBe(true)
    expect(sameRoute('/docs/intro/', '/docs/intro2/')).toBe(false)
  })
  it('knows when a path is under a base', () => {
    expect(isPathUnder('/docs/grpc/solana/x/', '/docs/grpc/')).toBe(true)
    expect(isPathUnder('/docs/grpcx/', '/docs/grpc/')).toBe(false)
  })
})
