/**
 * Broken-link check over everything the site renders: the links of every
 * content type (docs, MDX pages, blog posts, the reference intro), the site
 * chrome (navbar, footer, announcement bar, home page: src/layout/lib/chromeLinks.ts)
 * and the sidebar tree (which the category index cards list). Each must
 * resolve to a page of the site or a file in static/. Broken links fail the
 * build; links to a missing heading anchor are warnings. The only pages that
 * may be linked before they exist are PENDING_LINK_TARGETS (a warning).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { isExternalUrl, withTrailingSlash } from '../../lib/paths'
import { chromeLinks, PENDING_LINK_TARGETS } from '../../layout/lib/chromeLinks'
import type { SidebarItem } from '../../lib/sidebar'
import { docsSidebar } from '../../docs'
import { allContentNodes, sitePagePaths } from '../../node/content'
import { siteDirectory } from '../../node/directory'
import { addProblems, failedRoutes, type ContentProblem } from '../../node/problems'

export type LinkSource = { sourcePath: string; path: string; links: readonly string[]; anchors: readonly string[] }
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

/** Every href of the sidebar tree: doc links and category index pages. */
function sidebarHrefs(items: SidebarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'link' ? [i.href] : [...(i.href ? [i.href] : []), ...sidebarHrefs(i.items)]))
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, reporter, store }) => {
  const root = siteDirectory(store)
  const pagePaths = new Set(sitePagePaths(getNodesByType).map(withTrailingSlash))
  // A page whose source failed is reported with its own problem; links to it are not broken links too (issue 40).
  for (const route of failedRoutes(getNodesByType)) pagePaths.add(withTrailingSlash(route))
  const sources: LinkSource[] = allContentNodes(getNodesByType).map((node) => ({
    sourcePath: node.sourcePath,
    path: node.path,
    links: node.links,
    anchors: node.toc.map((t) => t.id),
  }))
  const pending = new Set(PENDING_LINK_TARGETS)
  const chrome = chromeLinks()
  const waiting = chrome.filter((c) => pending.has(withTrailingSlash(c.link.split('#')[0])) && !pagePaths.has(withTrailingSlash(c.link.split('#')[0])))
  for (const c of chrome) {
    if (!waiting.includes(c)) sources.push({ sourcePath: c.source, path: '/', links: [c.link], anchors: [] })
  }
  const tree = docsSidebar(getNodesByType)
  sources.push({ sourcePath: 'the docs sidebar and category index cards (content/docs/**/_category_.yml)', path: '/', links: sidebarHrefs(tree), anchors: [] })
  const staticDir = path.join(root, 'static')
  // REFERENCE=off (a measurement mode of the benchmark) builds no reference pages: links into it are not broken then.
  const referenceOff = process.env.REFERENCE === 'off'
  const { errors, warnings } = checkLinks(sources, pagePaths, (p) => {
    if (referenceOff && p.startsWith('/docs/graphql-reference/')) return true
    const file = path.join(staticDir, p)
    return file.startsWith(staticDir + path.sep) && existsSync(file)
  })
  for (const w of waiting) reporter.warn(`${w.source} links to ${w.link}, which waits for its page (inventory/pending.tsv)`)
  for (const w of warnings) reporter.warn(`Broken anchor in ${w.sourcePath}: ${w.link} (${w.reason})`)
  // Reported with every other content problem at the end of bootstrap (src/node/problems.ts), at the line that writes the link.
  addProblems(errors.map((e) => brokenLinkProblem(root, e)))
}

/** The first line and column (1-based) at which a source writes `needle`, or null. */
export function locate(source: string, needle: string): { line: number; column: number } | null {
  const lines = source.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const col = lines[i].indexOf(needle)
    if (col >= 0) return { line: i + 1, column: col + 1 }
  }
  return null
}

/** A broken link as a content problem: in a source file, at the first line and column that write it. */
function brokenLinkProblem(root: string, e: { sourcePath: string; link: string; reason: string }): ContentProblem {
  const message = `broken link ${e.link} (${e.reason})`
  let at: { line: number; column: number } | null = null
  if (/\.mdx?$/.test(e.sourcePath)) {
    try {
      at = locate(readFileSync(path.join(root, e.sourcePath), 'utf8'), e.link)
    } catch {
      // The file moved: the problem stays without a line.
    }
  }
  return { file: e.sourcePath, line: at?.line ?? null, column: at?.column ?? null, message }
}
