/**
 * The contract table: well-known contracts per chain, one file per chain.
 * Writers use a row in MDX prose as `:data[contracts.ethereum.USDT]` (the
 * address) or `:data[contracts.ethereum.USDT.decimals]`; the MDX compiler
 * resolves it at build time (no address ships in the browser bundle) and fails
 * the build on an unknown key. tests/unit/contracts.test.ts checks the rows and
 * every 0x literal of the content against them.
 *
 * Build-time only: browser code never imports this module.
 */
import type { ChainId, Contract } from './types'
import { ethereum } from './ethereum'
import { ethereumProtocols } from './ethereum-protocols'
import { bsc } from './bsc'
import { base } from './base'
import { arbitrum } from './arbitrum'
import { optimism } from './optimism'
import { polygon } from './polygon'
import { opbnb } from './opbnb'
import { solana } from './solana'
import { solanaLaunchpads } from './solana-launchpads'
import { tron } from './tron'
import { ton } from './ton'

export type { ChainId, Contract, ContractKind } from './types'

export const contracts: Record<ChainId, Contract[]> = {
  ethereum: [...ethereum, ...ethereumProtocols],
  bsc,
  base,
  arbitrum,
  optimism,
  polygon,
  opbnb,
  solana: [...solana, ...solanaLaunchpads],
  tron,
  ton,
}

/** Every row with its chain. */
export function allContracts(): (Contract & { chain: ChainId })[] {
  return (Object.keys(contracts) as ChainId[]).flatMap((chain) => contracts[chain].map((c) => ({ ...c, chain })))
}

/**
 * The value of `contracts.{chain}.{key}` (the address) or
 * `contracts.{chain}.{key}.{field}` (decimals, name, symbol); undefined when
 * the key names nothing.
 */
export function contractValue(key: string): string | undefined {
  const [head, chain, name, field, ...rest] = key.split('.')
  if (head !== 'contracts' || rest.length > 0 || !chain || !name) return undefined
  const rows = (contracts as Record<string, Contract[] | undefined>)[chain]
  const row = rows?.find((c) => c.key === name)
  if (!row) return undefined
  if (field === undefined) return row.address
  if (field === 'decimals') return row.decimals === undefined ? undefined : String(row.decimals)
  if (field === 'name' || field === 'symbol') return row[field]
  return undefined
}
