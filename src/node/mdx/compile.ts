/**
 * Compiles one MDX (or Markdown) document into a function body that the ONE
 * doc template runs (see DECISIONS.md, "Docs rendering"). The output is page
 * data, not a webpack module, so adding a page adds no JavaScript to any
 * other page.
 */
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import rehypeSlug from 'rehype-slug'
import { site } from '../../config/site'
import { remarkSiteData, rehypeCodeBlocks, rehypeHeadings, type CodeBlockRecord, type TocEntry } from './plugins'

export type CompiledDoc = {
  /** Function body: call with the react/jsx-runtime exports, get `{ default: Component }`. */
  code: string
  toc: TocEntry[]
  codeBlocks: CodeBlockRecord[]
  links: string[]
  wordCount: number
}

/** The compiled output as the fields every content node (Doc, MdxPage, BlogPost, the reference intro) stores. */
export function contentFields(compiled: CompiledDoc) {
  const { code, toc, codeBlocks, links, wordCount } = compiled
  return { body: code, toc, codeBlocks, links, wordCount }
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

export async function compileDoc(body: string, options: { file: string; format: 'mdx' | 'md'; lineOffset?: number }): Promise<CompiledDoc> {
  try {
    const vfile = await compile(
      { value: body, path: options.file },
      {
        format: options.format,
        outputFormat: 'function-body',
        development: false,
        remarkPlugins: [remarkGfm, remarkDirective, remarkSiteData],
        rehypePlugins: [rehypeSlug, rehypeCodeBlocks, [rehypeHeadings, { minLevel: site.docs.tocMinLevel, maxLevel: site.docs.tocMaxLevel }]],
      },
    )
    const data = vfile.data as Record<string, unknown>
    const offset = options.lineOffset ?? 0
    return {
      code: String(vfile.value),
      toc: (data.toc as TocEntry[]) ?? [],
      codeBlocks: ((data.codeBlocks as CodeBlockRecord[]) ?? []).map((b) => ({ ...b, line: b.line + offset })),
      links: (data.links as string[]) ?? [],
      wordCount: (data.wordCount as number) ?? 0,
    }
  } catch (err) {
    const e = err as { message?: string; line?: number | null; position?: { start?: { line?: number | null } } }
    const fromText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(e.message ?? '')
    const line = e.line ?? e.position?.start?.line ?? (fromText ? Number(fromText[1]) : null)
    const fileLine = line === null ? null : line + (options.lineOffset ?? 0)
    throw new MdxCompileError(
      `${options.file}${fileLine === null ? '' : `:${fileLine}`}: ${e.message ?? String(err)}`,
      options.file,
      fileLine,
    )
  }
}
