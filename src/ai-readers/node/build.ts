/**
 * Docs for AI readers (DECISIONS.md, "Docs for AI readers"), written in
 * onPostBuild from the data layer, never from the built HTML:
 * - `{route}index.md`: the Markdown twin of every listed doc, MDX page, blog
 *   post and the reference intro, ending with the SDL of the schema types its
 *   validated examples use (schemaContext.ts);
 * - `/llms.txt` and `/llms-full.txt` (llms.ts).
 * The SDL files llms.txt links are published by src/reference (publishSdl.ts).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { site } from '../../config/site'
import { LLMS_FULL_PATH, LLMS_INDEX_PATH, twinPath, withIndexLine } from '../lib/aiTwin'
import { docsSidebar } from '../../docs'
import { CONTENT_TYPE_REGISTRY, CONTENT_TYPES, contentNodesOf, isPublished, type ContentNode, type GetNodesByType } from '../../node/content'
import { changelogTwins, memberMarks, publishedSdl, referenceModel, siteChangelog } from '../../reference'
import { SCHEMA_DIR } from '../../node/schema/load'
import { llmsFullTxt, llmsTxt, type TwinPage } from './llms'
import { twinHead } from '../../mdx/node/twin'
import { schemaContext, schemaContextMarkdown, type SdlMarks } from './schemaContext'
import { memo, type BuildCache, type MemoStats } from '../../node/memo'
import { siteDirectory } from '../../node/directory'
import { MCP_DOCS_PATH, MCP_URL } from '../../mcp/lib/mcp'

export const SUMMARY = `${site.tagline}. The platform serves on-chain data of EVM chains, Solana, Tron and TON, and trading data, through one GraphQL API (queries over HTTP, subscriptions over WebSocket); these docs explain the API, its cubes and filters, and how to build applications with it.`

/** What each published SDL file holds (the file list itself is read from graphql-schema/). */
const SDL_LABELS: Record<string, string> = {
  'evm.graphql': 'EVM schema: the Query and Subscription roots, EVM cubes and the shared types',
  'evm-extensions.graphql': 'additions to the EVM schema: more networks, USD values, newer cubes and filter operators',
  'solana.graphql': 'Solana schema (root field Solana)',
  'tron.graphql': 'Tron schema (root field Tron)',
  'trading.graphql': 'Trading schema: prices and pairs across chains (root field Trading)',
  'ton.graphql': 'TON schema (root field Ton)',
}

export type TwinKind = 'doc' | 'page' | 'blog' | 'reference'
export type Twin = TwinPage & { kind: TwinKind; sourcePath: string; markdown: string; body: string }

/** A twin without its schema section: `# title`, the description, and the body the page's compile made (twinBody). */
export function pageMarkdown(node: { title: string; description?: string | null; twinBody: string }): string {
  return `${twinHead(node.title, node.description)}\n\n${node.twinBody}\n`
}

type NodeWithKeys = ContentNode & { fields?: { schemaTypeKeys?: string[] }; unlisted?: boolean; draft?: boolean; date?: string }

/**
 * The content nodes that get a twin: the published nodes of every type the
 * registry gives a twin kind (src/node/content.ts, CONTENT_TYPE_REGISTRY),
 * so a registered type is twinned (and served by the MCP server) with no edit here.
 */
export function twinSources(getNodesByType: GetNodesByType): { kind: TwinKind; node: NodeWithKeys }[] {
  const out: { kind: TwinKind; node: NodeWithKeys }[] = []
  for (const type of CONTENT_TYPES) {
    const kind: TwinKind | null = CONTENT_TYPE_REGISTRY[type].twin
    if (!kind) continue
    for (const node of contentNodesOf(getNodesByType, type) as NodeWithKeys[]) if (isPublished(node)) out.push({ kind, node })
  }
  return out
}

/** A hash of the SDL as published: part of every twin's cache key, since a twin ends with the types its examples use. */
async function schemaFingerprint(): Promise<string> {
  try {
    const files = (await readdir(SCHEMA_DIR)).filter((f) => f.endsWith('.graphql')).sort()
    const hash = createHash('sha256')
    for (const f of files) hash.update(`${f}\n${await readFile(path.join(SCHEMA_DIR, f), 'utf8')}\n`)
    return hash.digest('hex')
  } catch {
    return ''
  }
}

export type TwinCache = { cache?: BuildCache; stats?: MemoStats }

/**
 * Builds every twin (in memory), or only the one of `onlyPath`, from what the
 * compiler stored on each content node (twinBody; no source is read again).
 * With a cache, a twin whose inputs (body, front matter, schema keys, code
 * blocks, the SDL) are unchanged since the last build is not built again.
 */
export async function buildTwins(getNodesByType: GetNodesByType, onlyPath?: string, memoOptions: TwinCache = {}): Promise<Twin[]> {
  let reference: ReturnType<typeof referenceModel> | null | undefined
  const model = () => {
    if (reference === undefined) {
      try {
        reference = referenceModel()
      } catch {
        // A broken schema fails the build in sourceNodes; twins are then written without schema sections.
        reference = null
      }
    }
    return reference
  }
  const sdl = memoOptions.cache ? await schemaFingerprint() : ''
  // The changelog's dates, as the reference shows them; a history that cannot be read leaves the SDL unmarked (the build fails on it in sourceNodes).
  let marks: SdlMarks | undefined
  try {
    marks = memberMarks(await siteChangelog())
  } catch {
    marks = undefined
  }
  const marksKey = marks ? createHash('sha256').update(JSON.stringify([...marks.added].concat([...marks.deprecated]))).digest('hex') : ''
  const twins: Twin[] = []
  for (const { kind, node } of twinSources(getNodesByType)) {
    if (onlyPath !== undefined && node.path !== onlyPath) continue
    const keys = node.fields?.schemaTypeKeys ?? []
    const codeBlocks = node.codeBlocks ?? []
    const input = { kind, title: node.title, description: node.description ?? '', twinBody: node.twinBody, keys, codeBlocks, sdl, marksKey }
    const built = await memo(
      memoOptions.cache,
      'ai-twin',
      `${kind}:${node.path}`,
      input,
      () => {
        const body = pageMarkdown(node)
        const m = keys.length ? model() : null
        const types = m ? schemaContext(m.schema, codeBlocks, keys, m.entries, { checked: true, marks }) : []
        const context = schemaContextMarkdown(types, site.url)
        return { body, markdown: context ? `${body}\n${context}` : body }
      },
      memoOptions.stats,
    )
    twins.push({ kind, path: node.path, title: node.title, description: node.description ?? '', sourcePath: node.sourcePath, ...built })
  }
  return twins
}

export type AiFiles = { files: Map<string, string>; twins: Twin[] }

/** Every file by its URL path (/docs/x/index.md, /llms.txt, /llms-full.txt). */
export async function buildAiFiles(getNodesByType: GetNodesByType, memoOptions: TwinCache = {}): Promise<AiFiles> {
  const twins = await buildTwins(getNodesByType, undefined, memoOptions)
  const sidebar = docsSidebar(getNodesByType)
  // The SDL files the reference concern publishes at /graphql-schema/.
  const sdlFiles = (await publishedSdl()).map((s) => s.file)
  const files = new Map<string, string>()
  for (const t of twins) files.set(twinPath(t.path), withIndexLine(t.markdown, site))
  // The changelog's pages are generated, not written in MDX: their Markdown comes from the reference's changelog.
  const changelog = await changelogTwins(getNodesByType)
  for (const p of changelog) files.set(twinPath(p.path), withIndexLine(p.markdown, site))
  const docs = twins.filter((t) => t.kind === 'doc')
  const dateOf = new Map(contentNodesOf(getNodesByType, 'BlogPost').map((b) => [b.path, String((b as NodeWithKeys).date ?? '')]))
  const blog = twins.filter((t) => t.kind === 'blog').sort((a, b) => (dateOf.get(b.path) ?? '').localeCompare(dateOf.get(a.path) ?? '') || a.path.localeCompare(b.path))
  files.set(
    LLMS_INDEX_PATH,
    llmsTxt({
      siteTitle: site.title,
      siteUrl: site.url,
      summary: SUMMARY,
      sidebar,
      docs,
      blog,
      pages: twins.filter((t) => t.kind === 'page'),
      mcp: { url: MCP_URL, docsPath: MCP_DOCS_PATH },
      reference: {
        intro: twins.find((t) => t.kind === 'reference') ?? null,
        sdlFiles: sdlFiles.map((file) => ({ file, label: SDL_LABELS[file] ?? 'schema (SDL)' })),
        changelog: changelog.map(({ path, title, description }) => ({ path, title, description })),
      },
    }),
  )
  files.set(LLMS_FULL_PATH, llmsFullTxt({ siteTitle: site.title, siteUrl: site.url, summary: SUMMARY, sidebar, docs: docs.map((d) => ({ ...d, markdown: d.body })) }))
  return { files, twins }
}

/** AI_READERS=off skips this concern's step: used to measure what it costs (DECISIONS.md), and by the MCP test of a build without it. */
const switchedOff = () => process.env.AI_READERS === 'off'

/**
 * What this concern writes, for the MCP site manifest (src/mcp): the routes
 * that get a Markdown twin and the index files; nothing when switched off.
 */
export async function aiReaderRoutes(getNodesByType: GetNodesByType): Promise<{ twins: string[]; indexFiles: string[] }> {
  if (switchedOff()) return { twins: [], indexFiles: [] }
  const changelog = await changelogTwins(getNodesByType)
  return { twins: [...twinSources(getNodesByType).map((s) => s.node.path), ...changelog.map((p) => p.path)], indexFiles: [LLMS_INDEX_PATH, LLMS_FULL_PATH] }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter, store, cache }) => {
  if (switchedOff()) return
  const started = Date.now()
  const cpu = process.cpuUsage()
  const root = siteDirectory(store)
  const publicDir = path.join(root, 'public')
  const stats: MemoStats = { hits: 0, misses: 0 }
  const { files, twins } = await buildAiFiles(getNodesByType as GetNodesByType, { cache, stats })
  const built = Date.now()
  let twinBytes = 0
  for (const [url, text] of files) {
    const target = path.join(publicDir, url)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, text)
    if (url.endsWith('.md')) twinBytes += Buffer.byteLength(text)
  }
  const size = (url: string) => Buffer.byteLength(files.get(url) ?? '')
  const used = process.cpuUsage(cpu)
  reporter.info(
    `[ai] ${twins.length} Markdown twins (${kb(twinBytes)}), llms.txt ${kb(size('/llms.txt'))}, llms-full.txt ${kb(size('/llms-full.txt'))}; ` +
      `built in ${built - started} ms (${stats.misses} twins built, ${stats.hits} from the cache), written in ${Date.now() - built} ms (CPU ${Math.round((used.user + used.system) / 1000)} ms)`,
  )
}

type Req = { path: string }
type Res = { status(code: number): Res; type(t: string): Res; set(h: Record<string, string>): Res; send(body: string): void }
type App = { get(path: RegExp, handler: (req: Req, res: Res) => void | Promise<void>): void }

/**
 * `gatsby develop`: the twins and llms files built from the current nodes on
 * request (onPostBuild does not run there), so "Copy page" works while writing.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (gatsbyArgs) => {
  // Gatsby types the dev server's express app as any; our App names the part we use.
  const app: App = gatsbyArgs.app
  const getNodesByType = gatsbyArgs.getNodesByType as GetNodesByType
  app.get(/^\/(?:.*\/)?index\.md$|^\/llms(?:-full)?\.txt$/, async (req, res) => {
    try {
      const isTwin = req.path.endsWith('/index.md')
      const twin = isTwin ? (await buildTwins(getNodesByType, req.path.slice(0, -'index.md'.length)))[0] : undefined
      const body = isTwin ? twin && withIndexLine(twin.markdown, site) : (await buildAiFiles(getNodesByType)).files.get(req.path)
      if (body === undefined) res.status(404).type('text/plain').send('No Markdown version of this page (unlisted, draft or not a content page).')
      else res.status(200).type(isTwin ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8').set({ 'cache-control': 'no-store' }).send(body)
    } catch (err) {
      gatsbyArgs.reporter.warn(`[ai] ${req.path}: ${(err as Error).message}`)
      res.status(500).type('text/plain').send('The Markdown could not be built; see the terminal.')
    }
  })
}
