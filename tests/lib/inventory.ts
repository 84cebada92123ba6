/**
 * The product's page inventory (inventory/*.tsv) and the ONE list of what is
 * not built yet (inventory/pending.tsv). Every test that would otherwise skip
 * a missing page asks `pendingReason(route)` instead: a listed route is skipped
 * with its reason, an unlisted one must exist, and tests/unit/inventory.test.ts
 * fails when a listed route exists (remove it from the list) or when an
 * unlisted one is missing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const inventoryDir = path.resolve(__dirname, '../../inventory')

export type InventoryRow = { route: string; section: string; kind: string; origin: string; note: string; file: 'routes.tsv' | 'optional-routes.tsv' }

export function readTsv(file: string): string[][] {
  return readFileSync(path.join(inventoryDir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .slice(1)
    .map((l) => l.split('\t'))
}

/** Routes are compared ignoring case and the trailing slash (spec 2.1). */
export const routeKey = (route: string) => route.replace(/\/+$/, '').toLowerCase() || '/'

/** Every page route the site must serve: routes.tsv, then optional-routes.tsv (rows of both files appear once). */
export function inventoryRoutes(): InventoryRow[] {
  const seen = new Set<string>()
  const out: InventoryRow[] = []
  for (const file of ['routes.tsv', 'optional-routes.tsv'] as const) {
    for (const [route, section, kind, origin = '', note = ''] of readTsv(file)) {
      if (seen.has(routeKey(route))) continue
      seen.add(routeKey(route))
      out.push({ route, section, kind, origin, note, file })
    }
  }
  return out
}

export type PendingRow = { route: string; why: string }

export const PENDING_FILE = 'pending.tsv'

export function pendingRows(): PendingRow[] {
  return readTsv(PENDING_FILE).map(([route, why = '']) => ({ route, why }))
}

let cache: Map<string, PendingRow> | null = null

/** Why a route is not built yet, or null when it must exist. */
export function pendingReason(route: string): string | null {
  cache ??= new Map(pendingRows().map((r) => [routeKey(r.route), r]))
  return cache.get(routeKey(route))?.why ?? null
}
