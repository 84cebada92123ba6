/**
 * Which files of public/ an edit of one page's content may rewrite, from the
 * modules that write them: the page's own files, and the files built from
 * every page's content. The incremental-build check
 * (scripts/build-ci-check.mjs) holds a deploy diff against these, so a
 * module that starts writing a new per-page or site-wide file says so here.
 * Pure and free of dependencies: the check loads it with ts-node.
 */
import { LLMS_FULL_PATH, twinPath } from '../../ai-readers/lib/aiTwin'
import { ATOM_PATH, RSS_PATH } from '../../blog/lib/blog'
import { INDEX_DIR, manifestPath } from '../../search/lib/paths'

/** The files that belong to the page at `route` (`/docs/x/`): HTML, page data, Markdown twin. */
export function pageFiles(route: string): string[] {
  return [`${route}index.html`, `/page-data${route}page-data.json`, twinPath(route)]
}

/**
 * Files built from the content of all pages, which any content edit may
 * rewrite: the search indexes and their manifest, the blog feeds, the
 * sitemap (its lastmod dates) and llms-full.txt (every docs page's text).
 */
export function isSiteWideFile(url: string): boolean {
  return url.startsWith(`/${INDEX_DIR}/`) || url === `/${manifestPath(false)}` || url === RSS_PATH || url === ATOM_PATH || /^\/sitemap-\d+\.xml$/.test(url) || url === LLMS_FULL_PATH
}
