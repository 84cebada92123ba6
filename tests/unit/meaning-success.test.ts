/**
 * Every EVM Transfers, DEXTrades and DEXTradeByTokens query of the content
 * filters out rows whose transfer or trade did not take effect, or its fence
 * says why it keeps them (tests/lib/truth/success.ts; fixtures in
 * meaning-checks.test.ts).
 */
import { checkSuccessFilters } from '../lib/truth/success'
import { contentPages, graphqlFences } from '../lib/truth/pages'

const pages = contentPages()

describe('queries that read value that moved filter out reverted rows', () => {
  it('every EVM Transfers, DEXTrades and DEXTradeByTokens query has a success filter or says why not', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkSuccessFilters(f.value, f.line, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
