/**
 * Every route of the inventory (inventory/routes.tsv and optional-routes.tsv)
 * serves a real page, except the routes of inventory/pending.tsv, which are
 * skipped with their reason and must NOT be served yet (a pending route that
 * exists fails: remove it from the list). Category index pages list their
 * pages; none may say it has no guides.
 */
import { test, expect } from './fixtures'
import { inventoryRoutes, pendingReason } from '../lib/inventory'

const rows = inventoryRoutes()

test('the route table is readable', () => {
  expect(rows.length).toBeGreaterThan(900)
})

for (const row of rows) {
  const reason = pendingReason(row.route)
  test(`${row.route} serves a page`, async ({ request }) => {
    test.skip(Boolean(reason) && row.kind !== 'doc' && row.kind !== 'category', `pending: ${reason}`)
    const res = await request.get(row.route)
    if (reason) {
      // Listed as pending: it must not exist yet, or the list is stale.
      expect(res.status(), `${row.route} exists but inventory/pending.tsv still lists it`).toBe(404)
      return
    }
    expect(res.status(), row.route).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1[^>]*>[^<]+/)
    expect(html).not.toContain('Page not found')
    if (row.kind === 'category') expect(html, `${row.route} lists no pages`).not.toContain('No guides are published')
  })
}
