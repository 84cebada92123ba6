/**
 * The pending list (inventory/pending.tsv) against the content: every doc and
 * category route of the inventory either exists or is listed, never both.
 * Page, blog and reference routes need the build; tests/e2e/routes.spec.ts
 * checks those the same way.
 *
 * `npm run pending:update` (UPDATE_PENDING=1) rewrites the list from the
 * content: it drops rows whose page now exists and adds missing routes with
 * the reason of their family. Commit the list with the pages.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { docRoute } from '../../src/lib/paths'
import { contentFiles } from './contentFiles'
import { inventoryDir, inventoryRoutes, pendingRows, routeKey, PENDING_FILE } from '../lib/inventory'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'content/docs')

/** Doc routes that a template, not a content file, creates. */
const GENERATED_DOC_ROUTES = ['/docs/']

function existingDocRoutes(): Set<string> {
  const out = new Set(GENERATED_DOC_ROUTES.map(routeKey))
  for (const file of contentFiles(docsDir)) {
    const fm = normaliseFrontMatter(splitFrontMatter(readFileSync(file, 'utf8')).data)
    if (fm.draft) continue
    out.add(routeKey(docRoute(path.relative(docsDir, file), fm.slug)))
    for (const a of fm.aliases) out.add(routeKey(a))
  }
  return out
}

/** Category index routes whose folder holds at least one doc (an empty category is not a finished page). */
function existingCategoryRoutes(): Set<string> {
  const out = new Set<string>()
  const files = contentFiles(docsDir)
  const walk = (dir: string): string[] => {
    return readdirSync(dir).flatMap((n: string) => {
      const full = path.join(dir, n)
      return statSync(full).isDirectory() ? walk(full) : n === '_category_.yml' ? [full] : []
    })
  }
  for (const yml of walk(docsDir)) {
    const data = parseYaml(readFileSync(yml, 'utf8')) as { link?: { type?: string; slug?: string } } | null
    const slug = data?.link?.type === 'generated-index' ? data.link.slug : undefined
    if (!slug) continue
    const dir = path.dirname(yml) + path.sep
    if (files.some((f) => f.startsWith(dir))) out.add(routeKey(`/docs/category/${slug}/`))
  }
  return out
}

/** The reason written for a route that is not built yet: the content issue that adds its family. */
export function familyReason(route: string): string {
  const r = route.toLowerCase()
  if (/^\/docs\/blockchain\/(solana|tron|ton)\//.test(r)) return 'content part 3 (issue 15): Solana, Tron and TON'
  if (r.startsWith('/docs/blockchain/') || r.startsWith('/docs/examples/')) return 'content part 2 (issue 14): Ethereum and the EVM chains'
  if (/^\/docs\/(subscriptions|streams|grpc|cloud)\//.test(r)) return 'content part 4 (issue 16): real-time delivery'
  if (/^\/docs\/(trading|stablecoin-apis|api-blog)\//.test(r)) return 'content part 5 (issue 17): price API, stablecoins, articles'
  if (r.startsWith('/docs/usecases/')) return 'content part 6 (issue 18): use cases'
  const cat = /^\/docs\/category\/([^/]+)\//.exec(r)?.[1]
  if (cat) {
    if (['dex-trades', 'opbnb', 'cross-chain', 'futures-dexs', 'prediction-markets', 'examples'].includes(cat)) return 'content part 2 (issue 14): category of EVM chain pages'
    if (['ton'].includes(cat)) return 'content part 3 (issue 15): category of TON pages'
    if (['graphql-subscriptions', 'kafka-streams', 'protobuf', 'grpc-streams', 'topics', 'data-in-cloud', 'examples-1', 'building-applications-using-kafka'].includes(cat) || cat.startsWith('data-pipeline')) return 'content part 4 (issue 16): category of real-time pages'
    if (['trading-apis', 'crypto-price-apis', 'price-index-cubes', 'stablecoin-apis', 'api-blog'].includes(cat)) return 'content part 5 (issue 17): category of trading pages'
    return 'content part 6 (issue 18): category of use-case pages'
  }
  return 'not assigned to a content issue'
}

const inventory = inventoryRoutes().filter((r) => r.kind === 'doc' || r.kind === 'category')
const existing = new Set([...existingDocRoutes(), ...existingCategoryRoutes()])
const exists = (route: string) => existing.has(routeKey(route))

if (process.env.UPDATE_PENDING === '1') {
  const missing = inventory.filter((r) => !exists(r.route))
  const old = new Map(pendingRows().map((p) => [routeKey(p.route), p.why]))
  const lines = missing.map((r) => `${r.route}\t${old.get(routeKey(r.route)) ?? familyReason(r.route)}`)
  const header = [
    '# Routes of the inventory (routes.tsv, optional-routes.tsv) that are not built yet, with the reason.',
    '# Tests skip these, and only these; tests/unit/inventory.test.ts fails when a listed route exists',
    '# or an unlisted one is missing. Regenerate with `npm run pending:update` after adding pages.',
    'route\twhy',
  ]
  writeFileSync(path.join(inventoryDir, PENDING_FILE), [...header, ...lines].join('\n') + '\n')
}

describe('the pending list', () => {
  const pending = pendingRows()
  const inventoryKeys = new Set(inventoryRoutes().map((r) => routeKey(r.route)))

  it('reads the inventory', () => {
    expect(inventory.length).toBeGreaterThan(400)
  })

  it('lists only routes of the inventory, each once, with a reason', () => {
    const seen = new Set<string>()
    const problems: string[] = []
    for (const p of pending) {
      if (!inventoryKeys.has(routeKey(p.route))) problems.push(`${p.route}: not a route of the inventory`)
      if (seen.has(routeKey(p.route))) problems.push(`${p.route}: listed twice`)
      if (!p.why.trim()) problems.push(`${p.route}: no reason given`)
      seen.add(routeKey(p.route))
    }
    expect(problems).toEqual([])
  })

  it('lists no route that exists (remove it from inventory/pending.tsv: npm run pending:update)', () => {
    const built = pending.filter((p) => exists(p.route)).map((p) => p.route)
    expect(built).toEqual([])
  })

  it('lists every doc and category route that is missing', () => {
    const listed = new Set(pending.map((p) => routeKey(p.route)))
    const missing = inventory.filter((r) => !exists(r.route) && !listed.has(routeKey(r.route))).map((r) => r.route)
    expect(missing).toEqual([])
  })

  it.each([
    ['/docs/blockchain/Solana/Pumpfun/pump-fun-api/', /issue 15/],
    ['/docs/blockchain/Base/Base-DEXTrades/', /issue 14/],
    ['/docs/grpc/solana/introduction/', /issue 16/],
    ['/docs/trading/crypto-price-api/tokens/', /issue 17/],
    ['/docs/usecases/MCP/', /issue 18/],
    ['/docs/category/ton/', /issue 15/],
  ])('gives %s the reason of its family', (route, reason) => {
    expect(familyReason(route)).toMatch(reason)
  })
})
