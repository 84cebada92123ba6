/**
 * Build-time highlighting of SDL signatures with the MDX pipeline's Prism
 * (src/node/mdx/prism.ts), serialised to an HTML string the template puts
 * inside the shared CodeBlock chrome. The browser ships no highlighter.
 */
import type { ElementContent } from 'hast'
import { highlightToHast } from '../mdx/prism'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c])

/** Serialises the small hast subset Prism produces: elements with classes, and text. */
export function hastToHtml(nodes: ElementContent[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return escapeHtml(n.value)
      if (n.type !== 'element') return ''
      const cls = n.properties?.className
      const classes = Array.isArray(cls) ? cls.join(' ') : typeof cls === 'string' ? cls : ''
      return `<${n.tagName}${classes ? ` class="${escapeHtml(classes)}"` : ''}>${hastToHtml(n.children)}</${n.tagName}>`
    })
    .join('')
}

export function highlightGraphql(code: string): string {
  return hastToHtml(highlightToHast(code, 'graphql', new Set()))
}
