import { platform } from '../../content/data/platform'

/**
 * The value of a dotted key of content/data/platform.ts ("limits.maxRows"),
 * formatted for prose (numbers with thousands separators); undefined when the
 * key does not name a value.
 */
export function platformValue(key: string, data: unknown = platform): string | undefined {
  let node: unknown = data
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  if (typeof node === 'number') return node.toLocaleString('en-US')
  if (typeof node === 'string') return node
  return undefined
}
