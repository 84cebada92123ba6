/**
 * Sequences of rows on fast chains are sorted by more than the block
 * (tests/lib/truth/order.ts; fixtures in meaning-checks.test.ts): a Solana
 * query never sorts by Block_Time (or the slot) alone, where a second holds
 * many rows in an undefined order, and an EVM or Tron query that picks one row
 * ("the latest", "the first") adds the transaction's index to the block, or
 * its fence says why the order does not matter (order="…").
 */
import { checkTimeOnlyOrder } from '../lib/truth/order'
import { contentPages, graphqlFences, variablesAfter } from '../lib/truth/pages'
import { embeddedOperations } from '../lib/truth/solWallet'

const pages = contentPages()

describe('sequences of rows are sorted past the block', () => {
  it('every GraphQL fence sorts Solana rows by slot and index, and picks one EVM or Tron row by more than the block', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkTimeOnlyOrder(f.value, f.line, f.meta, variablesAfter(page, f))) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
  it('so does every operation written inside a code sample', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) for (const op of embeddedOperations(f)) for (const p of checkTimeOnlyOrder(op.value, op.line - 1, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
