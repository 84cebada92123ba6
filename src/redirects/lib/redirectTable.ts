/** The shape of the redirect table (src/redirects/config.ts), shared by the config and the build (src/redirects/node). */
export type RedirectFamily = {
  family: string
  /** Why the family exists (spec section, anchor). */
  note?: string
  from: string | string[]
  to: string
  params?: Record<string, string>[]
}

/** One old path to one new path, checked strictly: the target must be a page. */
export type RedirectSingle = { from: string; to: string; note?: string }

/**
 * families: written once, expanded over the pages; planned: single moves whose
 * page a content issue adds (they wait like family rows); rows: strict.
 */
export type RedirectTable = { families: RedirectFamily[]; planned: RedirectSingle[]; rows: RedirectSingle[] }
