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
