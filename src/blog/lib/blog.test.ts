import {
  byDateDesc,
  countWords,
  excerptSource,
  excerptText,
  formatPostDate,
  groupByYear,
  listPagePath,
  markdownToText,
  paginate,
  parsePostDir,
  readingTime,
  readingTimeLabel,
} from './blog'

describe('parsePostDir', () => {
  it.each([
    ['2024-02-12-documentation-started', { date: '2024-02-12', slug: 'documentation-started' }],
    ['2025-12-31-a', { date: '2025-12-31', slug: 'a' }],
    ['2024-02-29-leap-day', { date: '2024-02-29', slug: 'leap-day' }],
  ])('%s', (name, expected) => {
    expect(parsePostDir(name)).toEqual(expected)
  })
  it.each([
    ['documentation-started', /yyyy-mm-dd-slug/],
    ['2024-2-12-short-month', /yyyy-mm-dd-slug/],
    ['2024-02-12-Upper-Case', /yyyy-mm-dd-slug/],
    ['2024-02-12-trailing-', /yyyy-mm-dd-slug/],
    ['2023-02-29-not-leap', /not a calendar date/],
    ['2024-13-01-month', /not a calendar date/],
    ['2024-01-01-archive', /reserved/],
    ['2024-01-01-page', /reserved/],
  ])('rejects %s', (name, message) => {
    const r = parsePostDir(name)
    expect('error' in r && r.error).toMatch(message)
  })
})

describe('paginate', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [12, 2],
    [20, 2],
    [21, 3],
  ])('%i posts make %i pages', (total, pages) => {
    expect(paginate(total, '/blog/')).toHaveLength(pages)
  })
  it('gives paths, skip and neighbours', () => {
    expect(paginate(25, '/blog/tags/new-data/', 10)).toEqual([
      { pageNumber: 1, numberOfPages: 3, path: '/blog/tags/new-data/', skip: 0, limit: 10, previousPath: null, nextPath: '/blog/tags/new-data/page/2/' },
      { pageNumber: 2, numberOfPages: 3, path: '/blog/tags/new-data/page/2/', skip: 10, limit: 10, previousPath: '/blog/tags/new-data/', nextPath: '/blog/tags/new-data/page/3/' },
      { pageNumber: 3, numberOfPages: 3, path: '/blog/tags/new-data/page/3/', skip: 20, limit: 10, previousPath: '/blog/tags/new-data/page/2/', nextPath: null },
    ])
  })
  it('rejects a bad page size', () => {
    expect(() => paginate(5, '/blog/', 0)).toThrow(/positive integer/)
    expect(() => paginate(5, '/blog/', 2.5)).toThrow(/positive integer/)
  })
  it.each([
    ['/blog', 1, '/blog/'],
    ['/blog/', 2, '/blog/page/2/'],
    ['/blog/authors/api-team/', 3, '/blog/authors/api-team/page/3/'],
  ])('listPagePath(%s, %i)', (base, n, expected) => {
    expect(listPagePath(base, n)).toBe(expected)
  })
})

describe('groupByYear', () => {
  const posts = [
    { title: 'B', date: '2024-05-01' },
    { title: 'C', date: '2025-01-01' },
    { title: 'A', date: '2024-12-31' },
    { title: 'D', date: '2023-06-15' },
    { title: 'E', date: '2025-01-01' },
  ]
  it('groups newest year first, newest post first, ties by title', () => {
    expect(groupByYear(posts)).toEqual([
      { year: 2025, posts: [posts[1], posts[4]] },
      { year: 2024, posts: [posts[2], posts[0]] },
      { year: 2023, posts: [posts[3]] },
    ])
  })
  it('handles no posts', () => {
    expect(groupByYear([])).toEqual([])
  })
  it('does not reorder its input', () => {
    const copy = [...posts]
    groupByYear(posts)
    expect(posts).toEqual(copy)
  })
  it('names a post with a bad date', () => {
    expect(() => groupByYear([{ title: 'Broken', date: 'soon' }])).toThrow(/"Broken" has no valid date/)
  })
  it('byDateDesc sorts newest first', () => {
    expect([...posts].sort(byDateDesc).map((p) => p.title)).toEqual(['C', 'E', 'A', 'B', 'D'])
  })
})

describe('readingTime', () => {
  it.each([
    [0, 0, 1],
    [50, 0, 1],
    [200, 0, 1],
    [299, 0, 1],
    [300, 0, 2],
    [1000, 0, 5],
    [300, 100, 3],
    [-5, -5, 1],
  ])('%i prose words and %i code words take %i min', (prose, code, minutes) => {
    expect(readingTime(prose, code)).toBe(minutes)
  })
  it('labels', () => {
    expect(readingTimeLabel(3)).toBe('3 min read')
  })
  it.each([
    ['', 0],
    ['one two  three', 3],
    ['a - b — c', 3],
    ['{ } ( ) 42', 1],
  ])('countWords(%j) = %i', (text, n) => {
    expect(countWords(text)).toBe(n)
  })
})

describe('excerpts', () => {
  it('stops at the truncate marker', () => {
    const body = 'First paragraph.\n\nSecond paragraph.\n\n{/* truncate */}\n\nHidden.'
    expect(excerptSource(body)).toBe('First paragraph.\n\nSecond paragraph.')
  })
  it('accepts the HTML comment form of the marker', () => {
    expect(excerptSource('Intro.\n<!-- truncate -->\nRest.')).toBe('Intro.')
  })
  it('takes the first prose paragraph without a marker, skipping headings, fences and JSX', () => {
    const body = '## Heading\n\n```graphql\nquery {\n\n  x\n}\n```\n\n<Admonition type="note">Hi</Admonition>\n\n:::tip\nx\n:::\n\nThe real *first* paragraph\nspans two lines.\n\nSecond.'
    expect(excerptSource(body)).toBe('The real *first* paragraph\nspans two lines.')
  })
  it('is empty when there is no prose', () => {
    expect(excerptSource('## Only a heading\n\n```js\nx()\n```')).toBe('')
  })
  it.each([
    ['A [link](/docs/intro/) and `code`.', 'A link and code.'],
    ['**Bold**, _italic_ and *also italic*.', 'Bold, italic and also italic.'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['Text <abbr title="x">ABBR</abbr> here', 'Text ABBR here'],
    ['- item one\n- item two', 'item one item two'],
    ['![alt text](/img/a.png)', 'alt text'],
    ['Price < 5 & more', 'Price < 5 & more'],
  ])('markdownToText(%j)', (md, text) => {
    expect(markdownToText(md)).toBe(text)
  })
  it('excerptText combines both', () => {
    expect(excerptText('The `EVM` root [changed](/blog/).\n\n{/* truncate */}\n\nMore.')).toBe('The EVM root changed.')
  })
})

describe('formatPostDate', () => {
  it.each([
    ['2024-02-12', 'February 12, 2024'],
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31T23:30:00Z', 'December 31, 2024'],
    ['not a date', 'not a date'],
  ])('%s', (iso, text) => {
    expect(formatPostDate(iso)).toBe(text)
  })
})
