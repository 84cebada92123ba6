/**
 * Every Solana wallet filter of the content keeps the wallet's native SOL, or
 * its fence says why SOL does not belong (tests/lib/truth/solWallet.ts;
 * fixtures in meaning-checks.test.ts): GraphQL queries on BalanceUpdates,
 * InstructionBalanceUpdates and Transfers that name the wallet as an owner
 * also name it as the account, and stream code that reads token_owner also
 * reads the account address.
 */
import { checkOwnerOnlyCode, checkSolanaWalletFilters, embeddedOperations } from '../lib/truth/solWallet'
import { contentPages, graphqlFences } from '../lib/truth/pages'

const pages = contentPages()

describe('Solana wallet filters keep native SOL', () => {
  it('every wallet query on an owner field also names the wallet as the account, or is about token mints', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkSolanaWalletFilters(f.value, f.line, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
  it('so does every operation written inside a code sample', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) for (const op of embeddedOperations(f)) for (const p of checkSolanaWalletFilters(op.value, op.line - 1, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
  it('stream code that reads token_owner also reads the account address', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        const p = checkOwnerOnlyCode(f)
        if (p) problems.push(`${page.file}:${p.line}: ${p.message}`)
      }
    }
    expect(problems).toEqual([])
  })
})
