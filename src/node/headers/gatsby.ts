/**
 * onPostBuild: writes the response headers for the hosts, from the same
 * source (src/config/site.ts through ./policy.ts), like the redirect files:
 * `_headers`, `headers.nginx.conf` (http block: the cache map) and
 * `security-headers.nginx.conf` (server block: every header).
 */
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { HASHED_ASSET, netlifyHeaders, nginxCacheMap, nginxServerHeaders } from './policy'

export const HEADER_FILES = { netlify: '_headers', nginxHttp: 'headers.nginx.conf', nginxServer: 'security-headers.nginx.conf' } as const

/** The content-hashed bundles at the root of public/, as URL paths. */
export async function hashedAssets(publicDir: string): Promise<string[]> {
  return (await readdir(publicDir)).filter((name) => HASHED_ASSET.test(name)).map((name) => `/${name}`)
}

export async function writeHeaderFiles(publicDir: string): Promise<number> {
  const assets = await hashedAssets(publicDir)
  await writeFile(path.join(publicDir, HEADER_FILES.netlify), netlifyHeaders(site, assets))
  await writeFile(path.join(publicDir, HEADER_FILES.nginxHttp), nginxCacheMap())
  await writeFile(path.join(publicDir, HEADER_FILES.nginxServer), nginxServerHeaders(site))
  return assets.length
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { directory } = (store.getState as () => { program: { directory: string } })().program
  const n = await writeHeaderFiles(path.join(directory, 'public'))
  reporter.info(`Headers: wrote _headers (${n} hashed bundles immutable), headers.nginx.conf and security-headers.nginx.conf.`)
}
