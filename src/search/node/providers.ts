/**
 * One provider per search context. Each reads the data layer (never the
 * built HTML, never a source file: a content node carries the sections its
 * compile made, src/mdx/node/sections.ts) and returns the pages of its context. Types that do not exist
 * yet (BlogPost, SchemaType before their branches are merged) give [] from
 * getNodesByType, so the context is simply empty.
 */
import { breadcrumbs } from '../../lib/sidebar'
import type { ContextName } from '../lib/types'
import { docsSidebar } from '../../docs'
import type { PageSource } from './documents'
import type { SearchSection } from '../../mdx/node/sections'
import { contentNodesOf, isPublished, searchedTypes, type ContentNode } from '../../node/content'
import { CHANGELOG_PATH } from '../../reference/lib/changelog'

type Reporter = { warn(message: string): void }
export type ProviderArgs = {
  getNodesByType: (type: string) => unknown[]
  reporter: Reporter
  /** Search tag of the docs version. */
  versionTag: string
}

export type Provider = { context: ContextName; collect(args: ProviderArgs): Promise<PageSource[]> }

/**
 * The published nodes of every content type the registry gives this context
 * (src/node/content.ts, CONTENT_TYPE_REGISTRY): a type registered there is
 * searched with no edit here. Breadcrumbs come from the docs sidebar when the
 * registry says 'sidebar' (the last crumb, the page itself, is dropped: the
 * hit shows it as its title), else from the registry.
 */
function registeredPages(args: ProviderArgs, context: 'docs' | 'blog', tag?: string): PageSource[] {
  const out: PageSource[] = []
  let tree: ReturnType<typeof docsSidebar> | null = null
  for (const { type, crumbs } of searchedTypes(context)) {
    for (const node of contentNodesOf(args.getNodesByType, type) as (ContentNode & { unlisted?: boolean; draft?: boolean; keywords?: readonly string[] })[]) {
      if (!isPublished(node) || !node.title || node.path.toLowerCase().startsWith('/docs/graphql-reference/')) continue
      let trail: string[]
      if (crumbs === 'sidebar') {
        tree ??= docsSidebar(args.getNodesByType)
        trail = breadcrumbs(tree, node.path, node.title).map((c) => c.label)
        if (trail.length && trail[trail.length - 1] === node.title) trail.pop()
        trail = ['Docs', ...trail]
      } else trail = [...crumbs]
      out.push({
        url: node.path,
        title: node.title,
        breadcrumbs: trail,
        description: node.description ?? '',
        keywords: [...(node.keywords ?? [])],
        sections: node.searchSections ?? [],
        ...(tag && crumbs === 'sidebar' ? { tag } : {}),
      })
    }
  }
  return out
}

/** Docs: the registered types of the docs context (docs and standalone MDX pages), then the API changelog. */
export const docsProvider: Provider = {
  context: 'docs',
  async collect(args) {
    return [...registeredPages(args, 'docs', args.versionTag), ...changelogSources(args.getNodesByType('SchemaRelease') as ReleaseNode[], args.versionTag)]
  },
}

export const blogProvider: Provider = {
  context: 'blog',
  async collect(args) {
    return registeredPages(args, 'blog')
  },
}

type ReleaseNode = { date: string; path: string; title: string; description: string; changes: { level: string; member: string; sentence: string }[] }

const LEVEL_HEADING: Record<string, string> = { breaking: 'Breaking changes', dangerous: 'Dangerous changes', safe: 'Safe changes' }

/**
 * The API changelog in the docs context: its index and one page per release,
 * a section per level with the changes' sentences (backticks dropped) and
 * every member they name as an identifier, so a search for a member finds
 * the release that changed it.
 */
export function changelogSources(releases: ReleaseNode[], versionTag?: string): PageSource[] {
  if (releases.length === 0) return []
  const crumbs = ['Docs', 'API changelog']
  const pages: PageSource[] = releases.map((r) => ({
    url: r.path,
    title: `${r.title} (${r.date})`,
    breadcrumbs: crumbs,
    description: r.description,
    keywords: ['changelog', 'schema changes', r.date],
    sections: Object.entries(LEVEL_HEADING)
      .map(([level, heading]) => {
        const changes = r.changes.filter((c) => c.level === level)
        return { id: level, heading, depth: 2, text: changes.map((c) => c.sentence.replace(/`/g, '')).join(' '), identifiers: [...new Set(changes.map((c) => c.member))] }
      })
      .filter((sec) => sec.identifiers.length > 0),
    tag: versionTag,
  }))
  const index: PageSource = {
    url: CHANGELOG_PATH,
    title: 'API changelog',
    breadcrumbs: ['Docs'],
    description: 'Every release of the GraphQL schema, newest first, with its breaking, dangerous and safe changes.',
    keywords: ['changelog', 'schema changes', 'breaking changes', 'deprecations', 'release notes'],
    sections: [],
    tag: versionTag,
  }
  return [index, ...pages]
}

type NamedEntry = { name: string; description?: string | null }
type SchemaTypeNode = {
  name?: string
  kind?: string
  description?: string | null
  path?: string | null
  root?: string | null
  /** Fields of an object or interface: Gatsby reserves node.fields, so the reference stores them as typeFields. */
  typeFields?: NamedEntry[] | null
  inputFields?: NamedEntry[] | null
  enumValues?: NamedEntry[] | null
  arguments?: NamedEntry[] | null
}

/** Most member lines a reference page contributes as text (the identifiers of every member are kept). */
const MAX_FIELD_LINES = 60

/** The members of a reference entry: fields, input fields, enum values or arguments, whichever it has. */
export function referenceMembers(t: SchemaTypeNode): NamedEntry[] {
  const lists = [t.typeFields, t.inputFields, t.enumValues, t.arguments]
  return lists.flatMap((l) => (Array.isArray(l) ? l.filter((e) => e && typeof e.name === 'string') : []))
}

export const referenceProvider: Provider = {
  context: 'reference',
  async collect(args) {
    const out: PageSource[] = []
    for (const raw of args.getNodesByType('SchemaType')) {
      const t = raw as SchemaTypeNode
      if (!t.name || !t.path) continue
      const members = referenceMembers(t)
      const sections: SearchSection[] = []
      if (members.length) {
        sections.push({
          id: '',
          heading: '',
          depth: 2,
          text: members
            .slice(0, MAX_FIELD_LINES)
            .map((f) => (f.description ? `${f.name}: ${f.description}` : f.name))
            .join('. '),
          identifiers: members.map((f) => f.name),
        })
      }
      const crumbs = ['GraphQL reference']
      if (t.root) crumbs.push(t.root)
      if (t.kind) crumbs.push(t.kind)
      out.push({ url: t.path, title: t.name, breadcrumbs: crumbs, description: t.description ?? '', keywords: [], sections })
    }
    return out
  },
}

export const PROVIDERS: Provider[] = [docsProvider, referenceProvider, blogProvider]
