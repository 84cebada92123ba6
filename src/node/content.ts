/**
 * The content contract: which node types hold compiled MDX (links, headings,
 * code examples, search text), and the shape every consumer reads. The link
 * checker (src/site/node/links.ts), the example validator
 * (src/reference/node/gatsby.ts) and the search indexer
 * (src/search/node/providers.ts) all read these nodes through this module,
 * so a renamed field is a compile error in every consumer. A new content type
 * is more than a line here: it also needs its sourcing and GraphQL
 * declaration in its concern, its pages, a search provider
 * (src/search/node/providers.ts) and a twin source
 * (src/ai-readers/node/build.ts). The GraphQL declarations of the same types live
 * beside their sourcing code (docs/schema.ts, blog/schema.ts,
 * reference/types.ts); `contentFields()` in mdx/compile.ts writes the
 * compiled part of each.
 */
import type { CodeBlockRecord, TocEntry } from '../mdx/node/plugins'
import type { SearchSection } from '../mdx/node/sections'
import type { MdxTree } from '../lib/mdxTree'

export const CONTENT_TYPES = ['Doc', 'MdxPage', 'BlogPost', 'SchemaReferenceIntro'] as const
export type ContentTypeName = (typeof CONTENT_TYPES)[number]

/**
 * The fields a node stores, typed from its GraphQL declaration through
 * Gatsby's typegen (the `Queries` namespace, src/types/gatsby-types.d.ts,
 * written by every build from docs/node/schema.ts, blog/node/schema.ts and
 * reference/node/types.ts). A field renamed or retyped there changes the
 * generated type on the next build, and every module below that reads it
 * stops compiling; `npm test` fails when the committed file is not the one
 * the build writes. What a node stores but GraphQL serves differently (the
 * compiled MDX, typed by its producer in src/mdx/node) is written out.
 */
type Stored<T, K extends keyof T> = Pick<T, K>

/** A field every content type declares, with one type in all of them. */
type Shared<K extends string> = Stored<Queries.Doc, K & keyof Queries.Doc> &
  Stored<Queries.MdxPage, K & keyof Queries.MdxPage> &
  Stored<Queries.BlogPost, K & keyof Queries.BlogPost> &
  Stored<Queries.SchemaReferenceIntro, K & keyof Queries.SchemaReferenceIntro>

/** The compiled part every content node carries (contentFields in mdx/node/compile.ts). */
export type CompiledContent = Shared<'links' | 'wordCount'> & {
  /** The body as a data tree (src/lib/mdxTree.ts), rendered by MDXContent; GraphQL serves it as JSON. */
  body: MdxTree
  toc: TocEntry[]
  codeBlocks: CodeBlockRecord[]
  /** What search indexes of the page (src/mdx/node/sections.ts), from the same compile as the body. */
  searchSections: SearchSection[]
  /** The body as Markdown for AI readers (src/mdx/node/twin.ts), from the same compile. */
  twinBody: string
}

type NodeBase = { id: string; internal: { type: string; contentDigest: string } }

/** Fields common to every content node: source file (repository-relative), route, title, description. */
export type ContentNode = NodeBase & CompiledContent & Shared<'sourcePath' | 'path' | 'title' | 'description'>

export type DocNode = ContentNode & Stored<Queries.Doc, 'docId' | 'keywords' | 'unlisted' | 'sidebarLabel' | 'sidebarPosition' | 'categoryDir' | 'tagKeys'>

export type MdxPageNode = ContentNode

export type BlogPostNode = ContentNode & Stored<Queries.BlogPost, 'keywords' | 'draft' | 'date' | 'excerpt' | 'authorIds' | 'tagKeys'>

/** The blog's author and tag nodes (content/blog/authors.yaml, tags.yaml), read by the feeds. */
export type AuthorNode = NodeBase & Stored<Queries.Author, 'authorId' | 'name' | 'path'>
export type BlogTagNode = NodeBase & Stored<Queries.BlogTag, 'key' | 'label'>

export type SchemaReferenceIntroNode = ContentNode

export type ContentNodeOf = {
  Doc: DocNode
  MdxPage: MdxPageNode
  BlogPost: BlogPostNode
  SchemaReferenceIntro: SchemaReferenceIntroNode
}

/** A docs category (a folder with _category_.yml): not content, but read with the docs by the sidebar, links and search. */
export type CategoryNode = NodeBase & Stored<Queries.Category, 'dir' | 'label' | 'position' | 'collapsed' | 'description' | 'linkType' | 'slug' | 'linkDocId'>

/** Gatsby's getNodesByType, as every build API receives it. */
export type GetNodesByType = (type: string) => unknown[]

/** The nodes of one content type, typed. */
export function contentNodesOf<T extends ContentTypeName>(getNodesByType: GetNodesByType, type: T): ContentNodeOf[T][] {
  return getNodesByType(type) as ContentNodeOf[T][]
}

export function categoryNodes(getNodesByType: GetNodesByType): CategoryNode[] {
  return getNodesByType('Category') as CategoryNode[]
}

/** Every content node of every content type, in CONTENT_TYPES order. */
export function allContentNodes(getNodesByType: GetNodesByType): ContentNode[] {
  return CONTENT_TYPES.flatMap((type) => contentNodesOf(getNodesByType, type))
}

/** Whether a node is of a content type (for onCreateNode). */
export function isContentType(type: string): type is ContentTypeName {
  return (CONTENT_TYPES as readonly string[]).includes(type)
}

/** A node that onCreateNode received, read as content once its type says it is. */
export function asContentNode(node: { internal: { type: string } }): ContentNode | null {
  return isContentType(node.internal.type) ? (node as unknown as ContentNode) : null
}

export function authorNodes(getNodesByType: GetNodesByType): AuthorNode[] {
  return getNodesByType('Author') as AuthorNode[]
}

export function blogTagNodes(getNodesByType: GetNodesByType): BlogTagNode[] {
  return getNodesByType('BlogTag') as BlogTagNode[]
}

/** Gatsby's pages as nodes: only their path is read. */
export function sitePagePaths(getNodesByType: GetNodesByType): string[] {
  return (getNodesByType('SitePage') as { path: string }[]).map((p) => p.path)
}
