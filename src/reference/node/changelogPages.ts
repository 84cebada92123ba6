/**
 * The API changelog in the site (changelog.ts builds it from the history):
 * - sourceReleases: one SchemaRelease node per release (called by the
 *   reference's sourceNodes, which has the navigation they share);
 * - createResolvers: SchemaRelease.page (what a release page renders, with
 *   reference links and the guides whose examples use each member),
 *   BlogPost.schemaReleases (the releases that changed what a post's examples
 *   use) and BlogPost.schemaReleasePeriod (the release whose period holds the
 *   post's date);
 * - createPages: /docs/changelog/ and /docs/changelog/{date}/, and a build
 *   warning for each guide whose examples use a member a release deprecated;
 * - onPostBuild: the RSS and Atom feeds, one entry per release.
 * The Markdown twins and llms.txt entries are written by src/ai-readers
 * from changelogTwins().
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Actions, GatsbyNode, NodePluginArgs } from 'gatsby'
import { absoluteUrl, site } from '../../config/site'
import { copyright } from '../../config/footer'
import { atomFeed, rssFeed, type FeedChannel, type FeedPost } from '../../blog/lib/blogFeed'
import { compileDoc, contentFields } from '../../mdx/node/compile'
import { siteDirectory } from '../../node/directory'
import { contentNodesOf, type GetNodesByType } from '../../node/content'
import { referenceModel } from './siteModel'
import { CHANGELOG_FEEDS, CHANGELOG_PATH, compactPage, deprecatedUsageWarnings, guideIndex, memberLinker, releaseMarkdown, releasePage, releaseSummary, siteChangelog, type GuideUsage, type Release } from './changelog'

const indexTemplate = () => path.resolve('src/reference/templates/changelog.tsx')
const releaseTemplate = () => path.resolve('src/reference/templates/changelog-release.tsx')

type SourceArgs = Pick<NodePluginArgs, 'createNodeId' | 'createContentDigest'> & { actions: Pick<Actions, 'createNode'> }

/** One SchemaRelease node per release; `nav` is the reference navigation the release pages show. */
export async function sourceReleases({ actions, createNodeId, createContentDigest }: SourceArgs, nav: unknown): Promise<number> {
  const releases = await siteChangelog()
  for (const r of releases) {
    const compiled = await compileDoc(r.notes, { file: `graphql-schema/history/${r.date}/notes.md`, format: 'md', lineOffset: 0 })
    const fields = { ...r, description: releaseSummary(r), body: contentFields(compiled).body, nav }
    actions.createNode({ ...fields, id: createNodeId(`SchemaRelease ${r.date}`), children: [], internal: { type: 'SchemaRelease', contentDigest: createContentDigest(fields) } })
  }
  return releases.length
}

type FindAll = { findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }> }
type DocWithCoordinates = { title: string; path: string; unlisted?: boolean; fields?: { schemaCoordinates?: string[] | null } | null }

const usageOf = (docs: Iterable<DocWithCoordinates>): GuideUsage[] =>
  [...docs].filter((d) => !d.unlisted).map((d) => ({ title: d.title, path: d.path, coordinates: d.fields?.schemaCoordinates ?? [] }))

/** Links into the current reference. */
const linker = async () => memberLinker(referenceModel().entries)

/** The change kinds that make a release relevant to a blog post that uses the member. */
const ANNOUNCED = /_(ADDED|REMOVED)$|DEPRECATION_(ADDED|REASON_ADDED)$/

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SchemaRelease: {
      page: {
        type: 'JSON!',
        resolve: async (src: Release, _args: unknown, context: { nodeModel: FindAll }) => {
          const { entries } = await context.nodeModel.findAll<DocWithCoordinates>({ type: 'Doc' })
          return compactPage(releasePage(src, await linker(), guideIndex(usageOf(entries))))
        },
      },
    },
    BlogPost: {
      schemaReleasePeriod: {
        type: 'SchemaRelease',
        resolve: async (src: { date?: string }, _args: unknown, context: { nodeModel: FindAll }) => {
          if (!src.date) return null
          const date = String(src.date).slice(0, 10)
          const { entries } = await context.nodeModel.findAll<Release>({ type: 'SchemaRelease' })
          // The release whose period (after the snapshot before it, up to its own date) holds the post's date.
          return [...entries].find((r) => r.previous !== null && r.previous < date && date <= r.date) ?? null
        },
      },
      schemaReleases: {
        type: '[SchemaRelease!]!',
        resolve: async (src: { fields?: { schemaCoordinates?: string[] | null } | null }, _args: unknown, context: { nodeModel: FindAll }) => {
          const used = new Set(src.fields?.schemaCoordinates ?? [])
          if (used.size === 0) return []
          const { entries } = await context.nodeModel.findAll<Release & { id: string }>({ type: 'SchemaRelease' })
          return [...entries].filter((r) => r.changes.some((c) => ANNOUNCED.test(c.kind) && used.has(c.member))).sort((a, b) => b.date.localeCompare(a.date))
        },
      },
    },
  })
}

type PagesResult = { allSchemaRelease: { nodes: { id: string; path: string }[] } }

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType }) => {
  const res = await graphql<PagesResult>(`
    {
      allSchemaRelease {
        nodes {
          id
          path
        }
      }
    }
  `)
  if (res.errors || !res.data) {
    reporter.panicOnBuild('Could not query the changelog releases for page creation', res.errors)
    return
  }
  // Guides whose examples still use a member a release deprecated (the examples opted in with allow-deprecated).
  const docs = usageOf(contentNodesOf(getNodesByType, 'Doc') as DocWithCoordinates[])
  for (const w of deprecatedUsageWarnings(await siteChangelog(), guideIndex(docs))) reporter.warn(`[changelog] ${w}`)
  actions.createPage({ path: CHANGELOG_PATH, component: indexTemplate(), context: { layout: 'docs' } })
  for (const n of res.data.allSchemaRelease.nodes) actions.createPage({ path: n.path, component: releaseTemplate(), context: { id: n.id, layout: 'docs' } })
}

/** Every changelog page as Markdown (the twins), newest release first after the index. */
export async function changelogTwins(getNodesByType: GetNodesByType): Promise<{ path: string; title: string; description: string; markdown: string }[]> {
  const releases = [...(await siteChangelog())].reverse()
  const linkOf = await linker()
  const guidesOf = guideIndex(usageOf(contentNodesOf(getNodesByType, 'Doc') as DocWithCoordinates[]))
  const pages = releases.map((r) => ({ path: r.path, title: r.title, description: releaseSummary(r), markdown: releaseMarkdown(releasePage(r, linkOf, guidesOf), absoluteUrl) }))
  const index = [
    '# API changelog',
    '',
    `Every release of the ${site.productName} GraphQL schema, newest first, generated from the dated snapshots of the schema. Each release lists its breaking, dangerous and safe changes, linked to the reference.`,
    '',
    ...releases.map((r) => `- [${r.date}: ${r.title}](${absoluteUrl(r.path)}): ${releaseSummary(r)}`),
    '',
    `Feeds: [RSS](${absoluteUrl(CHANGELOG_FEEDS.rss)}), [Atom](${absoluteUrl(CHANGELOG_FEEDS.atom)}).`,
  ].join('\n')
  return [{ path: CHANGELOG_PATH, title: 'API changelog', description: `Every release of the ${site.productName} GraphQL schema, with its breaking, dangerous and safe changes.`, markdown: `${index}\n` }, ...pages]
}

/** The feeds' entries: one per release, newest first. */
export function releaseFeedItems(releases: Release[]): FeedPost[] {
  return [...releases]
    .reverse()
    .map((r) => ({ title: `${r.date}: ${r.title}`, url: absoluteUrl(r.path), date: r.date, description: releaseSummary(r), excerpt: releaseSummary(r), authors: [], tags: ['schema'] }))
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const root = siteDirectory(store)
  const channel: FeedChannel = {
    title: `${site.title} API changelog`,
    description: `Every release of the ${site.productName} GraphQL schema: breaking, dangerous and safe changes.`,
    url: absoluteUrl(CHANGELOG_PATH),
    rssUrl: absoluteUrl(CHANGELOG_FEEDS.rss),
    atomUrl: absoluteUrl(CHANGELOG_FEEDS.atom),
    language: site.locale.htmlLang,
    copyright,
    now: new Date(),
  }
  const items = releaseFeedItems(await siteChangelog())
  await mkdir(path.join(root, 'public', CHANGELOG_PATH), { recursive: true })
  await writeFile(path.join(root, 'public', CHANGELOG_FEEDS.rss), rssFeed(channel, items))
  await writeFile(path.join(root, 'public', CHANGELOG_FEEDS.atom), atomFeed(channel, items))
}
