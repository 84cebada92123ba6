/** scripts/lib/jsOrigins.mjs: source-map decoding and the grouping of sources into origins. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error: plain ESM module shared with the benchmark script (no type declarations)
import { decodeMappings, jsOrigins, originOf } from '../../scripts/lib/jsOrigins.mjs'

test('mappings decode to a column and a source per segment; the source index carries over lines', () => {
  // AAAA: col 0, source 0. KCAA: col +5, source +1. Next line: ACAA: col 0 again, source +1 (2); C: col 1 without a source.
  expect(decodeMappings('AAAA,KCAA;ACAA,C')).toEqual([
    [
      [0, 0],
      [5, 1],
    ],
    [
      [0, 2],
      [1, -1],
    ],
  ])
  // Negative deltas: D is -1.
  expect(decodeMappings('AAAA,CCAA,CDAA')).toEqual([[[0, 0], [1, 1], [2, 0]]])
  expect(() => decodeMappings('A!AA')).toThrow(/bad base64/)
})

test.each([
  ['webpack://chainstrata-docs/./node_modules/react-dom/cjs/react-dom-client.production.js', 'React'],
  ['webpack://chainstrata-docs/./node_modules/scheduler/cjs/scheduler.production.js', 'React'],
  ['webpack://chainstrata-docs/./.cache/production-app.js', "Gatsby's runtime"],
  ['webpack://chainstrata-docs/./node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs', "Gatsby's runtime"],
  ['webpack://chainstrata-docs/./node_modules/gatsby-react-router-scroll/index.js', "Gatsby's runtime"],
  ['webpack://chainstrata-docs/webpack/runtime/jsonp chunk loading', 'webpack runtime'],
  ['webpack://chainstrata-docs/./node_modules/prop-types/index.js', 'library: prop-types'],
  ['webpack://chainstrata-docs/./node_modules/@babel/runtime/helpers/esm/extends.js', 'library: @babel/runtime'],
  ['webpack://chainstrata-docs/./src/search/components/SearchBar.tsx', 'ours'],
  ['webpack://chainstrata-docs/./gatsby-browser.tsx', 'ours'],
])('%s is %s', (source, origin) => expect(originOf(source)).toBe(origin))

test("a file's bytes are shared out by source, and a file without a map is counted as unmapped", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-origins-'))
  try {
    // One line: 10 characters from React, then 10 from our code.
    writeFileSync(path.join(dir, 'a.js'), 'aaaaaaaaaabbbbbbbbbb')
    writeFileSync(path.join(dir, 'a.js.map'), JSON.stringify({ version: 3, sources: ['webpack://x/./node_modules/react/index.js', 'webpack://x/./src/a.ts'], mappings: 'AAAA,UCAA' }))
    writeFileSync(path.join(dir, 'b.js'), 'cccc')
    const r = jsOrigins(dir, ['/a.js', '/b.js'])
    expect(r.origins.React.raw).toBe(10)
    expect(r.origins.ours.raw).toBe(10)
    expect(r.origins.unmapped.raw).toBe(4)
    expect(r.files).toBe(2)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
