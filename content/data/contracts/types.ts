/**
 * One row of the contract table: a well-known token, program, router, pool,
 * factory or collection on one chain. Rows are facts: `source` says where the
 * address was confirmed (the chain's explorer, the project's own docs, or the
 * platform's observed usage in inventory/facts/observed-addresses.tsv).
 */
export type ContractKind = 'token' | 'program' | 'router' | 'factory' | 'pool' | 'collection' | 'marketplace' | 'system'

export type Contract = {
  /** Key used in MDX (`:data[contracts.ethereum.USDT]`): letters, digits and underscores. */
  key: string
  /** Ticker for tokens, short name for everything else. The address check pairs it with the address. */
  symbol: string
  /** Human name shown where the table is rendered. */
  name: string
  kind: ContractKind
  /** EVM: 0x and 40 lower-case hex digits. Solana: base58 (32-44 chars). Tron: base58 starting with T. TON: raw or user-friendly form. */
  address: string
  /** Token decimals (tokens only). */
  decimals?: number
  /** Where the fact comes from. */
  source: string
  /**
   * The fact pass (issue 26): the public source the address, role and decimals
   * were checked against, with the month of the check; or, with
   * status 'unconfirmed', what could not be confirmed and why.
   */
  verified?: { status: 'confirmed' | 'unconfirmed'; note: string }
}

export type ChainId = 'ethereum' | 'bsc' | 'base' | 'arbitrum' | 'optimism' | 'polygon' | 'opbnb' | 'solana' | 'tron' | 'ton'
