/** npm run check reads every problem out of the check files' Jest failures, with its file, line and column. */
import { problemsOf } from './check.mjs'

describe('problemsOf', () => {
  it('reads the located lines of a toEqual([]) diff, colours and quotes removed', () => {
    const message = ['expect(received).toEqual(expected)', '', '- Expected  - 1', '+ Received  + 3', '', '- Array []', '+ Array [', '\u001b[31m+   "content/docs/a.mdx:3:2: bad \\"thing\\"",\u001b[39m', '+   "content/docs/b.mdx:7 (Response (illustrative)): EVM.Transfers[0]: missing",', '+ ]'].join('\n')
    expect(problemsOf('page checks', message)).toEqual([
      { file: 'content/docs/a.mdx', line: 3, column: 2, what: 'bad "thing"' },
      { file: 'content/docs/b.mdx', line: 7, column: null, what: '(Response (illustrative)): EVM.Transfers[0]: missing' },
    ])
  })
  it('puts unlocated problems under the file the test names', () => {
    const message = ['expect(received).toEqual(expected)', '+ Array [', '+   "no description in front matter",', '+ ]'].join('\n')
    expect(problemsOf('content pages /docs/x/ (content/docs/x.mdx)', message)).toEqual([{ file: 'content/docs/x.mdx', line: null, column: null, what: 'no description in front matter' }])
  })
  it('reads a thrown compile error', () => {
    expect(problemsOf('t', 'MdxCompileError: content/docs/start/errors.mdx:110:1: Unknown component <FancyWidget>: pages can use <Tabs>.')).toEqual([{ file: 'content/docs/start/errors.mdx', line: 110, column: 1, what: 'Unknown component <FancyWidget>: pages can use <Tabs>.' }])
  })
})
