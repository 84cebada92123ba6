import React from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { EXPLICIT_HTML, isProps, type MdxNode, type MdxTree } from '../../lib/mdxTree'

/** Components by name, and replacements of Markdown's HTML elements (`pre`, `a`…). */
export type ComponentMap = Record<string, unknown>

/** A tree that cannot be rendered: it names what and where, for the crash screen. */
export class MdxTreeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MdxTreeError'
  }
}

/** An HTML (or SVG, or custom) element name, a component, or the fragment. */
type ElementType = string | React.ComponentType<Record<string, unknown>> | typeof React.Fragment

function typeOf(name: string, components: ComponentMap): ElementType {
  if (name === '') return React.Fragment
  if (name.startsWith(EXPLICIT_HTML)) return name.slice(EXPLICIT_HTML.length)
  const mapped = components[name] as ElementType | undefined
  if (/^[a-z]/.test(name)) return mapped ?? name
  if (!mapped) throw new MdxTreeError(`The content uses <${name}>, which is not a component of the site (src/mdx/components/components.tsx).`)
  return mapped
}

function renderNode(node: MdxNode, components: ComponentMap): React.ReactNode {
  if (typeof node === 'string') return node
  if (!Array.isArray(node) || typeof node[0] !== 'string') throw new MdxTreeError(`The content has a node that is neither text nor an element: ${JSON.stringify(node)?.slice(0, 80)}`)
  const given = isProps(node[1]) ? node[1] : null
  const children: React.ReactNode[] = []
  for (let i = given ? 2 : 1; i < node.length; i++) children.push(renderNode(node[i] as MdxNode, components))
  // The calls MDX's compiled JavaScript made: jsx with one child (the child itself), jsxs with several (a static array, no keys needed).
  const { key, ...props }: { key?: unknown; children?: React.ReactNode } = { ...given }
  if (children.length) props.children = children.length === 1 ? children[0] : children
  const type = typeOf(node[0], components) as React.ElementType
  const k = key === undefined ? undefined : String(key)
  return children.length > 1 ? jsxs(type, props, k) : jsx(type, props, k)
}

/**
 * The React elements of a compiled body's top-level nodes (src/lib/mdxTree.ts):
 * React's JSX runtime called over data, the same calls MDX's compiled
 * function made. Throws MdxTreeError for a tree it cannot read.
 */
export function renderTree(tree: unknown, components: ComponentMap): React.ReactNode[] {
  if (!Array.isArray(tree)) throw new MdxTreeError(`The compiled content is not a tree (${tree === null ? 'null' : typeof tree}).`)
  const blocks = (tree as MdxTree).map((node) => renderNode(node, components))
  // MDX's root fragment: static children (jsxs), so React does not ask the blocks for keys when they are split into sections.
  const root = jsxs(React.Fragment, { children: blocks }) as React.ReactElement<{ children: React.ReactNode[] }>
  return root.props.children
}
