/**
 * What a directive stands for, decided once: the compiler (plugins.ts) turns
 * every directive into these nodes, and the page, its search sections and
 * its Markdown twin are all made from the result (outputs.ts). Before, each
 * reader had its own rules, and search showed `chains.tron.fees.freeBandwidth`
 * where the page shows a number.
 *
 * - `:data[contracts.<chain>.<KEY>]` → the address (inline code);
 *   `.decimals`, `.name`, `.symbol` → the value (content/data/contracts/);
 * - `:data[chains.<chain>.<fact>]` → the chain fact (content/data/chains.ts);
 * - `:data[<platform key>]` → a <PlatformValue k> element (the page renders
 *   it from the same table; the twin writes the value, twin.ts);
 * - `::chains-table` → the table of chains; `::proto[file]` → the message
 *   reference of streams-schema/;
 * - any other text or leaf directive is prose that happened to contain a
 *   colon ("a:b"), kept as written.
 * An unknown key throws with what to add where. Container directives
 * (admonitions) are left to the caller: null.
 */
import type { Content as MdastContent, Paragraph, Text } from 'mdast'
import type {} from 'mdast-util-directive'
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { platformValue } from '../../lib/platformData'
import { contractValue } from '../../../content/data/contracts'
import { protoReference } from './protoReference'
import { chainValue, chainsTable } from './chainFacts'

type DirectiveLike = { type: string; name?: string; children?: unknown[] }

/** The text of a directive's label (its children), as written. */
export function directiveLabel(node: unknown): string {
  const n = node as { type: string; value?: string; children?: unknown[] }
  if (n.type === 'code') return ''
  if (typeof n.value === 'string') return n.value
  return (n.children ?? []).map(directiveLabel).join(' ')
}

const text = (value: string): Text => ({ type: 'text', value })

export function directiveNodes(node: DirectiveLike): MdastContent[] | null {
  if (node.type !== 'textDirective' && node.type !== 'leafDirective') return null
  const label = directiveLabel(node).trim()
  if (node.name === 'data') {
    if (label.startsWith('contracts.')) {
      const value = contractValue(label)
      if (value === undefined) throw new Error(`Unknown contract ":data[${label}]": add the row to content/data/contracts/`)
      return [label.split('.').length === 3 ? { type: 'inlineCode', value } : text(value)]
    }
    if (label.startsWith('chains.')) {
      const value = chainValue(label)
      if (value === undefined) throw new Error(`Unknown chain fact ":data[${label}]": add it to content/data/chains.ts`)
      return [text(value)]
    }
    const value = platformValue(label)
    if (value === undefined) throw new Error(`Unknown platform value ":data[${label}]": add it to content/data/platform.ts`)
    return [{ type: 'mdxJsxTextElement', name: 'PlatformValue', attributes: [{ type: 'mdxJsxAttribute', name: 'k', value: label }], children: [] } satisfies MdxJsxTextElement]
  }
  if (node.type === 'leafDirective' && node.name === 'chains-table') return chainsTable() as MdastContent[]
  if (node.type === 'leafDirective' && node.name === 'proto') return protoReference(label) as MdastContent[]
  const written = text(`${node.type === 'textDirective' ? ':' : '::'}${node.name ?? ''}${directiveLabel(node)}`)
  return node.type === 'textDirective' ? [written] : [{ type: 'paragraph', children: [written] } satisfies Paragraph]
}
