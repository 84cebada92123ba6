/**
 * The unified plugins of our MDX pipeline. Small and dependency-light: each
 * one walks the tree once and records what the data layer needs on the
 * VFile's `data` (code blocks, table of contents, links, word count).
 */
import type { Element, Root as HastRoot, ElementContent } from 'hast'
import type { Root as MdastRoot, Content as MdastContent } from 'mdast'
import { toString as hastToString } from 'hast-util-to-string'
import { parseCodeMeta, stripHighlightComments } from '../../lib/codeMeta'
import { highlightToHast, canonicalLanguage } from './prism'
import { ideQueryUrl } from '../../config/site'
import { optOutReason } from '../../node/schema/validateExample'
import type {} from 'mdast-util-directive'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { directiveNodes } from './directives'
import { COMPILER_ONLY_COMPONENTS, MDX_COMPONENT_NAMES } from '../lib/componentNames'
import { suggestionList } from 'graphql/jsutils/suggestionList'

type VFileLike = { data: Record<string, unknown> }

export type CodeBlockRecord = {
  lang: string | null
  meta: string | null
  value: string
  /** 1-based line of the opening fence in the body (front matter excluded). */
  line: number
}

export type TocEntry = { id: string; value: string; depth: number }

/** Any markdown node (with the directive and MDX JSX nodes their packages add to mdast's types). */
type MdNode = MdastRoot | MdastContent
type MdParent = Extract<MdNode, { children: unknown[] }>
/** Any HTML node. */
type HastNode = HastRoot | HastRoot['children'][number]

/**
 * Tiny typed depth-first walks, one per tree kind. The visitor may replace the
 * node in its parent; the walk then goes on into the children of the node it
 * was given.
 */
function walkMd(node: MdNode, fn: (node: MdNode, index: number | null, parent: MdParent | null) => void, index: number | null = null, parent: MdParent | null = null) {
  fn(node, index, parent)
  if (!('children' in node)) return
  const children: MdNode[] = node.children
  for (let i = 0; i < children.length; i++) walkMd(children[i], fn, i, node)
}

function walkHast(node: HastNode, fn: (node: HastNode) => void) {
  fn(node)
  if ('children' in node) for (const child of node.children) walkHast(child, fn)
}

/** Sets a child of any markdown parent (their children arrays differ only in which content they allow). */
function setChild(parent: MdParent, index: number, ...nodes: MdastContent[]) {
  ;(parent.children as MdastContent[]).splice(index, 1, ...nodes)
}

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution'])
const KNOWN_COMPONENTS = new Set<string>(MDX_COMPONENT_NAMES)

/** An element the renderer has no component for: its name, where it is, the nearest known names and the list. */
function unknownComponent(name: string, at: { line: number; column: number } | undefined): Error {
  const near = suggestionList(name, [...KNOWN_COMPONENTS])
  const hint = near.length ? ` Did you mean <${near[0]}>?` : ''
  return Object.assign(new Error(`Unknown component <${name}>: pages can use ${[...KNOWN_COMPONENTS].map((n) => `<${n}>`).join(', ')}.${hint}`), { line: at?.line ?? null, column: at?.column ?? null })
}

function mdastText(node: unknown): string {
  const n = node as { type: string; value?: string; children?: unknown[] }
  if (n.type === 'code') return ''
  if (typeof n.value === 'string') return n.value
  return (n.children ?? []).map(mdastText).join(' ')
}

/**
 * Remark: records code blocks, links and the prose word count; turns
 * `:::note[Title]` containers into <Admonition> and gives unknown directives
 * back their text (so "a:b" in prose stays "a:b").
 */
export function remarkSiteData() {
  return (tree: MdastRoot, file: VFileLike) => {
    const codeBlocks: CodeBlockRecord[] = []
    const links: string[] = []
    walkMd(tree, (node, index, parent) => {
      if (node.type === 'code') {
        codeBlocks.push({ lang: node.lang ?? null, meta: node.meta ?? null, value: node.value, line: node.position?.start.line ?? 0 })
      } else if (node.type === 'link' || node.type === 'definition') {
        links.push(node.url)
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name && /^[A-Z]/.test(node.name) && !KNOWN_COMPONENTS.has(node.name)) throw unknownComponent(node.name, node.position?.start)
        if (node.name && COMPILER_ONLY_COMPONENTS.has(node.name)) {
          throw Object.assign(new Error(`<${node.name}> is made by the compiler: write the figure as a \`\`\`d2 or \`\`\`vega-lite fence with caption="…" and alt="…" (contribution guidelines, "Figures").`), { line: node.position?.start.line ?? null, column: node.position?.start.column ?? null })
        }
        for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to') && typeof a.value === 'string') links.push(a.value)
      } else if (node.type === 'containerDirective' && parent && index !== null) {
        const name = node.name
        const children = node.children
        let title: string | null = null
        const first = children[0]
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = mdastText(first).trim()
          children.shift()
        }
        if (!ADMONITIONS.has(name)) throw new Error(`Unknown container ":::${name}". Use one of: ${[...ADMONITIONS].join(', ')}`)
        const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: name === 'caution' ? 'warning' : name }]
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title })
        const admonition: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children }
        setChild(parent, index, admonition)
      } else if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== null) {
        // :data[…], ::chains-table, ::proto[…] and colons in prose: one rule for the page, search and the twins (directives.ts).
        // The nodes they become hold no directives, links or code, so the walk need not visit them.
        let nodes: MdastContent[]
        try {
          nodes = directiveNodes(node) ?? []
        } catch (err) {
          // Where the writer wrote it: compileDoc turns `line` into file:line.
          throw Object.assign(new Error((err as Error).message), { line: node.position?.start.line ?? null, column: node.position?.start.column ?? null })
        }
        setChild(parent, index, ...nodes)
      }
    })
    const prose = mdastText(tree).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
    file.data.codeBlocks = codeBlocks
    file.data.links = links
    file.data.wordCount = prose.length
  }
}

function classList(el: Element): string[] {
  const c = el.properties?.className
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : []
}

/** Whether a fence gets the "Open in IDE" link: a graphql block that does not opt out of validation. */
export function isIdeBlock(lang: string | null, meta: string | null): boolean {
  const l = (lang ?? '').toLowerCase()
  return (l === 'graphql' || l === 'gql') && optOutReason(meta) === null
}

/**
 * Rehype: highlights fenced code at build time. `pre > code.language-x` gets
 * tokenised lines; the fence meta gives the title, line ranges and
 * `showLineNumbers`; highlight comments are stripped.
 */
export function rehypeCodeBlocks() {
  return (tree: HastRoot) => {
    walkHast(tree, (pre) => {
      if (pre.type !== 'element' || pre.tagName !== 'pre') return
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
      if (!code) return
      const langClass = classList(code).find((c) => c.startsWith('language-'))
      const lang = langClass ? langClass.slice('language-'.length) : null
      const rawMeta = (code.data as { meta?: string } | undefined)?.meta ?? null
      const meta = parseCodeMeta(rawMeta)
      const rawCode = hastToString(code).replace(/\n$/, '')
      const stripped = stripHighlightComments(rawCode)
      const lines = new Set([...meta.lines, ...stripped.lines])
      code.children = highlightToHast(stripped.code, lang, lines) as ElementContent[]
      code.properties = { className: lang ? [`language-${canonicalLanguage(lang)}`] : [] }
      pre.properties = {
        ...(pre.properties ?? {}),
        dataLanguage: lang ?? 'text',
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.showLineNumbers ? { dataLineNumbers: 'true' } : {}),
        // GraphQL examples are validated at build (src/reference/node/examples.ts); those that are
        // checked get an "Open in IDE" link. Decided here so pages ship no extra code for it.
        ...(isIdeBlock(lang, rawMeta) ? { dataIde: ideQueryUrl(stripped.code) } : {}),
      }
    })
  }
}

const HEADING = /^h([1-6])$/

/**
 * Rehype (after rehype-slug): adds the "Direct link to {heading}" anchor to
 * h2–h6 and records the h2–h3 table of contents.
 */
export function rehypeHeadings(options: { minLevel: number; maxLevel: number }) {
  return (tree: HastRoot, file: VFileLike) => {
    const toc: TocEntry[] = []
    walkHast(tree, (el) => {
      if (el.type !== 'element') return
      const m = HEADING.exec(el.tagName)
      if (!m) return
      const depth = Number(m[1])
      const id = typeof el.properties?.id === 'string' ? el.properties.id : null
      if (depth < 2 || !id) return
      const text = hastToString(el).trim()
      if (depth >= options.minLevel && depth <= options.maxLevel) toc.push({ id, value: text, depth })
      el.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      })
    })
    file.data.toc = toc
  }
}
