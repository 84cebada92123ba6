/**
 * Pure helpers of the blog, shared by the build (src/blog/node/) and tests:
 * post folder names, pagination, grouping by year, reading time, excerpts.
 */

export const BLOG_BASE = '/blog'
export const POSTS_PER_PAGE = 10
export const RSS_PATH = `${BLOG_BASE}/rss.xml`
export const ATOM_PATH = `${BLOG_BASE}/atom.xml`
/** Words per minute used for the reading time of prose. */
export const WORDS_PER_MINUTE = 200

const POST_DIR = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Reads a post folder name "yyyy-mm-dd-slug". Returns the ISO date and the
 * slug, or an error message that names what is wrong.
 */
export function parsePostDir(name: string): { date: string; slug: string } | { error: string } {
  const m = POST_DIR.exec(name)
  if (!m) return { error: `folder "${name}" must be named yyyy-mm-dd-slug (lowercase letters, digits and hyphens)` }
  const [, y, mo, d, slug] = m
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return { error: `folder "${name}" starts with ${y}-${mo}-${d}, which is not a calendar date` }
  }
  if (slug === 'page' || slug === 'archive' || slug === 'authors' || slug === 'tags') {
    return { error: `folder "${name}": the slug "${slug}" is reserved for a blog page` }
  }
  return { date: `${y}-${mo}-${d}`, slug }
}

/** Route of the n-th (1-based) page of a paginated list whose first page is `base`. */
export function listPagePath(base: string, n: number): string {
  const b = base.endsWith('/') ? base : `${base}/`
  return n <= 1 ? b : `${b}page/${n}/`
}

export type ListPage = {
  /** 1-based page number. */
  pageNumber: number
  numberOfPages: number
  path: string
  skip: number
  limit: number
  previousPath: string | null
  nextPath: string | null
}

/**
 * The pages of a list of `total` items, `perPage` per page. An empty list
 * still has one (empty) page, so its route exists.
 */
export function paginate(total: number, base: string, perPage: number = POSTS_PER_PAGE): ListPage[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a positive integer, not ${perPage}`)
  const numberOfPages = Math.max(1, Math.ceil(Math.max(0, total) / perPage))
  return Array.from({ length: numberOfPages }, (_, i) => {
    const n = i + 1
    return {
      pageNumber: n,
      numberOfPages,
      path: listPagePath(base, n),
      skip: i * perPage,
      limit: perPage,
      previousPath: n > 1 ? listPagePath(base, n - 1) : null,
      nextPath: n < numberOfPages ? listPagePath(base, n + 1) : null,
    }
  })
}

/** Newest first; ties broken by title so the order never depends on file order. */
export function byDateDesc<T extends { date: string; title: string }>(a: T, b: T): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1
  return a.title.localeCompare(b.title, 'en')
}

export type YearGroup<T> = { year: number; posts: T[] }

/** Groups posts by the year of their date (UTC), newest year first, newest post first. */
export function groupByYear<T extends { date: string; title: string }>(posts: readonly T[]): YearGroup<T>[] {
  const groups = new Map<number, T[]>()
  for (const p of [...posts].sort(byDateDesc)) {
    const year = new Date(p.date).getUTCFullYear()
    if (Number.isNaN(year)) throw new Error(`"${p.title}" has no valid date: ${p.date}`)
    const list = groups.get(year)
    if (list) list.push(p)
    else groups.set(year, [p])
  }
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }))
}

/** Counts words the way the MDX word count does: tokens with a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/**
 * Reading time in whole minutes (at least 1): prose at WORDS_PER_MINUTE,
 * code at half that speed, because readers study code rather than skim it.
 */
export function readingTime(proseWords: number, codeWords = 0): number {
  const minutes = (Math.max(0, proseWords) + 2 * Math.max(0, codeWords)) / WORDS_PER_MINUTE
  return Math.max(1, Math.round(minutes))
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`
}

const TRUNCATE = /^[ \t]*\{\/\*\s*truncate\s*\*\/\}[ \t]*$|^[ \t]*<!--\s*truncate\s*-->[ \t]*$/m

/**
 * The Markdown source of a post's excerpt: everything before a
 * `{/* truncate *\/}` line, or else the first paragraph of prose (headings,
 * code fences, imports and JSX blocks are skipped).
 */
export function excerptSource(body: string): string {
  const marker = TRUNCATE.exec(body)
  if (marker) return body.slice(0, marker.index).trim()
  const blocks = body.replace(/\r\n/g, '\n').split(/\n[ \t]*\n/)
  let inFence = false
  for (const block of blocks) {
    const trimmed = block.trim()
    if (!trimmed) continue
    const fences = (trimmed.match(/^(```|~~~)/gm) ?? []).length
    if (inFence || /^(```|~~~)/.test(trimmed)) {
      if (fences % 2 === 1) inFence = !inFence
      continue
    }
    if (/^(#{1,6}\s|<|:::|import\s|export\s|\||>|\{\/\*)/.test(trimmed)) continue
    return trimmed
  }
  return ''
}

/** Plain text of a small piece of Markdown: links, emphasis, code spans and HTML reduced to their text. */
export function markdownToText(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The excerpt of a post as plain text. */
export function excerptText(body: string): string {
  return markdownToText(excerptSource(body))
}

/** "March 4, 2025" for an ISO date, in UTC so the day never shifts with the reader's zone. */
export function formatPostDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Tags of posts that announce a change to the GraphQL schema: such a post links the changelog release that covers its date. */
export const SCHEMA_CHANGE_TAGS: readonly string[] = ['arguments', 'metrics', 'new-api', 'new-capability', 'new-data']
