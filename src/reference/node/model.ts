/**
 * Turns the platform schema into the records of the reference: one entry per
 * named type, per root field of Query and Subscription, and per directive,
 * with its members, SDL signature, root, route and the entries that use it.
 * Pure: takes a built schema and the parsed files (to know which file
 * declares what) and returns plain data.
 */
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql'
import type { SchemaSource } from '../../node/schema/load'
import { KIND_LABEL, referenceKey, referencePath, referenceSlug, rootOf, type RefKind } from '../lib/slug'

export type TypeRef = {
  /** The type as written, e.g. "[EVM_DEXTrade_Ordering!]". */
  type: string
  /** The named type inside it. */
  name: string
  /** Route of the named type's page; null when it has none. */
  path: string | null
}

/** The release of the API changelog that made a change (src/reference/node/changelog.ts). */
export type ReleaseMark = { date: string; path: string }
/**
 * `added`: the release that added the member to a type that existed before
 * (members of a type added in one release carry no mark of their own; the
 * type has it). `deprecatedIn`: the release that deprecated it.
 */
type Marks = { added?: ReleaseMark; deprecatedIn?: ReleaseMark }
export type InputValueRecord = { name: string; description: string | null; type: TypeRef; defaultValue: string | null; deprecationReason: string | null } & Marks
export type FieldRecord = { name: string; description: string | null; type: TypeRef; args: InputValueRecord[]; deprecationReason: string | null } & Marks
export type EnumValueRecord = { name: string; description: string | null; deprecationReason: string | null } & Marks

export type RefEntry = {
  key: string
  name: string
  kind: RefKind
  kindLabel: string
  description: string | null
  slug: string
  path: string
  root: string
  /** SDL of the entry without descriptions. */
  signature: string
  /** For root fields: the type they return. */
  returnType: TypeRef | null
  /** Arguments of a root field or a directive. */
  arguments: InputValueRecord[]
  fields: FieldRecord[]
  inputFields: InputValueRecord[]
  enumValues: EnumValueRecord[]
  unionMembers: TypeRef[]
  interfaces: TypeRef[]
  locations: string[]
  repeatable: boolean
  /** Keys of the entries whose fields, arguments, members or input fields use this one. */
  referencedByKeys: string[]
  /** The release that added the entry (a type or root field), from the changelog; null when it is in the first snapshot or its root was first documented later. */
  added: ReleaseMark | null
}

/** Directives that get a page even though the SDL does not declare them. */
const DOCUMENTED_BUILT_IN_DIRECTIVES = new Set(['skip', 'include', 'deprecated'])
const ROOT_KINDS: Record<string, RefKind> = { Query: 'query', Subscription: 'subscription' }

type Origins = {
  types: Map<string, string>
  rootFields: Map<string, string>
  directives: Map<string, string>
}

/** Which file declares each type, each root field and each directive (first declaration wins). */
export function declarationFiles(sources: SchemaSource[]): Origins {
  const types = new Map<string, string>()
  const rootFields = new Map<string, string>()
  const directives = new Map<string, string>()
  for (const { file, document } of sources) {
    for (const def of document.definitions) {
      if (def.kind === 'DirectiveDefinition') {
        if (!directives.has(def.name.value)) directives.set(def.name.value, file)
        continue
      }
      if (!('name' in def) || !def.name) continue
      const name = def.name.value
      const isExtension = def.kind.endsWith('Extension')
      if (!isExtension && !types.has(name)) types.set(name, file)
      if (name in ROOT_KINDS && 'fields' in def && def.fields) {
        for (const f of def.fields) {
          const key = `${name}.${f.name.value}`
          if (!rootFields.has(key)) rootFields.set(key, file)
        }
      }
    }
  }
  return { types, rootFields, directives }
}

/** The reference kind of a named type (root fields and directives are kinds of their own). */
export function kindOf(type: GraphQLNamedType): RefKind {
  if (isObjectType(type)) return 'object'
  if (isInterfaceType(type)) return 'interface'
  if (isInputObjectType(type)) return 'input'
  if (isEnumType(type)) return 'enum'
  if (isUnionType(type)) return 'union'
  return 'scalar'
}

const clean = (s: string | null | undefined) => (s && s.trim() !== '' ? s.trim() : null)

function printDefault(value: unknown, type: GraphQLArgument['type']): string | null {
  if (value === undefined) return null
  const ast = astFromValue(value, type)
  return ast ? print(ast) : null
}

/** An argument list on one line, as graphql's own printer writes it (one member per line keeps signatures scannable). */
function printArgs(args: readonly (GraphQLArgument | GraphQLInputField)[]): string {
  if (args.length === 0) return ''
  const parts = args.map((a) => {
    const d = printDefault(a.defaultValue, a.type)
    return `${a.name}: ${String(a.type)}${d !== null ? ` = ${d}` : ''}`
  })
  return `(${parts.join(', ')})`
}

const deprecated = (reason: string | null | undefined) => (reason === null || reason === undefined ? '' : reason === 'No longer supported' ? ' @deprecated' : ` @deprecated(reason: ${JSON.stringify(reason)})`)

export function printSignature(schema: GraphQLSchema, entry: { kind: RefKind; name: string; rootType?: string }): string {
  if (entry.kind === 'directive') {
    const d = schema.getDirective(entry.name) as GraphQLDirective
    return `directive @${d.name}${printArgs(d.args)}${d.isRepeatable ? ' repeatable' : ''} on ${d.locations.join(' | ')}`
  }
  if (entry.kind === 'query' || entry.kind === 'subscription') {
    const root = schema.getType(entry.rootType as string)
    const field = isObjectType(root) ? root.getFields()[entry.name] : undefined
    if (!field) return ''
    return `type ${entry.rootType} {\n  ${field.name}${printArgs(field.args)}: ${String(field.type)}${deprecated(field.deprecationReason)}\n}`
  }
  const type = schema.getType(entry.name) as GraphQLNamedType
  if (isObjectType(type) || isInterfaceType(type)) {
    const impl = type.getInterfaces().length ? ` implements ${type.getInterfaces().map((i) => i.name).join(' & ')}` : ''
    const lines = Object.values(type.getFields()).map((f) => `  ${f.name}${printArgs(f.args)}: ${String(f.type)}${deprecated(f.deprecationReason)}`)
    return `${isObjectType(type) ? 'type' : 'interface'} ${type.name}${impl} {\n${lines.join('\n')}\n}`
  }
  if (isInputObjectType(type)) {
    const lines = Object.values(type.getFields()).map((f) => {
      const d = printDefault(f.defaultValue, f.type)
      return `  ${f.name}: ${String(f.type)}${d !== null ? ` = ${d}` : ''}${deprecated(f.deprecationReason)}`
    })
    return `input ${type.name} {\n${lines.join('\n')}\n}`
  }
  if (isEnumType(type)) {
    return `enum ${type.name} {\n${type
      .getValues()
      .map((v) => `  ${v.name}${deprecated(v.deprecationReason)}`)
      .join('\n')}\n}`
  }
  if (isUnionType(type)) {
    const members = type.getTypes().map((t) => t.name)
    const oneLine = `union ${type.name} = ${members.join(' | ')}`
    return oneLine.length <= 100 ? oneLine : `union ${type.name} =\n${members.map((m) => `  | ${m}`).join('\n')}`
  }
  return `scalar ${type.name}`
}

/**
 * Builds every reference entry. `pathOf` of a type name is known before the
 * entries are built, so type links resolve in one pass.
 */
export function buildReferenceModel(schema: GraphQLSchema, sources: SchemaSource[]): RefEntry[] {
  const origins = declarationFiles(sources)
  const rootTypeNames = new Set([schema.getQueryType()?.name, schema.getSubscriptionType()?.name, schema.getMutationType()?.name].filter(Boolean) as string[])
  const named = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !rootTypeNames.has(t.name))

  const typePaths = new Map<string, string>()
  for (const t of named) typePaths.set(t.name, referencePath(kindOf(t), t.name, rootOf(t.name, origins.types.get(t.name) ?? null)))

  const ref = (type: GraphQLType): TypeRef => {
    const n = getNamedType(type).name
    return { type: String(type), name: n, path: typePaths.get(n) ?? null }
  }
  const inputValue = (a: GraphQLArgument | GraphQLInputField): InputValueRecord => ({
    name: a.name,
    description: clean(a.description),
    type: ref(a.type),
    defaultValue: printDefault(a.defaultValue, a.type),
    deprecationReason: a.deprecationReason ?? null,
  })
  const field = (f: GraphQLField<unknown, unknown>): FieldRecord => ({
    name: f.name,
    description: clean(f.description),
    type: ref(f.type),
    args: f.args.map(inputValue),
    deprecationReason: f.deprecationReason ?? null,
  })

  const base = (kind: RefKind, name: string, root: string, path: string): Omit<RefEntry, 'description' | 'signature'> => ({
    key: referenceKey(kind, name),
    name,
    kind,
    kindLabel: KIND_LABEL[kind].one,
    slug: referenceSlug(name),
    path,
    root,
    returnType: null,
    arguments: [],
    fields: [],
    inputFields: [],
    enumValues: [],
    unionMembers: [],
    interfaces: [],
    locations: [],
    repeatable: false,
    referencedByKeys: [],
    added: null,
  })

  const entries: RefEntry[] = []
  // Root fields: one page each (queries/evm/, subscriptions/evm/, solana/queries/solana/ …).
  for (const [rootName, kind] of Object.entries(ROOT_KINDS)) {
    const rootType = rootName === 'Query' ? schema.getQueryType() : schema.getSubscriptionType()
    if (!rootType) continue
    for (const f of Object.values(rootType.getFields())) {
      const declaredIn = origins.rootFields.get(`${rootType.name}.${f.name}`)
      const root = rootOf(f.name, declaredIn ?? origins.types.get(rootType.name) ?? null)
      entries.push({
        ...base(kind, f.name, root, referencePath(kind, f.name, root)),
        description: clean(f.description),
        signature: printSignature(schema, { kind, name: f.name, rootType: rootType.name }),
        returnType: ref(f.type),
        arguments: f.args.map(inputValue),
      })
    }
  }
  for (const t of named) {
    const kind = kindOf(t)
    const root = rootOf(t.name, origins.types.get(t.name) ?? null)
    const e: RefEntry = {
      ...base(kind, t.name, root, typePaths.get(t.name) as string),
      description: clean(t.description),
      signature: printSignature(schema, { kind, name: t.name }),
    }
    if (isObjectType(t) || isInterfaceType(t)) {
      e.fields = Object.values(t.getFields()).map(field)
      e.interfaces = t.getInterfaces().map(ref)
    } else if (isInputObjectType(t)) e.inputFields = Object.values(t.getFields()).map(inputValue)
    else if (isEnumType(t)) e.enumValues = t.getValues().map((v) => ({ name: v.name, description: clean(v.description), deprecationReason: v.deprecationReason ?? null }))
    else if (isUnionType(t)) e.unionMembers = t.getTypes().map(ref)
    entries.push(e)
  }
  for (const d of schema.getDirectives()) {
    const file = origins.directives.get(d.name) ?? null
    if (!file && !DOCUMENTED_BUILT_IN_DIRECTIVES.has(d.name)) continue
    const root = rootOf(d.name, file)
    entries.push({
      ...base('directive', d.name, root, referencePath('directive', d.name, root)),
      description: clean(d.description),
      signature: printSignature(schema, { kind: 'directive', name: d.name }),
      arguments: d.args.map(inputValue),
      locations: [...d.locations],
      repeatable: d.isRepeatable,
    })
  }

  // Reverse edges: who uses each named type.
  const keyOfType = new Map<string, string>()
  for (const e of entries) if (e.kind !== 'query' && e.kind !== 'subscription' && e.kind !== 'directive') keyOfType.set(e.name, e.key)
  const users = new Map<string, Set<string>>()
  const use = (typeName: string, userKey: string) => {
    const target = keyOfType.get(typeName)
    if (!target || target === userKey) return
    if (!users.has(target)) users.set(target, new Set())
    ;(users.get(target) as Set<string>).add(userKey)
  }
  for (const e of entries) {
    if (e.returnType) use(e.returnType.name, e.key)
    for (const a of e.arguments) use(a.type.name, e.key)
    for (const f of e.fields) {
      use(f.type.name, e.key)
      for (const a of f.args) use(a.type.name, e.key)
    }
    for (const f of e.inputFields) use(f.type.name, e.key)
    for (const m of e.unionMembers) use(m.name, e.key)
    for (const i of e.interfaces) use(i.name, e.key)
  }
  for (const e of entries) e.referencedByKeys = [...(users.get(e.key) ?? [])].sort()
  return entries
}

/**
 * The keys of the entries an example uses, from the type names and root
 * fields ("Query.EVM") that validateExample reports.
 */
export function exampleKeyIndex(entries: RefEntry[]): (typeNames: string[], rootFields: string[]) => string[] {
  const byName = new Map<string, string>()
  const rootKeys = new Set<string>()
  for (const e of entries) {
    if (e.kind === 'query' || e.kind === 'subscription') rootKeys.add(e.key)
    else if (e.kind !== 'directive') byName.set(e.name, e.key)
  }
  return (typeNames, rootFields) => {
    const keys = new Set<string>()
    for (const n of typeNames) {
      const k = byName.get(n)
      if (k) keys.add(k)
    }
    for (const rf of rootFields) {
      const dot = rf.indexOf('.')
      const rootType = rf.slice(0, dot)
      const kind: RefKind | null = rootType === 'Subscription' ? 'subscription' : rootType === 'Query' ? 'query' : null
      if (!kind) continue
      const k = referenceKey(kind, rf.slice(dot + 1))
      if (rootKeys.has(k)) keys.add(k)
    }
    return [...keys].sort()
  }
}

/** What the changelog knows of each member, by coordinate ("Type", "Type.field", "Type.field.argument", "Enum.VALUE"). */
export type MemberMarks = { added: Map<string, ReleaseMark>; deprecated: Map<string, ReleaseMark> }

/**
 * The entries with the changelog's marks: the release that added each entry
 * and each member of a type that existed before, and the release that
 * deprecated a member. Returns new entries; the model stays pure.
 */
export function withReleaseMarks(entries: RefEntry[], marks: MemberMarks): RefEntry[] {
  const markOf = <M extends { name: string }>(coordinate: string, m: M): M & Marks => {
    const added = marks.added.get(coordinate)
    const deprecatedIn = marks.deprecated.get(coordinate)
    return added || deprecatedIn ? { ...m, ...(added ? { added } : {}), ...(deprecatedIn ? { deprecatedIn } : {}) } : m
  }
  return entries.map((e) => {
    const rootType = e.kind === 'query' ? 'Query' : e.kind === 'subscription' ? 'Subscription' : null
    const self = rootType ? `${rootType}.${e.name}` : e.kind === 'directive' ? `@${e.name}` : e.name
    const argOwner = rootType ? `${rootType}.${e.name}` : `@${e.name}`
    return {
      ...e,
      added: marks.added.get(self) ?? null,
      arguments: e.arguments.map((a) => markOf(`${argOwner}.${a.name}`, a)),
      fields: e.fields.map((f) => ({ ...markOf(`${e.name}.${f.name}`, f), args: f.args.map((a) => markOf(`${e.name}.${f.name}.${a.name}`, a)) })),
      inputFields: e.inputFields.map((f) => markOf(`${e.name}.${f.name}`, f)),
      enumValues: e.enumValues.map((v) => markOf(`${e.name}.${v.name}`, v)),
    }
  })
}
