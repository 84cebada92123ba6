/**
 * The content contract: which node types hold compiled MDX (links, headings,
 * code examples, search text), and the shape every consumer reads. The link
 * checker (src/site/node/links.ts), the example validator
 * (src/reference/node/gatsby.ts) and the search indexer
 * (src/search/node/providers.ts) all read these nodes through this module,
 * so a new content type is added here once, and a renamed field is a compile
 * error in every consumer. The GraphQL declarations of the same types live
 * beside their sourcing code (docs/schema.ts, blog/schema.ts,
 * reference/types.ts); `contentFields()` in mdx/compile.ts writes the
 * compiled part of each.
 */
import type { CodeBlockRecord, TocEntry } from '../mdx/node/plugins'
import type { MdxTree } from '../lib/mdxTree'

export const CONTENT_TYPES = ['Doc', 'MdxPage', 'BlogPost', 'SchemaReferenceIntro'] as const
export type ContentTypeName = (typeof CONTENT_TYPES)[number]

/** The compiled part every content node carries (contentFields in mdx/compile.ts). */
export type CompiledContent = {
  /** The body as a data tree (src/lib/mdxTree.ts), rendered by MDXContent. */
  body: MdxTree
  toc: TocEntry[]
  codeBlocks: CodeBlockRecord[]
  links: string[]
  wordCount: number
}

type NodeBase = { id: string; internal: { type: string; contentDigest: string } }

/** Fields common to every content node. */
export type ContentNode = NodeBase &
  CompiledContent & {
    /** Source file, relative to the repository root. */
    sourcePath: string
    /** Route of the page that renders it. */
    path: string
    title: string
    description: string | null
  }

export type DocNode = ContentNode & {
  docId: string
  description: string
  keywords: string[]
  unlisted: boolean
  sidebarLabel: string | null
  sidebarPosition: number | null
  categoryDir: string
  tagKeys: string[]
}

export type MdxPageNode = ContentNode & { description: string }

export type BlogPostNode = ContentNode & {
  description: string
  keywords: string[] | null
  draft?: boolean
  unlisted?: boolean
  date: string
  excerpt: string
  authorIds: string[]
  tagKeys: string[]
}

/** The blog's author and tag nodes (content/blog/authors.yaml, tags.yaml), read by the feeds. */
export type AuthorNode = NodeBase & { authorId: string; name: string; path: string }
export type BlogTagNode = NodeBase & { key: string; label: string }

export type SchemaReferenceIntroNode = ContentNode

export type ContentNodeOf = {
  Doc: DocNode
  MdxPage: MdxPageNode
  BlogPost: BlogPostNode
  SchemaReferenceIntro: SchemaReferenceIntroNode
}

/** A docs category (a folder with _category_.yml): not content, but read with the docs by the sidebar, links and search. */
export type CategoryNode = NodeBase & {
  dir: string
  label: string
  position: number | null
  collapsed: boolean
  description: string | null
  linkType: string
  slug: string | null
  linkDocId: string | null
}

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
