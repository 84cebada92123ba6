/**
 * The meaning checks of issue 37 over every content page: time windows against
 * what the dataset keeps (tests/lib/truth/windows.ts), decimal counts from the
 * data tables (decimals.ts). Each check's fixtures
 * (tests/unit/meaning-checks.test.ts) prove it fires.
 */
import { platform } from '../../content/data/platform'
import { checkQueryWindows, windowHours } from '../lib/truth/windows'
import { contentPages, latestTimeAfter, variablesAfter } from '../lib/truth/pages'
import { literalDecimals, sampleDecimals } from '../lib/truth/decimals'
import { allContracts } from '../../content/data/contracts'

const pages = contentPages()
const windowH = windowHours(platform.datasets.realtimeWindow)

describe('time windows fit the dataset', () => {
  it('no query on the realtime dataset asks for more than it keeps', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (f.lang !== 'graphql' && f.lang !== 'gql') continue
        for (const p of checkQueryWindows(f.value, f.line, variablesAfter(page, f), windowH, latestTimeAfter(page, f))) problems.push(`${page.file}:${p.line}: ${p.message}`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('decimal counts come from the data tables', () => {
  const table = new Map(allContracts().filter((c) => c.decimals !== undefined).map((c) => [c.address.toLowerCase(), { symbol: c.symbol, decimals: c.decimals! }]))
  it('no prose states a literal decimal count', () => {
    const problems = pages.flatMap((page) => literalDecimals(page.source).map((p) => `${page.file}:${p.line}: ${p.message}`))
    expect(problems).toEqual([])
  })
  it('every sample that shows a token with its decimals agrees with the contract table', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (f.lang !== 'json') continue
        let json: unknown
        try {
          json = JSON.parse(f.value)
        } catch {
          continue
        }
        for (const p of sampleDecimals(json, table)) problems.push(`${page.file}:${f.line}: ${p}`)
      }
    }
    expect(problems).toEqual([])
  })
})
