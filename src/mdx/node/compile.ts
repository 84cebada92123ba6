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
import { remarkOutputs, rehypeHeadingIds } from './outputs'
import { remarkFigures } from './figures'
import { sectionsOf, SEARCH_SECTION_TYPE, type SearchSection } from './sections'
import type { MdNode } from './twin'

export type CompiledDoc = {
  /** The body as data: render it with MDXContent. */
  tree: MdxTree
  toc: TocEntry[]
  codeBlocks: CodeBlockRecord[]
  links: string[]
  wordCount: number
  /** The page's search sections, from the same tree (sections.ts). */
  sections: SearchSection[]
  /** The body as the Markdown twin shows it (twin.ts), links absolute against `pagePath`. */
  markdown: string
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
${SEARCH_SECTION_TYPE}`
export const COMPILED_CONTENT_FIELDS = /* GraphQL */ `
    "Compiled MDX: the body as a data tree (src/lib/mdxTree.ts), rendered by MDXContent."
    body: JSON!
    toc: [TocEntry!]!
    codeBlocks: [DocCodeBlock!]!
    "Every link the body writes, as written (checked by src/site/node/links.ts)."
    links: [String!]!
    "Words of prose, code blocks excluded."
    wordCount: Int!
    "The sections search indexes, made by the same compile as the body (src/mdx/node/sections.ts)."
    searchSections: [SearchSection!]!
    "The body as Markdown for AI readers, made by the same compile (src/mdx/node/twin.ts)."
    twinBody: String!
`

/** The compiled output as the fields every content node (Doc, MdxPage, BlogPost, the reference intro) stores. */
export function contentFields(compiled: CompiledDoc) {
  const { tree, toc, codeBlocks, links, wordCount, sections, markdown } = compiled
  return { body: tree, toc, codeBlocks, links, wordCount, searchSections: sections, twinBody: markdown }
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
    remarkPlugins: [remarkGfm, remarkDirective, remarkDataOnly, remarkSiteData, remarkFigures, remarkOutputs],
    rehypePlugins: [rehypeSlug, rehypeHeadingIds, rehypeCodeBlocks, [rehypeHeadings, { minLevel: site.docs.tocMinLevel, maxLevel: site.docs.tocMaxLevel }]],
    recmaPlugins: [recmaMdxTree],
  })
}
const processors = { mdx: processorFor('mdx'), md: processorFor('md') }

/**
 * Compiles a body once into everything a page's readers get: the render tree,
 * its table of contents, code blocks, links, word count, search sections and
 * Markdown twin. `pagePath` is the route the page is served at (the twin's
 * relative links resolve against it).
 */
export async function compileDoc(body: string, options: { file: string; format: 'mdx' | 'md'; lineOffset?: number; pagePath?: string }): Promise<CompiledDoc> {
  try {
    const vfile = await processors[options.format].process({ value: body, path: options.file, data: { outputOptions: { siteUrl: site.url, pagePath: options.pagePath ?? '/' } } })
    const data = vfile.data as Record<string, unknown>
    const offset = options.lineOffset ?? 0
    return {
      tree: vfile.result as MdxTree,
      toc: (data.toc as TocEntry[]) ?? [],
      codeBlocks: ((data.codeBlocks as CodeBlockRecord[]) ?? []).map((b) => ({ ...b, line: b.line + offset })),
      links: (data.links as string[]) ?? [],
      wordCount: (data.wordCount as number) ?? 0,
      sections: sectionsOf(data.twinTree as MdNode, (data.headingIds as string[]) ?? []),
      markdown: (data.twinMarkdown as string) ?? '',
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
