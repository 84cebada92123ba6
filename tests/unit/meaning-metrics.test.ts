/**
 * Statistics of one measure that a query asks for side by side (minimum,
 * quantiles, median, average, maximum) keep their order in every sample
 * (tests/lib/truth/metricOrder.ts; fixtures in meaning-checks.test.ts): a
 * 90th percentile below the median, or an average above the maximum, is a row
 * the API could not return.
 */
import { contentPages } from '../lib/truth/pages'
import { priceFences, queryBefore, valueOffsets } from '../lib/truth/prices'
import { checkMetricOrder, statGroups } from '../lib/truth/metricOrder'

const pages = contentPages()

describe('order statistics in samples', () => {
  it('every sample keeps minimum ≤ quantiles (by level) ≤ maximum, the average between the extremes and one median', () => {
    const problems: string[] = []
    let read = 0
    for (const page of pages) {
      for (const { fence, json } of priceFences(page.fences)) {
        const query = queryBefore(page.source, page.fences, fence)
        const groups = query ? statGroups(query.value) : []
        if (!groups.length) continue
        read++
        for (const f of checkMetricOrder(json, groups)) {
          const at = valueOffsets(fence.value).get(f.path.slice(1)) ?? 0
          problems.push(`${page.file}:${fence.line + 1 + fence.value.slice(0, at).split('\n').length - 1}: ${f.message}`)
        }
      }
    }
    expect(problems).toEqual([])
    expect(read).toBeGreaterThan(5)
  })
})
