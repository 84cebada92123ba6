/**
 * Writes the search files. In a production build (onPostBuild): one
 * content-hashed index file per context and its content-hashed text chunks
 * under public/static/search/ (cached forever, like Gatsby's other static
 * files; the folder is emptied first so old files do not pile up) and the
 * small manifest /search/manifest.json that names the current files.
 * In `gatsby develop` (onCreateDevServer) the same files are built from the
 * current nodes on request and served under /__search/, so a stale
 * public/ from an earlier build is never mixed in.
 */
import { createHash } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { contextInfo } from '../lib/contexts'
import { DEV_PREFIX, MANIFEST_FILE } from '../lib/paths'
import type { Manifest, ManifestEntry } from '../lib/types'
import { buildContext } from './documents'
import { PROVIDERS, type ProviderArgs } from './providers'

import { INDEX_DIR } from '../lib/paths'
import { siteDirectory } from '../../node/directory'

export { INDEX_DIR }

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

export type BuiltFiles = { manifest: Manifest; files: Map<string, string>; summary: string[] }

/** Every search file, by URL path (e.g. /static/search/docs.abc.json), and the manifest. */
export async function buildSearchFiles(args: ProviderArgs, urlDir: string): Promise<BuiltFiles> {
  const files = new Map<string, string>()
  const entries: ManifestEntry[] = []
  const summary: string[] = []
  for (const provider of PROVIDERS) {
    const t0 = Date.now()
    const pages = await provider.collect(args)
    const { head, terms, sections } = buildContext(provider.context, pages)
    head.d = urlDir
    // Chunk files are named by their index and content hash: `{dir}/{context}-t{i}.{hash}.json` (see SearchEngine.chunkUrl).
    const write = (kind: 't' | 's', chunks: unknown[]) =>
      chunks.map((chunk, i) => {
        const text = JSON.stringify(chunk)
        const hash = contentHash(text).slice(0, 12)
        files.set(`${urlDir}/${provider.context}-${kind}${i}.${hash}.json`, text)
        return { hash, gz: gzipSync(text).length }
      })
    const t = write('t', terms)
    const s = write('s', sections)
    head.tu = t.map((x) => x.hash)
    head.su = s.map((x) => x.hash)
    const json = JSON.stringify(head)
    const url = `${urlDir}/${provider.context}.${contentHash(json)}.json`
    files.set(url, json)
    const info = contextInfo(provider.context)
    const buildMs = Date.now() - t0
    const sum = (xs: { gz: number }[]) => xs.reduce((a, x) => a + x.gz, 0)
    entries.push({ context: provider.context, label: info.label, path: info.path, url, bytes: json.length, documents: head.y.length, buildMs })
    summary.push(
      `${provider.context} ${pages.length} pages, ${head.y.length} sections, head ${gzipSync(json).length} B gzipped, ${t.length} term chunks ${sum(t)} B, ${s.length} section chunks ${sum(s)} B gzipped, ${buildMs} ms`,
    )
  }
  return { manifest: { v: 1, builtAt: new Date().toISOString(), contexts: entries }, files, summary }
}

type Args = { getNodesByType: (type: string) => unknown[]; reporter: ProviderArgs['reporter'] & { info(m: string): void } }

function providerArgs({ getNodesByType, reporter }: Args): ProviderArgs {
  return { getNodesByType, reporter, versionTag: site.docs.version.searchTag }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (gatsbyArgs) => {
  const args = providerArgs(gatsbyArgs as unknown as Args)
  const publicDir = path.join(siteDirectory(gatsbyArgs.store), 'public')
  const started = Date.now()
  await rm(path.join(publicDir, INDEX_DIR), { recursive: true, force: true })
  await mkdir(path.join(publicDir, INDEX_DIR), { recursive: true })
  const built = await buildSearchFiles(args, `/${INDEX_DIR}`)
  for (const [url, text] of built.files) await writeFile(path.join(publicDir, url), text)
  await mkdir(path.join(publicDir, 'search'), { recursive: true })
  await writeFile(path.join(publicDir, 'search', MANIFEST_FILE), JSON.stringify(built.manifest))
  gatsbyArgs.reporter.info(`[search] indexes written in ${Date.now() - started} ms: ${built.summary.join('; ')}`)
}

type Req = { params: Record<string, string> }
type Res = { status(code: number): Res; type(t: string): Res; set(h: Record<string, string>): Res; send(body: string): void }
type App = { get(path: string, handler: (req: Req, res: Res) => void | Promise<void>): void }

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (gatsbyArgs) => {
  const app: App = gatsbyArgs.app
  const args = providerArgs(gatsbyArgs as unknown as Args)
  let latest: BuiltFiles | null = null
  const send = (res: Res, body: string) => res.status(200).type('application/json').set({ 'cache-control': 'no-store' }).send(body)
  // The manifest is rebuilt from the current nodes on every request: a page reload sees edits.
  app.get(`${DEV_PREFIX}/${MANIFEST_FILE}`, async (_req, res) => {
    try {
      latest = await buildSearchFiles(args, DEV_PREFIX)
      send(res, JSON.stringify(latest.manifest))
    } catch (err) {
      gatsbyArgs.reporter.warn(`[search] could not build the development index: ${(err as Error).message}`)
      res.status(500).type('text/plain').send('The search index could not be built; see the terminal.')
    }
  })
  app.get(`${DEV_PREFIX}/:name`, (req, res) => {
    const body = latest?.files.get(`${DEV_PREFIX}/${req.params.name}`)
    if (body) send(res, body)
    else res.status(404).type('text/plain').send('Unknown search file; reload the page.')
  })
}
