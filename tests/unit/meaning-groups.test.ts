/**
 * Rankings of wallets group by the wallet alone (tests/lib/truth/groupKeys.ts;
 * fixtures in meaning-checks.test.ts): a query under a "top traders" title or
 * heading that aggregates per wallet selects no second dimension (the router,
 * the DEX, the token), which would return each wallet once per value of it
 * with its total split, or its fence says why the extra key is promised
 * (group="…").
 */
import { checkGroupKeys, promiseOf } from '../lib/truth/groupKeys'
import { contentPages, graphqlFences } from '../lib/truth/pages'
import { embeddedOperations } from '../lib/truth/solWallet'

const pages = contentPages()

describe('rankings of wallets group by the wallet alone', () => {
  it('every GraphQL fence under a wallet ranking selects no dimension beside the wallet', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkGroupKeys(f.value, f.line, f.meta, promiseOf(page.source, f.line, f.meta))) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
  it('so does every operation written inside a code sample', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        for (const op of embeddedOperations(f)) for (const p of checkGroupKeys(op.value, op.line - 1, f.meta, promiseOf(page.source, f.line, f.meta))) problems.push(`${page.file}:${p.line}: ${p.message}`)
      }
    }
    expect(problems).toEqual([])
  })
})
