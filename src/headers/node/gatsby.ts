/**
 * onPostBuild: writes the response headers for the hosts, from the same
 * source (src/config/site.ts through ./policy.ts), like the redirect files:
 * `_headers`, `headers.nginx.conf` (http block: the cache map) and
 * `security-headers.nginx.conf` (server block: every header). The policy
 * lists the hashes of the build's inline scripts and stylesheets (./inline.ts),
 * and every page gets it as a `<meta http-equiv>` for hosts without headers.
 * Runs after every module that writes HTML to public/ (gatsby-node.ts).
 */
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { collectInline, inlineProblems, writeMetaPolicies } from './inline'
import { HASHED_ASSET, metaCsp, netlifyHeaders, nginxCacheMap, nginxServerHeaders, type InlineHashes } from './policy'

export const HEADER_FILES = { netlify: '_headers', nginxHttp: 'headers.nginx.conf', nginxServer: 'security-headers.nginx.conf' } as const

/** The content-hashed bundles at the root of public/, as URL paths. */
export async function hashedAssets(publicDir: string): Promise<string[]> {
  return (await readdir(publicDir)).filter((name) => HASHED_ASSET.test(name)).map((name) => `/${name}`)
}

export async function writeHeaderFiles(publicDir: string, inline: InlineHashes): Promise<number> {
  const assets = await hashedAssets(publicDir)
  await writeFile(path.join(publicDir, HEADER_FILES.netlify), netlifyHeaders(site, assets, inline))
  await writeFile(path.join(publicDir, HEADER_FILES.nginxHttp), nginxCacheMap())
  await writeFile(path.join(publicDir, HEADER_FILES.nginxServer), nginxServerHeaders(site, inline))
  return assets.length
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { directory } = (store.getState as () => { program: { directory: string } })().program
  const publicDir = path.join(directory, 'public')
  const found = await collectInline(publicDir)
  const problems = inlineProblems(found)
  if (problems.length) {
    reporter.panicOnBuild(`Content-Security-Policy: the HTML in public/ has inline code the policy cannot allow (DECISIONS "Content-Security-Policy"):\n${problems.join('\n')}`)
    return
  }
  const n = await writeHeaderFiles(publicDir, found.hashes)
  const changed = await writeMetaPolicies(publicDir, metaCsp(site, found.hashes))
  reporter.info(
    `Headers: wrote _headers (${n} hashed bundles immutable), headers.nginx.conf and security-headers.nginx.conf; the policy allows ${found.scripts.size} inline scripts and ${found.styles.size} inline stylesheets by hash, written as a meta policy into ${changed} of ${found.files} HTML files.`,
  )
}
