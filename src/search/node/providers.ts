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
import { contentNodesOf } from '../../node/content'
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
 * Docs: listed Doc nodes and the standalone MDX pages. Breadcrumbs come from
 * the same sidebar helpers as the resolved Doc.breadcrumbs field (nodes are
 * read directly so that `gatsby develop`, which has no GraphQL here, works too).
 */
export const docsProvider: Provider = {
  context: 'docs',
  async collect(args) {
    const docs = contentNodesOf(args.getNodesByType, 'Doc')
    const tree = docsSidebar(args.getNodesByType)
    const out: PageSource[] = []
    for (const d of docs) {
      if (d.unlisted || d.path.toLowerCase().startsWith('/docs/graphql-reference/')) continue
      // The last crumb is the page itself, which the hit already shows as its title.
      const crumbs = breadcrumbs(tree, d.path, d.title).map((c) => c.label)
      if (crumbs.length && crumbs[crumbs.length - 1] === d.title) crumbs.pop()
      out.push({
        url: d.path,
        title: d.title,
        breadcrumbs: ['Docs', ...crumbs],
        description: d.description,
        keywords: [...d.keywords],
        sections: d.searchSections ?? [],
        tag: args.versionTag,
      })
    }
    for (const p of contentNodesOf(args.getNodesByType, 'MdxPage')) {
      out.push({ url: p.path, title: p.title, breadcrumbs: [], description: p.description, keywords: [], sections: p.searchSections ?? [] })
    }
    out.push(...changelogSources(args.getNodesByType('SchemaRelease') as ReleaseNode[], args.versionTag))
    return out
  },
}

export const blogProvider: Provider = {
  context: 'blog',
  async collect(args) {
    const out: PageSource[] = []
    for (const post of contentNodesOf(args.getNodesByType, 'BlogPost')) {
      if (!post.path || !post.title || post.draft) continue
      out.push({
        url: post.path,
        title: post.title,
        breadcrumbs: ['Blog'],
        description: post.description ?? '',
        keywords: [...post.keywords],
        sections: post.searchSections ?? [],
      })
    }
    return out
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
