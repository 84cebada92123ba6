/**
 * Links into the reference, shared by the build (the changelog's release
 * pages) and the MCP server (validate_query's errors): from a schema
 * coordinate to the page and row that document it.
 */
export type LinkEntry = { kind: string; name: string; path: string }

/**
 * The reference URL of a member, with the anchor of its row where the page
 * has one: `#field-…` (object and interface fields, and their arguments),
 * `#arg-…` (input fields, arguments of a root field), `#value-…` (enum values).
 * Null for a member the current reference no longer has.
 */
export function memberLinker(entries: LinkEntry[]): (member: string) => string | null {
  const types = new Map<string, LinkEntry>()
  const rootFields = new Map<string, LinkEntry>()
  for (const e of entries) {
    if (e.kind === 'query') rootFields.set(`Query.${e.name}`, e)
    else if (e.kind === 'subscription') rootFields.set(`Subscription.${e.name}`, e)
    else if (e.kind === 'directive') types.set(`@${e.name}`, e)
    else types.set(e.name, e)
  }
  return (member) => {
    const parts = member.split('.')
    const root = rootFields.get(parts.slice(0, 2).join('.'))
    if (root) return parts[2] ? `${root.path}#arg-${parts[2]}` : root.path
    const t = types.get(parts[0])
    if (!t) return null
    if (!parts[1]) return t.path
    if (t.kind === 'enum') return `${t.path}#value-${parts[1]}`
    if (t.kind === 'input') return `${t.path}#arg-${parts[1]}`
    return `${t.path}#field-${parts[1]}`
  }
}

