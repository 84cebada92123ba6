/**
 * Every sample price of the content agrees with the docs' illustrative week
 * (content/data/prices.ts, within each token's tolerance), and so does every
 * Ethereum base fee a sample shows (tests/lib/truth/prices.ts says what is
 * read; fixtures in meaning-checks.test.ts). A token the query filters by its
 * address (content/data/contracts) is priced like one the sample names, and a
 * price in WETH, WSOL or WBNB is converted at the table's price. A fence set
 * in another period says so: `prices="reason"`.
 */
import { illustrativeBaseFee, prices } from '../../content/data/prices'
import { checkPagePrices } from '../lib/truth/prices'
import { tokenBook } from '../lib/truth/tokenBook'
import { contentPages } from '../lib/truth/pages'

const pages = contentPages()

describe('sample prices agree with the illustrative week', () => {
  it('every token price and Ethereum base fee a sample shows is within the table\'s range', () => {
    const problems: string[] = []
    const contracts = tokenBook()
    for (const page of pages) {
      for (const p of checkPagePrices(page, prices, illustrativeBaseFee.ethereum, contracts)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
