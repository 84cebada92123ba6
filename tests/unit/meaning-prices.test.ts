/**
 * Every sample price of the content agrees with the docs' illustrative week
 * (content/data/prices.ts, within each token's tolerance), and so does every
 * Ethereum base fee a sample shows (tests/lib/truth/prices.ts says what is
 * read; fixtures in meaning-checks.test.ts). A fence set in another period
 * says so: `prices="reason"`.
 */
import { illustrativeBaseFee, prices } from '../../content/data/prices'
import { checkPagePrices } from '../lib/truth/prices'
import { contentPages } from '../lib/truth/pages'

const pages = contentPages()

/**
 * issue 37 residual sample 2026-11-29; remove when the sample is done.
 * Pages fresh readers are sampling now: their findings are listed in the issue, not fixed yet.
 */
const SAMPLED_NOW = new Set<string>([
  'content/docs/blockchain/Arbitrum/Overview.mdx', // L1.BaseFee 4.218 gwei
])

describe('sample prices agree with the illustrative week', () => {
  it('every token price and Ethereum base fee a sample shows is within the table\'s range', () => {
    const problems: string[] = []
    for (const page of pages) {
      if (SAMPLED_NOW.has(page.file)) continue
      for (const p of checkPagePrices(page, prices, illustrativeBaseFee.ethereum)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
