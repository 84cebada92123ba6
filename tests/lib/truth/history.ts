/**
 * Claims of "new" against the schema's dated history (issue 37, class 8). A
 * blog post tagged new-api says
 * the schema gained something in the period before its date; its examples must
 * then use at least one member (type, field, argument or enum value) that the
 * release covering its date added, per graphql-schema/history/. Members of a
 * root that release documents for the first time (its `introduces` roots,
 * served before but not snapshotted) cannot be dated, so they count as new.
 */
import type { GraphQLSchema } from 'graphql'
import type { Release } from '../../../src/reference/node/changelog'
import { exampleUsage } from '../../../src/reference/node/examples'

/**
 * The tag that announces new types, fields or root fields ("New cubes and new root fields of the GraphQL API",
 * content/blog/tags.yaml). new-capability may announce a behaviour of existing members (how `includes` is
 * evaluated) and new-data new coverage (a chain, a protocol), which the schema's history cannot date.
 */
export const ANNOUNCEMENT_TAGS = ['new-api']
const ADDED = /_ADDED$/

export type Post = { file: string; date: string; tags: string[]; blocks: { lang: string; value: string; meta?: string; line?: number }[] }

/** The release whose period (after the snapshot before it, up to its own date) holds `date`. */
export function releaseCovering(releases: Release[], date: string): Release | null {
  return releases.find((r) => r.previous !== null && r.previous < date && date <= r.date) ?? null
}

/** `introducedTypes`: the type names a release's introduced roots define (from their files), and their root fields as `Query.X` / `Subscription.X`. */
export function checkNewClaim(post: Post, releases: Release[], schema: GraphQLSchema, introducedTypes: (release: Release) => Set<string>): string | null {
  const tags = post.tags.filter((t) => ANNOUNCEMENT_TAGS.includes(t))
  if (!tags.length) return null
  const release = releaseCovering(releases, post.date)
  if (!release) return `${post.file}: tagged ${tags.join(', ')} on ${post.date}, a date no release of graphql-schema/history/ covers`
  const members = exampleUsage(schema, post.blocks.map((b) => ({ ...b, meta: b.meta ?? '', line: b.line ?? 0 }))).members
  if (!members.length) return `${post.file}: tagged ${tags.join(', ')}, but its examples name no schema member, so nothing dates the claim`
  const added = new Set(release.changes.filter((c) => ADDED.test(c.kind)).map((c) => c.member))
  const introduced = introducedTypes(release)
  const fresh = members.filter((m) => added.has(m) || introduced.has(m.split('.')[0]) || introduced.has(m.split('.').slice(0, 2).join('.')))
  if (fresh.length) return null
  return `${post.file}: tagged ${tags.join(', ')} on ${post.date}, but every schema member its examples use was already in the snapshot of ${release.previous} (${members.slice(0, 6).join(', ')}${members.length > 6 ? ', …' : ''}): say what is new (data coverage, documentation) without the announcement tag, or name the member the release of ${release.date} added`
}
