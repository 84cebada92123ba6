/**
 * Examples checked at build: every fenced ```graphql block of every content
 * node with code blocks (Doc, MdxPage, BlogPost, the reference intro) is
 * validated against the platform schema. An invalid example fails the build
 * with file:line and graphql's message; opt-outs need a reason and are listed.
 */
import type { GraphQLSchema } from 'graphql'
import { allowDeprecatedReason, optOutReason, validateExample } from '../../node/schema/validateExample'

export type CodeBlockLike = { lang: string | null; meta: string | null; value: string; /** file line of the opening fence */ line: number }
export type ExampleSource = { file: string; blocks: CodeBlockLike[] }

export type ExampleFailure = { file: string; line: number; column: number; message: string }
export type ExampleOptOut = { file: string; line: number; reason: string }
export type ExampleReport = { checked: number; failures: ExampleFailure[]; optOuts: ExampleOptOut[] }

const GRAPHQL = new Set(['graphql', 'gql'])

export function isGraphqlBlock(block: { lang: string | null }): boolean {
  return GRAPHQL.has((block.lang ?? '').toLowerCase())
}

/** Checks every graphql block of the sources; pure apart from graphql's validation. */
export function checkExamples(schema: GraphQLSchema, sources: ExampleSource[]): ExampleReport {
  const report: ExampleReport = { checked: 0, failures: [], optOuts: [] }
  for (const source of sources) {
    for (const block of source.blocks) {
      if (!isGraphqlBlock(block)) continue
      const reason = optOutReason(block.meta)
      if (reason !== null) {
        if (reason === '') report.failures.push({ file: source.file, line: block.line, column: 1, message: 'skip-validation needs a reason: skip-validation="why this example cannot be checked"' })
        else report.optOuts.push({ file: source.file, line: block.line, reason })
        continue
      }
      report.checked++
      const deprecatedReason = allowDeprecatedReason(block.meta)
      if (deprecatedReason === '') report.failures.push({ file: source.file, line: block.line, column: 1, message: 'allow-deprecated needs a reason: allow-deprecated="why this example uses a deprecated member"' })
      else if (deprecatedReason !== null) report.optOuts.push({ file: source.file, line: block.line, reason: `uses deprecated members: ${deprecatedReason}` })
      const result = validateExample(schema, block.value, { allowDeprecated: deprecatedReason !== null })
      // The block's first code line is the line after the fence.
      for (const p of result.problems) report.failures.push({ file: source.file, line: block.line + p.line, column: p.column, message: p.message })
    }
  }
  return report
}

export function formatFailures(failures: ExampleFailure[]): string {
  return [
    `${failures.length} GraphQL example${failures.length === 1 ? '' : 's'} do${failures.length === 1 ? 'es' : ''} not validate against graphql-schema/:`,
    ...failures.map((f) => `  ${f.file}:${f.line}:${f.column}: ${f.message}`),
    'Fix the example, or, when it must stay invalid (an error response, a removed field), add skip-validation="reason" to its fence; a page that documents a deprecation adds allow-deprecated="reason".',
  ].join('\n')
}

export function formatOptOuts(optOuts: ExampleOptOut[]): string {
  return [`GraphQL examples that opt out of validation (${optOuts.length}):`, ...optOuts.map((o) => `  ${o.file}:${o.line}: ${o.reason}`)].join('\n')
}

/** The types and root fields a content node's valid, checked examples use. */
export function exampleUsage(schema: GraphQLSchema, blocks: CodeBlockLike[]): { types: string[]; rootFields: string[]; members: string[] } {
  const types = new Set<string>()
  const rootFields = new Set<string>()
  const members = new Set<string>()
  for (const block of blocks) {
    if (!isGraphqlBlock(block) || optOutReason(block.meta) !== null) continue
    // An example allowed to use deprecated members uses them: the changelog lists it under their deprecation.
    const result = validateExample(schema, block.value, { allowDeprecated: allowDeprecatedReason(block.meta) !== null })
    if (!result.ok) continue
    for (const t of result.types) types.add(t)
    for (const r of result.rootFields) rootFields.add(r)
    for (const m of result.members) members.add(m)
  }
  return { types: [...types], rootFields: [...rootFields], members: [...members].sort() }
}
