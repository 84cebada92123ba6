import { parse as parseYaml } from 'yaml'

export type FrontMatter = {
  title?: string
  description?: string
  sidebar_label?: string
  sidebar_position?: number
  tags?: string[]
  keywords?: string[]
  slug?: string
  unlisted?: boolean
  draft?: boolean
  last_update?: { date?: string; author?: string }
  hide_table_of_contents?: boolean
  /** More routes that render this same file, unlisted, with a canonical link to the main route. */
  aliases?: string[]
  [key: string]: unknown
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * Splits YAML front matter from a markdown source. Returns the data, the
 * body and the number of lines the front matter took (so that positions in
 * the body can be mapped back to lines in the file).
 */
export function splitFrontMatter(source: string): { data: FrontMatter; body: string; lineOffset: number } {
  const match = FENCE.exec(source)
  if (!match) return { data: {}, body: source, lineOffset: 0 }
  const raw = parseYaml(match[1]) as unknown
  if (raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new Error('Front matter must be a YAML mapping')
  }
  const data = (raw ?? {}) as FrontMatter
  const lineOffset = match[0].split('\n').length - 1
  return { data, body: source.slice(match[0].length), lineOffset }
}

/** Normalises the loosely typed front matter into the fields the site uses. */
export function normaliseFrontMatter(data: FrontMatter) {
  const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.map((x) => String(x).trim()).filter(Boolean) : typeof v === 'string' ? [v.trim()] : []
  const position = data.sidebar_position
  return {
    title: typeof data.title === 'string' ? data.title.trim() : '',
    description: typeof data.description === 'string' ? data.description.trim() : '',
    sidebarLabel: typeof data.sidebar_label === 'string' ? data.sidebar_label.trim() : '',
    sidebarPosition: typeof position === 'number' && Number.isFinite(position) ? position : null,
    tags: list(data.tags),
    keywords: list(data.keywords),
    slug: typeof data.slug === 'string' ? data.slug : null,
    unlisted: data.unlisted === true,
    draft: data.draft === true,
    hideTableOfContents: data.hide_table_of_contents === true,
    aliases: list(data.aliases),
    lastUpdate:
      data.last_update && typeof data.last_update === 'object'
        ? {
            date: data.last_update.date ? String(data.last_update.date) : null,
            author: data.last_update.author ? String(data.last_update.author) : null,
          }
        : null,
  }
}
