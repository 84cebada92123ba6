/**
 * Chain parameters in MDX, resolved at compile time from content/data/chains.ts
 * (nothing ships to the browser):
 *
 * - `:data[chains.bsc.blockTime]` → "0.45 seconds" (the fact's display, or its
 *   value); `.since`, `.previous` and `.source` of a fact give its date, the
 *   value before it and its source; `chains.tron.fees.energyPrice` reaches into
 *   the fee table. Derived keys: `blocksPerMinute`, `blocksPerHour`,
 *   `blocksPerDay` ("about 8,000").
 * - `::chains-table` → the table of chains on the introduction page (name,
 *   `network` value, chain id, block time, finality, native currency), then a
 *   list of the sources of the block times, which are too long for a cell.
 *
 * An unknown key fails the build with the key named.
 */
import type { List, Paragraph, Table, TableCell, TableRow, PhrasingContent } from 'mdast'
import { chains, type ChainKey } from '../../../content/data/chains'
import type { Chain, Fact } from '../../../content/data/chains.types'

const isFact = (v: unknown): v is Fact => !!v && typeof v === 'object' && 'value' in v && 'source' in v

const format = (v: unknown): string => (typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 6 }) : String(v))
const display = (f: Fact): string => f.display ?? format(f.value)

/** "about 8,000": rounded to two significant digits, since block times are averages. */
function about(n: number): string {
  const digits = Math.max(0, Math.floor(Math.log10(n)) - 1)
  const rounded = Math.round(n / 10 ** digits) * 10 ** digits
  return `about ${rounded.toLocaleString('en-US')}`
}

/** The text of a `chains.<chain>.<key>[.<part>]` key, or undefined when it names nothing. */
export function chainValue(key: string, table: Record<string, Chain> = chains): string | undefined {
  const [head, chainKey, ...rest] = key.split('.')
  if (head !== 'chains' || !chainKey || !rest.length || !Object.prototype.hasOwnProperty.call(table, chainKey)) return undefined
  const chain = table[chainKey]
  const perSecond = 1 / chain.blockTime.value
  const derived: Record<string, number> = { blocksPerMinute: perSecond * 60, blocksPerHour: perSecond * 3600, blocksPerDay: perSecond * 86400 }
  if (rest.length === 1 && rest[0] in derived) return about(derived[rest[0]])
  let node: unknown = chain
  let i = 0
  for (; i < rest.length; i++) {
    if (isFact(node)) break
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, rest[i])) return undefined
    node = (node as Record<string, unknown>)[rest[i]]
  }
  if (!isFact(node)) return undefined
  const part = rest.slice(i)
  if (part.length === 0) return display(node)
  if (part.length > 1) return undefined
  if (part[0] === 'since') return node.since
  if (part[0] === 'source') return node.source
  if (part[0] === 'previous') return node.previous ? node.previous.display ?? format(node.previous.value) : undefined
  if (part[0] === 'until') return node.previous?.until
  if (part[0] === 'value') return format(node.value)
  return undefined
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })

/** The mdast of `::chains-table`: the table, then the sources of its block times, in the order of the chain table. */
export function chainsTable(table: Record<string, Chain> = chains): [Table, Paragraph, List] {
  const header: TableRow = {
    type: 'tableRow',
    children: ['Chain', '`network`', 'Chain id', 'Block time', 'When a block is final', 'Native currency'].map((h) =>
      h.startsWith('`') ? cell({ type: 'inlineCode', value: h.slice(1, -1) }) : cell(text(h)),
    ),
  }
  const keys = Object.keys(table) as ChainKey[]
  const rows: TableRow[] = keys.map((k) => {
    const c = table[k]
    const blockTime = display(c.blockTime) + (c.blockTime.since && c.blockTime.previous ? ` (since ${c.blockTime.since}; ${c.blockTime.previous.display ?? format(c.blockTime.previous.value)} before)` : '')
    return {
      type: 'tableRow',
      children: [
        cell(text(display(c.name))),
        cell({ type: 'inlineCode', value: String(c.network.value) }),
        cell(text(c.chainId ? display(c.chainId) : 'none')),
        cell(text(blockTime)),
        cell(text(display(c.finality))),
        cell(text(`${display(c.nativeCurrency)}, ${display(c.nativeDecimals)} decimals`)),
      ],
    }
  })
  // mdast-util-to-hast renders as many cells per row as `align` has entries
  const tableNode: Table = { type: 'table', align: header.children.map(() => null), children: [header, ...rows] }
  const intro: Paragraph = { type: 'paragraph', children: [text('Where each block time comes from:')] }
  const sources: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: keys.map((k) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'strong', children: [text(display(table[k].name))] }, text(`: ${table[k].blockTime.source}`)] }] })),
  }
  return [tableNode, intro, sources]
}
