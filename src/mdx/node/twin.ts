/**
 * The Markdown twin of a page (DECISIONS.md, "Docs for AI readers"), made by
 * the compiler from the tree it renders (outputs.ts), never from a second
 * parse: directives are already resolved (directives.ts), `:::note` is
 * already an <Admonition>, and every component the renderer knows has its
 * Markdown meaning here, in a table typed by the component registry
 * (src/mdx/lib/componentNames.ts), so a new component without a twin rule is
 * a type error. mdast-util-to-markdown serialises the result; it throws on a
 * node it does not know, so nothing JSX can leak.
 */
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { parseCodeMeta, stripHighlightComments } from '../../lib/codeMeta'
import { platformValue } from '../../lib/platformData'
import type { MdxComponentName } from '../lib/componentNames'
import { expressionOf, literalValue, NotLiteralError } from './dataOnly'

/** A loose mdast node: the twin is a new tree built from the compiled one, across node types. */
export type MdNode = {
  type: string
  value?: string
  depth?: number
  url?: string
  title?: string | null
  alt?: string | null
  lang?: string | null
  meta?: string | null
  name?: string | null
  ordered?: boolean
  spread?: boolean
  attributes?: JsxAttribute[]
  children?: MdNode[]
  data?: Record<string, unknown>
}
type JsxAttribute = { type: string; name?: string; value?: string | null | { type: string; value: string; data?: { estree?: unknown } } }

export type TwinOptions = {
  /** Site origin without a trailing slash, e.g. https://docs.chainstrata.example */
  siteUrl: string
  /** Route of the page (with trailing slash): relative links and #anchors resolve against it. */
  pagePath: string
}

/** Marks a heading the twin adds (a tab's label): search does not start a section there, the page has no such heading. */
export const ADDED_HEADING = 'twinAdded'

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' }

const text = (value: string): MdNode => ({ type: 'text', value })
const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children })
/** A platform value: a URL becomes an autolink (as text, GFM would escape its colon), anything else text. */
const valueNode = (value: string): MdNode => (/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value) ? { type: 'link', url: value, children: [text(value)] } : text(value))

export function plain(node: MdNode): string {
  if (typeof node.value === 'string') return node.value
  return (node.children ?? []).map(plain).join('')
}

/** A JSX attribute as a string: a literal, or a `{…}` literal (the only expressions pages may hold, dataOnly.ts). */
function attr(node: MdNode, name: string): string | null {
  const a = (node.attributes ?? []).find((x) => x.type === 'mdxJsxAttribute' && x.name === name)
  if (!a || a.value === null || a.value === undefined) return null
  if (typeof a.value === 'string') return a.value
  try {
    const v = literalValue(expressionOf(a.value.data?.estree))
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null
  } catch (err) {
    if (err instanceof NotLiteralError) return null
    throw err
  }
}

/** A link target as an absolute URL of the site (external and mailto links unchanged). */
export function absoluteLink(url: string, siteUrl: string, pagePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url
  const base = `${siteUrl}${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}`
  try {
    return new URL(url, base).href
  } catch {
    return url
  }
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement', 'mdxTextExpression', 'textDirective'])

/** Flow children for a container: loose phrasing (from a JSX element written inline) is wrapped in paragraphs. */
function asFlow(children: MdNode[]): MdNode[] {
  const out: MdNode[] = []
  let run: MdNode[] = []
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || (n.value ?? '').trim())) out.push(paragraph(...run))
    run = []
  }
  for (const c of children) {
    if (PHRASING.has(c.type)) run.push(c)
    else {
      flush()
      out.push(c)
    }
  }
  flush()
  return out
}

type Ctx = TwinOptions & { depth: number }
type Rule = (node: MdNode, ctx: Ctx) => MdNode[]

function convertChildren(children: MdNode[], ctx: Ctx): MdNode[] {
  return children.flatMap((c) => convert(c, ctx))
}

function admonition(type: string, title: string | null, children: MdNode[]): MdNode {
  const kind = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1)
  const label = title ? `${kind}: ${title}` : kind
  return { type: 'blockquote', children: [paragraph(strong(label)), ...children] }
}

const media: Rule = (node, ctx) => {
  const url = attr(node, 'url') ?? attr(node, 'src') ?? ''
  const title = attr(node, 'title') ?? url
  const line = [text(`${node.name}: `), { type: 'link', url: absoluteLink(url, ctx.siteUrl, ctx.pagePath), children: [text(title)] }]
  return node.type === 'mdxJsxFlowElement' ? [paragraph(...line)] : line
}

/** `<Details summary>` and `<details><summary>`: a bold line, then the content. */
const details: Rule = (node, ctx) => {
  let summary = attr(node, 'summary')
  let children = node.children ?? []
  // <summary> on its own line is a flow element, or a text element inside a paragraph.
  const isSummary = (c: MdNode) => c.name === 'summary' || (c.type === 'paragraph' && c.children?.some((x) => x.name === 'summary') && c.children.every((x) => x.name === 'summary' || !plain(x).trim()))
  const tag = children.find(isSummary)
  if (tag) {
    summary = summary ?? plain(tag).trim()
    children = children.filter((c) => c !== tag)
  }
  return [paragraph(strong(summary ?? 'Details')), ...asFlow(convertChildren(children, ctx))]
}

/**
 * The Markdown meaning of every component pages may use. Typed by the
 * registry: adding a name to MDX_COMPONENT_NAMES without a rule here does not compile.
 */
const COMPONENT_RULES: Record<MdxComponentName, Rule> = {
  // Each tab becomes a heading one level below the section it sits in, followed by its content.
  Tabs(node, ctx) {
    const depth = Math.min(ctx.depth + 1, 6)
    const out: MdNode[] = []
    for (const child of node.children ?? []) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
        const label = attr(child, 'label') ?? attr(child, 'value') ?? 'Tab'
        out.push({ type: 'heading', depth, children: [text(label)], data: { [ADDED_HEADING]: true } })
        const saved = ctx.depth
        ctx.depth = depth
        out.push(...asFlow(convertChildren(child.children ?? [], ctx)))
        ctx.depth = saved
      } else out.push(...convert(child, ctx))
    }
    return out
  },
  TabItem(node, ctx) {
    const label = attr(node, 'label') ?? attr(node, 'value')
    return [...(label ? [paragraph(strong(label))] : []), ...asFlow(convertChildren(node.children ?? [], ctx))]
  },
  Details: details,
  Admonition(node, ctx) {
    return [admonition(attr(node, 'type') ?? 'note', attr(node, 'title'), asFlow(convertChildren(node.children ?? [], ctx)))]
  },
  Video: media,
  Audio: media,
  // A figure is its caption and its text alternative: what it shows, in words.
  Figure(node) {
    const caption = attr(node, 'caption') ?? ''
    const alt = attr(node, 'alt') ?? ''
    return [paragraph({ type: 'emphasis', children: [text(`Figure: ${caption.replace(/[.\s]+$/, '')}.`)] }, text(` ${alt}`))]
  },
  PlatformValue(node) {
    const key = attr(node, 'k') ?? ''
    return [valueNode(platformValue(key) ?? key)]
  },
}

/** HTML elements written as JSX that mean more than their content. */
const HTML_RULES: Record<string, Rule> = {
  details,
  br: () => [{ type: 'break' }],
}

function jsx(node: MdNode, ctx: Ctx): MdNode[] {
  const name = node.name ?? ''
  const rule = (COMPONENT_RULES as Record<string, Rule>)[name] ?? HTML_RULES[name]
  if (rule) return rule(node, ctx)
  // Any other HTML element written as JSX (a wrapper, <abbr>, <sub>): its content, without the tag.
  const content = convertChildren(node.children ?? [], ctx)
  return node.type === 'mdxJsxFlowElement' ? asFlow(content) : content
}

/** Rewrites one node of the compiled tree; returns what replaces it in the twin (zero, one or more nodes). */
function convert(node: MdNode, ctx: Ctx): MdNode[] {
  switch (node.type) {
    // Comments `{/* … */}`: the only expressions a page may hold (dataOnly.ts). Front matter is not in the body.
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'mdxjsEsm':
    case 'yaml':
    case 'toml':
      return []
    case 'html':
      // Only Markdown (.md) files have raw HTML; comments go, other HTML stays as CommonMark HTML.
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? '') ? [] : [{ ...node, value: (node.value ?? '').replace(/<!--[\s\S]*?-->/g, '') }]
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, ctx)
    case 'heading':
      ctx.depth = node.depth ?? ctx.depth
      return [{ type: 'heading', depth: node.depth, children: convertChildren(node.children ?? [], ctx), data: node.data }]
    case 'link':
    case 'image':
    case 'definition':
      return [{ ...node, url: absoluteLink(node.url ?? '', ctx.siteUrl, ctx.pagePath), children: node.children ? convertChildren(node.children, ctx) : undefined }]
    case 'code': {
      const meta = parseCodeMeta(node.meta)
      // Highlight comments are presentation; the title (a file name) is kept in the info string.
      return [{ type: 'code', lang: node.lang ?? null, meta: meta.title ? `title="${meta.title}"` : null, value: stripHighlightComments(node.value ?? '').code }]
    }
    default:
      if (node.children) return [{ ...node, children: convertChildren(node.children, ctx) }]
      return [node]
  }
}

/** The twin's tree of a compiled body (the compiler's mdast, after every remark plugin); the input is not changed. */
export function twinTree(body: MdNode, options: TwinOptions): MdNode {
  const ctx: Ctx = { ...options, depth: 1 }
  return { type: 'root', children: asFlow(convertChildren(body.children ?? [], ctx)) }
}

const FENCE = /^[\t ]*(?:>[\t ]?)*[\t ]*(`{3,}|~{3,})/

/**
 * mdast-util-to-markdown escapes every `_` of prose (`EVM\_Transfer\_Cube`).
 * Between two letters or digits an underscore can never open or close
 * emphasis in CommonMark, so those escapes are removed: type names stay
 * copyable. Code blocks and code spans are left alone.
 */
export function unescapeIntraword(markdown: string): string {
  let fence: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const m = FENCE.exec(line)
      if (fence) {
        if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null
        return line
      }
      if (m) {
        fence = m[1]
        return line
      }
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, '_')))
        .join('')
    })
    .join('\n')
}

/** Serialises an mdast tree as CommonMark + GFM with fixed, readable choices. */
export function serialise(tree: MdNode): string {
  return unescapeIntraword(toMarkdown(tree as never, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' }))
}

/** The head of a twin: `# title` and the description, as Markdown. */
export function twinHead(title: string, description?: string | null): string {
  return serialise({ type: 'root', children: [{ type: 'heading', depth: 1, children: [text(title)] }, ...(description ? [paragraph(text(description))] : [])] }).trim()
}
