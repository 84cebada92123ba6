/**
 * The built site as the MCP server reads it: one typed manifest
 * (public/mcp/site.json, SiteManifest, written by src/mcp/node/build.ts from
 * what each concern publishes) and the files it names: the search manifest,
 * index files and text chunks, the Markdown twins, the published SDL, and the
 * schema tools' index. Nothing is learnt by walking folders or parsing host
 * files. Loaded once at start; twins and text chunks are read on first need.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { GraphQLSchema } from 'graphql'
import { buildSchemaFromSources, readSchemaSources } from '../../node/schema/load'
import { SearchEngine, validateHead, validateSectionChunk, validateTermChunk, type ChunkRef } from '../../search/lib/engine'
import type { ContextName, Manifest } from '../../search/lib/types'
import { memberLinker } from '../../reference/lib/links'
import { SCHEMA_INDEX_FILE, SITE_MANIFEST_FILE, type SchemaIndexFile, type SiteManifest } from '../lib/mcp'
import { releasePath } from '../../reference/lib/changelog'
import { KIND_LABEL, referenceKey, type RefKind } from '../../reference/lib/slug'

/** A reference entry as the tools use it. */
export type SchemaIndexEntry = {
  key: string
  name: string
  kind: RefKind
  kindLabel: string
  path: string
  /** Keys of the entries that reference this one. */
  referencedBy: string[]
  /** Indexes into the index's guides. */
  usedIn: number[]
  added: { date: string; path: string } | null
}

export type Redirect = { from: string; to: string }

export type Site = {
  dir: string
  /** Canonical origin, no trailing slash (from the schema index). */
  origin: string
  engine: SearchEngine
  contexts: ContextName[]
  schema: GraphQLSchema
  index: { site: string; guides: SchemaIndexFile['guides']; entries: SchemaIndexEntry[] }
  /** Entries by exact name; a root field and a type may share one. */
  byName: Map<string, SchemaIndexEntry[]>
  byKey: Map<string, SchemaIndexEntry>
  byPath: Map<string, SchemaIndexEntry>
  /** Old paths (lower case, trailing slash) to their targets. */
  redirects: Map<string, string>
  /** Routes with a Markdown twin: lower case → the route as built. */
  twins: Map<string, string>
  /** Routes with an HTML page (lower case). */
  pages: Set<string>
  /** The Markdown twin of a route from `twins`. */
  readTwin(route: string): string
  /** /llms.txt or /llms-full.txt, null when the build wrote none (the AI readers switched off); read once, then shared by every call. */
  readIndex(file: (typeof INDEX_FILES)[number]): string | null
  /** The published SDL files that llms.txt lists (/graphql-schema/<file>), by file name. */
  sdlFiles: Map<string, string>
  /** The reference URL (path and anchor) of a schema coordinate. */
  linkOf: (member: string) => string | null
  /** Reads the term chunks a query needs, from disk (SearchEngine.needs, the worker's rounds). */
  loadTerms(query: string, contexts: ContextName[]): void
  /** Reads the section chunks the ranked hits need (anchors, headings, snippets), from disk. */
  loadChunks(ranked: Parameters<SearchEngine['missingChunks']>[0]): void
}

/** The files for AI readers that list the pages (src/ai-readers): get_page reads them too. */
export const INDEX_FILES = ['llms.txt', 'llms-full.txt'] as const

/** Why a folder is not a built site, in one sentence that says what to do. */
export class SiteError extends Error {}

function readJson(file: string, what: string): unknown {
  if (!existsSync(file)) throw new SiteError(`${what} is missing (${file}): run \`npm run build\` first, or pass the built site with --site.`)
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new SiteError(`${what} is not valid JSON (${file}): ${(err as Error).message}`)
  }
}

/** Normalises an old path the way the host matches it: lower case, with a trailing slash. */
export const redirectKey = (p: string) => p.toLowerCase().replace(/\/?$/, '/')

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** The site manifest, checked field by field: a stale or foreign file gets a sentence that says what to do. */
export function readSiteManifest(value: unknown): SiteManifest {
  const m = value as Partial<SiteManifest> | null
  const ok =
    !!m &&
    m.v === 1 &&
    typeof m.site === 'string' &&
    isStrings(m.pages) &&
    isStrings(m.twins) &&
    isStrings(m.indexFiles) &&
    Array.isArray(m.redirects) &&
    m.redirects.every((r) => isStrings(r) && r.length === 2) &&
    Array.isArray(m.sdl) &&
    m.sdl.every((f) => f && typeof f.file === 'string' && typeof f.url === 'string') &&
    typeof m.search === 'string'
  if (!ok) throw new SiteError(`The site manifest (${SITE_MANIFEST_FILE}) is not in the format this server reads: rebuild the site with this version.`)
  return m as SiteManifest
}

/** A URL path of the manifest as a file under the site root (never outside it). */
function fileOf(root: string, url: string): string {
  const file = path.join(root, url)
  if (file !== root && !file.startsWith(root + path.sep)) throw new SiteError(`The site manifest names a file outside the site: ${url}`)
  return file
}

export function loadSite(dir: string): Site {
  const root = path.resolve(dir)
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new SiteError(`No built site at ${root}: run \`npm run build\` first, or pass the folder with --site.`)
  const site = readSiteManifest(readJson(path.join(root, SITE_MANIFEST_FILE), 'The site manifest'))
  const manifest = readJson(fileOf(root, site.search), 'The search manifest') as Manifest
  if (!manifest || manifest.v !== 1 || !Array.isArray(manifest.contexts)) throw new SiteError('The search manifest is not in the expected format.')
  const engine = new SearchEngine()
  for (const entry of manifest.contexts) {
    // The heads only; a query reads the chunks it needs, as the browser's worker fetches them.
    engine.addHead(validateHead(readJson(fileOf(root, entry.url), `The search index of "${entry.context}"`), entry.context))
  }
  const file = readJson(path.join(root, SCHEMA_INDEX_FILE), 'The schema index') as SchemaIndexFile
  if (!file || file.v !== 2 || !Array.isArray(file.entries) || !Array.isArray(file.guides)) throw new SiteError(`The schema index (${SCHEMA_INDEX_FILE}) is not in the format this server reads: rebuild the site with this version.`)
  const keys = file.entries.map((e) => referenceKey(e.kind as RefKind, e.name))
  const index = {
    site: file.site,
    guides: file.guides,
    entries: file.entries.map(
      (e, i): SchemaIndexEntry => ({
        key: keys[i],
        name: e.name,
        kind: e.kind as RefKind,
        kindLabel: KIND_LABEL[e.kind as RefKind]?.one ?? e.kind,
        path: e.path,
        referencedBy: e.by.map((j) => keys[j]).filter(Boolean),
        usedIn: e.used,
        added: e.added ? { date: e.added, path: releasePath(e.added) } : null,
      }),
    ),
  }

  // The same loader as the build, over the SDL files the manifest names (published by src/reference).
  const missing = site.sdl.filter((f) => !existsSync(fileOf(root, f.url)))
  if (site.sdl.length === 0 || missing.length) throw new SiteError(`The published SDL is missing (${missing.map((f) => f.url).join(', ') || 'no file listed'}): run \`npm run build\` first.`)
  const sources = readSchemaSources(root, site.sdl.map((f) => f.url.replace(/^\//, '')))
  const schema = buildSchemaFromSources(sources)
  // The text each file was parsed from (the parser keeps it): get_page serves the files llms.txt lists.
  const sdlFiles = new Map(sources.map((s) => [s.file, s.document.loc?.source.body ?? ''] as const))

  const byName = new Map<string, SchemaIndexEntry[]>()
  const byKey = new Map<string, SchemaIndexEntry>()
  const byPath = new Map<string, SchemaIndexEntry>()
  for (const e of index.entries) {
    byName.set(e.name, [...(byName.get(e.name) ?? []), e])
    byKey.set(e.key, e)
    byPath.set(e.path.toLowerCase(), e)
  }
  const redirects = new Map(site.redirects.map(([from, to]) => [redirectKey(from), to]))
  const twins = new Map(site.twins.map((route) => [route.toLowerCase(), route]))
  const pages = new Set(site.pages.map((route) => redirectKey(route)))
  const indexFiles = new Set(site.indexFiles)
  const indexCache = new Map<string, string | null>()
  const read = (c: ChunkRef) => {
    const data = readJson(fileOf(root, c.url), `A search chunk of "${c.context}"`)
    if (c.kind === 'term') engine.addTermChunk(c.context, c.index, validateTermChunk(data, c.context))
    else engine.addSectionChunk(c.context, c.index, validateSectionChunk(data, c.context))
  }
  const loadTerms: Site['loadTerms'] = (query, contexts) => {
    // The worker's rounds: the words, then a compound's parts or a corrected typo's range.
    for (let round = 0; round < 3; round++) {
      const needed = engine.needs(query, contexts)
      if (needed.length === 0) return
      needed.forEach(read)
    }
  }
  const loadChunks: Site['loadChunks'] = (ranked) => engine.missingChunks(ranked).forEach(read)
  return {
    dir: root,
    origin: index.site.replace(/\/$/, ''),
    engine,
    contexts: manifest.contexts.map((c) => c.context),
    schema,
    index,
    byName,
    byKey,
    byPath,
    redirects,
    twins,
    pages,
    readTwin: (route) => readFileSync(path.join(root, route, 'index.md'), 'utf8'),
    readIndex: (file) => {
      // llms-full.txt is megabytes: read once, shared by every call, so a burst of calls does not hold a copy each.
      if (!INDEX_FILES.includes(file) || !indexFiles.has(`/${file}`)) return null
      if (!indexCache.has(file)) indexCache.set(file, existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null)
      return indexCache.get(file) ?? null
    },
    sdlFiles,
    linkOf: memberLinker(index.entries),
    loadTerms,
    loadChunks,
  }
}
