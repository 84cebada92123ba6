import './nodeGlobals'
import { chooseFooter, contextFromParam, contextOfPath, isApiReference, CONTEXTS } from './contexts'
import { SearchEngine, validateChunk, validateIndexFile } from './engine'
import { groupByPage } from './group'
import { pagePrior, scoreSection, sectionTokens, titleCoverage } from './rank'
import { makeSnippet, matchRanges, splitByRanges, SNIPPET_CHARS } from './snippet'
import { MAX_QUERY_TERMS, normaliseQuery, queryTerms, tokenize } from './tokenize'
import type { Hit, IndexFile } from './types'
import { highlightTerms, hitUrl, readSearchParams, searchPageUrl, versionFromParam } from './url'

const docs = CONTEXTS.find((c) => c.name === 'docs')!

describe('tokenize', () => {
  test.each([
    ['Token transfers', ['token', 'transfer']],
    ['queries address status', ['query', 'address', 'status']],
    ['eth_getLogs', ['eth_getlogs', 'eth', 'getlog']],
    ['DEXTradeByTokens(limit: 10)', ['dextradebytoken', 'limit', '10']],
    ['Café résumé', ['cafe', 'resume']],
    ['__proto__', ['proto']],
    ['a.b/c-d', ['a', 'b', 'c', 'd']],
    ['   ', []],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
    ['شبكة إيثريوم', ['شبكة', 'ايثريوم']],
    ['🚀 price', ['price']],
  ])('%j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected)
  })
})

describe('queryTerms', () => {
  test.each([
    ['OHLC candles', ['ohlc', 'candle']],
    ['token token TOKEN', ['token']],
    ['.*+?^${}()|[]\\', []],
    ['"quoted phrase"', ['quoted', 'phrase']],
    ['', []],
    ['\t\n  ', []],
    ['!!!???', []],
    ['😀😀', []],
  ])('%j', (input, expected) => {
    expect(queryTerms(input)).toEqual(expected)
  })

  test('10,000 characters are cut and bounded', () => {
    const long = 'transfer '.repeat(1200)
    // The cut may split the last word; what is left is still searched as plain terms.
    expect(queryTerms(long)).toEqual(['transfer', 'tr'])
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS)
    expect(normaliseQuery('x'.repeat(10000)).length).toBeLessThanOrEqual(200)
  })
})

describe('matchRanges', () => {
  test.each([
    ['Token transfers on Ethereum', ['transf'], [[6, 15]]],
    ['Token transfers on Ethereum', ['eth', 'token'], [[0, 5], [19, 27]]],
    ['use eth_getLogs here', ['getlogs'], [[8, 15]]],
    ['use eth_getLogs here', ['eth_getlogs'], [[4, 15]]],
    ['Café au lait', ['cafe'], [[0, 4]]],
    ['nothing here', ['zzz'], []],
    ['', ['a'], []],
    ['x', [], []],
  ])('%j %j', (text, terms, expected) => {
    expect(matchRanges(text, terms)).toEqual(expected)
  })
})

describe('makeSnippet', () => {
  const long =
    'Chainstrata turns raw blockchain data into tables you can query. Blocks, transactions, token transfers, balance changes and DEX trades are decoded.'
  test.each([
    ['transfers', 'token transfers'],
    ['decoded', 'decoded'],
    ['chainstrata', 'Chainstrata turns'],
    ['nomatch', 'Chainstrata turns'],
  ])('a match of %j is inside a snippet of at most 50 characters', (term, expected) => {
    const s = makeSnippet(long, [term])
    expect(s.text.length).toBeLessThanOrEqual(SNIPPET_CHARS)
    expect(s.text).toContain(expected)
    for (const [a, b] of s.ranges) {
      expect(a).toBeGreaterThanOrEqual(0)
      expect(b).toBeLessThanOrEqual(s.text.length)
      expect(s.text.slice(a, b).toLowerCase().startsWith(term)).toBe(term === 'nomatch' ? false : true)
    }
  })

  test('short texts are kept whole, whitespace collapsed', () => {
    expect(makeSnippet('  a   short\ntext ', ['short'])).toEqual({ text: 'a short text', ranges: [[2, 7]] })
  })

  test('empty text gives an empty snippet', () => {
    expect(makeSnippet('', ['x'])).toEqual({ text: '', ranges: [] })
  })

  test('every generated snippet stays within the limit', () => {
    const words = long.split(' ')
    for (const w of words) expect(makeSnippet(long.repeat(3), [w.toLowerCase().replace(/[^a-z]/g, '')]).text.length).toBeLessThanOrEqual(SNIPPET_CHARS)
  })
})

describe('splitByRanges', () => {
  test.each([
    ['abcdef', [[1, 3]], [{ text: 'a', mark: false }, { text: 'bc', mark: true }, { text: 'def', mark: false }]],
    ['abc', [], [{ text: 'abc', mark: false }]],
    ['abc', [[0, 3]], [{ text: 'abc', mark: true }]],
    ['abc', [[2, 9]], [{ text: 'ab', mark: false }, { text: 'c', mark: true }]],
    ['<b>x</b>', [[0, 3]], [{ text: '<b>', mark: true }, { text: 'x</b>', mark: false }]],
  ])('%j %j', (text, ranges, expected) => {
    expect(splitByRanges(text, ranges as [number, number][])).toEqual(expected)
  })
})

describe('contexts', () => {
  test.each([
    ['/docs/intro/', 'docs'],
    ['/docs/graphql-reference/objects/block/', 'reference'],
    ['/DOCS/GRAPHQL-REFERENCE/', 'reference'],
    ['/blog/2025/01/post/', 'blog'],
    ['/blog', 'blog'],
    ['/', null],
    ['/search/', null],
    ['/markdown-page/', null],
    ['/docsx/', null],
  ])('%s is in %s', (path, name) => {
    expect(contextOfPath(path)?.name ?? null).toBe(name)
  })

  test.each([
    ['docs', 'docs'],
    ['/docs/', 'docs'],
    ['docs/graphql-reference', 'reference'],
    ['blog', 'blog'],
    ['nope', null],
    ['', null],
    [null, null],
    ['<script>', null],
  ])('ctx=%j', (value, name) => {
    expect(contextFromParam(value)?.name ?? null).toBe(name)
  })

  test.each([
    ['/docs/api-reference/eth-getlogs/', true],
    ['/docs/graphql-reference/objects/block/', true],
    ['/docs/intro/', false],
    ['/blog/', false],
  ])('%s labelled API Reference: %s', (url, expected) => {
    expect(isApiReference(url)).toBe(expected)
  })

  test.each([
    [{ query: '', pageContext: docs, hitsInContext: 0, hitsElsewhere: 0 }, 'none', undefined],
    [{ query: 'zzz', pageContext: docs, hitsInContext: 0, hitsElsewhere: 0 }, 'no-results', undefined],
    [{ query: 'zzz', pageContext: null, hitsInContext: 0, hitsElsewhere: 0 }, 'no-results', undefined],
    [{ query: 'token', pageContext: null, hitsInContext: 0, hitsElsewhere: 5 }, 'all', 'See all results'],
    [{ query: 'token', pageContext: docs, hitsInContext: 3, hitsElsewhere: 0 }, 'within', 'See all results within "Docs"'],
    [{ query: 'token', pageContext: docs, hitsInContext: 0, hitsElsewhere: 2 }, 'outside', 'See all results outside "Docs"'],
  ])('footer %#', (args, kind, label) => {
    const f = chooseFooter(args)
    expect(f.kind).toBe(kind)
    expect((f as { label?: string }).label).toBe(label)
  })
})

describe('urls', () => {
  test.each([
    ['/docs/intro/', 'chains', ['evm'], '/docs/intro/?_highlight=evm#chains'],
    ['/docs/intro/', '', ['a', 'b'], '/docs/intro/?_highlight=a&_highlight=b'],
    ['/docs/intro/', 'x', [], '/docs/intro/#x'],
    ['/docs/intro/', '', ['<script>', 'a&b'], '/docs/intro/?_highlight=%3Cscript%3E&_highlight=a%26b'],
  ])('hitUrl(%j, %j, %j)', (u, h, terms, expected) => {
    expect(hitUrl(u, h, terms)).toBe(expected)
  })

  test.each([
    ['?_highlight=a&_highlight=b', ['a', 'b']],
    ['?_highlight=%3Cimg%20src%3Dx%3E', ['<img src=x>']],
    ['?_highlight=&_highlight=%20', []],
    ['?_highlight=a&_highlight=a', ['a']],
    ['?other=1', []],
    // A malformed escape is decoded leniently, never thrown.
    ['?_highlight=%E0%A4%A', ['\uFFFD%A']],
    ['', []],
  ])('highlightTerms(%j)', (search, expected) => {
    expect(highlightTerms(search)).toEqual(expected)
  })

  test.each([
    [{ q: 'token holders' }, '/search/?q=token+holders'],
    [{ q: 'x', ctx: 'docs' }, '/search/?q=x&ctx=docs'],
    [{ q: 'x', ctx: null, version: 'docs' }, '/search/?q=x&version=docs'],
    [{ q: '' }, '/search/'],
    [{ q: 'a#b?c' }, '/search/?q=a%23b%3Fc'],
  ])('searchPageUrl(%j)', (params, expected) => {
    expect(searchPageUrl(params)).toBe(expected)
    if (params.q) expect(readSearchParams(expected.slice('/search/'.length)).q).toBe(params.q)
  })

  test.each([
    ['docs', 'docs-default-current'],
    ['/docs/', 'docs-default-current'],
    ['v1', null],
    [null, null],
  ])('versionFromParam(%j)', (value, tag) => {
    expect(versionFromParam(value)?.tag ?? null).toBe(tag)
  })
})

describe('scoreSection', () => {
  const title = sectionTokens({ pageTitle: 'Token holders', type: 'Title', heading: '', text: '' })
  const heading = sectionTokens({ pageTitle: 'Balances', type: 'Heading', heading: 'Token holders of a contract', text: 'Counts addresses.' })
  const content = sectionTokens({ pageTitle: 'Balances', type: 'Heading', heading: 'Other', text: 'You can list token holders of a contract here.' })
  const partial = sectionTokens({ pageTitle: 'Balances', type: 'Heading', heading: 'Tokens', text: 'Token metadata.' })
  test('title beats heading beats content; full matches beat partial ones', () => {
    const terms = ['token', 'holder']
    const s = [title, heading, content, partial].map((t) => scoreSection(t, terms))
    expect(s[0].score).toBeGreaterThan(s[1].score)
    expect(s[1].score).toBeGreaterThan(s[2].score)
    expect(s[2].score).toBeGreaterThan(s[3].score)
    expect(s.map((x) => x.type)).toEqual(['Title', 'Heading', 'Content', 'Heading'])
  })
  test('no terms, no score', () => {
    expect(scoreSection(title, []).score).toBe(0)
  })
  test('stop words are optional: a section without "of" and "a" still has full coverage', () => {
    const plain = scoreSection(title, ['token', 'holder'])
    const withStops = scoreSection(title, ['token', 'holder', 'of', 'a'])
    expect(withStops.score).toBeCloseTo(plain.score, 5)
    // ...and they still count when they match a heading.
    expect(scoreSection(heading, ['token', 'holder', 'of', 'a']).score).toBeGreaterThan(scoreSection(heading, ['token', 'holder']).score)
  })
  test('a query of stop words alone still finds them ("if")', () => {
    const ifPage = sectionTokens({ pageTitle: 'if', type: 'Title', heading: '', text: '' })
    expect(scoreSection(ifPage, ['if']).matched).toBe(1)
    expect(scoreSection(title, ['if']).matched).toBe(0)
  })
  test('a page named exactly by the query beats one whose longer name merely contains it', () => {
    const filters = sectionTokens({ pageTitle: 'Filters', type: 'Title', heading: '', text: '' })
    const typed = sectionTokens({ pageTitle: 'EVM_Block_Filter', type: 'Title', heading: '', text: '' })
    expect(scoreSection(filters, ['filter']).score).toBeGreaterThan(scoreSection(typed, ['filter']).score)
  })
})

describe('titleCoverage', () => {
  test.each([
    ['Filters', ['filter'], 1],
    ['EVM_Block_Filter', ['filter'], 1 / 3],
    ['EVM_DEXTrade_Cube', ['evm_dextrade_cube'], 1],
    ['Token holders of a contract', ['token', 'holder'], 2 / 3],
    ['Mempool data', ['mempool', 'subscription'], 1 / 2],
    ['Mempool data', ['me'], 0],
    ['', ['token'], 0],
    ['if', ['if'], 1],
  ])('%s ← %j = %d', (t, terms, want) => {
    expect(titleCoverage(tokenize(t as string), terms as string[])).toBeCloseTo(want as number, 5)
  })
})

describe('pagePrior', () => {
  test.each([
    ['docs', ['Docs'], 'Filters', 1],
    ['blog', ['Blog'], 'Solana DEX trades', 1],
    ['reference', ['GraphQL reference', 'EVM', 'object'], 'EVM_DEXTrade_Cube', 0.85],
    ['reference', ['GraphQL reference', 'EVM', 'object'], 'EVM_DEXTrade_Fields_Trade', 0.7],
    ['reference', ['GraphQL reference', 'EVM', 'input'], 'EVM_DEXTrade_Filter', 0.7],
    ['reference', ['GraphQL reference', 'Solana', 'enum'], 'Solana_Block_EnumFields', 0.7],
    ['reference', [], '', 0.85],
  ])('%s %j %s → %d', (context, crumbs, t, want) => {
    expect(pagePrior(context as string, crumbs as string[], t as string)).toBe(want)
  })
  test.each([
    ['/docs/blockchain/Tron/tron-balance-updates/', ['Docs', 'Chains', 'Tron'], ['balance', 'update'], 0.75],
    ['/docs/blockchain/Tron/tron-balance-updates/', ['Docs', 'Chains', 'Tron'], ['tron', 'balance', 'update'], 1],
    ['/docs/blockchain/BSC/four-meme-api/', ['Docs', 'Chains', 'BNB Smart Chain'], ['bsc', 'new', 'token'], 1],
    ['/docs/blockchain/BSC/four-meme-api/', ['Docs', 'Chains', 'BNB Smart Chain'], ['bnb', 'token'], 1],
    ['/docs/blockchain/Matic/matic-nft/', ['Docs', 'Chains', 'Polygon (Matic)'], ['polygon', 'nft'], 1],
    ['/docs/blockchain/Ethereum/dextrades/uniswap-api/', ['Docs', 'Chains', 'Ethereum', 'DEX trades'], ['uniswap', 'trade'], 0.75],
    ['/docs/blockchain/Ethereum/ethers-library/eth_getLogs/', ['Docs', 'Chains', 'Ethereum'], ['eth_getlogs', 'equivalent'], 1],
    ['/docs/blockchain/Ethereum/ethers-library/debug_traceCall/', ['Docs', 'Chains', 'Ethereum'], ['debug_tracecall'], 1],
    ['/docs/examples/OpBNB/opbnb-transfers/', ['Docs', 'Cross-chain and markets', 'opBNB'], ['opbnb', 'transfer'], 1],
    ['/docs/blockchain/introduction/', ['Docs', 'Chains'], ['chain'], 1],
    ['/docs/examples/polymarket-api/', ['Docs'], ['polymarket'], 1],
    ['/docs/cubes/balance-updates-cube/', ['Docs', 'Understanding cubes'], ['balance', 'update'], 1],
    // A query that names a chain puts that chain's pages first: other chains' pages and general pages yield.
    ['/docs/blockchain/Solana/Pumpfun/Pump-Fun-API/', ['Docs', 'Chains', 'Solana'], ['bsc', 'new', 'token'], 0.55],
    ['/docs/graphql/dataset/network/', ['Docs', 'Building queries', 'Dataset'], ['bsc', 'new', 'token'], 0.85],
    ['/docs/examples/polymarket-api/', ['Docs'], ['polygon', 'market'], 0.85],
  ])('docs %s for %j → %d', (url, crumbs, terms, want) => {
    expect(pagePrior('docs', crumbs as string[], '', url as string, terms as string[])).toBe(want)
  })
})

const file: IndexFile = {
  v: 1,
  context: 'docs',
  pages: [
    { u: '/docs/a/', t: 'Token holders', b: ['Docs', 'Balances'], g: 'docs-default-current' },
    { u: '/docs/b/', t: 'Logs and events', b: ['Docs'], g: 'docs-default-current' },
    { u: '/markdown-page/', t: 'Reading the docs', b: [] },
  ],
  sections: [
    { p: 0, h: '', s: '', y: 'Title', x: '' },
    { p: 0, h: '', s: '', y: 'Description', x: 'Find every address that holds a token.' },
    { p: 0, h: 'top-holders', s: 'Top holders', y: 'Heading', x: '', k: 'order holders balance largest token first', c: 0 },
    { p: 1, h: '', s: '', y: 'Title', x: '' },
    { p: 1, h: 'filter', s: 'Filter logs', y: 'Heading', x: '', k: 'eth_getLogs LogHeader filter events signature', c: 0 },
    { p: 2, h: '', s: '', y: 'Title', x: '' },
  ],
  chunks: ['/static/search/docs-text-0.abc.json'],
}
const chunk = { v: 1 as const, context: 'docs' as const, texts: { 2: 'Order holders by balance to get the largest token holders first.', 4: 'Filter events by signature.' } }

describe('SearchEngine', () => {
  const engine = new SearchEngine()
  engine.add(file)
  test.each([
    ['token holders', '/docs/a/'],
    ['holders', '/docs/a/'],
    ['eth_getLogs', '/docs/b/'],
    ['getlogs', '/docs/b/'],
    ['logheader', '/docs/b/'],
    ['reading', '/markdown-page/'],
  ])('%j finds %s first', (q, url) => {
    expect(engine.search(q, { contexts: ['docs'] })[0]?.u).toBe(url)
  })
  test.each(['', '   ', '.*', '<script>alert(1)</script>', '😀', 'x'.repeat(10000), '"', "'", 'مرحبا', '(((', '\\'])('hostile query %j never throws', (q) => {
    expect(() => engine.search(q, { contexts: ['docs'] })).not.toThrow()
  })
  test('a Title hit takes its snippet from the description and carries the hit fields', () => {
    const hit = engine.search('token holders', { contexts: ['docs'] })[0]
    expect(hit).toMatchObject({ context: 'docs', u: '/docs/a/', h: '', t: 'Token holders', s: '', b: ['Docs', 'Balances'], type: 'Title', terms: ['token', 'holder'] })
    expect(hit.snippet).toContain('token')
  })
  test('perPage and limit bound the hits; version tag filters docs', () => {
    expect(engine.search('holders', { contexts: ['docs'], perPage: 1 }).filter((h) => h.u === '/docs/a/')).toHaveLength(1)
    expect(engine.search('a', { contexts: ['docs'], limit: 2 }).length).toBeLessThanOrEqual(2)
    expect(engine.search('reading', { contexts: ['docs'], versionTag: 'docs-default-current' })).toEqual([])
  })
  test('snippets come from text chunks once they are loaded', () => {
    const e = new SearchEngine()
    e.add(file)
    const ranked = e.rank('largest', { contexts: ['docs'] })
    expect(e.missingChunks(ranked)).toEqual([{ context: 'docs', index: 0, url: '/static/search/docs-text-0.abc.json' }])
    expect(e.toHits(ranked)[0].snippet).toBe('')
    e.addChunk('docs', 0, validateChunk(chunk, 'docs'))
    expect(e.missingChunks(ranked)).toEqual([])
    const hit = e.toHits(ranked)[0]
    expect(hit.snippet).toContain('largest')
    expect(hit.snippet.slice(hit.ranges[0][0], hit.ranges[0][1])).toBe('largest')
    expect(() => validateChunk({ v: 1, context: 'blog', texts: {} }, 'docs')).toThrow()
  })
  test('one hit per page for the top of the page (title, description, keywords, lead text)', () => {
    const hits = engine.search('token', { contexts: ['docs'] }).filter((h) => h.u === '/docs/a/')
    expect(hits.filter((h) => h.h === '')).toHaveLength(1)
    expect(hits.map((h) => h.h)).toContain('top-holders')
  })
  test('unknown contexts give no hits', () => {
    expect(engine.search('token', { contexts: ['blog'] })).toEqual([])
  })
  test('addProgressively: searchable at once, same results while building, indexed when done', async () => {
    const e = new SearchEngine()
    const waiting: (() => void)[] = []
    const pause = () => new Promise<void>((resolve) => waiting.push(resolve))
    // sliceMs 0: a pause after every section.
    const done = e.addProgressively(file, pause, 0)
    expect(e.has('docs')).toBe(true)
    expect(e.indexed('docs')).toBe(false)
    for (const q of ['token holders', 'holders', 'eth_getLogs', 'getlogs', 'logheader', 'reading', 'hold', 'zzz']) {
      expect(e.search(q, { contexts: ['docs'] }).map((h) => [h.u, h.h])).toEqual(engine.search(q, { contexts: ['docs'] }).map((h) => [h.u, h.h]))
    }
    let finished = false
    void done.then(() => (finished = true))
    while (!finished) {
      await Promise.resolve()
      waiting.shift()?.()
    }
    expect(e.indexed('docs')).toBe(true)
    expect(e.search('eth_getLogs', { contexts: ['docs'] })[0]?.u).toBe('/docs/b/')
  })
  test('addProgressively: a newer add of the same context wins; the older build stops', async () => {
    const e = new SearchEngine()
    const waiting: (() => void)[] = []
    const older = e.addProgressively(file, () => new Promise<void>((resolve) => waiting.push(resolve)), 0)
    e.add({ ...file, pages: [{ u: '/docs/z/', t: 'Only page', b: ['Docs'] }], sections: [{ p: 0, h: '', s: '', y: 'Title', x: '' }] })
    waiting.shift()?.()
    await older
    expect(e.indexed('docs')).toBe(true)
    expect(e.search('only', { contexts: ['docs'] }).map((h) => h.u)).toEqual(['/docs/z/'])
    expect(e.search('holders', { contexts: ['docs'] })).toEqual([])
  })
  test('validateIndexFile rejects other shapes', () => {
    expect(() => validateIndexFile({ v: 2 }, 'docs')).toThrow(/not in the expected format/)
    expect(() => validateIndexFile(file, 'blog')).toThrow()
    expect(validateIndexFile(file, 'docs')).toBe(file)
  })
})

describe('groupByPage', () => {
  const hit = (u: string, h: string): Hit => ({ context: 'docs', u, h, t: u, s: h, b: [], type: 'Content', snippet: '', ranges: [], terms: [], score: 1 })
  test('pages keep the rank of their best hit', () => {
    const g = groupByPage([hit('/a/', '1'), hit('/b/', '1'), hit('/a/', '2')])
    expect(g.map((x) => [x.u, x.hits.map((h) => h.h)])).toEqual([
      ['/a/', ['1', '2']],
      ['/b/', ['1']],
    ])
  })
})
