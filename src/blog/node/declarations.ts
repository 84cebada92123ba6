/**
 * Validation of the blog's data files and front matter. Pure: each function
 * takes parsed YAML and returns node fields or throws an Error whose message
 * says what to fix.
 */
import { BLOG_BASE, ID_PATTERN } from '../lib/blog'

export type AuthorFields = { authorId: string; name: string; title: string; imageUrl: string; description: string | null; path: string }
export type TagFields = { key: string; label: string; description: string; path: string }

function mapping(raw: unknown, what: string): Record<string, unknown> {
  if (raw === null || raw === undefined) return {}
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${what} must be a YAML mapping of id to entry`)
  return raw as Record<string, unknown>
}

function text(entry: Record<string, unknown>, field: string, where: string, required: boolean): string | null {
  const v = entry[field]
  if (v === undefined || v === null || v === '') {
    if (required) throw new Error(`${where} needs a "${field}"`)
    return null
  }
  if (typeof v !== 'string') throw new Error(`${where}: "${field}" must be a string`)
  return v.trim()
}

/** authors.yaml: `{id: {name, title, image_url, description?}}`. */
export function authorsFromYaml(raw: unknown): AuthorFields[] {
  return Object.entries(mapping(raw, 'authors.yaml')).map(([id, value]) => {
    const where = `author "${id}"`
    if (!ID_PATTERN.test(id)) throw new Error(`${where}: the id must be lowercase letters, digits and hyphens`)
    const entry = mapping(value, where)
    const imageUrl = text(entry, 'image_url', where, true) as string
    if (!imageUrl.startsWith('/')) throw new Error(`${where}: image_url must be a root-relative path such as /img/authors/${id}.svg`)
    return {
      authorId: id,
      name: text(entry, 'name', where, true) as string,
      title: text(entry, 'title', where, true) as string,
      imageUrl,
      description: text(entry, 'description', where, false),
      path: `${BLOG_BASE}/authors/${id}/`,
    }
  })
}

/** tags.yaml: `{key: {label, description}}`. */
export function tagsFromYaml(raw: unknown): TagFields[] {
  return Object.entries(mapping(raw, 'tags.yaml')).map(([key, value]) => {
    const where = `tag "${key}"`
    if (!ID_PATTERN.test(key)) throw new Error(`${where}: the key must be lowercase letters, digits and hyphens`)
    const entry = mapping(value, where)
    return {
      key,
      label: text(entry, 'label', where, false) ?? key,
      description: text(entry, 'description', where, true) as string,
      path: `${BLOG_BASE}/tags/${key}/`,
    }
  })
}

/** A front-matter list of ids: a string or a list of strings. */
export function idList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((v) => {
    if (typeof v !== 'string' || !ID_PATTERN.test(v.trim())) throw new Error(`"${field}" must list ids (lowercase letters, digits and hyphens), not ${JSON.stringify(v)}`)
    return v.trim()
  })
}

export type UndeclaredReference = { sourcePath: string; kind: 'author' | 'tag'; id: string }

/** Every author id and tag key that a post uses but authors.yaml / tags.yaml do not declare. */
export function undeclaredReferences(
  posts: { sourcePath: string; authorIds: string[]; tagKeys: string[] }[],
  authorIds: Set<string>,
  tagKeys: Set<string>,
): UndeclaredReference[] {
  const out: UndeclaredReference[] = []
  for (const p of posts) {
    for (const id of p.authorIds) if (!authorIds.has(id)) out.push({ sourcePath: p.sourcePath, kind: 'author', id })
    for (const key of p.tagKeys) if (!tagKeys.has(key)) out.push({ sourcePath: p.sourcePath, kind: 'tag', id: key })
  }
  return out
}

export function describeUndeclared(problems: UndeclaredReference[], authorIds: Set<string>, tagKeys: Set<string>): string {
  const lines = problems.map((p) =>
    p.kind === 'author'
      ? `  ${p.sourcePath}: author "${p.id}" is not declared in content/blog/authors.yaml (declared: ${[...authorIds].sort().join(', ') || 'none'})`
      : `  ${p.sourcePath}: tag "${p.id}" is not declared in content/blog/tags.yaml (declared: ${[...tagKeys].sort().join(', ') || 'none'})`,
  )
  return `Blog posts refer to undeclared authors or tags (${problems.length}):\n${lines.join('\n')}`
}
