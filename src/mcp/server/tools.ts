/**
 * The four tools, as plain functions over a loaded site (server.ts wraps
 * them for MCP). Each returns Markdown for the assistant to read and a
 * structured value for clients that want one; bad input throws ToolError
 * with a sentence that says what to send instead.
 */
import {
  GraphQLError,
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isInterfaceType,
  parse,
  print,
  printType,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql'
import { suggestionList } from 'graphql/jsutils/suggestionList'
import { groupByPage } from '../../search/lib/group'
import { ALL_CONTEXTS } from '../../search/lib/contexts'
import type { ContextName } from '../../search/lib/types'
import { twinPath, LLMS_INDEX_PATH } from '../../ai-readers/lib/aiTwin'
import { RULES } from '../../node/schema/validateExample'
import { entryCoordinate } from '../lib/mcp'
import { INDEX_FILES, redirectKey, type SchemaIndexEntry, type Site } from './site'

/** The server's limits (the docs page states them; tests/after-build/mcp.test.ts holds the two together). */
export const LIMITS = {
  /** Characters of a search query. */
  queryChars: 200,
  /** Pages search_docs returns at most (default 8). */
  searchResults: 20,
  searchDefault: 8,
  /** Characters of a page or schema answer per call; get_page continues with `offset`. */
  pageChars: 40_000,
  /** Characters of a URL or path. */
  pathChars: 2_048,
  /** Characters of a type name. */
  nameChars: 200,
  /** Characters of a GraphQL document for validate_query, and its tokens. */
  documentChars: 20_000,
  documentTokens: 5_000,
  /** Bytes of the variables JSON. */
  variablesBytes: 20_000,
  /** Referencing entries and guides listed per type. */
  listed: 40,
  /** Levels of nesting ({ [ ( ) of a GraphQL document, and of the variables' JSON. */
  documentDepth: 64,
  variablesDepth: 32,
  /** Bytes of one HTTP request body, and the time one request may take. */
  requestBytes: 64 * 1024,
  requestMs: 10_000,
  /** JSON-RPC messages in one POST (a batch). */
  batchMessages: 10,
  /** Tool calls waiting for their turn, across every client; more get a "busy" error. */
  queuedCalls: 64,
} as const

/** Bad input: becomes an error result whose text is this message. */
export class ToolError extends Error {}

export type ToolResult<T> = { text: string; data: T }

const absolute = (site: Site, p: string) => `${site.origin}${p}`

/* ---------- search_docs ---------- */

export type SearchResult = {
  title: string
  url: string
  markdown_url: string | null
  context: ContextName
  breadcrumbs: string[]
  section: string | null
  snippet: string
}

export function searchDocs(site: Site, args: { query: string; context?: ContextName; limit?: number }): ToolResult<{ query: string; results: SearchResult[] }> {
  const query = args.query.trim()
  if (!query) throw new ToolError('The query is empty: send a few words, an API field or a type name, for example "token transfers of a wallet".')
  if (query.length > LIMITS.queryChars) throw new ToolError(`The query has ${query.length} characters; send at most ${LIMITS.queryChars} (a few words search best).`)
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? LIMITS.searchDefault), 1), LIMITS.searchResults)
  const contexts = args.context ? [args.context] : ALL_CONTEXTS.filter((c) => site.contexts.includes(c))
  // The same ranking as the site's search page (src/pages/search.tsx), keeping each page's best section.
  site.loadTerms(query, contexts)
  const top = site.engine.rank(query, { contexts, limit, perPage: 1 })
  site.loadChunks(top)
  const hits = groupByPage(site.engine.toHits(top))
  const results = hits.map((g) => {
    const h = g.hits[0]
    return {
      title: g.t,
      url: absolute(site, h.h ? `${g.u}#${h.h}` : g.u),
      markdown_url: site.twins.has(g.u.toLowerCase()) ? absolute(site, twinPath(g.u)) : null,
      context: h.context,
      breadcrumbs: g.b,
      section: h.s || null,
      snippet: h.snippet,
    }
  })
  const where = args.context ? ` in ${args.context}` : ''
  const text = results.length
    ? [
        `${results.length} page${results.length === 1 ? '' : 's'} for "${query}"${where}, best first. Read a page with get_page (its URL or its Markdown URL).`,
        '',
        ...results.map((r, i) =>
          [
            `${i + 1}. [${r.title}](${r.url})${r.breadcrumbs.length ? ` (${r.breadcrumbs.join(' › ')})` : ''}`,
            r.section ? `   Section: ${r.section}` : null,
            r.snippet ? `   ${r.snippet}` : null,
            r.markdown_url ? `   Markdown: ${r.markdown_url}` : null,
          ]
            .filter(Boolean)
            .join('\n'),
        ),
      ].join('\n')
    : `No page matches "${query}"${where}. Try fewer or other words, an API name (EVM, Transfers, DEXTrades), or no context.`
  return { text, data: { query, results } }
}

/* ---------- get_page ---------- */

export type PageData = { url: string; markdown_url: string | null; redirected_from: string | null; offset: number; next_offset: number | null; total_chars: number; markdown: string }

/** The route a URL or path names (lower case is kept: routes are case-sensitive, lookups fall back to any case). */
export function routeOf(site: Site, input: string): string {
  const raw = input.trim()
  if (!raw) throw new ToolError('Send a page URL or path, for example "/docs/start/first-query/" or its Markdown URL.')
  if (raw.length > LIMITS.pathChars) throw new ToolError(`The URL has ${raw.length} characters; send at most ${LIMITS.pathChars}.`)
  let pathname: string
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new ToolError(`"${raw.slice(0, 100)}" is not a valid URL.`)
    }
    const ours = new URL(site.origin)
    if (url.hostname !== ours.hostname && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') throw new ToolError(`${url.origin} is not this site: send a path of ${site.origin}, such as /docs/intro/.`)
    pathname = url.pathname
  } else {
    pathname = raw.split(/[?#]/)[0]
    if (!pathname.startsWith('/')) pathname = `/${pathname}`
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    throw new ToolError('The path is not valid percent-encoding.')
  }
  if (decoded.includes('\0') || decoded.split('/').some((s) => s === '..' || s === '.')) throw new ToolError('The path may not contain "." or ".." segments.')
  const route = decoded.replace(/\/+/g, '/').replace(/(?:\/index)?\.(?:md|html)$/i, '/').replace(/\/?$/, '/')
  return route
}

export function getPage(site: Site, args: { url_or_path: string; offset?: number }): ToolResult<PageData> {
  const asked = routeOf(site, args.url_or_path)
  let route = asked
  let redirectedFrom: string | null = null
  if (!site.twins.has(route.toLowerCase()) && !site.byPath.has(route.toLowerCase())) {
    const target = site.redirects.get(redirectKey(route))
    if (target) {
      redirectedFrom = route
      route = target.split(/[?#]/)[0].replace(/\/?$/, '/')
    }
  }
  const twin = site.twins.get(route.toLowerCase())
  // The schema files llms.txt lists: /graphql-schema/<file>.graphql.
  const sdlName = /^\/graphql-schema\/([\w.-]+\.graphql)\/$/.exec(route)?.[1]
  const sdl = sdlName ? site.sdlFiles.get(sdlName) : undefined
  let markdown: string
  let markdownUrl: string | null = null
  let canonical = route
  const indexFile = INDEX_FILES.find((f) => route === `/${f}/`)
  const index = indexFile ? site.readIndex(indexFile) : null
  if (sdlName && sdl !== undefined) {
    canonical = `/graphql-schema/${sdlName}`
    markdown = sdl
    markdownUrl = absolute(site, canonical)
  } else if (indexFile && index !== null) {
    canonical = `/${indexFile}`
    markdown = index
    markdownUrl = absolute(site, canonical)
  } else if (twin) {
    canonical = twin
    markdown = site.readTwin(twin)
    markdownUrl = absolute(site, twinPath(twin))
  } else {
    const entry = site.byPath.get(route.toLowerCase())
    if (entry) {
      canonical = entry.path
      markdown = schemaTypeMarkdown(site, entry)
    } else if (site.pages.has(route.toLowerCase()) && site.twins.size === 0) {
      throw new ToolError(`${route} is a page, but this build of the site has no Markdown versions of its pages (built with AI_READERS=off). Read it at ${absolute(site, route)}, or use search_docs for its text.`)
    } else if (site.pages.has(route.toLowerCase())) {
      throw new ToolError(`${route} is a listing page with no Markdown version (tag, archive or index pages). Use search_docs to find the pages it lists, or read ${absolute(site, LLMS_INDEX_PATH)}.`)
    } else {
      const words = route.split(/[/_-]+/).filter((w) => w.length > 1).join(' ')
      const near = words ? searchDocs(site, { query: words.slice(0, LIMITS.queryChars), limit: 3 }).data.results : []
      throw new ToolError(
        [`No page at ${route}.`, near.length ? `Closest pages: ${near.map((r) => `${r.title} (${r.url})`).join('; ')}.` : '', `The list of every page is ${absolute(site, LLMS_INDEX_PATH)}.`].filter(Boolean).join(' '),
      )
    }
  }
  const offset = Math.max(0, Math.trunc(args.offset ?? 0))
  if (offset > 0 && offset >= markdown.length) throw new ToolError(`The page has ${markdown.length} characters; offset ${offset} is past its end.`)
  const part = markdown.slice(offset, offset + LIMITS.pageChars)
  const next = offset + part.length < markdown.length ? offset + part.length : null
  const notes = [
    redirectedFrom ? `${redirectedFrom} moved to ${canonical}; this is the page it redirects to.` : null,
    next !== null ? `Characters ${offset}–${next} of ${markdown.length}; call get_page again with offset ${next} for the rest.` : offset > 0 ? `Characters ${offset}–${markdown.length} of ${markdown.length} (the end).` : null,
  ].filter(Boolean)
  const text = notes.length ? `${notes.map((n) => `> ${n}`).join('\n')}\n\n${part}` : part
  return {
    text,
    data: { url: absolute(site, canonical), markdown_url: markdownUrl, redirected_from: redirectedFrom, offset, next_offset: next, total_chars: markdown.length, markdown: part },
  }
}

/* ---------- get_schema_type ---------- */

export type SchemaTypeData = {
  name: string
  kind: string
  reference_url: string
  sdl: string
  added: string | null
  referenced_by: { name: string; kind: string; url: string }[]
  used_in: { title: string; url: string }[]
  member: { coordinate: string; url: string | null } | null
}

/** The SDL of an entry, with descriptions and deprecations, as the published files declare it. */
export function entrySdl(schema: GraphQLSchema, entry: SchemaIndexEntry): string {
  if (entry.kind === 'query' || entry.kind === 'subscription') {
    const root = entry.kind === 'query' ? schema.getQueryType() : schema.getSubscriptionType()
    const field = root?.getFields()[entry.name]
    if (!root || !field?.astNode) return ''
    return `type ${root.name} {\n${indent(print(field.astNode))}\n}`
  }
  if (entry.kind === 'directive') {
    const d = schema.getDirective(entry.name)
    if (!d) return ''
    if (d.astNode) return print(d.astNode)
    const args = d.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ')
    return `${d.description ? `"""${d.description}"""\n` : ''}directive @${d.name}${args ? `(${args})` : ''} on ${d.locations.join(' | ')}`
  }
  const t = schema.getType(entry.name)
  return t ? printType(t) : ''
}

const indent = (s: string) =>
  s
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n')

function schemaTypeData(site: Site, entry: SchemaIndexEntry, member: string | null): SchemaTypeData {
  const referencedBy = entry.referencedBy
    .map((k) => site.byKey.get(k))
    .filter((e): e is SchemaIndexEntry => Boolean(e))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ name: entryCoordinate(e), kind: e.kindLabel, url: absolute(site, e.path) }))
  const usedIn = entry.usedIn.map((i) => site.index.guides[i]).filter(Boolean).map((g) => ({ title: g.title, url: absolute(site, g.path) }))
  const link = member ? site.linkOf(member) : null
  return {
    name: entry.name,
    kind: entry.kindLabel,
    reference_url: absolute(site, entry.path),
    sdl: entrySdl(site.schema, entry),
    added: entry.added?.date ?? null,
    referenced_by: referencedBy,
    used_in: usedIn,
    member: member ? { coordinate: member, url: link ? absolute(site, link) : null } : null,
  }
}

function schemaTypeText(d: SchemaTypeData, also: SchemaIndexEntry[] = []): string {
  const list = <T>(items: T[], line: (x: T) => string) =>
    [...items.slice(0, LIMITS.listed).map(line), items.length > LIMITS.listed ? `- … and ${items.length - LIMITS.listed} more` : null].filter(Boolean).join('\n')
  return [
    `# ${d.name} (${d.kind})`,
    '',
    `Reference: ${d.reference_url}${d.added ? ` (added in the schema release of ${d.added})` : ''}`,
    d.member ? `Member ${d.member.coordinate}: ${d.member.url ?? 'not in the current schema'}` : null,
    also.length ? `Also named ${d.name}: ${also.map((e) => `the ${e.kindLabel.toLowerCase()} (get_schema_type "${entryCoordinate(e)}")`).join(', ')}.` : null,
    '',
    '```graphql',
    d.sdl,
    '```',
    d.referenced_by.length ? `\n## Referenced by (${d.referenced_by.length})\n\n${list(d.referenced_by, (r) => `- [${r.name}](${r.url}) (${r.kind.toLowerCase()})`)}` : null,
    d.used_in.length ? `\n## Guides whose examples use it (${d.used_in.length})\n\n${list(d.used_in, (g) => `- [${g.title}](${g.url})`)}` : '\nNo guide\'s example uses it yet.',
  ]
    .filter((l) => l !== null)
    .join('\n')
}

function schemaTypeMarkdown(site: Site, entry: SchemaIndexEntry): string {
  return schemaTypeText(schemaTypeData(site, entry, null))
}

/** Finds the entry a name means: "EVM_Balance_Cube", "Query.EVM", "Subscription.EVM", "@include", or a member "EVM_Balance_Cube.Currency". */
export function findEntry(site: Site, input: string): { entry: SchemaIndexEntry; member: string | null; also: SchemaIndexEntry[] } {
  const name = input.trim()
  if (!name) throw new ToolError('Send a type name, for example "EVM_Balance_Cube", "Query.EVM" or "evm_network".')
  if (name.length > LIMITS.nameChars) throw new ToolError(`The name has ${name.length} characters; send at most ${LIMITS.nameChars}.`)
  const root = /^(Query|Subscription)\.([^.]+)(?:\.(.+))?$/.exec(name)
  if (root) {
    const kind = root[1] === 'Query' ? 'query' : 'subscription'
    const entry = (site.byName.get(root[2]) ?? []).find((e) => e.kind === kind)
    if (entry) return { entry, member: root[3] ? name : null, also: [] }
  }
  const directive = name.startsWith('@') ? (site.byName.get(name.slice(1)) ?? []).find((e) => e.kind === 'directive') : undefined
  if (directive) return { entry: directive, member: null, also: [] }
  const [typeName, ...rest] = name.split('.')
  const pick = (list: SchemaIndexEntry[]) => {
    // A type first: a root field of the same name is named in `also`.
    const sorted = [...list].sort((a, b) => Number(a.kind === 'query' || a.kind === 'subscription') - Number(b.kind === 'query' || b.kind === 'subscription'))
    return { entry: sorted[0], member: rest.length ? `${sorted[0].name}.${rest.join('.')}` : null, also: sorted.slice(1).filter((e) => e.kind !== 'directive') }
  }
  const exact = site.byName.get(typeName)
  if (exact?.length) return pick(exact)
  const folded = [...site.byName.keys()].filter((n) => n.toLowerCase() === typeName.toLowerCase())
  if (folded.length) return pick(site.byName.get(folded[0]) ?? [])
  const near = suggestionList(typeName, [...site.byName.keys()]).slice(0, 5)
  throw new ToolError(`The schema has no type named "${typeName}".${near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : ''} search_docs with context "reference" finds types by what they hold.`)
}

export function getSchemaType(site: Site, args: { name: string }): ToolResult<SchemaTypeData> {
  const { entry, member, also } = findEntry(site, args.name)
  if (member) {
    const isRoot = entry.kind === 'query' || entry.kind === 'subscription'
    const rest = member.split('.').slice(isRoot ? 2 : 1)
    const t = site.schema.getType(entry.name)
    const rootField = isRoot ? (entry.kind === 'query' ? site.schema.getQueryType() : site.schema.getSubscriptionType())?.getFields()[entry.name] : undefined
    const known = isRoot
      ? Boolean(rootField?.args.some((a) => a.name === rest[0]))
      : Boolean(t && (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t) ? t.getFields()[rest[0]] : isEnumType(t) ? t.getValue(rest[0]) : null))
    if (!known) throw new ToolError(`${entry.name} has no member "${rest.join('.')}". Call get_schema_type with "${entryCoordinate(entry)}" to see them all.`)
  }
  const data = schemaTypeData(site, entry, member)
  return { text: schemaTypeText(data, also), data }
}

/* ---------- validate_query ---------- */

export type QueryProblem = { message: string; line: number | null; column: number | null; member: string | null; reference_url: string | null }
export type ValidationData = { valid: boolean; errors: QueryProblem[]; operations: { name: string | null; type: string }[]; root_fields: string[] }

/** The schema coordinate an error's node stands for, read with the schema's TypeInfo. */
function membersAt(schema: GraphQLSchema, document: DocumentNode, targets: Set<ASTNode>): Map<ASTNode, string> {
  const out = new Map<ASTNode, string>()
  if (!targets.size) return out
  const info = new TypeInfo(schema)
  visit(
    document,
    visitWithTypeInfo(info, {
      enter(node) {
        if (!targets.has(node)) return
        let member: string | null = null
        if (node.kind === 'Field') {
          const parent = info.getParentType()
          if (parent) member = info.getFieldDef() ? `${parent.name}.${node.name.value}` : parent.name
        } else if (node.kind === 'Argument') {
          const parent = info.getParentType()
          const field = info.getFieldDef()
          if (parent && field) member = info.getArgument() ? `${parent.name}.${field.name}.${node.name.value}` : `${parent.name}.${field.name}`
        } else if (node.kind === 'ObjectField') {
          const parent = info.getParentInputType()
          if (parent) member = info.getInputType() ? `${getNamedType(parent).name}.${node.name.value}` : getNamedType(parent).name
        } else if (node.kind === 'EnumValue') {
          const t = info.getInputType()
          const e = t ? getNamedType(t) : null
          if (e && isEnumType(e)) member = e.getValue(node.value) ? `${e.name}.${node.value}` : e.name
        } else if (node.kind === 'VariableDefinition' || node.kind === 'NamedType') {
          const t = info.getInputType()
          member = node.kind === 'NamedType' ? node.name.value : t ? getNamedType(t).name : null
        }
        if (member) out.set(node, member)
      },
    }),
  )
  return out
}

/** The deepest nesting of { [ ( in a GraphQL document, outside strings and comments. */
export function documentDepth(source: string): number {
  let depth = 0
  let max = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3)
        i = end < 0 ? source.length : end + 2
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++
      }
    } else if (c === '{' || c === '[' || c === '(') max = Math.max(max, ++depth)
    else if (c === '}' || c === ']' || c === ')') depth--
  }
  return max
}

/** The deepest nesting of arrays and objects in a JSON value (a scalar is 0), without recursion. */
export function jsonDepth(value: unknown): number {
  let max = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, d] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    max = Math.max(max, d + 1)
    for (const x of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) stack.push([x, d + 1])
  }
  return max
}

export function validateQuery(site: Site, args: { query: string; variables?: Record<string, unknown> }): ToolResult<ValidationData> {
  const source = args.query
  if (!source.trim()) throw new ToolError('The query is empty: send a GraphQL document, for example "{ EVM(network: eth) { Blocks(limit: {count: 1}) { Block { Number } } } }".')
  if (source.length > LIMITS.documentChars) throw new ToolError(`The document is too large: ${source.length} characters; send at most ${LIMITS.documentChars}.`)
  const depth = documentDepth(source)
  if (depth > LIMITS.documentDepth) throw new ToolError(`The document is too deep: it nests ${depth} levels of braces, brackets or parentheses; at most ${LIMITS.documentDepth} are accepted (real queries use fewer than 20).`)
  if (args.variables !== undefined) {
    const varsDepth = jsonDepth(args.variables)
    if (varsDepth > LIMITS.variablesDepth) throw new ToolError(`The variables are too deep: they nest ${varsDepth} levels; at most ${LIMITS.variablesDepth} are accepted.`)
    if (JSON.stringify(args.variables).length > LIMITS.variablesBytes) throw new ToolError(`The variables are too large: more than ${LIMITS.variablesBytes} characters as JSON; send smaller values.`)
  }
  let document: DocumentNode
  try {
    document = parse(source, { maxTokens: LIMITS.documentTokens })
  } catch (err) {
    const e = err as GraphQLError
    if (/contains more th\w+ \d+ tokens/.test(e.message)) throw new ToolError(`The document is too large: more than ${LIMITS.documentTokens} tokens; send at most ${LIMITS.documentTokens} (names, punctuation and values each count as one).`)
    const at = e.locations?.[0]
    const problem = { message: e.message, line: at?.line ?? null, column: at?.column ?? null, member: null, reference_url: null }
    return { text: problemText(false, [problem], []), data: { valid: false, errors: [problem], operations: [], root_fields: [] } }
  }
  // The build's rules (src/node/schema/validateExample.ts): graphql's own, and no deprecated members.
  const errors: GraphQLError[] = [...validate(site.schema, document, RULES)]
  // graphql-js gives up on a document whose fields cost more to compare than its budget allows.
  if (errors.some((e) => e.message === 'Validation aborted.' && !e.locations)) {
    throw new ToolError('The document is too large to validate: it selects the same fields so many times that comparing them exceeds the validator\'s work limit. Remove repeated selections, or validate the operations one at a time.')
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  if (args.variables !== undefined && errors.length === 0) {
    for (const op of operations) {
      const result = getVariableValues(site.schema, op.variableDefinitions ?? [], args.variables, { maxErrors: 20 })
      if (result.errors) errors.push(...result.errors)
    }
  }
  const targets = new Set<ASTNode>(errors.flatMap((e) => (e.nodes?.[0] ? [e.nodes[0]] : [])))
  const members = membersAt(site.schema, document, targets)
  const problems: QueryProblem[] = errors.map((e) => {
    const at = e.locations?.[0]
    const node = e.nodes?.[0]
    const member = node ? (members.get(node) ?? null) : null
    const link = member ? site.linkOf(member) : null
    return { message: e.message, line: at?.line ?? null, column: at?.column ?? null, member, reference_url: link ? absolute(site, link) : null }
  })
  const roots = new Set<string>()
  const info = new TypeInfo(site.schema)
  const rootNames = new Set([site.schema.getQueryType()?.name, site.schema.getSubscriptionType()?.name])
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType()
        if (parent && rootNames.has(parent.name) && info.getFieldDef()) roots.add(`${parent.name}.${node.name.value}`)
      },
    }),
  )
  const ops = operations.map((o) => ({ name: o.name?.value ?? null, type: o.operation }))
  const rootFields = [...roots].sort()
  return { text: problemText(problems.length === 0, problems, rootFields), data: { valid: problems.length === 0, errors: problems, operations: ops, root_fields: rootFields } }
}

function problemText(valid: boolean, problems: QueryProblem[], roots: string[]): string {
  if (valid) return `Valid against the Chainstrata schema (the rules the docs' own examples pass, deprecated members included).${roots.length ? ` Root fields: ${roots.join(', ')}.` : ''}`
  return [
    `${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
    ...problems.map((p) => `- ${p.line !== null ? `line ${p.line}, column ${p.column}: ` : ''}${p.message}${p.reference_url ? ` (reference: ${p.reference_url})` : ''}`),
  ].join('\n')
}
