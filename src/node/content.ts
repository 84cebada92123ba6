/**
 * The content contract: which node types hold compiled MDX (links, headings,
 * code examples, search sections, Markdown twins), where each comes from and
 * who reads it, and the shape every consumer reads. A content type is
 * registered ONCE, in CONTENT_TYPE_REGISTRY below; the link checker
 * (src/site/node/links.ts), the example validator (src/reference), the search
 * providers (src/search/node/providers.ts), the Markdown twins
 * (src/ai-readers/node/build.ts) and, through those two, the MCP server read
 * the registry, so a registered type is checked, searched and twinned with no
 * edit there. What a new type still needs is the README's checklist ("Adding
 * a content type"): its sourcing and GraphQL declaration in its concern
 * (with COMPILED_CONTENT_FIELDS and contentFields() of src/mdx/node/compile.ts),
 * its template and pages, and its row here.
 */
import type { CodeBlockRecord, TocEntry } from '../mdx/node/plugins'
import type { SearchSection } from '../mdx/node/sections'
import type { MdxTree } from '../lib/mdxTree'

/** What the registry says about one content type. */
export type ContentTypeEntry = {
  /** Where its sources live, repository-relative. */
  source: string
  /** The concern that sources it, declares its GraphQL type and makes its pages. */
  owner: string
  /**
   * The search context that indexes its published nodes, and the breadcrumbs
   * of a hit ('sidebar': the docs sidebar's trail), or null when it is not
   * searched by itself.
   */
  search: { context: 'docs' | 'blog'; crumbs: 'sidebar' | readonly string[] } | null
  /** The kind of its Markdown twin (src/ai-readers; the MCP server's get_page serves it), or null for none. */
  twin: 'doc' | 'page' | 'blog' | 'reference' | null
}

/** Every content type, once (README, "Adding a content type"). Order: the order consumers list them in. */
export const CONTENT_TYPE_REGISTRY = {
  Doc: { source: 'content/docs', owner: 'src/docs', search: { context: 'docs', crumbs: 'sidebar' }, twin: 'doc' },
  MdxPage: { source: 'content/pages', owner: 'src/docs', search: { context: 'docs', crumbs: [] }, twin: 'page' },
  BlogPost: { source: 'content/blog', owner: 'src/blog', search: { context: 'blog', crumbs: ['Blog'] }, twin: 'blog' },
  SchemaReferenceIntro: { source: 'src/reference/node/intro.mdx', owner: 'src/reference', search: null, twin: 'reference' },
} as const satisfies Record<string, ContentTypeEntry>

export type ContentTypeName = keyof typeof CONTENT_TYPE_REGISTRY
export const CONTENT_TYPES = Object.keys(CONTENT_TYPE_REGISTRY) as ContentTypeName[]

/** Whether a node is published: not unlisted, not a draft, and it has a route. Unpublished nodes are neither searched nor twinned. */
export function isPublished(node: { path?: string | null; unlisted?: boolean | null; draft?: boolean | null }): boolean {
  return Boolean(node.path) && !node.unlisted && !node.draft
}

/** The registered types whose nodes a search context indexes, with the registry's entry. */
export function searchedTypes(context: 'docs' | 'blog'): { type: ContentTypeName; crumbs: 'sidebar' | readonly string[] }[] {
  return CONTENT_TYPES.flatMap((type) => {
    const search: ContentTypeEntry['search'] = CONTENT_TYPE_REGISTRY[type].search
    return search && search.context === context ? [{ type, crumbs: search.crumbs }] : []
  })
}

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
