/**
 * Search and the Markdown twins read what the page shows (issue 39): no
 * unresolved `:data[…]` key, chain-fact or contract key, and no `::proto` or
 * `::chains-table` left as text, in any search file or twin of the build
 * (what the contribution guidelines write in code to teach the syntax aside).
 * Runs after the build in `npm test` (AFTER_BUILD=1, where a missing build is
 * a failure); run by hand, it checks the last build and says when there is none.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const built = existsSync(path.join(publicDir, 'index.html'))
const required = process.env.AFTER_BUILD === '1'
if (!built && !required) console.info('resolved-values: no build in public/ (run `npm run build`); this check runs after the build in `npm test`.')
const maybe = built || required ? test : test.skip

/** Keys as writers type them; the page shows their values instead. */
export const UNRESOLVED = /:data\[[^\]]*\]|\b(?:chains\.(?:ethereum|bsc|base|arbitrum|optimism|polygon|opbnb|solana|tron|ton)|contracts\.(?:ethereum|bsc|base|arbitrum|optimism|polygon|opbnb|solana|tron|ton))\.[A-Za-z]|::(?:proto|chains-table)\b/g

function* files(dir: string, keep: (name: string) => boolean): Generator<string> {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) yield* files(full, keep)
    else if (keep(d.name)) yield full
  }
}

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
    for (const file of files(path.join(publicDir, 'static', 'search'), (n) => n.endsWith('.json'))) {
      const hits = found(file)
      if (hits.length) problems.push(`${path.relative(root, file)}: ${hits.slice(0, 4).join(', ')}`)
    }
    for (const file of files(publicDir, (n) => n === 'index.md')) {
      const hits = found(file)
      if (hits.length) problems.push(`${path.relative(root, file)}: ${hits.slice(0, 4).join(', ')}`)
    }
    expect(problems).toEqual([])
  })
})
