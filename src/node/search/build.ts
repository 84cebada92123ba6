/**
 * onPostBuild: writes one content-hashed index file per search context under
 * public/static/search/ (cached forever, like Gatsby's other static files)
 * and the small manifest /search/manifest.json that tells the worker which
 * file is current.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { contextInfo } from '../../search/contexts'
import type { IndexFile, Manifest, ManifestEntry } from '../../search/types'
import { buildIndexFile } from './documents'
import { PROVIDERS, type ProviderArgs } from './providers'

export const INDEX_DIR = 'static/search'
export const MANIFEST_PATH = 'search/manifest.json'

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, getNodesByType, reporter, store }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory
  const publicDir = path.join(root, 'public')
  const args: ProviderArgs = {
    graphql: graphql as unknown as ProviderArgs['graphql'],
    getNodesByType: getNodesByType as unknown as ProviderArgs['getNodesByType'],
    reporter,
    root,
    versionTag: site.docs.version.searchTag,
  }
  const started = Date.now()
  const dir = path.join(publicDir, INDEX_DIR)
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  await mkdir(path.dirname(path.join(publicDir, MANIFEST_PATH)), { recursive: true })
  const entries: ManifestEntry[] = []
  const timings: string[] = []
  for (const provider of PROVIDERS) {
    const t0 = Date.now()
    const pages = await provider.collect(args)
    const file: IndexFile = buildIndexFile(provider.context, pages)
    const json = JSON.stringify(file)
    const name = `${provider.context}.${contentHash(json)}.json`
    await writeFile(path.join(dir, name), json)
    const info = contextInfo(provider.context)
    entries.push({ context: provider.context, label: info.label, path: info.path, url: `/${INDEX_DIR}/${name}`, bytes: json.length, documents: file.sections.length })
    timings.push(`${provider.context} ${pages.length} pages, ${file.sections.length} sections, ${gzipSync(json).length} B gzipped, ${Date.now() - t0} ms`)
  }
  const manifest: Manifest = { v: 1, builtAt: new Date().toISOString(), contexts: entries }
  await writeFile(path.join(publicDir, MANIFEST_PATH), JSON.stringify(manifest))
  // Leftovers of older builds would otherwise pile up (the folder is ours alone).
  const keep = new Set(entries.map((e) => path.basename(e.url)))
  for (const f of await readdir(dir)) if (!keep.has(f)) await rm(path.join(dir, f), { force: true })
  reporter.info(`[search] indexes written in ${Date.now() - started} ms: ${timings.join('; ')}`)
}
