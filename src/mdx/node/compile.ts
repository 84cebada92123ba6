/**
 * Compiles one MDX (or Markdown) document into the data tree that the ONE
 * doc template renders (src/lib/mdxTree.ts; DECISIONS.md, "Docs rendering").
 * The output is page data, not a webpack module, so adding a page adds no
 * JavaScript to any other page; and it is data, not code, so the browser
 * evaluates nothing.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import rehypeSlug from 'rehype-slug'
import { site } from '../../config/site'
import type { MdxTree } from '../../lib/mdxTree'
import { remarkSiteData, rehypeCodeBlocks, rehypeHeadings, type CodeBlockRecord, type TocEntry } from './plugins'
import { remarkDataOnly } from './dataOnly'
import { recmaMdxTree } from './toTree'

export type CompiledDoc = {
  /** The body as data: render it with MDXContent. */
  tree: MdxTree
  toc: TocEntry[]
  codeBlocks: CodeBlockRecord[]
  links: string[]
  wordCount: number
}

/**
 * The GraphQL declaration of what contentFields() stores, written once for
 * every content type: COMPILED_CONTENT_TYPES once in the schema (the docs
 * declare it), COMPILED_CONTENT_FIELDS inside each content type's definition.
 */
export const COMPILED_CONTENT_TYPES = /* GraphQL */ `
  "A heading of a page's table of contents (levels 2 to 3)."
  type TocEntry {
    id: String!
    value: String!
    depth: Int!
  }

  "A fenced code block of a page, as written (before highlighting)."
  type DocCodeBlock {
    lang: String
    meta: String
    value: String!
    "1-based line of the opening fence in the source file."
    line: Int!
  }
`
export const COMPILED_CONTENT_FIELDS = /* GraphQL */ `
    "Compiled MDX: the body as a data tree (src/lib/mdxTree.ts), rendered by MDXContent."
    body: JSON!
    toc: [TocEntry!]!
    codeBlocks: [DocCodeBlock!]!
    "Every link the body writes, as written (checked by src/site/node/links.ts)."
    links: [String!]!
    "Words of prose, code blocks excluded."
    wordCount: Int!
`

/** The compiled output as the fields every content node (Doc, MdxPage, BlogPost, the reference intro) stores. */
export function contentFields(compiled: CompiledDoc) {
  const { tree, toc, codeBlocks, links, wordCount } = compiled
  return { body: tree, toc, codeBlocks, links, wordCount }
}

export class MdxCompileError extends Error {
  constructor(
    message: string,
    public readonly file: string,
    public readonly line: number | null,
  ) {
    super(message)
    this.name = 'MdxCompileError'
  }
}

/**
 * MDX's own pipeline (so Markdown, JSX and props mean what they meant when
 * MDX compiled to JavaScript), stopped at the JSX it would have printed:
 * `jsx: true` skips building function calls, and recmaMdxTree replaces the
 * printer. One processor per format, made once.
 */
function processorFor(format: 'mdx' | 'md') {
  return createProcessor({
    format,
    jsx: true,
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkGfm, remarkDirective, remarkDataOnly, remarkSiteData],
    rehypePlugins: [rehypeSlug, rehypeCodeBlocks, [rehypeHeadings, { minLevel: site.docs.tocMinLevel, maxLevel: site.docs.tocMaxLevel }]],
    recmaPlugins: [recmaMdxTree],
  })
}
const processors = { mdx: processorFor('mdx'), md: processorFor('md') }

export async function compileDoc(body: string, options: { file: string; format: 'mdx' | 'md'; lineOffset?: number }): Promise<CompiledDoc> {
  try {
    const vfile = await processors[options.format].process({ value: body, path: options.file })
    const data = vfile.data as Record<string, unknown>
    const offset = options.lineOffset ?? 0
    return {
      tree: vfile.result as MdxTree,
      toc: (data.toc as TocEntry[]) ?? [],
      codeBlocks: ((data.codeBlocks as CodeBlockRecord[]) ?? []).map((b) => ({ ...b, line: b.line + offset })),
      links: (data.links as string[]) ?? [],
      wordCount: (data.wordCount as number) ?? 0,
    }
  } catch (err) {
    const e = err as { message?: string; line?: number | null; column?: number | null; position?: { start?: { line?: number | null; column?: number | null } } }
    const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.message ?? '')
    const line = e.line ?? e.position?.start?.line ?? (fromText ? Number(fromText[1]) : null)
    const column = e.column ?? e.position?.start?.column ?? (fromText ? Number(fromText[2]) : null)
    const fileLine = line === null ? null : line + (options.lineOffset ?? 0)
    throw new MdxCompileError(
      `${options.file}${fileLine === null ? '' : `:${fileLine}${column ? `:${column}` : ''}`}: ${e.message ?? String(err)}`,
      options.file,
      fileLine,
    )
  }
}
