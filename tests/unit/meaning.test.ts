/**
 * The meaning checks of issue 37 over every content page: time windows against
 * what the dataset keeps (tests/lib/truth/windows.ts). Each check's fixtures
 * (tests/unit/meaning-checks.test.ts) prove it fires.
 */
import { platform } from '../../content/data/platform'
import { checkQueryWindows, windowHours } from '../lib/truth/windows'
import { contentPages, latestTimeAfter, variablesAfter } from '../lib/truth/pages'

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
