/**
 * Compares an SDL document with the schema facts (`evm-schema-facts.tsv` and
 * the defaults / directive locations of `evm-schema-summary.md`). Pure
 * functions: they take text or a parsed document and return a list of
 * problems, each naming the type and member it is about. Used by
 * tests/unit/schema-facts.test.ts.
 */
import {
  Kind,
  print,
  specifiedScalarTypes,
  type DefinitionNode,
  type DocumentNode,
  type InputValueDefinitionNode,
  type StringValueNode,
} from 'graphql'

export type FactKind = 'query' | 'subscription' | 'object' | 'input' | 'enum' | 'union' | 'scalar' | 'directive'
export type FactRow = { kind: FactKind; type: string; member: string; args: string; returns: string }
export type FactType = { kind: FactKind; name: string; members: FactRow[] }
/** `owner.member.argument` → default value as GraphQL source text (`false`, `0.51`, `"No longer supported"`). */
export type SummaryDefault = { owners: string[]; member: string; argument: string; value: string }
export type SummaryFacts = { defaults: SummaryDefault[]; directiveLocations: Map<string, string[]> }

const KINDS = new Set<FactKind>(['query', 'subscription', 'object', 'input', 'enum', 'union', 'scalar', 'directive'])

/** Parses the TSV (header `kind type member args returns page`). Throws on a malformed line, with its number. */
export function parseFactsTsv(text: string): FactRow[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const header = lines[0]?.split('\t') ?? []
  if (header.slice(0, 5).join(' ') !== 'kind type member args returns') {
    throw new Error(`facts TSV: unexpected header "${lines[0] ?? ''}"`)
  }
  const rows: FactRow[] = []
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return
    const [kind, type, member = '', args = '', returns = ''] = line.split('\t')
    if (!KINDS.has(kind as FactKind) || !type) throw new Error(`facts TSV line ${i + 2}: cannot read "${line}"`)
    rows.push({ kind: kind as FactKind, type, member, args, returns })
  })
  return rows
}

/** Groups rows by (kind, type) keeping the TSV order of members. */
export function groupFacts(rows: FactRow[]): Map<string, FactType> {
  const types = new Map<string, FactType>()
  for (const r of rows) {
    const key = typeKey(r.kind, r.type)
    let t = types.get(key)
    if (!t) types.set(key, (t = { kind: r.kind, name: r.type, members: [] }))
    t.members.push(r)
  }
  return types
}

/** Directives are named with `@` so they cannot collide with a type of the same name. */
function typeKey(kind: FactKind, name: string): string {
  return kind === 'directive' ? `@${name}` : name
}

/**
 * Reads the "Argument / input-field defaults" and "Directive locations"
 * sections of the summary. Lines look like
 *   - `nakamoto.ratio` = `0.51` on: `EVM_BalanceUpdate_Cube`, `EVM_Block_Cube`
 *   - directive `@deprecated` argument `reason` = `"No longer supported"`
 *   - `@include` on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
 */
export function parseSummary(md: string): SummaryFacts {
  const defaults: SummaryDefault[] = []
  const directiveLocations = new Map<string, string[]>()
  let section = ''
  for (const line of md.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim()
      continue
    }
    if (section.startsWith('Argument / input-field defaults')) {
      const dir = /^- directive `@(\w+)` argument `(\w+)` = `(.+)`\s*$/.exec(line)
      if (dir) {
        defaults.push({ owners: [`@${dir[1]}`], member: '', argument: dir[2], value: dir[3] })
        continue
      }
      const field = /^- `(\w+)\.(\w+)` = `(.+?)` on: (.+)$/.exec(line)
      if (field) {
        const owners = [...field[4].matchAll(/`(\w+)`/g)].map((m) => m[1])
        defaults.push({ owners, member: field[1], argument: field[2], value: field[3] })
      }
    } else if (section.startsWith('Directive locations')) {
      const loc = /^- `@(\w+)` on (.+)$/.exec(line)
      if (loc) directiveLocations.set(loc[1], loc[2].split('|').map((s) => s.trim()))
    }
  }
  return { defaults, directiveLocations }
}

/** A type or directive of the SDL, flattened to what the facts describe. */
type SdlType = {
  kind: FactKind
  name: string
  /** member name → its argument list (`name: Type`), its type, and default values of its arguments. */
  members: { name: string; args: InputValueDefinitionNode[]; returns: string }[]
  locations: string[]
  description?: StringValueNode
}

function sdlTypes(doc: DocumentNode, problems: string[]): Map<string, SdlType> {
  const out = new Map<string, SdlType>()
  const add = (t: SdlType) => {
    const key = typeKey(t.kind, t.name)
    if (out.has(key)) problems.push(`${t.name}: defined more than once in the SDL`)
    out.set(key, t)
  }
  for (const def of doc.definitions as readonly DefinitionNode[]) {
    switch (def.kind) {
      case Kind.OBJECT_TYPE_DEFINITION: {
        const name = def.name.value
        const kind: FactKind = name === 'Query' ? 'query' : name === 'Subscription' ? 'subscription' : 'object'
        if (def.interfaces?.length) problems.push(`${name}: implements interfaces, the facts list none`)
        add({
          kind,
          name,
          members: (def.fields ?? []).map((f) => ({ name: f.name.value, args: [...(f.arguments ?? [])], returns: print(f.type) })),
          locations: [],
          description: def.description,
        })
        break
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        add({
          kind: 'input',
          name: def.name.value,
          members: (def.fields ?? []).map((f) => ({ name: f.name.value, args: [], returns: print(f.type) })),
          locations: [],
          description: def.description,
        })
        break
      case Kind.ENUM_TYPE_DEFINITION:
        add({
          kind: 'enum',
          name: def.name.value,
          members: (def.values ?? []).map((v) => ({ name: v.name.value, args: [], returns: '' })),
          locations: [],
          description: def.description,
        })
        break
      case Kind.UNION_TYPE_DEFINITION:
        add({
          kind: 'union',
          name: def.name.value,
          members: (def.types ?? []).map((t) => ({ name: t.name.value, args: [], returns: t.name.value })),
          locations: [],
          description: def.description,
        })
        break
      case Kind.SCALAR_TYPE_DEFINITION:
        add({ kind: 'scalar', name: def.name.value, members: [], locations: [], description: def.description })
        break
      case Kind.DIRECTIVE_DEFINITION:
        add({
          kind: 'directive',
          name: def.name.value,
          members: (def.arguments ?? []).map((a) => ({ name: a.name.value, args: [], returns: print(a.type) })),
          locations: def.locations.map((l) => l.value),
          description: def.description,
        })
        break
      default:
        problems.push(`unexpected ${def.kind} in the SDL (the facts have no interfaces, extensions or operations)`)
    }
  }
  return out
}

const BUILT_IN_SCALARS = new Set(specifiedScalarTypes.map((s) => s.name))

/** Splits the TSV `args` cell (`a: T, b: [U]!`) into sorted `name: Type` strings. */
export function factArgs(cell: string): string[] {
  return cell
    .split(', ')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort()
}

const label = (t: { kind: FactKind; name: string }) => (t.kind === 'directive' ? `@${t.name}` : t.name)

/**
 * Every difference between the SDL and the facts, one message per difference,
 * each starting with `Type` or `Type.member`. Empty when they are equal.
 */
export function compareSdlToFacts(doc: DocumentNode, facts: FactRow[], summary: SummaryFacts): string[] {
  const problems: string[] = []
  const sdl = sdlTypes(doc, problems)
  const expected = groupFacts(facts)

  for (const [key, fact] of expected) {
    if (fact.kind === 'scalar' && BUILT_IN_SCALARS.has(fact.name) && !sdl.has(key)) continue
    const got = sdl.get(key)
    if (!got) {
      problems.push(`${label(fact)}: ${fact.kind} missing from the SDL`)
      continue
    }
    if (got.kind !== fact.kind) {
      problems.push(`${label(fact)}: is ${got.kind} in the SDL, ${fact.kind} in the facts`)
      continue
    }
    if (fact.kind === 'scalar') continue
    const want = fact.members.map((m) => m.member)
    const have = got.members.map((m) => m.name)
    for (const m of want) if (!have.includes(m)) problems.push(`${label(fact)}.${m}: missing from the SDL`)
    for (const m of have) if (!want.includes(m)) problems.push(`${label(fact)}.${m}: in the SDL but not in the facts`)
    if (want.length === have.length && want.every((m) => have.includes(m)) && want.join() !== have.join()) {
      const at = want.findIndex((m, i) => have[i] !== m)
      problems.push(`${label(fact)}: members out of order from ${want[at]} (facts: ${want.join(', ')}; SDL: ${have.join(', ')})`)
    }
    for (const row of fact.members) {
      const m = got.members.find((x) => x.name === row.member)
      if (!m) continue
      const where = `${label(fact)}.${row.member}`
      if (fact.kind === 'enum') continue
      if (m.returns !== row.returns) problems.push(`${where}: type ${m.returns} in the SDL, ${row.returns} in the facts`)
      if (fact.kind === 'object' || fact.kind === 'query' || fact.kind === 'subscription') {
        const a = m.args.map((x) => `${x.name.value}: ${print(x.type)}`).sort()
        const b = factArgs(row.args)
        if (a.join(', ') !== b.join(', ')) problems.push(`${where}: arguments (${a.join(', ')}) in the SDL, (${b.join(', ')}) in the facts`)
      }
    }
    if (fact.kind === 'directive') {
      const want = summary.directiveLocations.get(fact.name)
      if (!want) problems.push(`@${fact.name}: the summary lists no locations`)
      else if ([...got.locations].sort().join(' | ') !== [...want].sort().join(' | '))
        problems.push(`@${fact.name}: locations ${got.locations.join(' | ')} in the SDL, ${want.join(' | ')} in the summary`)
    }
  }
  for (const [key, t] of sdl) {
    if (!expected.has(key)) problems.push(`${label(t)}: ${t.kind} in the SDL but not in the facts`)
  }
  problems.push(...compareDefaults(doc, summary))
  return problems
}

/** Every default value of the SDL must be one the summary lists, and every listed default must be there. */
function compareDefaults(doc: DocumentNode, summary: SummaryFacts): string[] {
  const problems: string[] = []
  const want = new Map<string, string>()
  for (const d of summary.defaults) {
    for (const owner of d.owners) {
      // A directive default is `@name(arg)`; a field default is `Type.field(arg)`.
      const key = owner.startsWith('@') ? `${owner}(${d.argument})` : `${owner}.${d.member}(${d.argument})`
      want.set(key, d.value)
    }
  }
  const have = sdlDefaults(doc)
  for (const [key, value] of want) {
    const got = have.get(key)
    if (got === undefined) problems.push(`${key}: default ${value} missing from the SDL`)
    else if (got !== value) problems.push(`${key}: default ${got} in the SDL, ${value} in the summary`)
  }
  for (const [key, value] of have) if (!want.has(key)) problems.push(`${key}: default ${value} in the SDL but not in the summary`)
  return problems
}

/** Every default value of the SDL: field arguments, input fields and directive arguments. */
export function sdlDefaults(doc: DocumentNode): Map<string, string> {
  const out = new Map<string, string>()
  for (const def of doc.definitions) {
    if (def.kind === Kind.DIRECTIVE_DEFINITION) {
      for (const a of def.arguments ?? []) if (a.defaultValue) out.set(`@${def.name.value}(${a.name.value})`, print(a.defaultValue))
    } else if (def.kind === Kind.OBJECT_TYPE_DEFINITION) {
      for (const f of def.fields ?? [])
        for (const a of f.arguments ?? []) if (a.defaultValue) out.set(`${def.name.value}.${f.name.value}(${a.name.value})`, print(a.defaultValue))
    } else if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const f of def.fields ?? []) if (f.defaultValue) out.set(`${def.name.value}.${f.name.value}`, print(f.defaultValue))
    }
  }
  return out
}

const described = (s?: StringValueNode) => Boolean(s && s.value.trim())

/**
 * Every missing description: each type and directive, each field of a
 * `*_Cube` type, and each root field with its arguments.
 */
export function missingDescriptions(doc: DocumentNode): string[] {
  const missing: string[] = []
  for (const def of doc.definitions) {
    if (!('name' in def) || !def.name) continue
    const name = def.kind === Kind.DIRECTIVE_DEFINITION ? `@${def.name.value}` : def.name.value
    if ('description' in def && !described(def.description)) missing.push(`${name}: no description`)
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    const isCube = name.endsWith('_Cube')
    const isRoot = name === 'Query' || name === 'Subscription'
    if (!isCube && !isRoot) continue
    for (const f of def.fields ?? []) {
      if (!described(f.description)) missing.push(`${name}.${f.name.value}: no description`)
      if (isRoot) for (const a of f.arguments ?? []) if (!described(a.description)) missing.push(`${name}.${f.name.value}(${a.name.value}): no description`)
    }
  }
  return missing
}

/**
 * Every node of the document that can carry a description and has none:
 * types, fields, arguments, input fields, enum values and directive arguments,
 * including the members added by `extend type` / `extend input` / `extend enum`.
 */
export function undescribedNodes(doc: DocumentNode): string[] {
  const out: string[] = []
  for (const def of doc.definitions) {
    if (!('name' in def) || !def.name) continue
    const name = def.kind === Kind.DIRECTIVE_DEFINITION ? `@${def.name.value}` : def.name.value
    if ('description' in def && !described(def.description)) out.push(name)
    if (def.kind === Kind.DIRECTIVE_DEFINITION) {
      for (const a of def.arguments ?? []) if (!described(a.description)) out.push(`${name}(${a.name.value})`)
    }
    if (
      def.kind === Kind.OBJECT_TYPE_DEFINITION ||
      def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
      def.kind === Kind.OBJECT_TYPE_EXTENSION ||
      def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION
    ) {
      for (const f of def.fields ?? []) {
        if (!described(f.description)) out.push(`${name}.${f.name.value}`)
        if ('arguments' in f) for (const a of f.arguments ?? []) if (!described(a.description)) out.push(`${name}.${f.name.value}(${a.name.value})`)
      }
    }
    if (def.kind === Kind.ENUM_TYPE_DEFINITION || def.kind === Kind.ENUM_TYPE_EXTENSION) {
      for (const v of def.values ?? []) if (!described(v.description)) out.push(`${name}.${v.name.value}`)
    }
  }
  return out
}

/**
 * The facts are a floor, not a ceiling: `base` (evm.graphql) plus `extension`
 * (evm-extensions.graphql) must hold every fact with its kind, return type and
 * arguments, and every type or member that is not a fact must be declared in
 * `extension` (as a new type or in an `extend` block), never in `base`. One
 * message per problem, each starting with `Type` or `Type.member`.
 */
export function compareSchemaWithExtensions(base: DocumentNode, extension: DocumentNode, facts: FactRow[]): string[] {
  const problems: string[] = []
  type Member = { name: string; args: InputValueDefinitionNode[]; returns: string; fromExtension: boolean }
  type Merged = { kind: FactKind; name: string; fromExtension: boolean; members: Member[] }
  const merged = new Map<string, Merged>()
  const ignore: string[] = []
  for (const [key, t] of sdlTypes(base, ignore)) {
    merged.set(key, { kind: t.kind, name: t.name, fromExtension: false, members: t.members.map((m) => ({ ...m, fromExtension: false })) })
  }
  const newDefs = extension.definitions.filter((d) => !isExtensionNode(d))
  for (const [key, t] of sdlTypes({ kind: Kind.DOCUMENT, definitions: newDefs }, problems)) {
    if (merged.has(key)) {
      problems.push(`${label(t)}: defined in evm.graphql and again in the extensions (use \`extend\`)`)
      continue
    }
    merged.set(key, { kind: t.kind, name: t.name, fromExtension: true, members: t.members.map((m) => ({ ...m, fromExtension: true })) })
  }
  for (const def of extension.definitions) {
    if (!isExtensionNode(def)) continue
    const name = def.name.value
    const target = merged.get(name)
    if (!target) {
      problems.push(`${name}: extended but not defined`)
      continue
    }
    const add = (m: Omit<Member, 'fromExtension'>) => {
      if (target.members.some((x) => x.name === m.name)) problems.push(`${name}.${m.name}: declared twice`)
      else target.members.push({ ...m, fromExtension: true })
    }
    if (def.kind === Kind.OBJECT_TYPE_EXTENSION) for (const f of def.fields ?? []) add({ name: f.name.value, args: [...(f.arguments ?? [])], returns: print(f.type) })
    if (def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) for (const f of def.fields ?? []) add({ name: f.name.value, args: [], returns: print(f.type) })
    if (def.kind === Kind.ENUM_TYPE_EXTENSION) for (const v of def.values ?? []) add({ name: v.name.value, args: [], returns: '' })
    if (def.kind === Kind.UNION_TYPE_EXTENSION) for (const u of def.types ?? []) add({ name: u.name.value, args: [], returns: u.name.value })
  }

  const expected = groupFacts(facts)
  for (const [key, fact] of expected) {
    if (fact.kind === 'scalar' && BUILT_IN_SCALARS.has(fact.name) && !merged.has(key)) continue
    const got = merged.get(key)
    if (!got) {
      problems.push(`${label(fact)}: ${fact.kind} missing from the schema`)
      continue
    }
    if (got.kind !== fact.kind) {
      problems.push(`${label(fact)}: is ${got.kind} in the schema, ${fact.kind} in the facts`)
      continue
    }
    if (fact.kind === 'scalar') continue
    for (const row of fact.members) {
      const m = got.members.find((x) => x.name === row.member)
      const where = `${label(fact)}.${row.member}`
      if (!m) {
        problems.push(`${where}: missing from the schema`)
        continue
      }
      if (fact.kind === 'enum') continue
      if (m.returns !== row.returns) problems.push(`${where}: type ${m.returns} in the schema, ${row.returns} in the facts`)
      if (fact.kind === 'object' || fact.kind === 'query' || fact.kind === 'subscription') {
        const a = m.args.map((x) => `${x.name.value}: ${print(x.type)}`).sort()
        const b = factArgs(row.args)
        if (a.join(', ') !== b.join(', ')) problems.push(`${where}: arguments (${a.join(', ')}) in the schema, (${b.join(', ')}) in the facts`)
      }
    }
  }
  for (const [key, t] of merged) {
    const fact = expected.get(key)
    if (!fact) {
      if (!t.fromExtension) problems.push(`${label(t)}: ${t.kind} is not a fact and is not declared in evm-extensions.graphql`)
      continue
    }
    const factMembers = new Set(fact.members.map((m) => m.member))
    for (const m of t.members) {
      if (!factMembers.has(m.name) && !m.fromExtension) problems.push(`${label(t)}.${m.name}: not a fact and not declared in evm-extensions.graphql`)
    }
  }
  return problems
}

function isExtensionNode(def: DefinitionNode): def is Extract<DefinitionNode, { kind: Kind.OBJECT_TYPE_EXTENSION | Kind.INPUT_OBJECT_TYPE_EXTENSION | Kind.ENUM_TYPE_EXTENSION | Kind.UNION_TYPE_EXTENSION | Kind.SCALAR_TYPE_EXTENSION | Kind.INTERFACE_TYPE_EXTENSION }> {
  return (
    def.kind === Kind.OBJECT_TYPE_EXTENSION ||
    def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION ||
    def.kind === Kind.ENUM_TYPE_EXTENSION ||
    def.kind === Kind.UNION_TYPE_EXTENSION ||
    def.kind === Kind.SCALAR_TYPE_EXTENSION ||
    def.kind === Kind.INTERFACE_TYPE_EXTENSION
  )
}
