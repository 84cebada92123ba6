/**
 * Writes after the build what the MCP server reads:
 * - public/mcp/schema-index.json: what the schema tools know beyond the SDL
 *   (reference routes, who references each entry, the guides whose validated
 *   examples use it, the release that added it);
 * - public/mcp/site.json (SiteManifest): the pages, twins, index files,
 *   redirects, SDL files and search manifest, each from the value its owning
 *   concern publishes through its index.ts, so the server depends on no file
 *   another concern happens to write and works with any optional output off.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { contentNodesOf, sitePagePaths, type GetNodesByType } from '../../node/content'
import { siteDirectory } from '../../node/directory'
import { memberMarks, publishedSdl, referenceModel, siteChangelog } from '../../reference'
import { redirectPairs } from '../../redirects'
import { aiReaderRoutes } from '../../ai-readers'
import { manifestPath } from '../../search/lib/paths'
import { entryCoordinate, SCHEMA_INDEX_FILE, SITE_MANIFEST_FILE, type SchemaIndexFile, type SiteManifest } from '../lib/mcp'

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

/** The site manifest of the current build, from what each concern publishes. */
export async function siteManifest(getNodesByType: GetNodesByType): Promise<SiteManifest> {
  const ai = await aiReaderRoutes(getNodesByType)
  return {
    v: 1,
    site: site.url.replace(/\/$/, ''),
    pages: sitePagePaths(getNodesByType).filter((p) => !p.startsWith('/dev-404-page')).sort(),
    twins: [...ai.twins].sort(),
    indexFiles: ai.indexFiles,
    redirects: redirectPairs(getNodesByType).map((r): [string, string] => [r.from, r.to]),
    sdl: await publishedSdl(),
    search: `/${manifestPath(false)}`,
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, store, reporter }) => {
  const manifest = await siteManifest(getNodesByType as GetNodesByType)
  const manifestTarget = path.join(siteDirectory(store), 'public', SITE_MANIFEST_FILE)
  await mkdir(path.dirname(manifestTarget), { recursive: true })
  await writeFile(manifestTarget, JSON.stringify(manifest))
  reporter.info(`[mcp] ${SITE_MANIFEST_FILE}: ${manifest.pages.length} pages, ${manifest.twins.length} twins, ${manifest.redirects.length} redirects, ${manifest.sdl.length} SDL files`)
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
