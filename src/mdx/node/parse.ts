/**
 * The mdast of an MDX/Markdown body, parsed with the syntax of the compile
 * step (MDX or CommonMark, GFM, directives) and remembered by its text: the
 * search indexer and the Markdown twins both read every page in onPostBuild,
 * and parsing is nearly all of their cost (about 10 ms a page), so each page
 * is parsed once. Callers must not mutate the tree.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'

/** Bounded, so that `gatsby develop` (which rebuilds the search files on every edit) does not keep every version. */
const MAX_ENTRIES = 2000
const cache = new Map<string, unknown>()
const processors = {
  md: createProcessor({ format: 'md', remarkPlugins: [remarkGfm, remarkDirective] }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective] }),
}

export function parseBody<T = unknown>(body: string, format: 'md' | 'mdx'): T {
  const key = `${format}\0${body}`
  const hit = cache.get(key)
  if (hit) return hit as T
  const tree = processors[format].parse(body)
  if (cache.size >= MAX_ENTRIES) cache.clear()
  cache.set(key, tree)
  return tree as T
}
