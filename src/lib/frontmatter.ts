import { parse as parseYaml } from 'yaml'

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

/**
 * Front matter, described once (DECISIONS "Layout"): each field says what a
 * file may write (`accepts`), the message when it writes something else
 * (`want`), and what the site reads from it (`read`, under the name `as`).
 * The problems check, the normaliser and both types derive from this table;
 * before, a type, a shape table and a normaliser said the same three times.
 */
type Field<Raw, Out, As extends string | null> = {
  want: string
  accepts: (value: unknown) => value is Raw
  read: (value: Raw | undefined) => Out
  /** The name the site reads it under, or null when the site reads the raw value itself (blog `authors`). */
  as: As
}

const isString = (v: unknown): v is string => typeof v === 'string'
const isStrings = (v: unknown): v is string | string[] => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))
const isFlag = (v: unknown): v is boolean => typeof v === 'boolean'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
type LastUpdate = { date?: unknown; author?: unknown }
const isLastUpdate = (v: unknown): v is LastUpdate =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((k) => k === 'date' || k === 'author')

function field<Raw, Out, As extends string | null>(f: Field<Raw, Out, As>): Field<Raw, Out, As> {
  return f
}
const text = <As extends string>(as: As) => field({ want: 'a string', accepts: isString, read: (v) => v?.trim() ?? '', as })
const strings = <As extends string | null>(as: As) =>
  field({ want: 'a list of strings', accepts: isStrings, read: (v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean)), as })
const flag = <As extends string>(as: As) => field({ want: 'true or false', accepts: isFlag, read: (v) => v === true, as })

export const FIELDS = {
  title: text('title'),
  description: text('description'),
  sidebar_label: text('sidebarLabel'),
  sidebar_position: field({ want: 'a number', accepts: isNumber, read: (v) => v ?? null, as: 'sidebarPosition' }),
  tags: strings('tags'),
  keywords: strings('keywords'),
  slug: field({ want: 'a string', accepts: isString, read: (v) => v ?? null, as: 'slug' }),
  unlisted: flag('unlisted'),
  draft: flag('draft'),
  hide_table_of_contents: flag('hideTableOfContents'),
  aliases: strings('aliases'),
  last_update: field({
    want: 'a mapping with date and author',
    accepts: isLastUpdate,
    read: (v) => (v ? { date: v.date ? String(v.date) : null, author: v.author ? String(v.author) : null } : null),
    as: 'lastUpdate',
  }),
  /** Blog posts: author ids from content/blog/authors.yaml (the blog resolves them). */
  authors: strings(null),
}
type Fields = typeof FIELDS
type RawOf<F> = F extends { accepts: (value: unknown) => value is infer Raw } ? Raw : never
type OutOf<F> = F extends { read: (value: never) => infer Out } ? Out : never

/** Front matter as a file writes it (values not yet checked). */
export type FrontMatter = { [K in keyof Fields]?: RawOf<Fields[K]> } & { [key: string]: unknown }

/** Front matter as the site reads it. */
export type NormalisedFrontMatter = { [K in keyof Fields as Fields[K]['as'] extends string ? Fields[K]['as'] : never]: OutOf<Fields[K]> }

/** Which keys each kind of file may set. */
const COMMON = ['title', 'description', 'keywords', 'draft'] as const
export const FRONT_MATTER_KINDS = {
  doc: [...COMMON, 'unlisted', 'sidebar_label', 'sidebar_position', 'tags', 'slug', 'last_update', 'hide_table_of_contents', 'aliases'],
  page: [...COMMON, 'unlisted', 'hide_table_of_contents'],
  // No `unlisted`: the blog lists every post that is not a draft (a post setting it would be listed anyway, so it is refused).
  post: [...COMMON, 'authors', 'tags', 'last_update'],
} satisfies Record<string, (keyof Fields)[]>
export type FrontMatterKind = keyof typeof FRONT_MATTER_KINDS

/** The fields the site uses; a value of the wrong type (which the problems check reports) reads as absent. */
export function normaliseFrontMatter(data: FrontMatter): NormalisedFrontMatter {
  const out: Record<string, unknown> = {}
  for (const [key, f] of Object.entries(FIELDS) as [keyof Fields, Field<unknown, unknown, string | null>][]) {
    if (f.as === null) continue
    const value = data[key]
    out[f.as] = f.read(f.accepts(value) ? value : undefined)
  }
  return out as NormalisedFrontMatter
}

/**
 * Problems of a file's front matter against its kind: `title` and
 * `description` are required (non-empty), keys must be known, values of the
 * right type. The build fails with the file name on any problem, instead of
 * silently dropping a value of the wrong type.
 */
export function frontMatterProblems(data: FrontMatter, kind: FrontMatterKind): string[] {
  const known: readonly string[] = FRONT_MATTER_KINDS[kind]
  const problems: string[] = []
  for (const key of ['title', 'description']) {
    if (typeof data[key] !== 'string' || !(data[key] as string).trim()) problems.push(`"${key}" is required`)
  }
  for (const [key, value] of Object.entries(data)) {
    if (!known.includes(key)) {
      problems.push(`unknown key "${key}" (known: ${known.join(', ')})`)
      continue
    }
    // title and description are reported once, by the required check above.
    if (value === null || value === undefined || key === 'title' || key === 'description') continue
    const f = FIELDS[key as keyof Fields] as Field<unknown, unknown, string | null>
    if (!f.accepts(value)) problems.push(`"${key}" must be ${f.want}, not ${JSON.stringify(value)}`)
  }
  return problems
}
