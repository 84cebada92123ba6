/**
 * Every Solana method filter on a program whose interface has newer forms of
 * the same instruction admits them all, or its fence says why with
 * methods="…" (tests/lib/truth/solMethods.ts; fixtures in meaning-checks.test.ts).
 */
import { checkSolanaMethodSiblings } from '../lib/truth/solMethods'
import { embeddedOperations } from '../lib/truth/solWallet'
import { contentPages, graphqlFences } from '../lib/truth/pages'

const pages = contentPages()

describe('Solana method filters admit the newer forms of an instruction', () => {
  it('every GraphQL method filter on a known program admits all the methods of a group', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkSolanaMethodSiblings(f.value, f.line, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
  it('so does every operation written inside a code sample', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) for (const op of embeddedOperations(f)) for (const p of checkSolanaMethodSiblings(op.value, op.line - 1, f.meta)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
