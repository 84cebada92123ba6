import { chooseFooter, contextFromParam, contextOfPath, isApiReference, CONTEXTS } from './contexts'
import { buildContext } from '../node/documents'
import { loadContextSync, SearchEngine, validateHead, validateSectionChunk, validateTermChunk } from './engine'
import { groupByPage } from './group'
import { pagePrior, scoreSection, sectionTokens, titleCoverage } from './rank'
import { makeSnippet, matchRanges, splitByRanges, SNIPPET_CHARS } from './snippet'
import { MAX_QUERY_TERMS, queryTerms, tokenize } from './tokenize'
import type { Hit } from './types'
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
    expect(queryTerms('x'.repeat(10000)).join(' ').length).toBeLessThanOrEqual(200)
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
  test('a query naming a rare word of a chain page\'s slug (a protocol) lifts that page; a common slug word does not', () => {
    const rare = (w: string) => ['uniswap', 'raydium'].includes(w)
    expect(pagePrior('docs', ['Docs', 'Chains', 'Ethereum'], '', '/docs/blockchain/Ethereum/dextrades/uniswap-api/', ['uniswap', 'trade'], rare)).toBe(1)
    expect(pagePrior('docs', ['Docs', 'Chains', 'Tron'], '', '/docs/blockchain/Tron/tron-transfers/', ['transfer'], rare)).toBe(0.75)
    expect(pagePrior('docs', ['Docs', 'Chains', 'Solana'], '', '/docs/blockchain/Solana/raydium-clmm-API/', ['raydium', 'pool'], rare)).toBe(1)
  })
})

type Page = Parameters<typeof buildContext>[1][number]
const sec = (id: string, heading: string, text: string, identifiers: string[] = []) => ({ id, heading, depth: 2, text, identifiers })
const PAGES: Page[] = [
  {
    url: '/docs/a/',
    title: 'Token holders',
    breadcrumbs: ['Docs', 'Balances'],
    tag: 'docs-default-current',
    description: 'Find every address that holds a token.',
    keywords: [],
    sections: [sec('top-holders', 'Top holders', 'Order holders by balance to get the largest token holders first.')],
  },
  {
    url: '/docs/b/',
    title: 'Logs and events',
    breadcrumbs: ['Docs'],
    tag: 'docs-default-current',
    description: '',
    keywords: [],
    sections: [sec('filter', 'Filter logs', 'Filter events by signature.', ['eth_getLogs', 'LogHeader'])],
  },
  { url: '/markdown-page/', title: 'Reading the docs', breadcrumbs: [], description: '', keywords: [], sections: [] },
  {
    url: '/docs/c/',
    title: 'The realtime dataset',
    breadcrumbs: ['Docs'],
    tag: 'docs-default-current',
    description: 'Recent blocks, kept for hours.',
    keywords: [],
    sections: [sec('window', 'Window', 'The realtime dataset keeps the latest hours; Solana and Ethereum included.')],
  },
  {
    url: '/docs/d/',
    title: 'Candles',
    breadcrumbs: ['Docs'],
    tag: 'docs-default-current',
    description: '',
    keywords: [],
    sections: [sec('kline', 'Kline', 'A k-line is a candle: open, high, low and close. Real-time candles come from the stream.')],
  },
]

/** The files the build would write for these pages, in memory; `fetched` lists every chunk URL read, in order. */
function site(pages: Page[] = PAGES, sizes: Parameters<typeof buildContext>[2] = {}) {
  const { head, terms, sections } = buildContext('docs', pages, sizes)
  const files = new Map<string, unknown>()
  head.d = '/s'
  head.tu = terms.map((_, i) => `t${i}`)
  head.su = sections.map((_, i) => `s${i}`)
  terms.forEach((c, i) => files.set(`/s/docs-t${i}.t${i}.json`, JSON.parse(JSON.stringify(c))))
  sections.forEach((c, i) => files.set(`/s/docs-s${i}.s${i}.json`, JSON.parse(JSON.stringify(c))))
  files.set('/s/docs.json', JSON.parse(JSON.stringify(head)))
  const fetched: string[] = []
  const read = (url: string) => {
    fetched.push(url)
    if (!files.has(url)) throw new Error(`HTTP 404 for ${url}`)
    return files.get(url)
  }
  return { head, terms, sections, files, fetched, read }
}

/** An engine with every chunk loaded (as the Node callers use it). */
function fullEngine(pages: Page[] = PAGES, sizes: Parameters<typeof buildContext>[2] = {}) {
  const s = site(pages, sizes)
  const e = new SearchEngine()
  loadContextSync(e, 'docs', '/s/docs.json', s.read)
  return e
}

/** The browser's way: the head, then the rounds of term chunks a query needs, then the section chunks of its hits. */
function lazySearch(s: ReturnType<typeof site>, e: SearchEngine, q: string) {
  if (!e.has('docs')) e.addHead(validateHead(s.read('/s/docs.json'), 'docs'))
  for (let round = 0; round < 3; round++) {
    const needed = e.needs(q, ['docs'])
    if (!needed.length) break
    for (const c of needed) e.addTermChunk('docs', c.index, validateTermChunk(s.read(c.url), 'docs'))
  }
  const ranked = e.rank(q, { contexts: ['docs'] })
  for (const c of e.missingChunks(ranked)) e.addSectionChunk('docs', c.index, validateSectionChunk(s.read(c.url), 'docs'))
  return e.toHits(ranked)
}

describe('SearchEngine', () => {
  const engine = fullEngine()
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
  test.each(['', '   ', '.*', '<script>alert(1)</script>', '😀', 'x'.repeat(10000), '"', "'", 'مرحبا', '(((', '\\', '\uffff', 'constructor', '__proto__', 'hasOwnProperty'])('hostile query %j never throws', (q) => {
    expect(() => engine.search(q, { contexts: ['docs'] })).not.toThrow()
    const s = site()
    expect(() => lazySearch(s, new SearchEngine(), q)).not.toThrow()
  })
  test('a Title hit takes its snippet from the description and carries the hit fields', () => {
    const hit = engine.search('token holders', { contexts: ['docs'] })[0]
    expect(hit).toMatchObject({ context: 'docs', u: '/docs/a/', h: '', t: 'Token holders', s: '', b: ['Docs', 'Balances'], type: 'Title', terms: ['token', 'holder'] })
    expect(hit.snippet).toContain('token')
  })
  test('a heading hit carries its anchor, heading and a snippet with the match marked', () => {
    const hit = engine.search('largest', { contexts: ['docs'] })[0]
    expect(hit).toMatchObject({ u: '/docs/a/', h: 'top-holders', s: 'Top holders', type: 'Content' })
    expect(hit.snippet.slice(hit.ranges[0][0], hit.ranges[0][1])).toBe('largest')
  })
  test('perPage and limit bound the hits; version tag filters docs', () => {
    expect(engine.search('holders', { contexts: ['docs'], perPage: 1 }).filter((h) => h.u === '/docs/a/')).toHaveLength(1)
    expect(engine.search('a', { contexts: ['docs'], limit: 2 }).length).toBeLessThanOrEqual(2)
    expect(engine.search('reading', { contexts: ['docs'], versionTag: 'docs-default-current' })).toEqual([])
  })
  test('one hit per page for the top of the page (title, description, keywords, lead text)', () => {
    const hits = engine.search('token', { contexts: ['docs'] }).filter((h) => h.u === '/docs/a/')
    expect(hits.filter((h) => h.h === '')).toHaveLength(1)
    expect(hits.map((h) => h.h)).toContain('top-holders')
  })
  test('unknown contexts give no hits', () => {
    expect(engine.search('token', { contexts: ['blog'] })).toEqual([])
  })
  test('the ranking is the scoring of rank.ts: the same score as scoreSection on the section tokens', () => {
    const hit = engine.search('filter logs', { contexts: ['docs'] }).find((h) => h.h === 'filter')!
    const tokens = sectionTokens({ pageTitle: 'Logs and events', type: 'Heading', heading: 'Filter logs', text: 'eth_getLogs LogHeader filter events signature' })
    const want = scoreSection(tokens, ['filter', 'log']).score * pagePrior('docs', ['Docs'], 'Logs and events', '/docs/b/', ['filter', 'log'])
    expect(hit.score).toBeCloseTo(want, 2)
  })
  test('validators reject other shapes', () => {
    const s = site()
    expect(() => validateHead({ v: 1 }, 'docs')).toThrow(/not in the expected format/)
    expect(() => validateHead(s.files.get('/s/docs.json'), 'blog')).toThrow()
    expect(() => validateHead({ ...s.head, n: [1] }, 'docs')).toThrow()
    expect(() => validateTermChunk({ v: 2, context: 'docs', key: '' }, 'docs')).toThrow()
    expect(() => validateSectionChunk({ v: 2, context: 'blog', first: 0, s: [] }, 'docs')).toThrow()
  })
})

describe('the index split by term: what a query fetches', () => {
  // Small chunks, so that this fixture has several term chunks.
  const sizes = { termBytes: 40, sectionChars: 80 }
  test('the vocabulary is cut into sorted ranges, each word in the chunk its key starts', () => {
    const s = site(PAGES, sizes)
    expect(s.terms.length).toBeGreaterThan(4)
    expect(s.head.tk[0]).toBe('')
    const all = s.terms.flatMap((c, i) => Object.keys(c.w).map((w) => [w, i] as const))
    for (const [w, i] of all) {
      expect(s.head.tk[i] <= w).toBe(true)
      if (i + 1 < s.head.tk.length) expect(w < s.head.tk[i + 1]).toBe(true)
    }
  })
  test('a query fetches the head, the chunks of its words and the section chunks of its hits, nothing else', () => {
    const s = site(PAGES, sizes)
    const hits = lazySearch(s, new SearchEngine(), 'signature')
    expect(hits[0]).toMatchObject({ u: '/docs/b/', h: 'filter' })
    const termChunk = s.terms.findIndex((c) => 'signature' in c.w)
    const terms = s.fetched.filter((u) => u.includes('-t'))
    expect(terms).toEqual([`/s/docs-t${termChunk}.t${termChunk}.json`])
    expect(s.fetched.filter((u) => u.includes('-s')).length).toBeLessThanOrEqual(2)
    expect(s.fetched.length).toBeLessThan(s.files.size / 2)
  })
  test('a prefix finds the longer words of every chunk it spans; a one-letter term matches whole words only', () => {
    const s = site(PAGES, sizes)
    const e = new SearchEngine()
    expect(lazySearch(s, e, 'sign').map((h) => h.u)).toContain('/docs/b/')
    expect(lazySearch(s, e, 'larg')[0]).toMatchObject({ u: '/docs/a/', h: 'top-holders' })
    const one = site(PAGES, sizes)
    lazySearch(one, new SearchEngine(), 's')
    expect(one.fetched.filter((u) => u.includes('-t'))).toHaveLength(1)
  })
  test('a typo is corrected from the words beside it, in the chunks already fetched', () => {
    const s = site(PAGES, sizes)
    const hits = lazySearch(s, new SearchEngine(), 'signatrue')
    expect(hits[0]).toMatchObject({ u: '/docs/b/', terms: ['signature'] })
    expect(lazySearch(site(PAGES, sizes), new SearchEngine(), 'solnaa')[0]?.u).toBe('/docs/c/')
    expect(lazySearch(site(PAGES, sizes), new SearchEngine(), 'holdres')[0]?.u).toBe('/docs/a/')
    // A word that is not a typo of anything stays what it is, and finds nothing.
    expect(lazySearch(site(PAGES, sizes), new SearchEngine(), 'zzzzzz')).toEqual([])
  })
  test('compounds: "real-time" finds "realtime" and "k-line" finds "kline", and the other way round', () => {
    const e = fullEngine(PAGES, sizes)
    expect(e.search('real-time dataset', { contexts: ['docs'] })[0]?.u).toBe('/docs/c/')
    expect(e.search('k-line', { contexts: ['docs'] })[0]).toMatchObject({ u: '/docs/d/', h: 'kline' })
    expect(e.search('kline', { contexts: ['docs'] })[0]).toMatchObject({ u: '/docs/d/', h: 'kline' })
    // "realtime" is also written "Real-time" on /docs/d/: the split variant finds that section too.
    expect(e.search('realtime candles', { contexts: ['docs'] })[0]?.u).toBe('/docs/d/')
    const lazy = lazySearch(site(PAGES, sizes), new SearchEngine(), 'real time dataset')
    expect(lazy[0]?.u).toBe('/docs/c/')
  })
  test('the lazy engine ranks exactly as the fully loaded one', () => {
    const full = fullEngine(PAGES, sizes)
    for (const q of ['token holders', 'holders', 'eth_getLogs', 'getlogs', 'filter', 'real-time dataset', 'k-line', 'candle close', 'solnaa', 'hold', 'zzz']) {
      const lazy = lazySearch(site(PAGES, sizes), new SearchEngine(), q)
      expect([q, lazy.map((h) => [h.u, h.h, h.score])]).toEqual([q, full.search(q, { contexts: ['docs'] }).map((h) => [h.u, h.h, h.score])])
    }
  })
  test('a chunk that cannot be read fails the query instead of answering "no results"', () => {
    const s = site(PAGES, sizes)
    const broken = { ...s, read: (url: string) => (url.includes('-t') ? (() => { throw new Error(`HTTP 404 for ${url}`) })() : s.read(url)) }
    expect(() => lazySearch(broken, new SearchEngine(), 'holders')).toThrow(/HTTP 404/)
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
