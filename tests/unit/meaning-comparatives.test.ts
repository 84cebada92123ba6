/**
 * Strict and inclusive bounds in words agree with the query's operator
 * (tests/lib/truth/comparatives.ts says what is read): "above 100,000" is
 * `gt`, "at least 100,000" is `ge`. The fixtures are one-page samples; each
 * expectation of a finding fails when the check is switched off.
 */
import { checkComparatives, queryBounds, statedBounds } from '../lib/truth/comparatives'
import { contentPages } from '../lib/truth/pages'
import { fences } from './contentFiles'

const pageOf = (source: string) => ({ file: 'fixture.mdx', source, fences: fences(source) })
const page = (prose: string, filter: string, title = 'Large transfers') =>
  pageOf(['## Large transfers', '', prose, '', `\`\`\`graphql title="${title}"`, `query { EVM(network: eth) { Transfers(where: { Transfer: { Amount: { ${filter} } } }, limit: {count: 10}) { Transfer { Amount } } } }`, '```', ''].join('\n'))

describe('bounds in words match the query operator', () => {
  it('no page states a strict bound over an inclusive filter, or the reverse', () => {
    const problems = contentPages().flatMap((p) => checkComparatives(p).map((f) => `${p.file}:${f.line}: ${f.message}`))
    expect(problems).toEqual([])
  })
  it('reads the bounds of a query and of a sentence', () => {
    expect(queryBounds('Amount: { ge: "100000", lt: 5 }')).toEqual([
      { side: 'lower', kind: 'inclusive', value: 100000 },
      { side: 'upper', kind: 'strict', value: 5 },
    ])
    expect(statedBounds('transfers above 1 million USDT, at most 20 of them, 5,000 USDC or more').map((b) => [b.side, b.kind, b.value])).toEqual([
      ['lower', 'strict', 1e6],
      ['lower', 'inclusive', 5000],
      ['upper', 'inclusive', 20],
    ])
  })
  it('finds "above N" over `ge: N`, in the sentence before the query and in its title', () => {
    const inProse = checkComparatives(page('The query lists transfers above 100,000 USDT.', 'ge: "100000"'))
    expect(inProse.map((f) => f.message)).toEqual([expect.stringMatching(/"above 100,000" but the query below filters `ge: 100000`, which keeps exactly 100000/)])
    const inTitle = checkComparatives(page('The query lists large transfers.', 'ge: "1000000"', 'Transfers of more than 1 million'))
    expect(inTitle.map((f) => f.message)).toEqual([expect.stringMatching(/"more than 1 million" but .* `ge: 1000000`/)])
  })
  it('reads dollar amounts written "$1M" or "$50k", and leaves "5m" (minutes?) alone', () => {
    expect(statedBounds('over $1M, at least $50k, under $2.5B, above 5m').map((b) => [b.side, b.kind, b.value])).toEqual([
      ['lower', 'strict', 1e6],
      ['lower', 'strict', 5],
      ['lower', 'inclusive', 5e4],
      ['upper', 'strict', 2.5e9],
    ])
    expect(checkComparatives(page('Stablecoin moves worth a lot.', 'AmountInUSD: { ge: "1000000" }', 'Transfers over $1M'))).toHaveLength(1)
  })
  it('finds "at least N" over `gt: N` and "at most N" over `lt: N`', () => {
    expect(checkComparatives(page('Only transfers of at least 50 tokens.', 'gt: "50"'))).toHaveLength(1)
    expect(checkComparatives(page('Transfers of at most 10 tokens.', 'lt: "10"'))).toHaveLength(1)
  })
  it('passes matching words, other numbers and queries bounding both ways', () => {
    expect(checkComparatives(page('The query lists transfers of at least 100,000 USDT.', 'ge: "100000"'))).toEqual([])
    expect(checkComparatives(page('The query lists transfers above 100,000 USDT.', 'gt: "100000"'))).toEqual([])
    expect(checkComparatives(page('Transfers above 1 USDT, in raw units.', 'ge: "1000000"'))).toEqual([])
    expect(checkComparatives(page('Transfers above 100.', 'gt: "100", ge: "100"'))).toEqual([])
  })
})
