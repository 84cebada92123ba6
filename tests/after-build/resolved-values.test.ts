/**
 * Search and the Markdown twins read what the page shows (issue 39): no
 * unresolved `:data[…]` key, chain-fact or contract key, and no `::proto` or
 * `::chains-table` left as text, in any search file or twin of the build
 * (what the contribution guidelines write in code to teach the syntax aside).
 * Runs after the build in `npm test` (AFTER_BUILD=1, where a missing build is
 * a failure); run by hand, it checks the last build and says when there is none.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { filesUnder, publicDir, repoRoot as root, whenBuilt } from '../lib/afterBuild'

const maybe = whenBuilt('resolved-values')

/** Keys as writers type them; the page shows their values instead. */
export const UNRESOLVED = /:data\[[^\]]*\]|\b(?:chains\.(?:ethereum|bsc|base|arbitrum|optimism|polygon|opbnb|solana|tron|ton)|contracts\.(?:ethereum|bsc|base|arbitrum|optimism|polygon|opbnb|solana|tron|ton))\.[A-Za-z]|::(?:proto|chains-table)\b/g

const found0 = (file: string) => [...new Set(readFileSync(file, 'utf8').match(UNRESOLVED) ?? [])]

describe('search files and twins', () => {
  it('the pattern finds each kind of key (the check can fail)', () => {
    expect('free :data[chains.tron.fees.freeBandwidth] and chains.tron.fees and (contracts.ethereum.WETH) ::proto[x]'.match(UNRESOLVED)).toEqual([':data[chains.tron.fees.freeBandwidth]', 'chains.tron.f', 'contracts.ethereum.W', '::proto'])
    expect('the chains table lists ten chains'.match(UNRESOLVED)).toBeNull()
  })

  maybe('hold the values the pages show, never a key', () => {
    // The contribution guidelines teach the syntax: what they write in code, as syntax, is no leak.
    const taught = new Set(found0(path.join(root, 'content/docs/contribution-guidelines.mdx')))
    const found = (file: string) => found0(file).filter((k) => !taught.has(k))
    const problems: string[] = []
    for (const file of filesUnder(path.join(publicDir, 'static', 'search'), (n) => n.endsWith('.json'))) {
      const hits = found(file)
      if (hits.length) problems.push(`${path.relative(root, file)}: ${hits.slice(0, 4).join(', ')}`)
    }
    for (const file of filesUnder(publicDir, (n) => n === 'index.md')) {
      const hits = found(file)
      if (hits.length) problems.push(`${path.relative(root, file)}: ${hits.slice(0, 4).join(', ')}`)
    }
    expect(problems).toEqual([])
  })
})
