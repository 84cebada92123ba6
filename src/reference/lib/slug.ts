/**
 * Route rules of the generated schema reference. Pure functions only.
 *
 * The slug of a type splits words only where a lower-case letter or a digit
 * is followed by a capital ("BalanceUpdate" → "balance-update"), never inside
 * a run of capitals ("DEXTrade" → "dextrade", "ABI" → "abi"); underscores
 * become hyphens. This is the rule the route tables (and the 472 `page`
 * values of the facts TSV) follow.
 */

export const REFERENCE_BASE = '/docs/graphql-reference'

export type RefKind = 'query' | 'subscription' | 'object' | 'interface' | 'input' | 'enum' | 'union' | 'scalar' | 'directive'

/** URL segment of each kind. */
export const KIND_SEGMENT: Record<RefKind, string> = {
  query: 'queries',
  subscription: 'subscriptions',
  object: 'objects',
  interface: 'interfaces',
  input: 'inputs',
  enum: 'enums',
  union: 'unions',
  scalar: 'scalars',
  directive: 'directives',
}

/** Human label of each kind, singular and plural, in the order the navigation shows them. */
export const KIND_LABEL: Record<RefKind, { one: string; many: string }> = {
  query: { one: 'Query', many: 'Queries' },
  subscription: { one: 'Subscription', many: 'Subscriptions' },
  object: { one: 'Object', many: 'Objects' },
  interface: { one: 'Interface', many: 'Interfaces' },
  input: { one: 'Input', many: 'Inputs' },
  enum: { one: 'Enum', many: 'Enums' },
  union: { one: 'Union', many: 'Unions' },
  scalar: { one: 'Scalar', many: 'Scalars' },
  directive: { one: 'Directive', many: 'Directives' },
}

export const KIND_ORDER: RefKind[] = ['query', 'subscription', 'object', 'interface', 'input', 'enum', 'union', 'scalar', 'directive']

export function referenceSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/** Known roots by schema file name; other files get their capitalised name. */
const ROOT_LABELS: Record<string, string> = { evm: 'EVM', solana: 'Solana', tron: 'Tron', trading: 'Trading', ton: 'TON' }

/** The primary schema file: its types (and the shared ones it declares) live at the top of the reference. */
export const PRIMARY_FILE = 'evm.graphql'
export const SHARED_ROOT = 'shared'

/**
 * `{root}-extensions.graphql` extends the root of `{root}.graphql` (members the
 * platform serves beyond the older reference): its types belong to that root.
 */
export const EXTENSION_FILE = /-extensions(?=\.graphql$)/i
export const baseSchemaFile = (file: string) => file.replace(EXTENSION_FILE, '')
export const isExtensionFile = (file: string) => EXTENSION_FILE.test(file)

export function rootLabelOfFile(file: string): string {
  const base = baseSchemaFile(file).replace(/\.graphql$/i, '').toLowerCase()
  return ROOT_LABELS[base] ?? base.charAt(0).toUpperCase() + base.slice(1)
}

/**
 * The root a type belongs to. Types of the primary file are EVM when their
 * name says so, else shared (OLAP operators, scalars, metric filters);
 * every type of another file belongs to that file's root. Built-in types
 * (no file) are shared.
 */
export function rootOf(name: string, file: string | null): string {
  if (!file) return SHARED_ROOT
  file = baseSchemaFile(file)
  if (file === PRIMARY_FILE) return /^evm(_|$)/i.test(name) || /^EVM[A-Z]/.test(name) ? 'EVM' : SHARED_ROOT
  return rootLabelOfFile(file)
}

/** URL prefix of a root: EVM and shared types sit at the top, other roots under their own folder. */
export function rootSegment(root: string): string {
  if (root === 'EVM' || root === SHARED_ROOT) return ''
  return referenceSlug(root)
}

export function referencePath(kind: RefKind, name: string, root: string): string {
  const parts = [REFERENCE_BASE, rootSegment(root), KIND_SEGMENT[kind], referenceSlug(name)].filter(Boolean)
  return `${parts.join('/')}/`
}

export const INTRO_PATH = `${REFERENCE_BASE}/intro/`

/** Stable key of a reference entry (type names are unique per kind; directives and root fields have their own kinds). */
export function referenceKey(kind: RefKind, name: string): string {
  return `${kind}/${name}`
}
