/** The contract table's token addresses, for the price check (tests/lib/truth/prices.ts): address to symbol. */
import { allContracts, contractValue } from '../../../content/data/contracts'
import { addressKey, type Contracts } from './prices'

/** Token addresses to symbols, with the `:data[contracts.…]` lookup; an address two rows give different symbols names none. */
export function tokenBook(): Contracts {
  const book = new Map<string, string>()
  const clash = new Set<string>()
  for (const c of allContracts()) {
    if (c.kind !== 'token' || !/^0x[0-9a-f]{40}$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(c.address)) continue
    const k = addressKey(c.address)
    if (book.has(k) && book.get(k) !== c.symbol) clash.add(k)
    book.set(k, c.symbol)
  }
  for (const k of clash) book.delete(k)
  return { book, lookup: contractValue }
}
