/**
 * MDX source → plain CommonMark + GFM for AI readers (the Markdown twin of a
 * page, see DECISIONS.md, "Docs for AI readers"). The source is parsed with
 * the same MDX parser and remark syntax extensions as the compile step, the
 * mdast is rewritten so that every component becomes its Markdown meaning,
 * and mdast-util-to-markdown serialises it. No JSX, ESM or expression node
 * survives: the serialiser throws on any node it does not know, so a new
 * component without a rule here fails loudly instead of leaking JSX.
 */
import { directiveNodes } from '../../mdx/node/directives'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { splitFrontMatter } from '../../lib/frontmatter'
import { parseBody } from '../../mdx/node/parse'
import { parseCodeMeta, stripHighlightComments } from '../../lib/codeMeta'
import { platformValue } from '../../lib/platformData'

/** A loose mdast node: the tree is rewritten in place, across node types. */
export type MdNode = {
  type: string
  value?: string
  depth?: number
  url?: string
  title?: string | null
  lang?: string | null
  meta?: string | null
  name?: string | null
  ordered?: boolean
  spread?: boolean
  attributes?: JsxAttribute[]
  children?: MdNode[]
  data?: Record<string, unknown>
}
type JsxAttribute = { type: string; name?: string; value?: string | null | { type: string; value: string } }

export type TwinOptions = {
  format: 'md' | 'mdx'
  /** Site origin without a trailing slash, e.g. https://docs.chainstrata.example */
  siteUrl: string
  /** Route of the page (with trailing slash): relative links and #anchors resolve against it. */
  pagePath: string
}

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' }

const text = (value: string): MdNode => ({ type: 'text', value })
const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children })
/** A platform value: a URL becomes an autolink (as text, GFM would escape its colon), anything else text. */
const valueNode = (value: string): MdNode => (/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value) ? { type: 'link', url: value, children: [text(value)] } : text(value))

function plain(node: MdNode): string {
  if (typeof node.value === 'string') return node.value
  return (node.children ?? []).map(plain).join('')
}

/** A JSX attribute as a string: a literal, or an expression that is a plain string or number literal. */
function attr(node: MdNode, name: string): string | null {
  const a = (node.attributes ?? []).find((x) => x.type === 'mdxJsxAttribute' && x.name === name)
  if (!a || a.value === null || a.value === undefined) return null
  if (typeof a.value === 'string') return a.value
  const m = /^\s*(?:(["'`])([\s\S]*)\1|(-?\d+(?:\.\d+)?))\s*$/.exec(a.value.value)
  return m ? (m[2] ?? m[3]) : null
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

/** A `{…}` expression as text: string literals keep their value, comments and code disappear. */
function expressionText(value: string): string | null {
  const m = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(value)
  return m ? m[2] : null
}

function convertChildren(children: MdNode[], ctx: Ctx): MdNode[] {
  return children.flatMap((c) => convert(c, ctx))
}

/** Cards (a list of links with descriptions): `<Card href title description>` inside any container. */
function cardItem(node: MdNode, ctx: Ctx): MdNode | null {
  const href = attr(node, 'href') ?? attr(node, 'to')
  if (!href) return null
  const label = attr(node, 'title') ?? attr(node, 'label') ?? plain(node).trim() ?? href
  const description = attr(node, 'description')
  const line: MdNode[] = [{ type: 'link', url: absoluteLink(href, ctx.siteUrl, ctx.pagePath), children: [text(label || href)] }]
  if (description) line.push(text(`: ${description}`))
  return { type: 'listItem', spread: false, children: [paragraph(...line)] }
}

function jsx(node: MdNode, ctx: Ctx): MdNode[] {
  const name = node.name ?? ''
  const flow = node.type === 'mdxJsxFlowElement'
  const inner = () => convertChildren(node.children ?? [], ctx)
  switch (name) {
    case 'Tabs': {
      // Each tab becomes a heading one level below the section it sits in, followed by its content.
      const depth = Math.min(ctx.depth + 1, 6)
      const out: MdNode[] = []
      for (const child of node.children ?? []) {
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
          const label = attr(child, 'label') ?? attr(child, 'value') ?? 'Tab'
          out.push({ type: 'heading', depth, children: [text(label)] })
          const saved = ctx.depth
          ctx.depth = depth
          out.push(...asFlow(convertChildren(child.children ?? [], ctx)))
          ctx.depth = saved
        } else out.push(...convert(child, ctx))
      }
      return out
    }
    case 'TabItem': {
      const label = attr(node, 'label') ?? attr(node, 'value')
      return [...(label ? [paragraph(strong(label))] : []), ...asFlow(inner())]
    }
    case 'Details':
    case 'details': {
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
    case 'Admonition': {
      const type = attr(node, 'type') ?? 'note'
      return [admonition(type, attr(node, 'title'), asFlow(inner()))]
    }
    case 'Video':
    case 'Audio': {
      const url = attr(node, 'url') ?? attr(node, 'src') ?? ''
      const title = attr(node, 'title') ?? url
      const link: MdNode = { type: 'link', url: absoluteLink(url, ctx.siteUrl, ctx.pagePath), children: [text(title)] }
      const line = [text(`${name}: `), link]
      return flow ? [paragraph(...line)] : line
    }
    case 'PlatformValue': {
      const key = attr(node, 'k') ?? ''
      return [valueNode(platformValue(key) ?? key)]
    }
    case 'Card': {
      const item = cardItem(node, ctx)
      return item ? [{ type: 'list', ordered: false, spread: false, children: [item] }] : asFlow(inner())
    }
    case 'Cards':
    case 'CardGrid':
    case 'DocCardList': {
      const items = (node.children ?? []).map((c) => (c.name === 'Card' ? cardItem(c, ctx) : null)).filter((x): x is MdNode => x !== null)
      return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : asFlow(inner())
    }
    case 'br':
      return [{ type: 'break' }]
    default: {
      // Anything else (a wrapper, an HTML element written as JSX): its content, without the tag.
      const content = inner()
      return flow ? asFlow(content) : content
    }
  }
}

function admonition(type: string, title: string | null, children: MdNode[]): MdNode {
  const kind = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1)
  const label = title ? `${kind}: ${title}` : kind
  return { type: 'blockquote', children: [paragraph(strong(label)), ...children] }
}

/** Rewrites one node; returns what replaces it (zero, one or more nodes). */
function convert(node: MdNode, ctx: Ctx): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'yaml':
    case 'toml':
      return []
    case 'mdxTextExpression': {
      const t = expressionText(node.value ?? '')
      return t === null ? [] : [text(t)]
    }
    case 'html':
      // Only Markdown (.md) files have raw HTML; comments go, other HTML stays as CommonMark HTML.
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? '') ? [] : [{ ...node, value: (node.value ?? '').replace(/<!--[\s\S]*?-->/g, '') }]
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, ctx)
    case 'heading':
      ctx.depth = node.depth ?? ctx.depth
      return [{ ...node, children: convertChildren(node.children ?? [], ctx) }]
    case 'link':
    case 'image':
    case 'definition':
      return [{ ...node, url: absoluteLink(node.url ?? '', ctx.siteUrl, ctx.pagePath), children: node.children ? convertChildren(node.children, ctx) : undefined }]
    case 'code': {
      const meta = parseCodeMeta(node.meta)
      // Highlight comments are presentation; the title (a file name) is kept in the info string.
      return [{ type: 'code', lang: node.lang ?? null, meta: meta.title ? `title="${meta.title}"` : null, value: stripHighlightComments(node.value ?? '').code }]
    }
    case 'containerDirective': {
      const children = [...(node.children ?? [])]
      let title: string | null = null
      const first = children[0]
      if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = plain(first).trim()
        children.shift()
      }
      return [admonition(node.name ?? 'note', title, convertChildren(children, ctx))]
    }
    case 'textDirective':
    case 'leafDirective':
      // The same rule as the page and search (src/mdx/node/directives.ts), with values as text.
      return convertChildren((directiveNodes(node as Parameters<typeof directiveNodes>[0], 'text') ?? []) as MdNode[], ctx)
    default:
      if (node.children) return [{ ...node, children: convertChildren(node.children, ctx) }]
      return [node]
  }
}

/** The shared parse (mdx/parse.ts): the search indexer has usually parsed the same text already. Read only. */
function parse(body: string, format: 'md' | 'mdx'): MdNode {
  return parseBody<MdNode>(body, format)
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

/** The body of a page (front matter removed) as plain Markdown. */
export function mdxBodyToMarkdown(source: string, options: TwinOptions): string {
  const { body } = splitFrontMatter(source)
  const tree = parse(body, options.format)
  const ctx: Ctx = { ...options, depth: 1 }
  const root: MdNode = { type: 'root', children: asFlow(convertChildren(tree.children ?? [], ctx)) }
  return serialise(root).trim()
}

/** The whole twin without its schema section: `# title`, the description, the body. */
export function pageMarkdown(page: { title: string; description?: string | null; source: string }, options: TwinOptions): string {
  const head: MdNode = {
    type: 'root',
    children: [{ type: 'heading', depth: 1, children: [text(page.title)] }, ...(page.description ? [paragraph(text(page.description))] : [])],
  }
  return `${serialise(head).trim()}\n\n${mdxBodyToMarkdown(page.source, options)}\n`
}
