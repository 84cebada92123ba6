/**
 * The API changelog, built from the schema's history (history.ts): one
 * release per snapshot, its changes against the snapshot before (changes.ts),
 * and what the reference and the guides need from it:
 * - the date each member was added or deprecated, for the reference's marks;
 * - the problems that fail `npm test`: a breaking change the release's notes
 *   do not name with a migration, or a schema that no longer equals the
 *   newest snapshot in a way that breaks queries.
 */
import { releaseDiff, type IntroducedRoot, type Level, type SchemaChange } from './changes'
import { readHistory, snapshotSources, type Snapshot } from './history'
import type { MemberMarks, ReleaseMark } from './model'
import { escapeHtml } from '../../lib/html'
import { buildSchemaFromSources, readSchemaSources, SCHEMA_DIR, type SchemaSource } from '../../node/schema/load'

import { releasePath } from '../lib/changelog'

export { CHANGELOG_BASE, CHANGELOG_FEEDS, CHANGELOG_PATH, releasePath } from '../lib/changelog'

export type Release = {
  date: string
  path: string
  title: string
  /** The notes' prose (Markdown), without the breaking-changes list. */
  notes: string
  /** The date of the snapshot this release is measured against; null for the first (the baseline). */
  previous: string | null
  counts: Record<Level, number>
  changes: (SchemaChange & { migration: string | null })[]
  introduced: IntroducedRoot[]
  /** For the baseline: how many named types and root fields the schema had. */
  baseline: { types: number; rootFields: number } | null
}

const count = (changes: SchemaChange[], level: Level) => changes.filter((c) => c.level === level).length

function baselineOf(sources: SchemaSource[]): { types: number; rootFields: number } {
  const schema = buildSchemaFromSources(sources)
  const roots = [schema.getQueryType(), schema.getSubscriptionType()].filter((t) => t !== null && t !== undefined)
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !roots.includes(t as never)).length
  return { types, rootFields: roots.reduce((n, r) => n + Object.keys(r.getFields()).length, 0) }
}

/** Every release of a history, oldest first. */
export async function buildChangelog(history: Snapshot[]): Promise<Release[]> {
  const releases: Release[] = []
  for (let i = 0; i < history.length; i++) {
    const s = history[i]
    const base = { date: s.date, path: releasePath(s.date), title: s.notes.title, notes: s.notes.body }
    if (i === 0) {
      releases.push({ ...base, previous: null, counts: { breaking: 0, dangerous: 0, safe: 0 }, changes: [], introduced: [], baseline: baselineOf(snapshotSources(s)) })
      continue
    }
    const d = await releaseDiff(snapshotSources(history[i - 1]), snapshotSources(s), s.notes.introduces)
    const changes = d.changes.map((c) => ({ ...c, migration: c.level === 'breaking' ? (s.notes.migrations.get(c.member) ?? null) : null }))
    releases.push({
      ...base,
      previous: history[i - 1].date,
      counts: { breaking: count(changes, 'breaking'), dangerous: count(changes, 'dangerous'), safe: count(changes, 'safe') },
      changes,
      introduced: d.introduced,
      baseline: null,
    })
  }
  return releases
}

let cached: Promise<Release[]> | null = null

/** The site's changelog (graphql-schema/history/), built once per process. */
export function siteChangelog(): Promise<Release[]> {
  cached ??= buildChangelog(readHistory())
  return cached
}


const ADDED = new Set(['TYPE_ADDED', 'FIELD_ADDED', 'INPUT_FIELD_ADDED', 'ENUM_VALUE_ADDED', 'FIELD_ARGUMENT_ADDED', 'DIRECTIVE_ADDED'])
const DEPRECATED = new Set(['FIELD_DEPRECATION_ADDED', 'FIELD_DEPRECATION_REASON_ADDED', 'ENUM_VALUE_DEPRECATION_REASON_ADDED'])
const UNDEPRECATED = new Set(['FIELD_DEPRECATION_REMOVED', 'FIELD_DEPRECATION_REASON_REMOVED', 'ENUM_VALUE_DEPRECATION_REASON_REMOVED'])

/**
 * The release that added each member (by coordinate: "Type", "Type.field",
 * "Type.field.argument") and the one that deprecated it. A member removed and
 * added again carries its latest addition; a deprecation withdrawn later is dropped.
 */
export function memberMarks(releases: Release[]): MemberMarks {
  const added = new Map<string, ReleaseMark>()
  const deprecated = new Map<string, ReleaseMark>()
  for (const r of releases) {
    const mark = { date: r.date, path: r.path }
    for (const c of r.changes) {
      if (ADDED.has(c.kind)) added.set(c.member, mark)
      if (DEPRECATED.has(c.kind)) deprecated.set(c.member, mark)
      if (UNDEPRECATED.has(c.kind)) deprecated.delete(c.member)
    }
  }
  return { added, deprecated }
}

/**
 * Guides whose examples use a member that a release deprecated, as build
 * warnings (the examples opted in with allow-deprecated, or the build would
 * have failed on them): each names the guide, the member and the release.
 */
export function deprecatedUsageWarnings(releases: Release[], guidesOf: (member: string) => GuideRef[], marks: MemberMarks = memberMarks(releases)): string[] {
  const out: string[] = []
  for (const [member, mark] of [...marks.deprecated].sort((a, b) => a[0].localeCompare(b[0]))) {
    for (const g of guidesOf(member)) out.push(`${g.path} uses ${member}, deprecated in the schema release of ${mark.date} (${mark.path}): update the example or keep its allow-deprecated marker with a reason.`)
  }
  return out
}

/** Breaking changes of the releases that their notes do not name with a migration, as messages. */
export function unexplainedBreakingChanges(releases: Release[]): string[] {
  return releases.flatMap((r) =>
    r.changes
      .filter((c) => c.level === 'breaking' && !c.migration)
      .map(
        (c) =>
          `${c.member} (${c.kind}): ${c.reason ?? 'breaks existing queries'} The release ${r.date} must name it in graphql-schema/history/${r.date}/notes.md, under "## Breaking changes", as "- \`${c.member}\`: how to migrate".`,
      ),
  )
}

/**
 * What the schema in graphql-schema/ changed since the newest snapshot.
 * Additions may wait for the next snapshot; a breaking change may not: it
 * needs a snapshot whose notes say how to migrate.
 */
export async function unreleasedChanges(history: Snapshot[], dir: string = SCHEMA_DIR): Promise<SchemaChange[]> {
  const newest = history[history.length - 1]
  if (!newest) return []
  return (await releaseDiff(snapshotSources(newest), readSchemaSources(dir), [])).changes
}

/* ---------- What a release page shows ---------- */

export { memberLinker } from '../lib/links'

/** A guide (a doc) whose checked examples use a member. */
export type GuideRef = { title: string; path: string }
/** The docs with the schema coordinates their examples use (Doc.fields.schemaCoordinates). */
export type GuideUsage = { title: string; path: string; coordinates: readonly string[] }

/** An index from a member to the guides that use it: a type is used by any guide that uses one of its members. */
export function guideIndex(docs: GuideUsage[]): (member: string) => GuideRef[] {
  const byMember = new Map<string, GuideRef[]>()
  const add = (key: string, g: GuideRef) => {
    const list = byMember.get(key) ?? []
    if (!list.some((x) => x.path === g.path)) list.push(g)
    byMember.set(key, list)
  }
  for (const d of docs) {
    const g = { title: d.title, path: d.path }
    for (const c of d.coordinates) {
      add(c, g)
      add(c.split('.')[0], g)
      // A root field's page ("Query.EVM") also stands for everything under it.
      const parts = c.split('.')
      if (parts.length > 2) add(parts.slice(0, 2).join('.'), g)
    }
  }
  for (const list of byMember.values()) list.sort((a, b) => a.title.localeCompare(b.title))
  return (member) => byMember.get(member) ?? []
}

export type PageChange = {
  /** The sentence, Markdown, with the member it names linked to the reference. */
  sentence: string
  /** The same sentence as HTML (code spans and the one link), made at build time like the reference's member tables. */
  html: string
  member: string
  link: string | null
  reason: string | null
  migration: string | null
  guides: GuideRef[]
}
/** The changes of one type (a root field's changes are under Query or Subscription). */
export type PageType = { typeName: string; link: string | null; changes: PageChange[] }
export type PageGroup = { root: string; types: PageType[] }
export type PageSection = { level: Level; label: string; count: number; groups: PageGroup[]; reason: string | null }
export type ReleasePage = Omit<Release, 'changes'> & { sections: PageSection[]; introducedLinks: { root: string; rootFields: { member: string; link: string | null }[]; types: number }[] }

const ROOT_ORDER = ['EVM', 'shared']
const rootRank = (root: string) => (ROOT_ORDER.includes(root) ? ROOT_ORDER.indexOf(root) : ROOT_ORDER.length)

/** A sentence's Markdown as HTML: `code` spans and [`code`](link) links, everything else escaped. */
export function sentenceHtml(markdown: string): string {
  const out: string[] = []
  const token = /\[`([^`]+)`\]\(([^)\s]+)\)|`([^`]+)`/g
  let last = 0
  for (const m of markdown.matchAll(token)) {
    out.push(escapeHtml(markdown.slice(last, m.index)))
    out.push(m[1] !== undefined ? `<a href="${escapeHtml(m[2])}"><code>${escapeHtml(m[1])}</code></a>` : `<code>${escapeHtml(m[3])}</code>`)
    last = (m.index ?? 0) + m[0].length
  }
  out.push(escapeHtml(markdown.slice(last)))
  return out.join('')
}

/** Links the first mention of the member in a sentence to the reference. */
export function linkSentence(sentence: string, member: string, link: string | null): string {
  if (!link) return sentence
  const mention = `\`${member}\``
  if (sentence.includes(mention)) return sentence.replace(mention, `[${mention}](${link})`)
  // Sentences that name the member in parts ("`offset` of `EVM.Blocks`") link the type.
  const typeMention = `\`${member.split('.')[0]}\``
  return sentence.includes(typeMention) ? sentence.replace(typeMention, `[${typeMention}](${link})`) : sentence
}

/**
 * A release as its page shows it: one section per level (breaking first),
 * the changes grouped by root (EVM, then shared, then the others by name),
 * then by type, in member order; each with its link, guides and migration.
 */
export function releasePage(release: Release, linkOf: (member: string) => string | null, guidesOf: (member: string) => GuideRef[]): ReleasePage {
  const { changes, ...rest } = release
  const sections: PageSection[] = []
  for (const level of ['breaking', 'dangerous', 'safe'] as Level[]) {
    const of = changes.filter((c) => c.level === level)
    if (of.length === 0) continue
    const roots = [...new Set(of.map((c) => c.root))].sort((a, b) => rootRank(a) - rootRank(b) || a.localeCompare(b))
    const reasons = new Set(of.map((c) => c.reason))
    const shared = reasons.size === 1 ? [...reasons][0] : null
    sections.push({
      level,
      label: { breaking: 'Breaking changes', dangerous: 'Dangerous changes', safe: 'Safe changes' }[level],
      count: of.length,
      reason: shared,
      groups: roots.map((root) => {
        const types = new Map<string, PageType>()
        for (const c of of.filter((x) => x.root === root).sort((a, b) => a.member.localeCompare(b.member))) {
          const link = linkOf(c.member)
          const sentence = linkSentence(c.sentence, c.member, link)
          const t = types.get(c.typeName) ?? { typeName: c.typeName, link: linkOf(c.typeName), changes: [] }
          t.changes.push({ sentence, html: sentenceHtml(sentence), member: c.member, link, reason: shared === null ? c.reason : null, migration: c.migration, guides: guidesOf(c.member) })
          types.set(c.typeName, t)
        }
        return { root, types: [...types.values()] }
      }),
    })
  }
  const introducedLinks = release.introduced.map((r) => ({ root: r.root, types: r.types, rootFields: r.rootFields.map((m) => ({ member: m, link: linkOf(m) })) }))
  return { ...rest, sections, introducedLinks }
}

/** Guides a release page names under a change; the rest are counted. */
export const GUIDES_SHOWN = 4

/**
 * The release page as the page query returns it: each change's HTML (which
 * already holds the member and its link), its notes, and at most
 * GUIDES_SHOWN guides with the count of the others. The page data of a
 * large release stays about half the size of the full model.
 */
export function compactPage(page: ReleasePage) {
  return {
    ...page,
    sections: page.sections.map((s) => ({
      ...s,
      groups: s.groups.map((g) => ({
        root: g.root,
        types: g.types.map((t) => ({
          typeName: t.typeName,
          link: t.link,
          changes: t.changes.map((c) => ({
            key: c.member,
            html: c.html,
            ...(c.reason ? { reason: c.reason } : {}),
            ...(c.migration ? { migration: c.migration } : {}),
            ...(c.guides.length ? { guides: c.guides.slice(0, GUIDES_SHOWN), moreGuides: Math.max(0, c.guides.length - GUIDES_SHOWN) } : {}),
          })),
        })),
      })),
    })),
  }
}

const ROOT_LABEL = (root: string) => (root === 'shared' ? 'Shared by all roots' : root)

/** One sentence on a release, for cards, feeds and meta tags. */
export function releaseSummary(r: Pick<Release, 'baseline' | 'counts' | 'introduced' | 'previous'>): string {
  if (r.baseline) return `The first snapshot of the schema: ${r.baseline.types} types and ${r.baseline.rootFields} root fields, the baseline every later release is compared with.`
  const parts = [`${r.counts.breaking} breaking`, `${r.counts.dangerous} dangerous`, `${r.counts.safe} safe`]
  const names = r.introduced.map((i) => i.root)
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '')
  const roots = names.length ? ` The ${list} ${names.length === 1 ? 'root is' : 'roots are'} documented for the first time.` : ''
  return `${parts.join(', ')} ${r.counts.breaking + r.counts.dangerous + r.counts.safe === 1 ? 'change' : 'changes'} since ${r.previous}.${roots}`
}

/** The release page as Markdown: the twin AI readers fetch, and the body of the feeds' entries. */
export function releaseMarkdown(page: ReleasePage, absolute: (path: string) => string): string {
  const abs = (md: string) => md.replace(/\]\((\/[^)]*)\)/g, (_m, p: string) => `](${absolute(p)})`)
  const out: string[] = [`# ${page.title}`, '', `Schema release of ${page.date}. ${releaseSummary(page)}`, '']
  if (page.notes) out.push(abs(page.notes), '')
  if (page.introducedLinks.length) {
    out.push('## Roots documented for the first time', '')
    for (const r of page.introducedLinks) out.push(`- ${r.root}: ${r.types} types; root fields ${r.rootFields.map((f) => (f.link ? `[\`${f.member}\`](${absolute(f.link)})` : `\`${f.member}\``)).join(', ')}`)
    out.push('')
  }
  for (const s of page.sections) {
    out.push(`## ${s.label} (${s.count})`, '')
    if (s.reason) out.push(s.reason, '')
    for (const g of s.groups) {
      out.push(`### ${ROOT_LABEL(g.root)}`, '')
      const line = (c: PageChange, indent: string) => {
        const extra = [c.reason, c.migration ? `Migration: ${c.migration}` : null, c.guides.length ? `Guides: ${c.guides.map((x) => `[${x.title}](${absolute(x.path)})`).join(', ')}` : null].filter(Boolean)
        return `${indent}- ${abs(c.sentence)}${extra.length ? ` ${extra.join(' ')}` : ''}`
      }
      for (const t of g.types) {
        // A type with one change is that change's sentence; with more, the type and its changes under it.
        if (t.changes.length === 1) out.push(line(t.changes[0], ''))
        else out.push(`- ${t.link ? `[\`${t.typeName}\`](${absolute(t.link)})` : `\`${t.typeName}\``}:`, ...t.changes.map((c) => line(c, '  ')))
      }
      out.push('')
    }
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n'
}
