/**
 * Query-time spelling fixes for the site's own vocabulary: chain and protocol
 * names that readers often mistype. The engine also corrects a word that
 * matches nothing to a close word of the chunk it falls in (engine.ts,
 * `correction`); this table is for the typos that do not sort beside their
 * word ("ehtereum") or that are words of their own ("radium"), so they cost
 * no extra request either. The table is data only: a folded, lower-case
 * typo → the word the site uses. It never touches the index (tokenize).
 */
export const CORRECTIONS: Readonly<Record<string, string>> = {
  etherium: 'ethereum',
  etherum: 'ethereum',
  ehtereum: 'ethereum',
  solona: 'solana',
  solanna: 'solana',
  uniswp: 'uniswap',
  uniswao: 'uniswap',
  raydim: 'raydium',
  radium: 'raydium',
  pancakswap: 'pancakeswap',
  pancakeswp: 'pancakeswap',
  arbitrium: 'arbitrum',
  polymarkt: 'polymarket',
  metora: 'meteora',
  jupyter: 'jupiter',
  tron20: 'trc20',
  binanace: 'binance',
}

/** The word the site uses for a (folded, lower-case) query word; the word itself when it is not a known typo. */
export function correct(word: string): string {
  return Object.prototype.hasOwnProperty.call(CORRECTIONS, word) ? CORRECTIONS[word] : word
}
