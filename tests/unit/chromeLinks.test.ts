/**
 * The site chrome's internal links (navbar, footer, announcement bar, home
 * page) point at inventory routes that exist; the build checks the same
 * against the real pages. The only pending routes they may name are
 * PENDING_LINK_TARGETS, and those must still be pending.
 */
import { chromeLinks, PENDING_LINK_TARGETS } from '../../src/layout/lib/chromeLinks'
import { inventoryRoutes, pendingReason, routeKey } from '../lib/inventory'

const routes = new Set(inventoryRoutes().map((r) => routeKey(r.route)))
const pathOf = (link: string) => link.split('#')[0].split('?')[0]

it('collects the navbar, footer, announcement and home links', () => {
  const sources = new Set(chromeLinks().map((l) => l.source.split(' ')[0]))
  expect([...sources].sort()).toEqual(['announcement', 'footer', 'home', 'navbar'])
})

it('every chrome link is a route of the inventory, and only the allowed pending ones wait', () => {
  const problems = chromeLinks().flatMap((l) => {
    const p = pathOf(l.link)
    if (!routes.has(routeKey(p))) return [`${l.source}: ${l.link} is not a route of the inventory`]
    if (pendingReason(p) && !PENDING_LINK_TARGETS.includes(p)) return [`${l.source}: ${l.link} is pending (${pendingReason(p)}) and not an allowed pending link target`]
    return []
  })
  expect(problems).toEqual([])
})

it('allows only the two navbar targets of spec 2.2, and only while they are pending', () => {
  expect(PENDING_LINK_TARGETS.every((t) => ['/docs/grpc/solana/introduction/', '/docs/trading/crypto-price-api/introduction/'].includes(t))).toBe(true)
  const built = PENDING_LINK_TARGETS.filter((t) => !pendingReason(t))
  expect(built.map((t) => `${t} exists now: remove it from PENDING_LINK_TARGETS (src/layout/lib/chromeLinks.ts)`)).toEqual([])
})
