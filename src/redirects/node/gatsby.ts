/**
 * Gatsby wiring of the redirect table (issue 4).
 *
 * onPostBootstrap: every page exists (createPages, createPagesStatefully and
 * src/pages are done), so the table is expanded over the real pages and
 * checked (a bad table fails the build); in-app redirects are registered; the
 * content-hashed route manifest is written to public/ and its URL is given to
 * the not-found page in its page context.
 *
 * onPostBuild: a refresh page at every old path, `_redirects` and
 * `redirects.nginx.conf`, all from the same rows.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { siteDirectory } from '../../node/directory'
import { redirectTable } from '../config'
import { absoluteUrl, site } from '../../config/site'
import { checkExpansion, expandTable, slashVariants, type Expansion, type RedirectRow } from './table'
import {
  MANIFEST_FILE_PATTERN,
  isLookupPage,
  manifestFile,
  netlifyRedirects,
  nginxMap,
  redirectPageFile,
  redirectPageHtml,
  routeManifest,
  urlPath,
} from './outputs'

/** The fields of Gatsby's SitePage node this module reads (one node per created page, public through the data layer). */
type SitePageNode = { path: string; component: string; pageContext?: Record<string, unknown> | null }
type GetNodesByType = (type: string) => unknown[]

/** Marks the refresh pages we write, so a rebuild may overwrite them and nothing else. */
export const REDIRECT_PAGE_MARKER = '<meta name="robots" content="noindex">\n<link rel="canonical"'

const pageNodes = (getNodesByType: GetNodesByType) => getNodesByType('SitePage') as SitePageNode[]

/** The pages a redirect may point to (the not-found pages excluded), from the SitePage nodes every created page has. */
export function sitePages(getNodesByType: GetNodesByType): Set<string> {
  return new Set(pageNodes(getNodesByType).map((p) => p.path).filter(isLookupPage))
}

export function expandAndCheck(pages: Set<string>): { expansion: Expansion; problems: string[] } {
  const expansion = expandTable(redirectTable, pages)
  return { expansion, problems: checkExpansion(expansion, pages).map((p) => p.message) }
}

function summary(expansion: Expansion): string {
  const byOrigin = new Map<string, number>()
  for (const r of expansion.waiting) byOrigin.set(r.origin, (byOrigin.get(r.origin) ?? 0) + 1)
  const waiting = [...byOrigin].map(([origin, n]) => `${n} ${origin === 'planned' ? 'planned rows' : `of "${origin}"`}`).join(', ')
  return `Redirects: ${expansion.rows.length} configured${expansion.waiting.length ? `; ${expansion.waiting.length} wait for their page (${waiting})` : ''}.`
}

/** Gatsby writes .cache/redirects.json (bundled for in-app redirects) on a short debounce; wait until it holds our rows. */
async function waitForBrowserRedirects(directory: string, rows: RedirectRow[], timeoutMs = 15_000): Promise<boolean> {
  const file = path.join(directory, '.cache', 'redirects.json')
  const wanted = rows.flatMap((r) => slashVariants(urlPath(r.from)).map((p) => p.toLowerCase()))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const written = JSON.parse(await readFile(file, 'utf8')) as { fromPath: string }[]
      const have = new Set(written.map((r) => r.fromPath))
      if (wanted.every((p) => have.has(p))) return true
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

async function writeManifest(publicDir: string, json: string, name: string) {
  await mkdir(publicDir, { recursive: true })
  for (const old of await readdir(publicDir)) {
    if (MANIFEST_FILE_PATTERN.test(old) && old !== name) await unlink(path.join(publicDir, old))
  }
  await writeFile(path.join(publicDir, name), json)
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store, actions, reporter, getNodesByType }) => {
  const directory = siteDirectory(store)
  const pages = sitePages(getNodesByType)
  const { expansion, problems } = expandAndCheck(pages)
  if (problems.length > 0) {
    reporter.panicOnBuild(`The redirect table (src/redirects/config.ts) has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    return
  }
  reporter.info(summary(expansion))

  for (const row of expansion.rows) {
    for (const fromPath of slashVariants(urlPath(row.from))) {
      actions.createRedirect({ fromPath, toPath: urlPath(row.to), isPermanent: true, redirectInBrowser: true, ignoreCase: true })
    }
  }

  const { name, json } = manifestFile(routeManifest(pages, expansion.rows))
  await writeManifest(path.join(directory, 'public'), json, name)
  // The not-found page learns the manifest's URL from its page context (copied to /404.html by Gatsby).
  const notFound = pageNodes(getNodesByType).find((p) => p.path === '/404/')
  if (notFound) {
    actions.createPage({ path: notFound.path, component: notFound.component, context: { ...(notFound.pageContext ?? {}), routeManifest: `/${name}` } })
  } else {
    reporter.warn('Redirects: no /404/ page found, so the not-found path cannot look routes up.')
  }

  if (expansion.rows.length > 0 && !(await waitForBrowserRedirects(directory, expansion.rows))) {
    reporter.warn('Redirects: .cache/redirects.json did not list every redirect in time; in-app redirects may be incomplete.')
  }
}

/**
 * Every permanent redirect of the current pages, old path → new path (as
 * `_redirects` writes them, one slash variant), for the MCP site manifest:
 * published through redirects/index.ts so that no reader parses the host file.
 */
export function redirectPairs(getNodesByType: GetNodesByType): { from: string; to: string }[] {
  return expandAndCheck(sitePages(getNodesByType)).expansion.rows.map((row) => ({ from: urlPath(row.from), to: urlPath(row.to) }))
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter, getNodesByType }) => {
  const publicDir = path.join(siteDirectory(store), 'public')
  const { expansion, problems } = expandAndCheck(sitePages(getNodesByType))
  if (problems.length > 0) {
    reporter.panicOnBuild(`The redirect table changed during the build:\n${problems.join('\n')}`)
    return
  }
  for (const row of expansion.rows) {
    const file = path.join(publicDir, redirectPageFile(row.from))
    if (existsSync(file)) {
      const existing = await readFile(file, 'utf8')
      if (!existing.includes(REDIRECT_PAGE_MARKER)) {
        reporter.panicOnBuild(`Redirects: ${file} already exists and is not a redirect page; the old path ${row.from} is taken.`)
        return
      }
    }
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, redirectPageHtml(row, absoluteUrl, site.title))
  }
  const header = `${expansion.rows.length} permanent redirects of ${site.title}`
  await writeFile(path.join(publicDir, '_redirects'), netlifyRedirects(expansion.rows, header))
  await writeFile(path.join(publicDir, 'redirects.nginx.conf'), nginxMap(expansion.rows, header))
  reporter.info(`Redirects: wrote ${expansion.rows.length} refresh pages, _redirects and redirects.nginx.conf.`)
}
