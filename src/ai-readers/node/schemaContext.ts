/**
 * The "Schema types used on this page" section of a Markdown twin: the SDL of
 * every schema type the page's validated examples use, trimmed to what the
 * examples touch (the fields they select with all their arguments, the input
 * fields and enum values they write), each with a link to its full reference
 * page. Computed with graphql's TypeInfo over the same examples that give
 * `Doc.schemaTypes` (see src/reference/node/gatsby.ts), so the two agree.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  TypeInfo,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  printType,
  visit,
  visitWithTypeInfo,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'
import { optOutReason, validateExample } from '../../node/schema/validateExample'

/** Type name → the members (fields, input fields, enum values) the examples use, both in first-use order. */
export type Selection = Map<string, Set<string>>

/** Most members printed for a type the examples use without naming any member (an input passed as a variable). */
export const MAX_UNNAMED_MEMBERS = 40

const isGraphql = (lang: string | null) => /^(graphql|gql)$/i.test(lang ?? '')

/** The example texts that count: graphql fences that do not opt out and are valid against the schema. */
export function validExamples(schema: GraphQLSchema, blocks: { lang: string | null; meta: string | null; value: string }[], options: { checked?: boolean } = {}): string[] {
  return blocks
    .filter((b) => isGraphql(b.lang) && optOutReason(b.meta) === null)
    .filter((b) => {
      // `checked`: onPostBootstrap has validated every example and failed the build on any error, so parsing is enough.
      if (!options.checked) return validateExample(schema, b.value, { allowDeprecated: true }).ok
      try {
        parse(b.value)
        return true
      } catch {
        return false
      }
    })
    .map((b) => b.value)
}

/** Which members of which types the queries use. */
export function selectedMembers(schema: GraphQLSchema, queries: string[]): Selection {
  const out: Selection = new Map()
  const add = (type: GraphQLNamedType | null | undefined, member?: string) => {
    if (!type) return
    const set = out.get(type.name) ?? new Set<string>()
    if (member) set.add(member)
    out.set(type.name, set)
  }
  for (const q of queries) {
    const typeInfo = new TypeInfo(schema)
    visit(
      parse(q),
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          if (node.name.value.startsWith('__')) return
          add(typeInfo.getParentType(), node.name.value)
          const t = typeInfo.getType()
          if (t) add(getNamedType(t))
        },
        Argument() {
          const t = typeInfo.getInputType()
          if (t) add(getNamedType(t))
        },
        VariableDefinition() {
          const t = typeInfo.getInputType()
          if (t) add(getNamedType(t))
        },
        ObjectField(node) {
          const parent = typeInfo.getParentInputType()
          if (parent) add(getNamedType(parent), node.name.value)
          const t = typeInfo.getInputType()
          if (t) add(getNamedType(t))
        },
        EnumValue(node) {
          const t = typeInfo.getInputType()
          if (t) add(getNamedType(t), node.value)
        },
      }),
    )
  }
  for (const builtIn of ['String', 'Int', 'Float', 'Boolean', 'ID']) out.delete(builtIn)
  return out
}

/** Keeps the named members in schema order; with none named, the first MAX_UNNAMED_MEMBERS. */
function pick<T>(all: Record<string, T>, names: Set<string>): { kept: Record<string, T>; omitted: number } {
  const keys = Object.keys(all)
  const chosen = names.size ? keys.filter((k) => names.has(k)) : keys.slice(0, MAX_UNNAMED_MEMBERS)
  return { kept: Object.fromEntries(chosen.map((k) => [k, all[k]])), omitted: keys.length - chosen.length }
}

/** A type's description up to its first blank line: the rest (how to query it) is on the reference page. */
const firstParagraph = (d: string | null | undefined) => (d ? d.split(/\n\s*\n/)[0].trim() : d)

/**
 * SDL of one type trimmed to the members used. Field and type descriptions
 * stay (they say what a value means); argument descriptions go (the full
 * reference has them). A comment says how many members were left out.
 */
/** The changelog's dates of a type and its members ("Type", "Type.field"), as the reference shows them. */
export type SdlMarks = { added: Map<string, { date: string }>; deprecated: Map<string, { date: string }> }

/**
 * Puts the changelog's marks into printed SDL as comments: "# Added DATE"
 * above the type or member, "# Deprecated DATE" above a member whose
 * deprecation the changelog dates (the @deprecated directive stays as printed).
 */
export function annotateSdl(sdl: string, typeName: string, marks: SdlMarks | undefined): string {
  if (!marks) return sdl
  const lines = sdl.split('\n')
  const out: string[] = []
  for (const line of lines) {
    const indent = /^(\s*)/.exec(line)?.[1] ?? ''
    const top = /^(type|input|enum|interface|union|scalar)\s+(\w+)/.exec(line)
    const member = indent.length === 2 ? /^\s{2}(\w+)/.exec(line) : null
    const coordinate = top ? top[2] : member ? `${typeName}.${member[1]}` : null
    if (coordinate) {
      const added = marks.added.get(coordinate)
      const deprecated = marks.deprecated.get(coordinate)
      if (added) out.push(`${indent}# Added ${added.date}`)
      if (deprecated) out.push(`${indent}# Deprecated ${deprecated.date}`)
    }
    out.push(line)
  }
  return out.join('\n')
}

export function trimmedSdl(type: GraphQLNamedType, members: Set<string>, marks?: SdlMarks): string {
  let trimmed: GraphQLNamedType = type
  let omitted = 0
  if (isObjectType(type) || isInterfaceType(type)) {
    const config = type.toConfig()
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {}
    for (const [name, f] of Object.entries(config.fields)) {
      fields[name] = { ...f, args: Object.fromEntries(Object.entries(f.args ?? {}).map(([a, c]) => [a, { ...c, description: undefined }])) }
    }
    const p = pick(fields, members)
    omitted = p.omitted
    const base = { name: config.name, description: firstParagraph(config.description), fields: p.kept }
    trimmed = isObjectType(type) ? new GraphQLObjectType(base) : new GraphQLInterfaceType(base)
  } else if (isInputObjectType(type)) {
    const config = type.toConfig()
    const p = pick(config.fields as GraphQLInputFieldConfigMap, members)
    omitted = p.omitted
    trimmed = new GraphQLInputObjectType({ name: config.name, description: firstParagraph(config.description), fields: p.kept })
  } else if (isEnumType(type)) {
    const config = type.toConfig()
    const p = pick(config.values, members)
    omitted = p.omitted
    trimmed = new GraphQLEnumType({ name: config.name, description: firstParagraph(config.description), values: p.kept })
  }
  const sdl = annotateSdl(printType(trimmed), type.name, marks)
  if (!omitted) return sdl
  const noun = isEnumType(type) ? 'value' : 'field'
  const note = `  # ${omitted} more ${noun}${omitted === 1 ? '' : 's'}: see the full reference`
  return sdl.replace(/\n}$/, `\n${note}\n}`)
}

export type ReferenceEntryLike = { key: string; name: string; kind: string; path: string }
export type SchemaContextType = { name: string; sdl: string; links: { label: string; path: string }[] }

/**
 * The types of a page's schema context, in the order the examples first use
 * them: those whose reference key is among the page's keys; Query and
 * Subscription appear (trimmed to the root fields used) when a root field's
 * entry is among them, linked to those root fields' pages.
 */
export function schemaContext(
  schema: GraphQLSchema,
  blocks: { lang: string | null; meta: string | null; value: string }[],
  keys: string[],
  entries: ReferenceEntryLike[],
  options: { checked?: boolean; marks?: SdlMarks } = {},
): SchemaContextType[] {
  if (!keys.length) return []
  const wanted = new Set(keys)
  const selection = selectedMembers(schema, validExamples(schema, blocks, options))
  const entryByName = new Map<string, ReferenceEntryLike>()
  const rootEntry = new Map<string, ReferenceEntryLike>()
  for (const e of entries) {
    if (!wanted.has(e.key)) continue
    if (e.kind === 'query' || e.kind === 'subscription') rootEntry.set(`${e.kind === 'query' ? 'Query' : 'Subscription'}.${e.name}`, e)
    else if (e.kind !== 'directive') entryByName.set(e.name, e)
  }
  const roots = new Set([schema.getQueryType()?.name, schema.getSubscriptionType()?.name].filter(Boolean))
  const out: SchemaContextType[] = []
  for (const [name, members] of selection) {
    const type = schema.getType(name)
    if (!type) continue
    if (roots.has(name)) {
      const links = [...members].map((m) => rootEntry.get(`${name}.${m}`)).filter((e): e is ReferenceEntryLike => e !== undefined)
      if (!links.length) continue
      out.push({ name, sdl: trimmedSdl(type, members, options.marks), links: links.map((e) => ({ label: `${name}.${e.name}`, path: e.path })) })
      continue
    }
    const entry = entryByName.get(name)
    if (!entry) continue
    out.push({ name, sdl: trimmedSdl(type, members, options.marks), links: [{ label: name, path: entry.path }] })
  }
  return out
}

/** The section as Markdown: one heading, then per type its reference link(s) and its SDL. */
export function schemaContextMarkdown(types: SchemaContextType[], siteUrl: string): string {
  if (!types.length) return ''
  const parts = [
    '## Schema types used on this page',
    "The SDL of each type the examples above use, trimmed to the fields they select (with those fields' arguments) and the input fields and enum values they write. A `# Added` or `# Deprecated` comment dates a member by its release in the API changelog (/docs/changelog/).",
  ]
  for (const t of types) {
    const links = t.links.map((l) => `[${l.label}](${siteUrl}${l.path})`).join(', ')
    parts.push(`### ${t.name}`, `Full reference: ${links}`, '```graphql\n' + t.sdl + '\n```')
  }
  return parts.join('\n\n') + '\n'
}
