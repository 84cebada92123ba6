/**
 * The search sections of a page, made by the compiler from the twin's tree
 * (twin.ts), so search shows what the page and the twin show: directive
 * values, admonition labels, tab labels. The text before the first heading,
 * then one section per h2/h3 of the page with the text below it (deeper
 * headings and headings the twin adds stay inside their section). Code
 * blocks contribute only their identifiers (eth_getLogs, DEXTradeByTokens),
 * never their full text, which keeps the index small.
 */
import { ADDED_HEADING, type MdNode } from './twin'

export type SearchSection = {
  /** Heading id, as the page's HTML has it ("" for the text before the first heading). */
  id: string
  heading: string
  depth: number
  text: string
  /** Identifiers from the section's code blocks and code spans, distinct, in order. */
  identifiers: string[]
}

/** The GraphQL declaration of a stored section (COMPILED_CONTENT_TYPES in compile.ts). */
export const SEARCH_SECTION_TYPE = /* GraphQL */ `
  "A section of a page as search indexes it: the text below one h2/h3, directives resolved."
  type SearchSection {
    id: String!
    heading: String!
    depth: Int!
    text: String!
    identifiers: [String!]!
  }
`

/** Node types whose content is not prose. */
const SKIP = new Set(['code', 'html', 'definition', 'image', 'imageReference'])
const BLOCK = new Set(['paragraph', 'heading', 'listItem', 'tableRow', 'tableCell', 'blockquote', 'code'])

/** Plain text of a twin node: code left out, blocks separated by spaces. */
export function plainText(node: MdNode): string {
  if (SKIP.has(node.type)) return ''
  if (node.type === 'inlineCode' || node.type === 'text') return node.value ?? ''
  if (node.type === 'break') return ' '
  const inner = (node.children ?? []).map(plainText)
  return BLOCK.has(node.type) ? ` ${inner.join('')} ` : inner.join('')
}

/** A name that does not start inside a longer word or number (0xdAC17F… is not an identifier). */
const IDENT = /(?<![A-Za-z0-9_$])[A-Za-z_$][A-Za-z0-9_$]*/g

/** Looks like an API name rather than an English word: has an underscore or an inner capital. */
export function isIdentifier(word: string): boolean {
  if (word.length < 4 || word.length > 60) return false
  // Addresses, hashes and keys: many digits.
  if (/^0x/i.test(word) || (word.match(/[0-9]/g)?.length ?? 0) >= 5) return false
  return /[A-Za-z0-9]_[A-Za-z0-9]/.test(word) || /[a-z][A-Z]/.test(word) || /^[A-Z]{2,}[a-z]/.test(word)
}

/** Distinct identifiers of a code text, at most `max`. */
export function codeIdentifiers(code: string, max = 40): string[] {
  const out = new Set<string>()
  for (const m of code.matchAll(IDENT)) {
    if (isIdentifier(m[0])) out.add(m[0])
    if (out.size >= max) break
  }
  return [...out]
}

/** The key a page heading carries in `data` (outputs.ts): its position among the page's headings, to find its id in the HTML. */
export const HEADING_INDEX = 'headingIndex'

/**
 * Sections of a twin tree. `headingIds` are the ids of the page's headings
 * in document order, as the HTML has them (rehype-slug); a heading finds its
 * id through the index outputs.ts stored on it.
 */
export function sectionsOf(twin: MdNode, headingIds: string[]): SearchSection[] {
  const sections: SearchSection[] = []
  let current: SearchSection = { id: '', heading: '', depth: 1, text: '', identifiers: [] }
  const parts: string[] = []
  const idents = new Set<string>()
  const flush = () => {
    current.text = parts.join(' ').replace(/\s+/g, ' ').trim()
    current.identifiers = [...idents]
    if (current.text || current.identifiers.length || current.heading) sections.push(current)
    parts.length = 0
    idents.clear()
  }
  const collectCode = (node: MdNode) => {
    if (node.type === 'code') for (const id of codeIdentifiers(node.value ?? '')) idents.add(id)
    if (node.type === 'inlineCode' && isIdentifier(node.value ?? '')) idents.add(node.value as string)
    for (const c of node.children ?? []) collectCode(c)
  }
  for (const node of twin.children ?? []) {
    const index = node.type === 'heading' && !node.data?.[ADDED_HEADING] ? node.data?.[HEADING_INDEX] : undefined
    if (typeof index === 'number' && (node.depth === 2 || node.depth === 3)) {
      flush()
      current = { id: headingIds[index] ?? '', heading: plainText(node).replace(/\s+/g, ' ').trim(), depth: node.depth, text: '', identifiers: [] }
      continue
    }
    if (typeof index === 'number' && node.depth === 1) continue
    parts.push(plainText(node))
    collectCode(node)
  }
  flush()
  return sections
}
