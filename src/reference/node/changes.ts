/**
 * One release: the changes between two snapshots, found by
 * @graphql-inspector/core (which also classifies each as breaking, dangerous
 * or safe), then made readable:
 * - the members of a type added in the release are folded into that type's
 *   entry (its count), as are the arguments and descriptions of an added field;
 * - the types and root fields of a file the newer snapshot `introduces` (a
 *   root documented for the first time) are counted by root, not listed;
 * - every change left gets a sentence of ours, its root and type (for the
 *   grouping), the member it concerns, and the inspector's reason when it is
 *   breaking or dangerous.
 */
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core'
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'
import { buildSchemaFromSources, type SchemaSource } from '../../node/schema/load'
import { declarationFiles, kindOf } from './model'
import type { RefKind } from '../lib/slug'
import { rootOf } from '../lib/slug'

export type Level = 'breaking' | 'dangerous' | 'safe'
export const LEVELS: Level[] = ['breaking', 'dangerous', 'safe']
export const LEVEL_LABEL: Record<Level, string> = { breaking: 'Breaking', dangerous: 'Dangerous', safe: 'Safe' }

export type SchemaChange = {
  level: Level
  /** The inspector's change type, e.g. FIELD_REMOVED. */
  kind: string
  /** The member as a schema coordinate: "Type", "Type.field", "Type.field.argument", "Enum.VALUE". */
  member: string
  /** The type the member belongs to, and that type's root (EVM, shared, Solana …). */
  typeName: string
  root: string
  /** One sentence, Markdown (members in backticks). */
  sentence: string
  /** Why the inspector calls it breaking or dangerous. */
  reason: string | null
  /** For an added type: how many members it came with. */
  members?: number
  /** For a deprecation: the reason given in the schema. */
  deprecationReason?: string
}

/** A root whose types the newer snapshot documents for the first time. */
export type IntroducedRoot = { root: string; files: string[]; types: number; rootFields: string[] }

export type ReleaseDiff = { changes: SchemaChange[]; introduced: IntroducedRoot[] }

const LEVEL_OF: Record<string, Level> = { [CriticalityLevel.Breaking]: 'breaking', [CriticalityLevel.Dangerous]: 'dangerous', [CriticalityLevel.NonBreaking]: 'safe' }
const ROOT_TYPES = new Set(['Query', 'Subscription', 'Mutation'])

/** How a sentence names a type's kind (the kinds are the reference model's). */
const KIND_WORD: Partial<Record<RefKind, string>> = { object: 'object type', input: 'input type', enum: 'enum', interface: 'interface', union: 'union', scalar: 'scalar' }
const kindWord = (t: GraphQLNamedType | null | undefined): string => (t ? (KIND_WORD[kindOf(t)] ?? 'type') : 'type')

function memberCount(t: GraphQLNamedType | null | undefined): number {
  if (!t) return 0
  if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)) return Object.keys(t.getFields()).length
  if (isEnumType(t)) return t.getValues().length
  if (isUnionType(t)) return t.getTypes().length
  return 0
}

/** The type a coordinate's member has in a schema ("Type.field" → its return type), as written. */
function memberType(schema: GraphQLSchema, member: string): string | null {
  const [typeName, fieldName, argName] = member.split('.')
  const t = schema.getType(typeName)
  if (!t || !fieldName || !(isObjectType(t) || isInterfaceType(t) || isInputObjectType(t))) return null
  const f = t.getFields()[fieldName]
  if (!f) return null
  if (argName) {
    const a = 'args' in f ? f.args.find((x) => x.name === argName) : undefined
    return a ? String(a.type) : null
  }
  return String(f.type)
}

const code = (s: string) => `\`${s}\``
/** Ends a sentence with a full stop unless it already ends with one. */
const end = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`)
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Our sentence for one change, in the newer schema's terms (the older one's for what was removed). */
export function sentenceOf(change: Change, before: GraphQLSchema, after: GraphQLSchema): string {
  const member = memberOf(change)
  const [typeName, field, arg] = member.split('.')
  const meta = (change.meta ?? {}) as Record<string, unknown>
  const str = (k: string) => (typeof meta[k] === 'string' ? (meta[k] as string) : null)
  switch (change.type) {
    case 'TYPE_ADDED': {
      const t = after.getType(typeName)
      const n = memberCount(t)
      return `New ${kindWord(t)} ${code(typeName)}${n ? ` with ${plural(n, isEnumType(t) ? 'value' : isUnionType(t) ? 'member' : 'field')}` : ''}.`
    }
    case 'TYPE_REMOVED':
      return `The ${kindWord(before.getType(typeName))} ${code(typeName)} was removed.`
    case 'TYPE_KIND_CHANGED':
      return `${code(typeName)} changed from ${kindWord(before.getType(typeName))} to ${kindWord(after.getType(typeName))}.`
    case 'FIELD_ADDED':
      return `New field ${code(`${typeName}.${field}`)} returning ${code(memberType(after, member) ?? str('addedFieldReturnType') ?? '?')}.`
    case 'FIELD_REMOVED':
      return `The field ${code(`${typeName}.${field}`)} was removed.`
    case 'FIELD_TYPE_CHANGED':
      return `${code(`${typeName}.${field}`)} now returns ${code(memberType(after, member) ?? '?')} instead of ${code(memberType(before, member) ?? '?')}.`
    case 'FIELD_ARGUMENT_ADDED':
      return `New argument ${code(`${arg}: ${memberType(after, member) ?? '?'}`)} on ${code(`${typeName}.${field}`)}.`
    case 'FIELD_ARGUMENT_REMOVED':
      return `The argument ${code(arg)} of ${code(`${typeName}.${field}`)} was removed.`
    case 'FIELD_ARGUMENT_TYPE_CHANGED':
      return `The argument ${code(arg)} of ${code(`${typeName}.${field}`)} now takes ${code(memberType(after, member) ?? '?')} instead of ${code(memberType(before, member) ?? '?')}.`
    case 'FIELD_ARGUMENT_DEFAULT_CHANGED':
      return `The default of the argument ${code(arg)} of ${code(`${typeName}.${field}`)} changed from ${code(str('oldDefaultValue') ?? 'none')} to ${code(str('newDefaultValue') ?? 'none')}.`
    case 'INPUT_FIELD_ADDED':
      return `New input field ${code(`${typeName}.${field}`)} of type ${code(memberType(after, member) ?? '?')}.`
    case 'INPUT_FIELD_REMOVED':
      return `The input field ${code(`${typeName}.${field}`)} was removed.`
    case 'INPUT_FIELD_TYPE_CHANGED':
      return `The input field ${code(`${typeName}.${field}`)} now takes ${code(memberType(after, member) ?? '?')} instead of ${code(memberType(before, member) ?? '?')}.`
    case 'INPUT_FIELD_DEFAULT_VALUE_CHANGED':
      return `The default of the input field ${code(`${typeName}.${field}`)} changed from ${code(str('oldDefaultValue') ?? 'none')} to ${code(str('newDefaultValue') ?? 'none')}.`
    case 'ENUM_VALUE_ADDED':
      return `New value ${code(field)} in the enum ${code(typeName)}.`
    case 'ENUM_VALUE_REMOVED':
      return `The value ${code(field)} was removed from the enum ${code(typeName)}.`
    case 'UNION_MEMBER_ADDED':
      return `${code(str('addedUnionMemberTypeName') ?? field ?? '?')} is now a member of the union ${code(typeName)}.`
    case 'UNION_MEMBER_REMOVED':
      return `${code(str('removedUnionMemberTypeName') ?? field ?? '?')} is no longer a member of the union ${code(typeName)}.`
    case 'OBJECT_TYPE_INTERFACE_ADDED':
      return `${code(typeName)} now implements ${code(str('addedInterfaceName') ?? '?')}.`
    case 'OBJECT_TYPE_INTERFACE_REMOVED':
      return `${code(typeName)} no longer implements ${code(str('removedInterfaceName') ?? '?')}.`
    case 'FIELD_DEPRECATION_ADDED':
    case 'FIELD_DEPRECATION_REASON_ADDED':
    case 'ENUM_VALUE_DEPRECATION_REASON_ADDED':
      return end(`${code(member)} is deprecated${deprecationOf(after, member) ? `: ${deprecationOf(after, member)}` : ''}`)
    case 'FIELD_DEPRECATION_REASON_CHANGED':
    case 'ENUM_VALUE_DEPRECATION_REASON_CHANGED':
      return end(`The deprecation reason of ${code(member)} is now: ${deprecationOf(after, member) ?? ''}`)
    case 'FIELD_DEPRECATION_REMOVED':
    case 'FIELD_DEPRECATION_REASON_REMOVED':
    case 'ENUM_VALUE_DEPRECATION_REASON_REMOVED':
      return `${code(member)} is no longer deprecated.`
    case 'DIRECTIVE_ADDED':
      return `New directive ${code(`@${typeName.replace(/^@/, '')}`)}.`
    case 'DIRECTIVE_REMOVED':
      return `The directive ${code(`@${typeName.replace(/^@/, '')}`)} was removed.`
    default:
      if (/DESCRIPTION/.test(change.type)) return `The description of ${code(member)} changed.`
      // A change type this site has no sentence for: the inspector's own, which names the member.
      return end(change.message)
  }
}

/** The deprecation reason of a field or enum value in a schema, or null. */
export function deprecationOf(schema: GraphQLSchema, member: string): string | null {
  const [typeName, name] = member.split('.')
  const t = schema.getType(typeName)
  if (!t || !name) return null
  if (isEnumType(t)) return t.getValue(name)?.deprecationReason ?? null
  if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)) return t.getFields()[name]?.deprecationReason ?? null
  return null
}

/** The member a change concerns, as a schema coordinate: the inspector's path without a directive segment ("T.f.@deprecated" → "T.f"). */
export function memberOf(change: Pick<Change, 'path'>): string {
  const path = change.path ?? ''
  const at = path.indexOf('.@')
  return at === -1 ? path : path.slice(0, at)
}

const DEPRECATION = new Set(['FIELD_DEPRECATION_ADDED', 'FIELD_DEPRECATION_REASON_ADDED', 'ENUM_VALUE_DEPRECATION_REASON_ADDED', 'FIELD_DEPRECATION_REASON_CHANGED', 'ENUM_VALUE_DEPRECATION_REASON_CHANGED'])

/** The changes between two snapshots (as schema sources), folded and with sentences; `introduces` as in the newer notes. */
export async function releaseDiff(beforeSources: SchemaSource[], afterSources: SchemaSource[], introduces: string[] = []): Promise<ReleaseDiff> {
  const before = buildSchemaFromSources(beforeSources)
  const after = buildSchemaFromSources(afterSources)
  const raw = await diff(before, after)
  const originsAfter = declarationFiles(afterSources)
  const originsBefore = declarationFiles(beforeSources)
  const introducedFiles = new Set(introduces)

  const addedTypes = new Set(raw.filter((c) => c.type === 'TYPE_ADDED').map(memberOf))
  const addedMembers = new Set(raw.filter((c) => /^(FIELD|INPUT_FIELD|ENUM_VALUE)_ADDED$/.test(c.type) || c.type === 'FIELD_ARGUMENT_ADDED').map(memberOf))
  const fileOfType = (name: string) => originsAfter.types.get(name) ?? originsBefore.types.get(name) ?? null

  // Roots documented for the first time: their types and root fields, counted.
  const introduced = new Map<string, IntroducedRoot>()
  const introduce = (file: string, what: { type?: string; rootField?: string }) => {
    const root = rootOf(what.type ?? what.rootField ?? '', file)
    const r = introduced.get(root) ?? { root, files: [], types: 0, rootFields: [] }
    if (!r.files.includes(file)) r.files.push(file)
    if (what.type) r.types++
    if (what.rootField) r.rootFields.push(what.rootField)
    introduced.set(root, r)
  }
  const isIntroduced = (member: string): boolean => {
    const [typeName, field] = member.split('.')
    if (ROOT_TYPES.has(typeName) && field) return introducedFiles.has(originsAfter.rootFields.get(`${typeName}.${field}`) ?? '')
    const file = fileOfType(typeName)
    return addedTypes.has(typeName) && file !== null && introducedFiles.has(file)
  }

  const changes: SchemaChange[] = []
  for (const c of raw) {
    // The @deprecated directive's own usage changes repeat the deprecation changes.
    if (c.type.startsWith('DIRECTIVE_USAGE_') && (c.path ?? '').includes('.@deprecated')) continue
    const member = memberOf(c)
    const [typeName, field] = member.split('.')
    if (isIntroduced(member)) {
      if (c.type === 'TYPE_ADDED') introduce(fileOfType(typeName) as string, { type: typeName })
      else if (ROOT_TYPES.has(typeName) && c.type === 'FIELD_ADDED') introduce(originsAfter.rootFields.get(member) as string, { rootField: member })
      continue
    }
    // Members of an added type belong to its entry.
    if (c.type !== 'TYPE_ADDED' && addedTypes.has(typeName)) continue
    // The arguments and descriptions of an added member belong to it.
    const parent = member.split('.').slice(0, -1).join('.')
    if (c.type === 'FIELD_ARGUMENT_ADDED' && addedMembers.has(parent)) continue
    if (/DESCRIPTION/.test(c.type) && addedMembers.has(member)) continue
    const level = LEVEL_OF[c.criticality.level] ?? 'safe'
    const rootField = ROOT_TYPES.has(typeName) && field ? member.split('.').slice(0, 2).join('.') : null
    const root = rootField ? rootOf(field, originsAfter.rootFields.get(rootField) ?? originsBefore.rootFields.get(rootField) ?? null) : rootOf(typeName, fileOfType(typeName))
    const change: SchemaChange = {
      level,
      kind: c.type,
      member,
      typeName,
      root,
      sentence: sentenceOf(c, before, after),
      reason: level === 'safe' ? null : (c.criticality.reason ?? null),
    }
    if (c.type === 'TYPE_ADDED') change.members = memberCount(after.getType(typeName))
    if (DEPRECATION.has(c.type)) change.deprecationReason = deprecationOf(after, member) ?? undefined
    changes.push(change)
  }
  return { changes, introduced: [...introduced.values()].sort((a, b) => a.root.localeCompare(b.root)) }
}
