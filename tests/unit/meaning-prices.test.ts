/**
 * Every sample price of the content agrees with the docs' illustrative week
 * (content/data/prices.ts, within each token's tolerance), and so does every
 * Ethereum base fee a sample shows (tests/lib/truth/prices.ts says what is
 * read; fixtures in meaning-checks.test.ts). A token the query filters by its
 * address (content/data/contracts) is priced like one the sample names, and a
 * price in WETH, WSOL or WBNB is converted at the table's price. A fence set
 * in another period says so: `prices="reason"`. Prices stated in the prose
 * ("a BNB price of 612 USD", "227.6 USD per SOL") are held to the same table
 * (tests/lib/truth/prosePrices.ts); a paragraph set in another period opts out
 * with `{/* prices="reason" *\/}` on the line before it.
 */
import { illustrativeBaseFee, prices } from '../../content/data/prices'
import { checkPagePrices } from '../lib/truth/prices'
import { checkProsePrices } from '../lib/truth/prosePrices'
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
  it('every price the prose states for a listed token is within the table\'s range (tests/lib/truth/prosePrices.ts)', () => {
    const problems = pages.flatMap((page) => checkProsePrices(page, prices).map((p) => `${page.file}:${p.line}: ${p.message}`))
    expect(problems).toEqual([])
  })
})
