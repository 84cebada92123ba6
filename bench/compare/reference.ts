/**
 * The schema reference as Markdown pages for the Docusaurus side of
 * bench/compare. Which entries exist, their routes, roots, signatures, links
 * and "referenced by" lists all come from the product's own reference model
 * (src/reference/node/model.ts), so the compared site has exactly our
 * reference pages; only the Markdown layout is written here, as a
 * GraphQL-to-Markdown plugin for Docusaurus would lay a page out.
 *
 * docusaurus.mjs loads this file through ts-node (prepare()); Jest imports it
 * directly (bench/tests/compare.test.ts).
 */
import { parse } from 'graphql'
import { buildSchemaFromSources, readSchemaSources, SCHEMA_DIR, type SchemaSource } from '../../src/node/schema/load'
import { buildReferenceModel, type InputValueRecord, type RefEntry, type TypeRef } from '../../src/reference/node/model'
import { SHARED_ROOT } from '../../src/reference/lib/slug'

/** One reference page: its route, front-matter title and description, and the Markdown body. */
export type ReferencePage = { route: string; title: string; description?: string; body: string }

/** Table cell text: one line, pipes escaped, no raw HTML. */
function cell(text: string | null): string {
  return (text ?? '')
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
}

/** Description paragraphs as Markdown (raw HTML escaped). */
const prose = (text: string) => text.trim().replace(/</g, '&lt;')

/** The first sentence of a description, at most 160 characters, for the front matter. */
function shortDescription(text: string | null): string | undefined {
  if (!text) return undefined
  const line = text.trim().split(/\n\s*\n/)[0].replace(/\s+/g, ' ')
  const sentence = /^(.+?[.!?])(\s|$)/.exec(line)?.[1] ?? line
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence
}

const link = (t: TypeRef) => (t.path ? `[\`${t.type}\`](${t.path})` : `\`${t.type}\``)
const deprecation = (reason: string | null) => (reason ? ` Deprecated: ${cell(reason)}` : '')
const fence = (sdl: string) => '```graphql\n' + sdl + '\n```'

function inputTable(title: string, values: InputValueRecord[]): string[] {
  const rows = values.map((v) => `| \`${v.name}\` | ${link(v.type)} | ${v.defaultValue !== null ? `\`${cell(v.defaultValue)}\`` : 'none'} | ${cell(v.description)}${deprecation(v.deprecationReason)} |`)
  return [`## ${title}`, ['| Name | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n')]
}

/** The Markdown body of one entry: kind and root, description, signature, then its members. */
function body(e: RefEntry, byKey: Map<string, RefEntry>): string {
  const parts = [`_${e.kindLabel}${e.root === SHARED_ROOT ? ', shared by all roots' : `, ${e.root}`}_`]
  if (e.description) parts.push(prose(e.description))
  parts.push(fence(e.signature))
  if (e.returnType) parts.push(`Returns ${link(e.returnType)}.`)
  if (e.arguments.length) parts.push(...inputTable('Arguments', e.arguments))
  if (e.kind === 'directive') parts.push(`## Locations\n\n${e.locations.map((l) => `- \`${l}\``).join('\n')}`)
  if (e.interfaces.length) parts.push(`Implements ${e.interfaces.map(link).join(', ')}.`)
  if (e.kind === 'object' || e.kind === 'interface') {
    const rows = e.fields.map((f) => {
      const args = f.args.map((a) => `\`${a.name}\`: ${link(a.type)}${a.defaultValue !== null ? ` = \`${a.defaultValue}\`` : ''}`).join(', ')
      return `| \`${f.name}\` | ${link(f.type)} | ${cell(f.description)}${deprecation(f.deprecationReason)}${args ? `${f.description ? ' ' : ''}Arguments: ${args}` : ''} |`
    })
    parts.push('## Fields', ['| Field | Type | Description and arguments |', '| --- | --- | --- |', ...rows].join('\n'))
  }
  if (e.kind === 'input') parts.push(...inputTable('Input fields', e.inputFields))
  if (e.kind === 'enum') parts.push('## Values', ['| Value | Description |', '| --- | --- |', ...e.enumValues.map((v) => `| \`${v.name}\` | ${cell(v.description)}${deprecation(v.deprecationReason)} |`)].join('\n'))
  if (e.kind === 'union') parts.push('## Members', e.unionMembers.map((m) => `- ${link(m)}`).join('\n'))
  const users = e.referencedByKeys.map((k) => byKey.get(k)).filter((u): u is RefEntry => u !== undefined)
  if (users.length) parts.push('## Referenced by', users.sort((a, b) => a.name.localeCompare(b.name)).map((u) => `- [\`${u.name}\`](${u.path})`).join('\n'))
  return parts.join('\n\n')
}

/** One page per entry of our reference model, in the model's order. */
export function referencePages(entries: RefEntry[]): ReferencePage[] {
  const byKey = new Map(entries.map((e) => [e.key, e]))
  return entries.map((e) => ({
    route: e.path,
    title: e.kind === 'directive' ? `@${e.name}` : e.name,
    description: shortDescription(e.description),
    body: body(e, byKey),
  }))
}

/** The pages of a schema given as SDL texts (tests), in the order our loader reads files: evm.graphql first. */
export function referencePagesFromSdl(files: { file: string; text: string }[]): ReferencePage[] {
  const sources: SchemaSource[] = [...files]
    .sort((a, b) => (a.file === 'evm.graphql' ? -1 : b.file === 'evm.graphql' ? 1 : a.file.localeCompare(b.file)))
    .map((f) => ({ file: f.file, document: parse(f.text) }))
  return referencePages(buildReferenceModel(buildSchemaFromSources(sources), sources))
}

/** The pages of the schema folder (graphql-schema/ by default), as the site builds them. */
export function referencePagesOf(dir: string = SCHEMA_DIR): ReferencePage[] {
  const sources = readSchemaSources(dir)
  return referencePages(buildReferenceModel(buildSchemaFromSources(sources), sources))
}
