#!/usr/bin/env node
/**
 * Fills MISSING descriptions of graphql-schema/evm.graphql from the rules of
 * evm-descriptions.mjs, and rewrites the file in graphql's printed form.
 * Existing descriptions are never changed, so hand edits of evm.graphql stay:
 * the committed evm.graphql is the source of truth, this script only helps
 * when types are added.
 *
 *   node scripts/schema/describe-evm.mjs           # fill and rewrite
 *   node scripts/schema/describe-evm.mjs --check   # exit 1 if anything would change
 *
 * It lists on stderr every type, field, argument, input field or enum value
 * that is still without a description after filling.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kind, parse, print } from 'graphql'
import * as D from './evm-descriptions.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const file = path.resolve(here, '../../graphql-schema/evm.graphql')

const CUBE_RE = /^EVM_(BalanceUpdate|Block|Call|DEXTradeByToken|DEXTrade|Event|MinerReward|TokenHolder|Transaction|Transfer|Uncle|WasOnBranch)_(.+)$/
const ARRAY_OPS = new Set(['includes', 'excludes', 'startsWith', 'endsWith', 'notStartsWith', 'notEndsWith', 'length'])

const block = (value) => ({ kind: Kind.STRING, value, block: true })
const line = (value) => ({ kind: Kind.STRING, value, block: false })
const code = (s) => `\`${s}\``
const dotted = (s) => s.replace(/_/g, '.')
const typeName = (t) => (t.kind === Kind.NAMED_TYPE ? t.name.value : typeName(t.type))
const cubeType = (c) => `EVM_${c}_Cube`

/** The filter input type of an object field, read from its `selectWhere` argument. */
const selectType = (field) => {
  const a = (field.arguments ?? []).find((x) => x.name.value === 'selectWhere')
  return a ? typeName(a.type) : null
}

function formatNote(field, money) {
  const t = selectType(field)
  if (typeName(field.type) === 'DateTime') return D.FORMATS.OLAP_DateTime
  if (t === 'OLAP_BigInteger' && money) return D.FORMATS['OLAP_BigInteger+money']
  return (t && D.FORMATS[t]) || ''
}

const join = (...parts) => parts.filter(Boolean).join(' ')

// ---- objects ---------------------------------------------------------------

function cubeDescription(cube) {
  const c = D.CUBES[cube]
  const roots = c.root
    ? cube === 'TokenHolder'
      ? `Query it with ${code(`EVM.${c.root}`)}.`
      : `Query it with ${code(`EVM.${c.root}`)}, or subscribe with ${code(`EVM_Subscription.${c.root}`)}.`
    : ''
  if (!c.root) return [`One row of this cube is ${c.row}.`, c.use].join('\n\n')
  return [
    `One row of this cube is ${c.row}.`,
    c.use,
    join(
      roots,
      'Select dimensions (the capitalised fields) to read values; add metrics (`count`, `sum`, `average`…) to aggregate the rows that share the same dimension values.',
    ),
  ].join('\n\n')
}

function entityKey(entity, member) {
  const alias = D.ENTITY_ALIASES[entity]
  return (alias && D.FIELDS[`${alias}.${member}`]) || D.FIELDS[`${entity}.${member}`] || null
}

function describeField(field, entity, cube) {
  const name = field.name.value
  const isCubeLevel = entity === null
  if (isCubeLevel && D.METRICS[name]) return D.METRICS[name]
  if (isCubeLevel && name === 'ChainId') return 'Chain id of the network of the row, such as 1 for Ethereum, as a decimal string.'
  if (isCubeLevel) {
    const text = D.ENTITIES[name]
    return text ? text.replace('a {cube} row', 'the row').replace('{cube}', code(cubeType(cube))) : null
  }
  const fact = entityKey(entity, name)
  if (!fact) return null
  return join(fact.text, formatNote(field, fact.money))
}

function describeArg(arg, field, isMetric) {
  const n = arg.name.value
  if (isMetric) return (field === 'uniq' && n === 'of' && D.METRIC_ARGS['uniq.of']) || D.METRIC_ARGS[n] || null
  if (n === 'selectWhere' && !/^(OLAP_|Metric_|EVM_Amount|Boolean)/.test(typeName(arg.type))) {
    return 'Keeps only the result rows whose value of this field matches this condition.'
  }
  return D.FIELD_ARGS[n] ?? null
}

function objectType(def) {
  const name = def.name.value
  let typeText = null
  let fieldText = () => null
  let argText = () => null

  if (name === 'Query' || name === 'Subscription') {
    typeText = D.OTHER[name]
    fieldText = (f) => D.ROOTS[`${name}.${f.name.value}`] ?? null
    argText = (a, f) => D.ROOTS[`${name}.${f.name.value}.${a.name.value}`] ?? null
  } else if (D.SHARED_OBJECTS[name]) {
    const s = D.SHARED_OBJECTS[name]
    typeText = s.text
    if (name === 'EVM' || name === 'EVM_Subscription') {
      fieldText = (f) => {
        const cube = CUBE_RE.exec(typeName(f.type))?.[1]
        return cube ? `Rows of ${code(cubeType(cube))}. One row is ${D.CUBES[cube].row}.` : null
      }
      argText = (a) => D.CUBE_FIELD_ARGS[a.name.value] ?? null
    } else {
      fieldText = (f) => s.fields?.[f.name.value] ?? null
    }
  } else {
    const m = CUBE_RE.exec(name)
    if (m && m[2] === 'Cube') {
      const cube = m[1]
      typeText = cubeDescription(cube)
      fieldText = (f) => describeField(f, null, cube)
      argText = (a, f) => describeArg(a, f.name.value, Boolean(D.METRICS[f.name.value]))
    } else if (m && m[2].startsWith('Fields_')) {
      const cube = m[1]
      const entity = m[2].slice('Fields_'.length)
      const t = D.ENTITIES[entity]
      typeText = t ? t.replace('a {cube}', 'an {cube}').replace('{cube}', code(cubeType(cube))) : null
      fieldText = (f) => describeField(f, entity, cube)
      argText = (a, f) => describeArg(a, f.name.value, false)
    }
  }
  return {
    ...def,
    description: def.description ?? (typeText ? block(typeText) : undefined),
    fields: (def.fields ?? []).map((f) => {
      const text = f.description ? null : fieldText(f)
      return {
        ...f,
        description: f.description ?? (text ? line(text) : undefined),
        arguments: (f.arguments ?? []).map((a) => {
          if (a.description) return a
          const at = argText(a, f)
          return at ? { ...a, description: line(at) } : a
        }),
      }
    }),
  }
}

// ---- inputs ----------------------------------------------------------------

/** Field names of every input type of the document, set by fill(). */
let inputFields = new Map()
/** An input type of list conditions (`includes`, `startsWith`…). */
const isListCondition = (name) => (inputFields.get(name) ?? []).length > 0 && inputFields.get(name).every((f) => ARRAY_OPS.has(f))

/** Describes a cube input type and its fields from the shape of its name. */
function cubeInput(cube, rest, def) {
  const cubeT = code(cubeType(cube))
  const fields = (def.fields ?? []).map((f) => f.name.value)
  const isArrayCondition = fields.every((f) => ARRAY_OPS.has(f))
  switch (rest) {
    case 'Filter':
      return {
        text: `Conditions on ${cubeT} rows, for the ${code('where')} argument of the cube and the ${code('if')} argument of its fields and metrics. Set conditions on any fields; all of them must hold.`,
        field: (f, t) =>
          f === 'ChainId' ? 'Condition on the chain id.' : isListCondition(t) ? `List conditions on ${code(f)}.` : `Conditions on the ${code(f)} fields.`,
      }
    case 'Ordering':
      return {
        text: `One sort key for ${cubeT} rows. Set exactly one of its fields; pass several keys in a list to break ties.`,
        field: (f) =>
          ({
            ascending: 'Sorts by this cube field, smallest first.',
            descending: 'Sorts by this cube field, largest first.',
            ascendingByField: 'Sorts by a field or metric of the query, named by its alias or name (for example `count`), smallest first.',
            descendingByField: 'Sorts by a field or metric of the query, named by its alias or name (for example `count`), largest first.',
          })[f],
      }
    case 'Limit':
      return {
        text: `Limits the number of ${cubeT} rows returned.`,
        field: (f) => ({ count: 'Maximum number of rows.', offset: 'Number of rows to skip before the first one returned.' })[f],
      }
    case 'LimitBy':
      return {
        text: `Limits the number of ${cubeT} rows returned for each combination of values of the ${code('by')} fields.`,
        field: (f) =>
          ({
            by: 'Fields whose values form the groups.',
            count: 'Maximum number of rows per group.',
            offset: 'Number of rows to skip in each group.',
          })[f],
      }
    case 'DistinctBy':
      return {
        text: `Fields of ${cubeT} to deduplicate rows by. No root field takes it in this schema version.`,
        field: (f) => ({ by: 'Rows with the same values of these fields count once.' })[f],
      }
  }
  const inputType = /^Input_(.+)_InputType$/.exec(rest)
  if (inputType) {
    const p = dotted(inputType[1])
    return {
      text: `Conditions on the ${code(p)} fields of ${cubeT} rows, used inside ${code(`EVM_${cube}_Filter`)}. All conditions set must hold.`,
      field: (f, t) =>
        t.endsWith('_InputType')
          ? `Conditions on the ${code(`${p}.${f}`)} fields.`
          : isListCondition(t)
            ? `List conditions on ${code(`${p}.${f}`)}.`
            : `Condition on ${code(`${p}.${f}`)}.`,
    }
  }
  // Conditions on list fields and their elements; `Input_` in filters, `Fields_…_Select_` for selectWhere.
  const m = /^(Input|Fields)_(.+?)_(Input|Select)_(.+)$/.exec(rest)
  if (!m) return null
  const where = m[1] === 'Input' ? `filters of ${cubeT}` : `${code('selectWhere')} of ${cubeT}`
  const listPath = dotted(m[2])
  const tail = m[4]
  if (tail === 'FieldSelector') {
    return {
      text: `Conditions on one element of the list ${code(listPath)}, in ${where}. All conditions set must hold for the same element.`,
      field: (f, t) =>
        t.endsWith('_FieldSelector_FieldSelector')
          ? `Conditions on the element's ${code(f)} fields.`
          : f === 'Path'
            ? 'List conditions on the path of a nested value inside the element.'
            : isListCondition(t)
              ? `List conditions on the element's ${code(f)}.`
            : `Condition on the element's ${code(f)}.`,
    }
  }
  if (tail === 'FieldSelector_FieldSelector') {
    return {
      text:
        m[2] === 'Trade_Fees'
          ? `Conditions on the currency of one fee in ${code(listPath)}, in ${where}.`
          : `Conditions on one level of the path of a nested value in ${code(listPath)}, in ${where}.`,
      field: (f) => `Condition on the ${code(f)} of this level.`,
    }
  }
  if (tail.startsWith('FieldSelector_')) {
    const sub = tail.slice('FieldSelector_'.length).replace(`${m[2]}_`, '')
    return {
      text: `List conditions on ${code(`${listPath}.${dotted(sub)}`)} of one element, in ${where}.`,
      field: (f) => D.OPERATORS[f],
    }
  }
  if (isArrayCondition) {
    return { text: `List conditions on ${code(listPath)}, in ${where}. All conditions set must hold.`, field: (f) => D.OPERATORS[f] }
  }
  return { text: `Condition on the value of ${code(listPath)}, in ${where}.`, field: (f) => D.OPERATORS[f] }
}

function inputType(def) {
  const name = def.name.value
  let rule = null
  if (D.SHARED_INPUTS[name]) {
    const s = D.SHARED_INPUTS[name]
    rule = { text: s.text, field: (f) => s.fields?.[f] ?? D.OPERATORS[f] }
  } else {
    const m = CUBE_RE.exec(name)
    if (m) rule = cubeInput(m[1], m[2], def)
  }
  return {
    ...def,
    description: def.description ?? (rule?.text ? block(rule.text) : undefined),
    fields: (def.fields ?? []).map((f) => {
      if (f.description || !rule) return f
      const t = rule.field(f.name.value, typeName(f.type))
      return t ? { ...f, description: line(t) } : f
    }),
  }
}

// ---- enums -----------------------------------------------------------------

function enumType(def) {
  const name = def.name.value
  let text = null
  let value = () => null
  if (D.ENUMS[name]) {
    text = D.ENUMS[name].text
    value = (v) => D.ENUMS[name].values[v] ?? null
  } else {
    const m = CUBE_RE.exec(name)
    if (m) {
      const cubeT = code(cubeType(m[1]))
      const field = (v) => `The field ${code(dotted(v))}.`
      if (m[2] === 'EnumFields') {
        text = `Fields of ${cubeT} that ${code('orderBy')}, ${code('limitBy')}, ${code('count(distinct:)')} and ${code('uniq(of:)')} refer to. Each value is a field path with ${code('_')} between its levels.`
        value = field
      } else if (m[2] === 'NumFields') {
        text = `Numeric fields of ${cubeT} that metrics take in ${code('of')} and ${code('with')}, such as ${code('sum(of: …)')}. Each value is a field path with ${code('_')} between its levels.`
        value = field
      } else if (m[2] === 'CompareFields') {
        text = `Fields of ${cubeT} that ${code('maximum')} and ${code('minimum')} compare: the selected value is taken from the row where this field is largest or smallest. Each value is a field path with ${code('_')} between its levels.`
        value = field
      } else {
        const kind = Object.keys(D.KIND_VALUES).find((k) => m[2].includes(`${k}_`))
        if (kind) {
          const k = D.KIND_VALUES[kind]
          const p = code(k.path)
          text = m[2].endsWith('_Output')
            ? `Values of ${p} in ${cubeT}: the ${k.what}.`
            : m[2].startsWith('Fields_')
              ? `Values to compare ${p} with in ${code('selectWhere')} of ${cubeT}: the ${k.what}.`
              : `Values to compare ${p} with in filters of ${cubeT}: the ${k.what}.`
          value = (v) => k.values[v] ?? null
        }
      }
    }
  }
  return {
    ...def,
    description: def.description ?? (text ? block(text) : undefined),
    values: (def.values ?? []).map((v) => {
      if (v.description) return v
      const t = value(v.name.value)
      return t ? { ...v, description: line(t) } : v
    }),
  }
}

function otherDefinition(def) {
  const name = def.name.value
  if (def.kind === Kind.DIRECTIVE_DEFINITION) {
    return {
      ...def,
      description: def.description ?? block(D.OTHER[name]),
      arguments: (def.arguments ?? []).map((a) => (a.description ? a : { ...a, description: line(D.OTHER[`${name}.${a.name.value}`]) })),
    }
  }
  return { ...def, description: def.description ?? (D.OTHER[name] ? block(D.OTHER[name]) : undefined) }
}

// ---- main ------------------------------------------------------------------

function fill(doc) {
  inputFields = new Map(
    doc.definitions.filter((d) => d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, (d.fields ?? []).map((f) => f.name.value)]),
  )
  return {
    ...doc,
    definitions: doc.definitions.map((def) => {
      switch (def.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
          return objectType(def)
        case Kind.INPUT_OBJECT_TYPE_DEFINITION:
          return inputType(def)
        case Kind.ENUM_TYPE_DEFINITION:
          return enumType(def)
        default:
          return otherDefinition(def)
      }
    }),
  }
}

/** Everything still without a description. */
function undescribed(doc) {
  const out = []
  for (const def of doc.definitions) {
    const name = def.kind === Kind.DIRECTIVE_DEFINITION ? `@${def.name.value}` : def.name.value
    if (!def.description) out.push(name)
    for (const f of def.fields ?? []) {
      if (!f.description) out.push(`${name}.${f.name.value}`)
      for (const a of f.arguments ?? []) if (!a.description) out.push(`${name}.${f.name.value}(${a.name.value})`)
    }
    for (const v of def.values ?? []) if (!v.description) out.push(`${name}.${v.name.value}`)
    for (const a of def.arguments ?? []) if (!a.description) out.push(`${name}(${a.name.value})`)
  }
  return out
}

const before = readFileSync(file, 'utf8')
const filled = fill(parse(before, { noLocation: true }))
const after = `${print(filled)}\n`
const missing = undescribed(filled)
if (missing.length) {
  console.error(`${missing.length} nodes without a description:`)
  for (const m of missing) console.error(`  ${m}`)
}
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('graphql-schema/evm.graphql is not in filled, printed form: run node scripts/schema/describe-evm.mjs')
    process.exit(1)
  }
} else {
  writeFileSync(file, after)
  console.log(`wrote ${path.relative(process.cwd(), file)} (${after.split('\n').length} lines)`)
}
