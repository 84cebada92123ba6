/**
 * Reading query results typed by Gatsby's typegen (`Queries.DocPageQuery`
 * and the rest, in src/types/gatsby-types.d.ts, generated from the schema
 * and the queries by every build).
 */

/**
 * The node a page query selects by id. Typegen types it nullable, as the
 * schema does; a page is only created for a node that exists, so null means
 * the page itself was created wrongly.
 */
export function found<T>(value: T | null | undefined, query: string): T {
  if (value === null || value === undefined) throw new Error(`${query}: the query found no node, so the page was created for a node that does not exist.`)
  return value
}

/**
 * A JSON field that holds a list (the MDX data tree, the sidebar): typegen
 * types every JSON field as `Record<string, unknown>`, so the list's item
 * type is the producer's, checked here to be a list at least.
 */
export function jsonList<T>(value: unknown, field: string): T[] {
  if (!Array.isArray(value)) throw new Error(`${field} is not a list (a JSON field read as the wrong shape).`)
  return value as T[]
}

/**
 * A JSON field that holds one object whose type its producer declares (the
 * reference's page model): checked to be an object, typed as the producer's.
 */
export function jsonObject<T extends object>(value: unknown, field: string): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${field} is not an object (a JSON field read as the wrong shape).`)
  return value as T
}
