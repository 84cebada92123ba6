/**
 * Where the Markdown twin of a page lives (DECISIONS.md, "Docs for AI
 * readers"): `{route}index.md`, beside the page's index.html. Shared by the
 * build that writes the twins and the page that links and copies them.
 */
export function twinPath(route: string): string {
  const base = route.split(/[?#]/)[0]
  return `${base.endsWith('/') ? base : `${base}/`}index.md`
}

/** The index of every Markdown twin, and all docs pages in one file (llms.txt conventions). */
export const LLMS_INDEX_PATH = '/llms.txt'
export const LLMS_FULL_PATH = '/llms-full.txt'

/**
 * The first line of every twin: where the index of all pages is, for a
 * reader that arrived at one page (a link pasted into an assistant).
 */
export function twinIndexLine(siteTitle: string, siteUrl: string): string {
  return `> Part of ${siteTitle}: every page is listed at ${siteUrl}${LLMS_INDEX_PATH}.`
}

/** A twin as published: the index line, a blank line, the page. */
export const withIndexLine = (markdown: string, site: { title: string; url: string }) => `${twinIndexLine(site.title, site.url)}\n\n${markdown}`
