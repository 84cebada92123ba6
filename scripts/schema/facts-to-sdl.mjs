/**
 * One-off bootstrap: turns inventory/facts/evm-schema-facts.tsv into a bare
 * SDL skeleton (no descriptions) on stdout. graphql-schema/evm.graphql started
 * from this output and is now the source of truth, maintained by hand:
 *   - descriptions were filled once by describe-evm.mjs from the rules in
 *     evm-descriptions.mjs; that script only fills descriptions that are
 *     missing, so hand edits of evm.graphql are kept if it is run again
 *     (for example after new types were pasted in from this skeleton);
 *   - tests/unit/schema-facts.test.ts (with sdlFacts.ts) keeps evm.graphql
 *     equal to the facts and checks that everything is described.
 *   node scripts/schema/facts-to-sdl.mjs inventory/facts/evm-schema-facts.tsv > /tmp/evm.graphql
 */
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'inventory/facts/evm-schema-facts.tsv'
const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'))
const defaults = {
  'deprecated.reason': '"No longer supported"',
  'EVM.mempool': 'false',
  'nakamoto.ratio': '0.51',
  'quantile.level': '0.5',
}
const withDefaults = (member, args) =>
  args
    .split(', ')
    .filter(Boolean)
    .map((a) => {
      const name = a.slice(0, a.indexOf(':'))
      const d = defaults[`${member}.${name}`]
      return d ? `${a} = ${d}` : a
    })
    .join(', ')

const types = new Map()
for (const [kind, type, member, args, returns] of rows) {
  const key = `${kind} ${type}`
  if (!types.has(key)) types.set(key, { kind, type, members: [] })
  types.get(key).members.push({ member, args, returns })
}
const out = []
for (const { kind, type, members } of types.values()) {
  if (kind === 'scalar') {
    if (type === 'DateTime') out.push(`scalar DateTime`)
    continue
  }
  if (kind === 'directive') {
    const locs = type === 'deprecated' ? 'FIELD_DEFINITION | ENUM_VALUE' : 'FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT'
    const args = members.map((m) => `${m.member}: ${m.returns}${defaults[`${type}.${m.member}`] ? ` = ${defaults[`${type}.${m.member}`]}` : ''}`)
    out.push(`directive @${type}(${args.join(', ')}) on ${locs}`)
    continue
  }
  if (kind === 'union') {
    out.push(`union ${type} = ${members.map((m) => m.member).join(' | ')}`)
    continue
  }
  if (kind === 'enum') {
    out.push(`enum ${type} {\n${members.map((m) => `  ${m.member}`).join('\n')}\n}`)
    continue
  }
  const keyword = kind === 'input' ? 'input' : 'type'
  const body = members.map((m) => `  ${m.member}${m.args ? `(${withDefaults(m.member, m.args)})` : ''}: ${m.returns}`)
  out.push(`${keyword} ${type} {\n${body.join('\n')}\n}`)
}
console.log(out.join('\n\n'))
