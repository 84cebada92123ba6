/**
 * Turns one MDX/Markdown source into the sections the search index needs:
 * the text before the first heading, then one section per h2/h3 with the
 * text below it (deeper headings stay inside their section). Code blocks
 * contribute only their identifiers (eth_getLogs, DEXTradeByTokens), never
 * their full text, which keeps the index small.
 */
import { slug as githubSlug } from 'github-slugger'
import { splitFrontMatter } from '../../lib/frontmatter'
import { parseBody } from '../../mdx/node/parse'
import { directiveNodes } from '../../mdx/node/directives'

export type ExtractedSection = {
  /** Heading id ("" for the text before the first heading). */
  id: string
  heading: string
  depth: number
  text: string
  /** Identifiers from the section's code blocks, distinct, in order. */
  identifiers: string[]
}

type MdNode = { type: string; value?: string; depth?: number; children?: MdNode[]; lang?: string | null }

/** Node types whose content is not prose: ESM, JS expressions, raw HTML comments. */
const SKIP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'code', 'html', 'yaml', 'toml', 'definition'])
const BLOCK = new Set(['paragraph', 'heading', 'listItem', 'tableRow', 'tableCell', 'blockquote', 'mdxJsxFlowElement', 'containerDirective', 'leafDirective', 'code'])

/** Plain text of a node: code and expressions left out, blocks separated by spaces. */
export function plainText(node: MdNode): string {
  if (SKIP.has(node.type)) return ''
  // :data[…], ::chains-table, ::proto[…]: the values the page shows (src/mdx/node/directives.ts), never the keys.
  if (node.type === 'textDirective' || node.type === 'leafDirective') return plainText({ type: node.type === 'leafDirective' ? 'paragraph' : 'emphasis', children: (directiveNodes(node as Parameters<typeof directiveNodes>[0], 'text') ?? []) as MdNode[] })
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

/** Parsed once per text and shared with the Markdown twins (mdx/parse.ts); read only. */
function parse(body: string, format: 'md' | 'mdx'): MdNode {
  return parseBody<MdNode>(body, format)
}

/**
 * Sections of a document. `tocIds` are the ids the compiled page uses for its
 * h2/h3 headings, in order (from the node's `toc`); when they do not line up
 * with the headings found here, ids are computed the way rehype-slug does.
 */
export function extractSections(source: string, options: { format: 'md' | 'mdx'; tocIds?: string[] }): ExtractedSection[] {
  const { body } = splitFrontMatter(source)
  const tree = parse(body, options.format)
  const top = tree.children ?? []
  const headings = top.filter((n) => n.type === 'heading' && (n.depth === 2 || n.depth === 3))
  const useToc = options.tocIds && options.tocIds.length === headings.length
  const used = new Map<string, number>()
  const slugOf = (text: string) => {
    const base = githubSlug(text)
    const n = used.get(base) ?? 0
    used.set(base, n + 1)
    return n === 0 ? base : `${base}-${n}`
  }
  const sections: ExtractedSection[] = []
  let current: ExtractedSection = { id: '', heading: '', depth: 1, text: '', identifiers: [] }
  const parts: string[] = []
  const idents = new Set<string>()
  const flush = () => {
    current.text = parts.join(' ').replace(/\s+/g, ' ').trim()
    current.identifiers = [...idents]
    if (current.text || current.identifiers.length || current.heading) sections.push(current)
    parts.length = 0
    idents.clear()
  }
  let h = 0
  const collectCode = (node: MdNode) => {
    if (node.type === 'code') for (const id of codeIdentifiers(node.value ?? '')) idents.add(id)
    if (node.type === 'inlineCode' && isIdentifier(node.value ?? '')) idents.add(node.value as string)
    for (const c of node.children ?? []) collectCode(c)
  }
  for (const node of top) {
    if (node.type === 'heading') {
      const text = plainText(node).replace(/\s+/g, ' ').trim()
      // Every heading advances the slugger, as rehype-slug does.
      const computed = slugOf(text)
      if (node.depth === 2 || node.depth === 3) {
        flush()
        const id = useToc ? (options.tocIds as string[])[h] : computed
        h++
        current = { id, heading: text, depth: node.depth, text: '', identifiers: [] }
        continue
      }
      if (node.depth === 1) continue
    }
    parts.push(plainText(node))
    collectCode(node)
  }
  flush()
  return sections
}
