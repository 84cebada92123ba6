import { parseCodeMeta, parseLineRanges, stripHighlightComments, languageLabel } from './codeMeta'

describe('parseCodeMeta', () => {
  it.each([
    ['title="a.ts" {1,3-5}', { title: 'a.ts', lines: [1, 3, 4, 5], showLineNumbers: false, attributes: {} }],
    ["{2} showLineNumbers title='x y'", { title: 'x y', lines: [2], showLineNumbers: true, attributes: {} }],
    ['novalidate="shows an error response"', { title: null, lines: [], showLineNumbers: false, attributes: { novalidate: 'shows an error response' } }],
    ['', { title: null, lines: [], showLineNumbers: false, attributes: {} }],
  ])('%s', (meta, expected) => expect(parseCodeMeta(meta)).toEqual(expected))
  it('parses reversed and junk ranges safely', () => {
    expect(parseLineRanges('5-3, x, 7')).toEqual([3, 4, 5, 7])
  })
})

describe('stripHighlightComments', () => {
  it.each([
    ['// highlight-next-line\na\nb', 'a\nb', [1]],
    ['a\n# highlight-start\nb\nc\n# highlight-end\nd', 'a\nb\nc\nd', [2, 3]],
    ['<!-- highlight-next-line -->\n<p/>', '<p/>', [1]],
    ['{/* highlight-next-line */}\n<X/>', '<X/>', [1]],
    ['-- highlight-next-line\nSELECT 1', 'SELECT 1', [1]],
    ['a // highlight-next-line\nb', 'a // highlight-next-line\nb', []],
    ['// highlight-start\na\nb', 'a\nb', [1, 2]],
  ])('%j', (input, code, lines) => expect(stripHighlightComments(input)).toEqual({ code, lines }))
})

it('labels languages', () => {
  expect(languageLabel('graphql')).toBe('GraphQL')
  expect(languageLabel('sh')).toBe('Shell')
  expect(languageLabel(undefined)).toBe('Text')
  expect(languageLabel('zig')).toBe('ZIG')
})
