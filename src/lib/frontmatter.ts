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

/** The declared shape of front matter: every key a file may set, and its type. */
type FieldType = 'string' | 'number' | 'boolean' | 'strings' | 'last_update'
const COMMON: Record<string, FieldType> = { title: 'string', description: 'string', keywords: 'strings', draft: 'boolean', unlisted: 'boolean' }
export const FRONT_MATTER_SHAPES = {
  doc: {
    ...COMMON,
    sidebar_label: 'string',
    sidebar_position: 'number',
    tags: 'strings',
    slug: 'string',
    last_update: 'last_update',
    hide_table_of_contents: 'boolean',
    aliases: 'strings',
  },
  page: { ...COMMON, hide_table_of_contents: 'boolean' },
  post: { ...COMMON, authors: 'strings', tags: 'strings', last_update: 'last_update' },
} satisfies Record<string, Record<string, FieldType>>
export type FrontMatterKind = keyof typeof FRONT_MATTER_SHAPES

function typeProblem(key: string, value: unknown, type: FieldType): string | null {
  const ok =
    type === 'string'
      ? typeof value === 'string'
      : type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : type === 'boolean'
          ? typeof value === 'boolean'
          : type === 'strings'
            ? typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))
            : value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => k === 'date' || k === 'author')
  if (ok) return null
  const want = { string: 'a string', number: 'a number', boolean: 'true or false', strings: 'a list of strings', last_update: 'a mapping with date and author' }[type]
  return `"${key}" must be ${want}, not ${JSON.stringify(value)}`
}

/**
 * Problems of a file's front matter against its declared shape: `title` and
 * `description` are required (non-empty), keys must be known, values of the
 * right type. The build fails with the file name on any problem, instead of
 * silently dropping a value of the wrong type.
 */
export function frontMatterProblems(data: FrontMatter, kind: FrontMatterKind): string[] {
  const shape: Record<string, FieldType> = FRONT_MATTER_SHAPES[kind]
  const problems: string[] = []
  for (const key of ['title', 'description']) {
    if (typeof data[key] !== 'string' || !(data[key] as string).trim()) problems.push(`"${key}" is required`)
  }
  for (const [key, value] of Object.entries(data)) {
    const type = shape[key]
    if (!type) {
      problems.push(`unknown key "${key}" (known: ${Object.keys(shape).join(', ')})`)
      continue
    }
    // title and description are reported once, by the required check above.
    if (value === null || value === undefined || key === 'title' || key === 'description') continue
    const p = typeProblem(key, value, type)
    if (p) problems.push(p)
  }
  return problems
}
