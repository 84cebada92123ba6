/**
 * No page states a chain parameter as a literal (tests/lib/truth/chainLiterals.ts
 * says which patterns count): block times, blocks per period, Tron resource
 * prices and chain ids come from content/data/chains.ts as `:data[chains.…]`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { findChainLiterals } from '../lib/truth/chainLiterals'
import { contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')

describe('chain-literal patterns', () => {
  it.each([
    ['Base produces a block every two seconds, so a window holds many.', 'block time'],
    ['Arbitrum produces a block about every quarter of a second.', 'block time'],
    ['With 0.75-second blocks, a transaction is usually pending briefly.', 'block time'],
    ['At 0.75 seconds per block that is a lot of rows.', 'block time'],
    ['Solana has 400 ms slots.', 'block time'],
    ['The block time is 3 s on Tron.', 'block time'],
    ['Tron produces a block every three seconds, 28,800 a day.', 'block time'],
    ['adjust by 28,800 blocks per day', 'blocks per period'],
    ['With blocks every quarter second, an hour holds 14,400 blocks.', 'block time'],
    ['an hour holds 14,400 blocks', 'blocks per period'],
    ['so a one-hour window holds about 1,800 blocks.', 'blocks per period'],
    ['The energy price is 210 sun.', 'energy price'],
    ['Each unit costs 100 sun per unit of energy.', 'energy price'],
    ['Base is an OP Stack rollup with chain id 8453.', 'chain id'],
    ['`eth` for Ethereum mainnet (chain id 1)', 'chain id'],
  ])('finds %j', (line, kind) => {
    expect(findChainLiterals(line).map((l) => l.kind)).toEqual([kind])
  })

  it.each([
    'Base produces a block every :data[chains.base.blockTime], so a window holds many.',
    'A chain id identifies the network in signed transactions.',
    'Blocks arrive every few seconds; filter on time, not on counts.',
    'The query returns 10 blocks per page.',
    '`chainId: 8453` is in code',
    'A line with a reason {/* chain-literal: the 2015 launch value, a historical fact */} every 15 seconds per block.',
  ])('ignores %j', (line) => {
    expect(findChainLiterals(line)).toEqual([])
  })

  it('needs a reason to opt out, and skips code and front matter', () => {
    expect(findChainLiterals('every 15 seconds per block {/* chain-literal: */}')).toHaveLength(1)
    expect(findChainLiterals('---\ndescription: a block every 2 seconds\n---\n\n```js\n// a block every 2 seconds\n```\n')).toEqual([])
  })
})

describe('content', () => {
  it('states no chain parameter as a literal', () => {
    const found: string[] = []
    for (const dir of ['content/docs', 'content/blog', 'content/pages']) {
      for (const file of contentFiles(path.join(root, dir))) {
        for (const l of findChainLiterals(readFileSync(file, 'utf8'))) found.push(`${path.relative(root, file)}:${l.line}: ${l.kind}: "${l.text}"`)
      }
    }
    if (found.length) console.warn(`${found.length} chain literals (write them as :data[chains.<chain>.<key>]):\n${found.join('\n')}`)
    expect(found).toEqual([])
  })
})
