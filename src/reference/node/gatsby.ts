/**
 * Gatsby handlers of the schema reference:
 * - sourceNodes: one SchemaType node per reference entry, the intro node, the
 *   navigation's shared headings (SchemaNavIndex) and the content-hashed full
 *   navigation JSON in public/;
 * - onCreateNode: records on each content node (Doc, MdxPage, BlogPost) the
 *   reference keys its valid examples use (Doc.schemaTypes / SchemaType.usedIn);
 * - onPostBootstrap: validates every graphql example of every content node
 *   and fails the build with file:line and graphql's message;
 * - createPages: one page per entry from ONE template, plus the intro.
 *
 * REFERENCE=off skips the reference (its nodes, navigation file and pages;
 * examples are still checked): used to measure what the reference costs.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { GraphQLSchema } from 'graphql'
import { splitFrontMatter, normaliseFrontMatter, frontMatterProblems } from '../../lib/frontmatter'
import { compileDoc, contentFields } from '../../mdx/node/compile'
import { checkExamples, exampleUsage, formatFailures, formatOptOuts, type CodeBlockLike, type ExampleSource } from './examples'
import { highlightGraphql } from './highlight'
import { memberTables } from './membersHtml'
import { withReleaseMarks, type RefEntry } from './model'
import { referenceModel, type Model } from './siteModel'
import { sourceReleases } from './changelogPages'
import { memberMarks, siteChangelog } from './changelog'
import { buildNavigation, navFile, navGroups, navWindow, type NavFull } from './navigation'
import { INTRO_PATH } from '../lib/slug'
import { allContentNodes, asContentNode } from '../../node/content'
import { addProblems } from '../../node/problems'
import { siteDirectory } from '../../node/directory'

// Relative to the repository root: Gatsby bundles this module into .cache/compiled/.
const INTRO_FILE = path.resolve('src/reference/node/intro.mdx')
const template = () => path.resolve('src/reference/templates/reference.tsx')
export const referencePagesEnabled = () => process.env.REFERENCE !== 'off'

/**
 * Content digest of a reference node: a hash of its JSON. The fields are built
 * in a fixed order, so this is as stable as Gatsby's createContentDigest
 * (which sorts every nested key first) and several times faster on 1,400 large nodes.
 */
const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex')

export { referenceModel } from './siteModel'

function navFor(full: NavFull, entry: { root: string; kind: RefEntry['kind']; path: string } | null) {
  const w = entry ? navWindow(full, entry) : null
  return { groupId: w?.groupId ?? null, start: w?.start ?? 0, items: w?.items ?? [] }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, getNode, reporter, store }) => {
  if (!referencePagesEnabled()) return
  let m: Model
  try {
    m = referenceModel()
  } catch (err) {
    reporter.panicOnBuild(`graphql-schema/: the schema could not be built: ${(err as Error).message}`)
    return
  }
  const full = buildNavigation(m.entries)
  const { fileName, json } = navFile(full)
  const root = siteDirectory(store)
  const publicDir = path.join(root, 'public')
  mkdirSync(publicDir, { recursive: true })
  // Older lists (from an earlier schema) are no longer referenced by any page.
  for (const f of readdirSync(publicDir)) if (/^reference-nav\.[0-9a-f]+\.json$/.test(f) && f !== fileName) unlinkSync(path.join(publicDir, f))
  writeFileSync(path.join(publicDir, fileName), json)
  const index = { groups: navGroups(full), fullListUrl: `/${fileName}` }
  actions.createNode({ ...index, id: createNodeId('SchemaNavIndex'), children: [], internal: { type: 'SchemaNavIndex', contentDigest: createContentDigest(index) } })

  // The changelog's dates: when each entry and member was added or deprecated (history in graphql-schema/history/).
  let entries = m.entries
  try {
    entries = withReleaseMarks(m.entries, memberMarks(await siteChangelog()))
  } catch (err) {
    reporter.panicOnBuild(`graphql-schema/history/: the changelog could not be built: ${(err as Error).message}`)
    return
  }
  const summary = new Map(entries.map((e) => [e.key, { key: e.key, name: e.name, kindLabel: e.kindLabel, path: e.path }]))
  for (const e of entries) {
    // Gatsby reserves node.fields (createNodeField), so the type's fields are stored as typeFields (GraphQL: fields).
    const { fields: typeFields, ...rest } = e
    // referencedByRefs: what the page shows of each referencing entry (SchemaType.page reads it; GraphiQL has referencedBy).
    const referencedByRefs = e.referencedByKeys.map((k) => summary.get(k)).filter((x) => x !== undefined)
    const fields = { ...rest, typeFields, referencedByRefs, signatureHtml: highlightGraphql(e.signature), nav: navFor(full, e) }
    const id = createNodeId(`SchemaType ${e.key}`)
    const contentDigest = digest(fields)
    // An unchanged entry (every content-only rebuild) is touched, not created again: Gatsby's createNode
    // costs about 1 ms per large node, most of the sourcing time of an incremental build.
    const existing = getNode(id)
    if (existing && existing.internal.contentDigest === contentDigest) actions.touchNode(existing)
    else actions.createNode({ ...fields, id, children: [], internal: { type: 'SchemaType', contentDigest } })
  }

  // The intro is MDX beside this module, compiled like a doc (its examples are checked like any other).
  const sourcePath = path.relative(root, INTRO_FILE).split(path.sep).join('/')
  try {
    const parsed = splitFrontMatter(readFileSync(INTRO_FILE, 'utf8'))
    const shapeProblems = frontMatterProblems(parsed.data, 'page')
    if (shapeProblems.length) throw new Error(`front matter: ${shapeProblems.join('; ')}`)
    const fm = normaliseFrontMatter(parsed.data)
    const compiled = await compileDoc(parsed.body, { file: sourcePath, format: 'mdx', lineOffset: parsed.lineOffset, pagePath: INTRO_PATH })
    const fields = {
      title: fm.title ?? 'GraphQL reference',
      description: fm.description ?? '',
      path: INTRO_PATH,
      sourcePath,
      ...contentFields(compiled),
      nav: navFor(full, null),
    }
    actions.createNode({ ...fields, id: createNodeId('SchemaReferenceIntro'), children: [], internal: { type: 'SchemaReferenceIntro', contentDigest: createContentDigest(fields) } })
  } catch (err) {
    reporter.panicOnBuild(`${sourcePath}: ${(err as Error).message}`)
  }

  // The changelog's releases, shown beside the reference with the same navigation.
  try {
    await sourceReleases({ actions, createNodeId, createContentDigest }, navFor(full, null))
  } catch (err) {
    reporter.panicOnBuild(`graphql-schema/history/: ${(err as Error).message}`)
  }
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, reporter }) => {
  const content = asContentNode(node)
  if (!content) return
  const blocks: CodeBlockLike[] = content.codeBlocks ?? []
  let keys: string[] = []
  let coordinates: string[] = []
  try {
    const m = referenceModel()
    const usage = exampleUsage(m.schema, blocks)
    keys = m.keysOf(usage.types, usage.rootFields)
    coordinates = usage.members
    // In `gatsby develop` an edited file is not checked again by onPostBootstrap: report it here.
    if (process.env.NODE_ENV !== 'production' && blocks.length) {
      const report = checkExamples(m.schema, [{ file: content.sourcePath ?? node.id, blocks }])
      if (report.failures.length) reporter.error(formatFailures(report.failures))
    }
  } catch {
    // A broken schema is reported once by sourceNodes; the node simply links to nothing.
  }
  actions.createNodeField({ node, name: 'schemaTypeKeys', value: keys })
  actions.createNodeField({ node, name: 'schemaCoordinates', value: coordinates })
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, reporter }) => {
  let schema: GraphQLSchema
  try {
    schema = referenceModel().schema
  } catch {
    return
  }
  const sources: ExampleSource[] = []
  for (const n of allContentNodes(getNodesByType)) {
    if (n.codeBlocks?.length) sources.push({ file: n.sourcePath ?? `${n.internal.type} ${n.id}`, blocks: n.codeBlocks })
  }
  sources.sort((a, b) => a.file.localeCompare(b.file))
  const report = checkExamples(schema, sources)
  if (report.optOuts.length) reporter.info(formatOptOuts(report.optOuts))
  // Reported with every other content problem at the end of bootstrap (src/node/problems.ts).
  if (report.failures.length) addProblems(report.failures.map((f) => ({ file: f.file, line: f.line, column: f.column, message: `${f.message} (when the example must stay invalid, mark its fence skip-validation="reason")` })))
  else reporter.info(`GraphQL examples: ${report.checked} checked against graphql-schema/, all valid.`)
}

type DocRef = { path: string; title: string }
type FindAll = { findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }> }

/** Docs whose checked examples use the entry, sorted by path (see createResolvers). */
async function usedInDocs(key: string, nodeModel: FindAll): Promise<DocRef[]> {
  const { entries } = await nodeModel.findAll<DocRef>({ type: 'Doc', query: { filter: { fields: { schemaTypeKeys: { eq: key } } } } })
  return [...entries].sort((a, b) => a.path.localeCompare(b.path, 'en'))
}

type SchemaTypeSource = RefEntry & { typeFields: RefEntry['fields']; referencedByRefs: unknown[]; signatureHtml: string; nav: unknown }

/**
 * - SchemaType.usedIn, sorted by path. A @link would return docs in node-store
 *   order, which changes when a doc is edited (the node is created again) and
 *   would then rewrite the HTML of every reference page the doc's examples use.
 * - SchemaType.page: everything a reference page renders, as one JSON value.
 *   The typed fields stay for GraphiQL; the page query reads this one field
 *   instead of resolving a hundred nested ones per page (1,400 pages).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SchemaType: {
      usedIn: {
        type: '[Doc!]!',
        resolve: (src: { key: string }, _args: unknown, context: { nodeModel: FindAll }) => usedInDocs(src.key, context.nodeModel),
      },
      page: {
        type: 'JSON!',
        resolve: async (src: SchemaTypeSource, _args: unknown, context: { nodeModel: FindAll }) => {
          // In the order the page lists them: guides by title, referencing entries by name.
          const usedIn = (await usedInDocs(src.key, context.nodeModel)).map((d) => ({ title: d.title, path: d.path })).sort((a, b) => a.title.localeCompare(b.title))
          const referencedBy = [...(src.referencedByRefs as { name: string }[])].sort((a, b) => a.name.localeCompare(b.name))
          return {
            key: src.key,
            name: src.name,
            kind: src.kind,
            kindLabel: src.kindLabel,
            description: src.description,
            path: src.path,
            root: src.root,
            signatureHtml: src.signatureHtml,
            returnType: src.returnType,
            // The member tables as HTML (membersHtml.ts): nothing to render or hydrate element by element.
            members: memberTables({ name: src.name, arguments: src.arguments, fields: src.typeFields, inputFields: src.inputFields, enumValues: src.enumValues }),
            unionMembers: src.unionMembers,
            interfaces: src.interfaces,
            locations: src.locations,
            repeatable: src.repeatable,
            added: src.added,
            referencedBy,
            usedIn,
            nav: src.nav,
          }
        },
      },
    },
  })
}

type PagesResult = { allSchemaType: { nodes: { id: string; path: string; added: { date: string } | null }[] }; schemaReferenceIntro: { id: string } | null }

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  if (!referencePagesEnabled()) {
    reporter.info('REFERENCE=off: schema reference pages are not built.')
    return
  }
  const res = await graphql<PagesResult>(`
    {
      allSchemaType { nodes { id path added { date } } }
      schemaReferenceIntro { id }
    }
  `)
  if (res.errors || !res.data) {
    reporter.panicOnBuild('Could not query the schema reference for page creation', res.errors)
    return
  }
  const { allSchemaType, schemaReferenceIntro } = res.data
  if (schemaReferenceIntro) actions.createPage({ path: INTRO_PATH, component: template(), context: { id: schemaReferenceIntro.id, layout: 'docs' } })
  for (const n of allSchemaType.nodes) actions.createPage({ path: n.path, component: template(), context: { id: n.id, layout: 'docs' } })
  const added = allSchemaType.nodes.filter((n) => n.added).length
  reporter.info(`GraphQL reference: ${allSchemaType.nodes.length + (schemaReferenceIntro ? 1 : 0)} pages, ${added} of them for entries added after the first snapshot of the schema (graphql-schema/history/)`)
}
