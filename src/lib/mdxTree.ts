/**
 * The compiled form of an MDX body: data, not code (DECISIONS.md, "Docs
 * rendering"). src/mdx/node/compile.ts writes it into the page data and
 * src/mdx/components/MDXContent.tsx renders it with React's JSX runtime, on
 * the server and in the browser alike, so no script is ever evaluated.
 *
 * A body is the list of its top-level nodes. A node is a text (a string) or
 * an element `[name, props?, ...children]` (JsonML's shape). Props, when
 * present, are the second item and always a plain object; children are
 * strings or arrays, never plain objects, so the two cannot be confused.
 *
 * Names:
 * - `p`, `pre`, `a`, `table`…: an element that Markdown syntax produced. The
 *   components map may replace it (`pre` → CodeBlock), as MDX's `_components` did.
 * - `Tabs`, `Admonition`…: a name that does not start with a lowercase letter
 *   is a component of the map; a name the map lacks is an error.
 * - `!sup`: HTML written as JSX in the MDX file (`<sup>`), rendered as that
 *   element and never replaced (MDX's rule for explicit JSX).
 * - `''`: a fragment (`<>…</>` in MDX).
 *
 * Props are what React receives (`className`, `aria-label`, `style` as an
 * object): MDX's compiler converted them from HTML properties at build time.
 */
export type MdxValue = string | number | boolean | null | MdxValue[] | { [key: string]: MdxValue }
export type MdxProps = { [key: string]: MdxValue }
export type MdxElement = [name: string, ...rest: (MdxProps | MdxNode)[]]
export type MdxNode = string | MdxElement
export type MdxTree = MdxNode[]

/** The marker of explicit JSX HTML names (see above). */
export const EXPLICIT_HTML = '!'

/** Whether a value is a props object (the second item of an element), not a child. */
export function isProps(value: unknown): value is MdxProps {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
