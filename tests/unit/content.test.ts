/**
 * Content check of the doc pages (issue 6 and on): every page of the listed
 * route families that exists has a description, at least MIN_WORDS words of
 * prose (code excluded; the floor depends on the family), links that resolve,
 * and (for pages about querying) at least one GraphQL example that validates.
 * The routes come from the inventory (routes.tsv and optional-routes.tsv); a
 * missing page is skipped only when inventory/pending.tsv lists it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { docRoute, withTrailingSlash } from '../../src/lib/paths'
import { compileForCheck } from '../lib/compileCache'
import { locate, resolveLink } from '../../src/site/node/links'
import { loadSchema } from '../../src/node/schema/load'
import { validateExample, optOutReason } from '../../src/node/schema/validateExample'
import { contentFiles } from './contentFiles'
import { inventoryRoutes, pendingReason } from '../lib/inventory'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'content/docs')
const MIN_WORDS = 350

type Family = { prefix: string; exact?: boolean; querying: boolean | ((route: string) => boolean); minWords?: number | ((route: string) => number) }

/** Pages inside a multi-page tutorial series (issue 18: at least 350 words each). */
const SERIES = /\/docs\/usecases\/(tradingview-subscription-realtime|wash-trading-detector|nft-creator|p-l-product|real-time-balance-tracker)\//i
/** EVM chains other than Ethereum: their topic pages carry what differs there (at least 300 words). */
const OTHER_EVM_TOPIC = /^\/docs\/(blockchain\/(arbitrum|base|bsc|matic|optimism)\/[^/]+\/|examples\/opbnb\/)/i

/** Route families under the content check, whether their pages must carry a validated example, and their word floor. */
const FAMILIES: Family[] = [
  { prefix: '/docs/api-comparison/', exact: true, querying: false },
  { prefix: '/docs/contribution-guidelines/', exact: true, querying: false },
  { prefix: '/docs/start/', querying: (r) => /\/(first-query|starter-queries|starter-subscriptions|getting-updates|mempool)\/$/.test(r) },
  { prefix: '/docs/authorisation/', querying: false },
  { prefix: '/docs/ide/', querying: (r) => /\/(query|variables|code)\/$/.test(r) },
  { prefix: '/docs/graphql/', querying: true },
  { prefix: '/docs/schema/', querying: true },
  { prefix: '/docs/evm/', querying: true },
  { prefix: '/docs/cubes/', querying: (r) => !/\/solana\/$/i.test(r) },
  { prefix: '/docs/glossary/', querying: false },
  // Content part 2 (issue 14): Ethereum and the EVM chains
  { prefix: '/docs/blockchain/introduction/', exact: true, querying: true },
  { prefix: '/docs/examples/', querying: true, minWords: (r) => (OTHER_EVM_TOPIC.test(r) ? 300 : 350) },
  // Content part 3 (issue 15): Solana, Tron and TON; protocol pages of small protocols may have 300 words
  { prefix: '/docs/blockchain/Solana/', querying: true, minWords: (r) => (/^\/docs\/blockchain\/solana\/$/i.test(r) ? 350 : 300) },
  { prefix: '/docs/blockchain/Tron/', querying: true, minWords: (r) => (/^\/docs\/blockchain\/tron\/$/i.test(r) ? 350 : 300) },
  { prefix: '/docs/blockchain/TON/', querying: true },
  { prefix: '/docs/blockchain/', querying: true, minWords: (r) => (OTHER_EVM_TOPIC.test(r) ? 300 : 350) },
  // Content part 4 (issue 16): real-time delivery (GraphQL only on the subscription pages)
  { prefix: '/docs/subscriptions/', querying: (r) => !/\/(aws|google-bigquery)\//i.test(r), minWords: 400 },
  { prefix: '/docs/streams/', querying: false, minWords: 400 },
  { prefix: '/docs/grpc/', querying: false, minWords: 400 },
  { prefix: '/docs/cloud/', querying: false, minWords: 400 },
  // Content part 5 (issue 17)
  { prefix: '/docs/trading/', querying: true, minWords: 400 },
  { prefix: '/docs/stablecoin-APIs/', querying: true, minWords: 400 },
  { prefix: '/docs/API-Blog/', querying: true, minWords: 800 },
  // Content part 6 (issue 18)
  { prefix: '/docs/usecases/', querying: false, minWords: (r) => (/\/docs\/usecases\/dex_rabbit\//i.test(r) ? 300 : SERIES.test(r) ? 350 : 500) },
]

const family = (route: string) =>
  FAMILIES.find((f) => (f.exact ? route.toLowerCase() === f.prefix.toLowerCase() : route.toLowerCase().startsWith(f.prefix.toLowerCase())))

const minWordsOf = (f: Family, route: string) => (typeof f.minWords === 'function' ? f.minWords(route) : f.minWords ?? MIN_WORDS)

const inventory = inventoryRoutes()
const specRoutes = inventory.filter((r) => r.kind === 'doc').map((r) => r.route)

type Page = { file: string; route: string; aliases: string[]; source: string }
const pages: Page[] = contentFiles(docsDir).map((file) => {
  const source = readFileSync(file, 'utf8')
  const fm = normaliseFrontMatter(splitFrontMatter(source).data)
  return { file: path.relative(root, file), route: docRoute(path.relative(docsDir, file), fm.slug), aliases: fm.aliases, source }
})
// A page answers for its own route and for its aliases (one file, two routes).
const byRoute = new Map(pages.flatMap((p) => [p.route, ...p.aliases].map((r) => [r.toLowerCase(), p] as const)))
// Category index pages (/docs/category/{slug}/) are valid link targets too (content brief).
const categoryRoutes = inventory.filter((r) => r.kind === 'category').map((r) => r.route)
const knownRoutes = new Set([...specRoutes, ...categoryRoutes, ...byRoute.keys()].map((r) => withTrailingSlash(r).toLowerCase()))
const schema = loadSchema()

describe('content check', () => {
  const checked = specRoutes.filter((r) => family(r))
  it('covers the families of the route table', () => {
    expect(checked.length).toBeGreaterThan(400)
  })
  for (const route of checked) {
    const page = byRoute.get(route.toLowerCase())
    const pending = pendingReason(route)
    if (pending && !page) {
      it.skip(`${route} (pending: ${pending})`, () => {})
      continue
    }
    it(`${route} (${page?.file ?? 'no file'})`, async () => {
      // An unlisted missing page fails here; a listed one that exists fails tests/unit/inventory.
      if (!page) throw new Error(`${route} has no page and is not in inventory/pending.tsv`)
      const problems: string[] = []
      const { data, body, lineOffset } = splitFrontMatter(page.source)
      const fm = normaliseFrontMatter(data)
      if (!fm.description) problems.push('no description in front matter')
      // The compile, remembered between runs by the page's text and the compiler's inputs (tests/lib/compileCache.ts).
      const compiled = await compileForCheck(body, { file: page.file, format: page.file.endsWith('.md') ? 'md' : 'mdx', lineOffset })
      const f = family(route)!
      const minWords = minWordsOf(f, route)
      if (compiled.wordCount < minWords) problems.push(`thin page: ${compiled.wordCount} words of prose (at least ${minWords})`)
      for (const link of compiled.links) {
        const resolved = resolveLink(link, page.route)
        if (!resolved || !resolved.pathname.startsWith('/docs/')) continue
        if (resolved.pathname.startsWith('/docs/graphql-reference/')) continue
        const target = withTrailingSlash(resolved.pathname)
        // A route of inventory/pending.tsv is not a page yet: the build's link check would fail on it.
        // At the line and column that write it, as the build reports it (src/site/node/links.ts).
        const at = locate(page.source, link)
        const where = at ? `${page.file}:${at.line}:${at.column}: ` : ''
        if (pendingReason(target)) problems.push(`${where}link to a page that is not written yet (inventory/pending.tsv): ${link}`)
        else if (!knownRoutes.has(target.toLowerCase())) problems.push(`${where}broken link ${link}`)
      }
      const querying = typeof f.querying === 'function' ? f.querying(route) : f.querying
      const examples = compiled.codeBlocks.filter((b) => (b.lang === 'graphql' || b.lang === 'gql') && optOutReason(b.meta) === null)
      const valid = examples.filter((b) => validateExample(schema, b.value).ok)
      if (querying && valid.length === 0) problems.push('a page about querying needs at least one validated GraphQL example')
      if (problems.length) console.warn(`${page.file}:\n  ${problems.join('\n  ')}`)
      expect(problems).toEqual([])
    })
  }
})
