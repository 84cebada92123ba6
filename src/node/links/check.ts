/**
 * Broken-link check over the content: every internal link of a doc or MDX
 * page must resolve to a page of the site or a file in static/. Broken links
 * fail the build; links to a missing heading anchor are warnings.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { isExternalUrl, withTrailingSlash } from '../../lib/paths'

export type LinkSource = { sourcePath: string; path: string; links: string[]; anchors: string[] }
export type LinkProblem = { sourcePath: string; link: string; reason: string }

/** Resolves a link written on page `from` to a root-relative path, hash split off. */
export function resolveLink(link: string, from: string): { pathname: string; hash: string } | null {
  if (isExternalUrl(link) || /^[a-z][a-z0-9+.-]*:/i.test(link)) return null
  const url = new URL(link, `https://site.invalid${withTrailingSlash(from)}`)
  return { pathname: decodeURI(url.pathname), hash: decodeURIComponent(url.hash.replace(/^#/, '')) }
}

export function checkLinks(
  pages: LinkSource[],
  pagePaths: Set<string>,
  isStaticFile: (p: string) => boolean,
): { errors: LinkProblem[]; warnings: LinkProblem[] } {
  const anchorsByPath = new Map(pages.map((p) => [withTrailingSlash(p.path), new Set(p.anchors)]))
  const errors: LinkProblem[] = []
  const warnings: LinkProblem[] = []
  for (const page of pages) {
    for (const link of page.links) {
      const resolved = resolveLink(link, page.path)
      if (!resolved) continue
      const target = link.startsWith('#') ? withTrailingSlash(page.path) : resolved.pathname
      const isPage = pagePaths.has(withTrailingSlash(target))
      if (!isPage && !isStaticFile(target)) {
        errors.push({ sourcePath: page.sourcePath, link, reason: 'no page or file at this path' })
        continue
      }
      if (isPage && resolved.hash) {
        const anchors = anchorsByPath.get(withTrailingSlash(target))
        if (anchors && !anchors.has(resolved.hash)) warnings.push({ sourcePath: page.sourcePath, link, reason: `no heading "#${resolved.hash}" on ${target}` })
      }
    }
  }
  return { errors, warnings }
}

type WithLinks = { sourcePath: string; path: string; links: string[]; toc: { id: string }[] }

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, reporter, store }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory
  const pagePaths = new Set(getNodesByType('SitePage').map((p) => withTrailingSlash((p as unknown as { path: string }).path)))
  const sources = [...getNodesByType('Doc'), ...getNodesByType('MdxPage'), ...getNodesByType('BlogPost')].map((n) => {
    const node = n as unknown as WithLinks
    return { sourcePath: node.sourcePath, path: node.path, links: node.links, anchors: node.toc.map((t) => t.id) }
  })
  const staticDir = path.join(root, 'static')
  // REFERENCE=off (a measurement mode of the benchmark) builds no reference pages: links into it are not broken then.
  const referenceOff = process.env.REFERENCE === 'off'
  const { errors, warnings } = checkLinks(sources, pagePaths, (p) => {
    if (referenceOff && p.startsWith('/docs/graphql-reference/')) return true
    const file = path.join(staticDir, p)
    return file.startsWith(staticDir) && existsSync(file)
  })
  for (const w of warnings) reporter.warn(`Broken anchor in ${w.sourcePath}: ${w.link} (${w.reason})`)
  if (errors.length > 0) {
    reporter.panicOnBuild(
      `Broken links (${errors.length}):\n` + errors.map((e) => `  ${e.sourcePath}: ${e.link} (${e.reason})`).join('\n'),
    )
  }
}
