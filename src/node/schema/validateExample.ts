/**
 * Checks one GraphQL example (a fenced ```graphql block of the docs or the
 * blog) against the platform schema with graphql's own `validate`, and
 * reports which schema types it uses.
 */
import {
  GraphQLError,
  NoDeprecatedCustomRule,
  specifiedRules,
  TypeInfo,
  getNamedType,
  parse,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql'

export type ExampleProblem = {
  /** 1-based line inside the code block. */
  line: number
  column: number
  message: string
}

export type ExampleResult = {
  ok: boolean
  problems: ExampleProblem[]
  /** Named types the example touches (output types of selected fields, argument and variable types). */
  types: string[]
  /** Root fields the example selects, as "Query.EVM" or "Subscription.Solana". */
  rootFields: string[]
  /**
   * Every member the example uses, as a schema coordinate: "Type.field" for a
   * selected field or an input field it writes, "Type.field.argument" for an
   * argument, "Enum.VALUE" for an enum value it writes.
   */
  members: string[]
}

const position = (err: GraphQLError) => err.locations?.[0] ?? { line: 1, column: 1 }

/** Opt-out marker in a fence's meta: ```graphql skip-validation="why" */
export const OPT_OUT = /\bskip-validation(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/

/** The reason of an opt-out, '' when the marker has no reason, null when there is no opt-out. */
export function optOutReason(meta: string | null | undefined): string | null {
  if (!meta) return null
  const m = OPT_OUT.exec(meta)
  if (!m) return null
  return (m[1] ?? m[2] ?? m[3] ?? '').trim()
}

/**
 * Opt-out of the deprecation rule only, for a page that documents a
 * deprecation: ```graphql allow-deprecated="why". The example is still validated.
 */
export const DEPRECATED_OPT_OUT = /\ballow-deprecated(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/

/** The reason of an allow-deprecated marker, '' without a reason, null without the marker. */
export function allowDeprecatedReason(meta: string | null | undefined): string | null {
  if (!meta) return null
  const m = DEPRECATED_OPT_OUT.exec(meta)
  if (!m) return null
  return (m[1] ?? m[2] ?? m[3] ?? '').trim()
}

/** graphql's rules, plus NoDeprecatedCustomRule unless the example may use deprecated members. */
export const RULES = [...specifiedRules, NoDeprecatedCustomRule]

export function validateExample(schema: GraphQLSchema, source: string, options: { allowDeprecated?: boolean } = {}): ExampleResult {
  let document: DocumentNode
  try {
    document = parse(source)
  } catch (err) {
    const e = err as GraphQLError
    const p = position(e)
    return { ok: false, problems: [{ line: p.line, column: p.column, message: e.message }], types: [], rootFields: [], members: [] }
  }
  const errors = validate(schema, document, options.allowDeprecated ? specifiedRules : RULES)
  const problems = errors.map((e) => {
    const p = position(e)
    return { line: p.line, column: p.column, message: e.message }
  })
  const types = new Set<string>()
  const rootFields = new Set<string>()
  const members = new Set<string>()
  const roots = new Set([schema.getQueryType(), schema.getSubscriptionType(), schema.getMutationType()].filter(Boolean).map((t) => t?.name))
  const typeInfo = new TypeInfo(schema)
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const t = typeInfo.getType()
        if (t) types.add(getNamedType(t).name)
        const parent = typeInfo.getParentType()
        if (parent) types.add(parent.name)
        if (parent && roots.has(parent.name) && typeInfo.getFieldDef()) rootFields.add(`${parent.name}.${node.name.value}`)
        if (parent && typeInfo.getFieldDef()) members.add(`${parent.name}.${node.name.value}`)
      },
      Argument(node) {
        const t = typeInfo.getInputType()
        if (t) types.add(getNamedType(t).name)
        const parent = typeInfo.getParentType()
        const field = typeInfo.getFieldDef()
        if (parent && field && typeInfo.getArgument()) members.add(`${parent.name}.${field.name}.${node.name.value}`)
      },
      ObjectField(node) {
        const t = typeInfo.getInputType()
        if (t) types.add(getNamedType(t).name)
        const parent = typeInfo.getParentInputType()
        if (parent && t) members.add(`${getNamedType(parent).name}.${node.name.value}`)
      },
      EnumValue(node) {
        const t = typeInfo.getInputType()
        if (t) members.add(`${getNamedType(t).name}.${node.value}`)
      },
      VariableDefinition() {
        const t = typeInfo.getInputType()
        if (t) types.add(getNamedType(t).name)
      },
    }),
  )
  for (const builtIn of ['String', 'Int', 'Float', 'Boolean', 'ID']) types.delete(builtIn)
  return { ok: problems.length === 0, problems, types: [...types].sort(), rootFields: [...rootFields].sort(), members: [...members].sort() }
}
