/**
 * The contract table (content/data/contracts/) and every 0x literal of the
 * content against it.
 *
 * 1. Rows are well formed: address shapes per chain, unique keys, decimals on tokens.
 * 2. No hex literal of an implausible length: 0x followed by 41-63 or more than
 *    64 hex digits is a typo of an address (40) or a hash (64).
 * 3. An address written next to a table symbol must be one of the table's
 *    addresses for that symbol (on any chain), or a non-token row (a pool, a
 *    router). "Next to" is a heuristic, documented in DECISIONS.md:
 *    - same line: the nearest table symbol (a whole word, case-sensitive)
 *      within 60 characters before or after the address;
 *    - same object: in code, a `"Symbol": "X"` / `Symbol: "X"` pair inside the
 *      same innermost `{ … }` as a `"SmartContract"`/`"MintAddress"`/`"Address"`
 *      value.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { allContracts, contractValue } from '../../content/data/contracts'
import { compileDoc } from '../../src/mdx/node/compile'
import { contentFiles } from './contentFiles'
import { checkAddresses, implausibleHex, type AddressTable } from './addressCheck'

const root = path.resolve(__dirname, '../..')
const rows = allContracts()

describe('contract table', () => {
  it('has well-formed rows', () => {
    const problems: string[] = []
    const keys = new Set<string>()
    for (const r of rows) {
      const id = `${r.chain}.${r.key}`
      if (keys.has(id)) problems.push(`duplicate key ${id}`)
      keys.add(id)
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(r.key)) problems.push(`${id}: key must be letters, digits and underscores`)
      const evm = !['solana', 'tron', 'ton'].includes(r.chain)
      if (evm && !/^0x[0-9a-f]{40}$/.test(r.address)) problems.push(`${id}: EVM address must be 0x and 40 lower-case hex digits`)
      if (r.chain === 'solana' && !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(r.address)) problems.push(`${id}: not a base58 Solana address`)
      if (r.chain === 'tron' && !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(r.address)) problems.push(`${id}: not a base58 Tron address`)
      if (r.chain === 'ton' && !/^(-?\d:[0-9a-fA-F]{64}|[A-Za-z0-9_-]{48})$/.test(r.address)) problems.push(`${id}: not a TON address (raw or user-friendly)`)
      if (r.kind === 'token' && (r.decimals === undefined || !Number.isInteger(r.decimals) || r.decimals < 0 || r.decimals > 36)) problems.push(`${id}: a token needs integer decimals`)
      if (!r.source.trim()) problems.push(`${id}: say where the fact comes from`)
    }
    expect(problems).toEqual([])
  })

  it('resolves keys as the MDX directive does', () => {
    expect(contractValue('contracts.ethereum.USDT')).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7')
    expect(contractValue('contracts.ethereum.USDT.decimals')).toBe('6')
    expect(contractValue('contracts.ethereum.NOPE')).toBeUndefined()
    expect(contractValue('contracts.mars.USDT')).toBeUndefined()
    expect(contractValue('contracts.ethereum.USDT.owner')).toBeUndefined()
  })

  it('compiles :data[contracts…] to the address and fails the build on an unknown key', async () => {
    const ok = await compileDoc('USDT is :data[contracts.ethereum.USDT] with :data[contracts.ethereum.USDT.decimals] decimals.', { file: 'x.mdx', format: 'mdx', lineOffset: 0 })
    expect(ok.tree).toEqual([['p', 'USDT is ', ['code', '0xdac17f958d2ee523a2206206994597c13d831ec7'], ' with ', '6', ' decimals.']])
    await expect(compileDoc('Bad :data[contracts.ethereum.USTD].', { file: 'x.mdx', format: 'mdx', lineOffset: 0 })).rejects.toThrow(/Unknown contract/)
  })
})

describe('address check (the heuristic itself)', () => {
  const table: AddressTable = [
    { symbol: 'USDT', address: '0xdac17f958d2ee523a2206206994597c13d831ec7', kind: 'token' },
    { symbol: 'WETH', address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', kind: 'token' },
    { symbol: 'UniswapV3Factory', address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', kind: 'factory' },
  ]
  it.each([
    ['0xdac17f958d2ee523a22206206994597c13d831ec7 (41 digits)', true],
    ['a hash 0x' + 'a'.repeat(64), false],
    ['too long 0x' + 'a'.repeat(65), true],
    ['a selector 0xa9059cbb', false],
  ])('implausible length: %s', (line, bad) => {
    expect(implausibleHex(line).length > 0).toBe(bad)
  })
  it.each([
    ['| USDT | `0xdac17f958d2ee523a2206206994597c13d831ec7` |', 0],
    ['| USDT | `0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2` |', 1],
    ['USDT at 0xdac17f958d2ee523a2206206994597c13d831ec8', 1],
    ['the WETH/USDT pool is created by 0x1f98431c8ad98523631ae4a59f267346ea31f984', 0],
    ['a wallet 0x21a31ee1afc51d94c2efccaa2092ad1028285549 with no symbol', 0],
    ['{ "Currency": { "Symbol": "USDT", "SmartContract": "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2" } }', 1],
    ['{ "Currency": { "Symbol": "WETH", "SmartContract": "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2" } }', 0],
  ])('%s → %d problem(s)', (text, n) => {
    expect(checkAddresses(text, table)).toHaveLength(n)
  })
  it('pairs a symbol and an address of one object across lines', () => {
    const json = ['{', '  "Currency": {', '    "Symbol": "USDT",', '    "Name": "Tether",', '    "SmartContract": "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2"', '  }', '}'].join('\n')
    expect(checkAddresses(json, table)).toHaveLength(1)
  })
})

describe('addresses in the content', () => {
  const files = [
    ...contentFiles(path.join(root, 'content')),
    path.join(root, 'src/reference/node/intro.mdx'),
  ]
  const table: AddressTable = rows.map((r) => ({ symbol: r.symbol, address: r.address.toLowerCase(), kind: r.kind }))
  it('reads the content', () => {
    expect(files.length).toBeGreaterThan(100)
  })
  it('has no hex literal of an implausible length and no address that contradicts the table', () => {
    const problems: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const rel = path.relative(root, file)
      text.split('\n').forEach((line, i) => {
        for (const hit of implausibleHex(line)) problems.push(`${rel}:${i + 1}: ${hit.length - 2} hex digits in ${hit.slice(0, 12)}… (an address has 40, a hash 64)`)
      })
      for (const p of checkAddresses(text, table)) problems.push(`${rel}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})

describe('fact pass (issue 26)', () => {
  it('records for every row where it was confirmed, or why it could not be', () => {
    const missing = rows.filter((r) => !r.verified || !r.verified.note.trim()).map((r) => `${r.chain}.${r.key}`)
    expect(missing).toEqual([])
  })

  it('keeps the unconfirmed rows few and explained', () => {
    const unconfirmed = rows.filter((r) => r.verified?.status === 'unconfirmed')
    if (unconfirmed.length) console.log(`${unconfirmed.length} of ${rows.length} contract rows not confirmed against a public source:\n${unconfirmed.map((r) => `  ${r.chain}.${r.key}: ${r.verified!.note}`).join('\n')}`)
    for (const r of unconfirmed) expect(r.verified!.note.length).toBeGreaterThan(20)
  })
})
