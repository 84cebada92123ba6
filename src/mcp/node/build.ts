/**
 * Writes public/mcp/schema-index.json after the build: what the MCP server's
 * schema tools know beyond the SDL (reference routes, who references each
 * entry, the guides whose validated examples use it, the release that added
 * it). The SDL itself is the published /graphql-schema/*.graphql.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { contentNodesOf, type GetNodesByType } from '../../node/content'
import { siteDirectory } from '../../node/directory'
import { memberMarks, referenceModel, siteChangelog } from '../../reference'
import { entryCoordinate, SCHEMA_INDEX_FILE, type SchemaIndexFile } from '../lib/mcp'

type DocLike = { title: string; path: string; fields?: { schemaTypeKeys?: readonly string[] | null } | null }

/** The index from the reference model and the docs' example keys (pure, for tests). */
export function schemaIndex(
  entries: { key: string; name: string; kind: string; path: string; referencedByKeys: string[]; added?: { date: string } | null }[],
  docs: DocLike[],
): SchemaIndexFile {
  const guides = docs
    .filter((d) => d.fields?.schemaTypeKeys?.length)
    .map((d) => ({ title: d.title, path: d.path, keys: d.fields?.schemaTypeKeys ?? [] }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.path.localeCompare(b.path, 'en'))
  const usedIn = new Map<string, number[]>()
  guides.forEach((g, i) => {
    for (const k of g.keys) usedIn.set(k, [...(usedIn.get(k) ?? []), i])
  })
  const at = new Map(entries.map((e, i) => [e.key, i]))
  return {
    v: 2,
    site: site.url,
    guides: guides.map((g) => ({ title: g.title, path: g.path })),
    entries: entries.map((e) => ({
      name: e.name,
      kind: e.kind,
      path: e.path,
      by: e.referencedByKeys.map((k) => at.get(k)).filter((i): i is number => i !== undefined),
      used: usedIn.get(e.key) ?? [],
      ...(e.added ? { added: e.added.date } : {}),
    })),
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, store, reporter }) => {
  let model: ReturnType<typeof referenceModel>
  try {
    model = referenceModel()
  } catch {
    // A broken schema fails the build elsewhere with its own message.
    return
  }
  const added = memberMarks(await siteChangelog()).added
  const entries = model.entries.map((e) => ({ ...e, added: added.get(entryCoordinate(e)) ?? null }))
  const index = schemaIndex(entries, contentNodesOf(getNodesByType as GetNodesByType, 'Doc') as DocLike[])
  const target = path.join(siteDirectory(store), 'public', SCHEMA_INDEX_FILE)
  await mkdir(path.dirname(target), { recursive: true })
  const text = JSON.stringify(index)
  await writeFile(target, text)
  reporter.info(`[mcp] ${SCHEMA_INDEX_FILE}: ${index.entries.length} schema entries, ${index.guides.length} guides with examples, ${Math.round(text.length / 1024)} KB`)
}
