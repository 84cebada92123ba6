import { CORRECTIONS, correct } from './spelling'
import { queryTerms, tokenize } from './tokenize'

describe('query-time spelling corrections', () => {
  test('known typos of chain and protocol names map to the site vocabulary', () => {
    expect(correct('etherium')).toBe('ethereum')
    expect(correct('solona')).toBe('solana')
    expect(correct('uniswp')).toBe('uniswap')
    expect(correct('raydim')).toBe('raydium')
  })
  test('other words, and inherited object keys, are left alone', () => {
    expect(correct('solana')).toBe('solana')
    expect(correct('constructor')).toBe('constructor')
    expect(correct('tostring')).toBe('tostring')
  })
  test('queries are corrected, the index is not', () => {
    expect(queryTerms('Solona DEX trades')).toEqual(['solana', 'dex', 'trade'])
    expect(queryTerms('Etherium')).toEqual(['ethereum'])
    expect(tokenize('solona')).toEqual(['solona'])
  })
  test('the table is lower-case, maps to a different word and never chains', () => {
    for (const [typo, word] of Object.entries(CORRECTIONS)) {
      expect(typo).toBe(typo.toLowerCase())
      expect(word).not.toBe(typo)
      expect(CORRECTIONS[word]).toBeUndefined()
    }
  })
})
