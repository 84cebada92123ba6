/**
 * onPostBuild: writes one content-hashed index file per search context, and
 * its content-hashed text chunks, under public/static/search/ (cached
 * forever, like Gatsby's other static files; the folder is emptied first so
 * old files do not pile up) and the small manifest /search/manifest.json that tells the worker which
 * file is current.
 */
import { createHash } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { contextInfo } from '../../search/contexts'
import type { Manifest, ManifestEntry } from '../../search/types'
import { buildContext } from './documents'
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
    const { file, chunks } = buildContext(provider.context, pages)
    let chunkBytes = 0
    file.chunks = []
    for (const [i, chunk] of chunks.entries()) {
      const text = JSON.stringify(chunk)
      const chunkName = `${provider.context}-text-${i}.${contentHash(text)}.json`
      await writeFile(path.join(dir, chunkName), text)
      file.chunks.push(`/${INDEX_DIR}/${chunkName}`)
      chunkBytes += gzipSync(text).length
    }
    const json = JSON.stringify(file)
    const name = `${provider.context}.${contentHash(json)}.json`
    await writeFile(path.join(dir, name), json)
    const info = contextInfo(provider.context)
    const buildMs = Date.now() - t0
    entries.push({ context: provider.context, label: info.label, path: info.path, url: `/${INDEX_DIR}/${name}`, bytes: json.length, documents: file.sections.length, buildMs })
    timings.push(`${provider.context} ${pages.length} pages, ${file.sections.length} sections, index ${gzipSync(json).length} B gzipped, ${chunks.length} text chunks ${chunkBytes} B gzipped, ${buildMs} ms`)
  }
  const manifest: Manifest = { v: 1, builtAt: new Date().toISOString(), contexts: entries }
  await writeFile(path.join(publicDir, MANIFEST_PATH), JSON.stringify(manifest))
  reporter.info(`[search] indexes written in ${Date.now() - started} ms: ${timings.join('; ')}`)
}
