/**
 * Search contexts (one index each) and the decisions that depend on the page
 * the visitor is on: which context it belongs to, which footer the
 * suggestion list shows, and which hits are labelled "API Reference".
 */
import type { ContextName } from './types'

export type ContextInfo = { name: ContextName; label: string; /** path relative to the base URL, as ?ctx= carries it */ path: string }

/** Most specific first: the reference lives inside /docs/. */
export const CONTEXTS: ContextInfo[] = [
  { name: 'reference', label: 'GraphQL reference', path: 'docs/graphql-reference' },
  { name: 'docs', label: 'Docs', path: 'docs' },
  { name: 'blog', label: 'Blog', path: 'blog' },
]

/** Display order (menus, loading everything). */
export const ALL_CONTEXTS: ContextName[] = ['docs', 'reference', 'blog']

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '')
}

/** The context of a pathname, or null (home, search page, standalone pages, 404). */
export function contextOfPath(pathname: string): ContextInfo | null {
  const p = trimSlashes(pathname.toLowerCase())
  return CONTEXTS.find((c) => p === c.path || p.startsWith(`${c.path}/`)) ?? null
}

/** The context named by a ?ctx= value ("docs", "/docs/", "docs/graphql-reference"), or null when unknown or empty. */
export function contextFromParam(value: string | null): ContextInfo | null {
  if (!value) return null
  const p = trimSlashes(value.toLowerCase())
  return CONTEXTS.find((c) => c.path === p) ?? null
}

export function contextInfo(name: ContextName): ContextInfo {
  return CONTEXTS.find((c) => c.name === name) as ContextInfo
}

/** Hits under /docs/api-reference/ and the generated reference are labelled "API Reference". */
export function isApiReference(url: string): boolean {
  const p = url.toLowerCase()
  return p.startsWith('/docs/api-reference/') || p.startsWith('/docs/graphql-reference/')
}

export type Footer =
  | { kind: 'none' }
  | { kind: 'no-results' }
  | { kind: 'all'; label: string; ctx: null }
  | { kind: 'within'; label: string; ctx: ContextInfo }
  | { kind: 'outside'; label: string; ctx: ContextInfo }

/**
 * Which footer the suggestion list shows (spec 2.9):
 * - nothing typed: no footer;
 * - no hit anywhere: "No results";
 * - on a page outside every context: "See all results";
 * - on a page of context C with hits in C: `See all results within "C"`;
 * - on a page of context C with hits only elsewhere: `See all results outside "C"`.
 */
export function chooseFooter(args: { query: string; pageContext: ContextInfo | null; hitsInContext: number; hitsElsewhere: number }): Footer {
  if (!args.query.trim()) return { kind: 'none' }
  if (args.hitsInContext + args.hitsElsewhere === 0) return { kind: 'no-results' }
  const c = args.pageContext
  if (!c) return { kind: 'all', label: 'See all results', ctx: null }
  if (args.hitsInContext > 0) return { kind: 'within', label: `See all results within "${c.label}"`, ctx: c }
  return { kind: 'outside', label: `See all results outside "${c.label}"`, ctx: c }
}
