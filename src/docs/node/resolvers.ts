/**
 * Resolved fields of the docs data layer: the sidebar, breadcrumbs,
 * previous/next links and category cards. Templates only read them.
 */
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { joinRoute } from '../../lib/paths'
import {
  buildSidebar,
  breadcrumbs,
  neighbours,
  findCategoryByHref,
  flattenPages,
  type SidebarItem,
  type SidebarCategoryInput,
  type SidebarDocInput,
} from '../../lib/sidebar'
import { categoryNodes, contentNodesOf, type CategoryNode, type DocNode as DocNodeShape, type GetNodesByType } from '../../node/content'

type DocNode = DocNodeShape

type NodeModel = {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>
}

export function categoryPath(slug: string): string {
  return joinRoute('/docs/category', slug)
}

export function toSidebarInputs(docs: DocNode[], categories: CategoryNode[]): { docs: SidebarDocInput[]; categories: SidebarCategoryInput[] } {
  return {
    docs: docs.map((d) => ({
      docId: d.docId,
      path: d.path,
      title: d.title,
      sidebarLabel: d.sidebarLabel,
      sidebarPosition: d.sidebarPosition,
      unlisted: d.unlisted,
    })),
    categories: categories.map((c) => ({
      dir: c.dir,
      label: c.label,
      position: c.position,
      collapsed: c.collapsed,
      description: c.description ?? undefined,
      link:
        c.linkType === 'generated-index' && c.slug
          ? { type: 'generated-index', path: categoryPath(c.slug) }
          : c.linkType === 'doc' && c.linkDocId
            ? { type: 'doc', docId: c.linkDocId }
            : null,
    })),
  }
}

type Built = { key: string; tree: SidebarItem[]; docs: DocNode[]; categories: CategoryNode[] }
let cache: Built | null = null

/**
 * The sidebar of these nodes, built once per set of Doc and Category nodes
 * (keyed by their content digests) and shared by every reader: the resolved
 * fields below, search's breadcrumbs, llms.txt and the link checker.
 */
function sidebarFor(docs: DocNode[], categories: CategoryNode[]): Built {
  const key = docs.map((d) => d.internal.contentDigest).join() + '|' + categories.map((c) => c.internal.contentDigest).join()
  if (cache && cache.key === key) return cache
  const inputs = toSidebarInputs(docs, categories)
  cache = { key, tree: buildSidebar(inputs.docs, inputs.categories), docs, categories }
  return cache
}

/** The sidebar of the current nodes, as resolvers read them (rebuilt only when a Doc or Category changed). */
export async function loadSidebar(nodeModel: NodeModel): Promise<Built> {
  return sidebarFor([...(await nodeModel.findAll<DocNode>({ type: 'Doc' })).entries], [...(await nodeModel.findAll<CategoryNode>({ type: 'Category' })).entries])
}

/** The docs sidebar, for build steps that read nodes directly (onPostBuild, the develop server): published by docs/index.ts. */
export function docsSidebar(getNodesByType: GetNodesByType): SidebarItem[] {
  return sidebarFor(contentNodesOf(getNodesByType, 'Doc'), categoryNodes(getNodesByType)).tree
}

type Ctx = { nodeModel: NodeModel }

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebar: {
        type: 'JSON',
        description: 'The docs sidebar tree (tutorialSidebar): links and categories, unlisted links flagged.',
        args: { name: { type: 'String', defaultValue: site.docs.sidebarId } },
        resolve: async (_src: unknown, args: { name: string }, context: Ctx) => {
          if (args.name !== site.docs.sidebarId) {
            throw new Error(`No sidebar with id "${args.name}". Available sidebars: ${site.docs.sidebarId}`)
          }
          return (await loadSidebar(context.nodeModel)).tree
        },
      },
      docsVersion: {
        type: 'DocsVersion',
        resolve: async (_src: unknown, _args: unknown, context: Ctx) => {
          const { docs } = await loadSidebar(context.nodeModel)
          const v = site.docs.version
          return {
            name: v.name,
            label: v.label,
            path: v.path,
            mainDocId: site.docs.mainDocId,
            sidebars: [site.docs.sidebarId],
            isLast: true,
            searchTag: v.searchTag,
            docIds: docs.map((d) => d.docId).sort(),
            // Drafts are not sourced in production builds, so none are known here.
            draftIds: [],
          }
        },
      },
    },
    Doc: {
      category: {
        type: 'Category',
        description: 'The category the doc is listed in: the nearest folder above it with a _category_.yml.',
        resolve: async (src: DocNode, _a: unknown, context: Ctx) => {
          const { categories } = await loadSidebar(context.nodeModel)
          const byDir = new Map(categories.map((c) => [c.dir, c]))
          let d = src.categoryDir
          while (d !== '' && !byDir.has(d)) d = d.includes('/') ? d.slice(0, d.lastIndexOf('/')) : ''
          return byDir.get(d) ?? null
        },
      },
      breadcrumbs: {
        type: '[Crumb!]!',
        resolve: async (src: DocNode, _a: unknown, context: Ctx) => breadcrumbs((await loadSidebar(context.nodeModel)).tree, src.path, src.title),
      },
      previous: {
        type: 'PageLink',
        resolve: async (src: DocNode, _a: unknown, context: Ctx) => (src.unlisted ? null : neighbours((await loadSidebar(context.nodeModel)).tree, src.path).previous),
      },
      next: {
        type: 'PageLink',
        resolve: async (src: DocNode, _a: unknown, context: Ctx) => (src.unlisted ? null : neighbours((await loadSidebar(context.nodeModel)).tree, src.path).next),
      },
    },
    Category: {
      path: {
        type: 'String',
        description: 'The category page: /docs/category/{slug}/ for generated indexes, the linked doc otherwise.',
        resolve: async (src: CategoryNode, _a: unknown, context: Ctx) => {
          if (src.linkType === 'generated-index' && src.slug) return categoryPath(src.slug)
          if (src.linkType === 'doc') return (await loadSidebar(context.nodeModel)).docs.find((d) => d.docId === src.linkDocId)?.path ?? null
          return null
        },
      },
      breadcrumbs: {
        type: '[Crumb!]!',
        resolve: async (src: CategoryNode, _a: unknown, context: Ctx) =>
          src.slug ? breadcrumbs((await loadSidebar(context.nodeModel)).tree, categoryPath(src.slug), src.label) : [],
      },
      cards: {
        type: '[CategoryCard!]!',
        description: 'What the generated index lists: the listed items of this category in sidebar order.',
        resolve: async (src: CategoryNode, _a: unknown, context: Ctx) => {
          const { tree, docs } = await loadSidebar(context.nodeModel)
          const self = src.slug ? findCategoryByHref(tree, categoryPath(src.slug)) : null
          if (!self) return []
          const descByPath = new Map(docs.map((d) => [d.path, d.description]))
          return self.items.flatMap((it) => {
            if (it.type === 'link') {
              if (it.unlisted) return []
              return [{ kind: 'doc', label: it.label, href: it.href, description: descByPath.get(it.href) ?? null }]
            }
            const inside = flattenPages(it.items)
            const href = it.href ?? inside[0]?.href
            if (!href) return []
            return [{ kind: 'category', label: it.label, href, description: it.description ?? null, count: inside.length }]
          })
        },
      },
      previous: {
        type: 'PageLink',
        resolve: async (src: CategoryNode, _a: unknown, context: Ctx) =>
          src.slug ? neighbours((await loadSidebar(context.nodeModel)).tree, categoryPath(src.slug)).previous : null,
      },
      next: {
        type: 'PageLink',
        resolve: async (src: CategoryNode, _a: unknown, context: Ctx) =>
          src.slug ? neighbours((await loadSidebar(context.nodeModel)).tree, categoryPath(src.slug)).next : null,
      },
    },
    DocTag: {
      docs: {
        type: '[Doc!]!',
        description: 'Listed docs carrying this tag, by title.',
        resolve: async (src: { key: string }, _a: unknown, context: Ctx) => {
          const { docs } = await loadSidebar(context.nodeModel)
          return docs.filter((d) => !d.unlisted && d.tagKeys.includes(src.key)).sort((a, b) => a.title.localeCompare(b.title, 'en'))
        },
      },
    },
  })
}
