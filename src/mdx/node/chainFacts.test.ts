import { compileDoc } from './compile'
import { chainValue, chainsTable } from './chainFacts'
import { chains } from '../../../content/data/chains'

describe('chain facts in MDX', () => {
  it('resolves values, parts of a fact and derived values', () => {
    expect(chainValue('chains.bsc.blockTime')).toBe(chains.bsc.blockTime.display ?? String(chains.bsc.blockTime.value))
    expect(chainValue('chains.bsc.blockTime.since')).toBe(chains.bsc.blockTime.since)
    expect(chainValue('chains.bsc.blockTime.source')).toBe(chains.bsc.blockTime.source)
    expect(chainValue('chains.tron.fees.energyPrice')).toMatch(/sun/)
    expect(chainValue('chains.base.blocksPerHour')).toBe('about 1,800')
    expect(chainValue('chains.base.chainId')).toBe('8453')
    expect(chainValue('chains.mars.blockTime')).toBeUndefined()
    expect(chainValue('chains.bsc.nope')).toBeUndefined()
    expect(chainValue('chains.bsc.blockTime.colour')).toBeUndefined()
  })

  it('renders the table of chains with one row and every cell per chain, then the sources', async () => {
    const [table, , sources] = chainsTable()
    expect(table.children).toHaveLength(Object.keys(chains).length + 1)
    expect(sources.children).toHaveLength(Object.keys(chains).length)
    const out = await compileDoc('::chains-table\n', { file: 'x.mdx', format: 'mdx', lineOffset: 0 })
    // Every row has its seven cells (an empty `align` made mdast-util-to-hast drop them all).
    const json = JSON.stringify(out.tree)
    expect(json.match(/\["td"/g)?.length).toBe(Object.keys(chains).length * 6)
    expect(json).toContain(chains.bsc.name.value)
    expect(json).toContain(chains.bsc.blockTime.source.slice(0, 20))
  })

  it('fails the build on an unknown key', async () => {
    await expect(compileDoc('A :data[chains.bsc.blokTime].', { file: 'x.mdx', format: 'mdx', lineOffset: 0 })).rejects.toThrow(/Unknown chain fact/)
  })
})
