import React, { Suspense, useMemo } from 'react'
import type { MdxTree } from '../../lib/mdxTree'
import { mdxComponents } from './components'
import { renderTree, type ComponentMap } from './renderTree'

const cache = new WeakMap<object, { components: ComponentMap; blocks: React.ReactNode[] }>()

/**
 * The top-level blocks of a compiled body (src/lib/mdxTree.ts), rendered
 * from data with the components map: nothing is evaluated. Remembered per
 * tree (the page data object), so returning to a page reuses its elements.
 */
export function renderBlocks(tree: unknown, label: string, components: ComponentMap): React.ReactNode[] {
  const hit = typeof tree === 'object' && tree !== null ? cache.get(tree) : undefined
  if (hit && hit.components === components) return hit.blocks
  let blocks: React.ReactNode[]
  try {
    // Keys as React.Children.toArray gives them, so blocks can be split into groups.
    blocks = React.Children.toArray(renderTree(tree, components))
  } catch (err) {
    throw new Error(`The content of ${label} could not be rendered.`, { cause: err })
  }
  if (typeof tree === 'object' && tree !== null) cache.set(tree, { components, blocks })
  return blocks
}

/** Top-level blocks per hydration group at most; a new group also starts at a section heading. */
const MAX_GROUP = 24
/** Pages with fewer groups than this render as one tree, exactly as before. */
const MIN_GROUPS = 3

/**
 * Groups the body's top-level blocks by section (a group starts at an h2 once
 * it has a few blocks, or after MAX_GROUP blocks). Exported for tests.
 */
export function groupBlocks(blocks: React.ReactNode[], isSectionStart: (node: React.ReactNode) => boolean): React.ReactNode[][] {
  const groups: React.ReactNode[][] = []
  let current: React.ReactNode[] = []
  for (const block of blocks) {
    if (current.length >= MAX_GROUP || (current.length >= 4 && isSectionStart(block))) {
      groups.push(current)
      current = []
    }
    current.push(block)
  }
  if (current.length) groups.push(current)
  return groups
}

/**
 * Renders compiled MDX. A long page's body is split into sections, each its
 * own Suspense boundary. Nothing in them suspends, so the server HTML is the
 * same apart from the boundaries' comment markers. React hydrates each
 * boundary as a separate unit of work and yields to the browser between
 * them, so hydrating a 2,000-element tutorial is no longer one long task
 * (Lighthouse TBT; BENCHMARKS.md). A click in a section that is not hydrated
 * yet makes React hydrate that section first.
 */
/**
 * `tree` is the compiled body as a page query returns it (a JSON field, typed
 * `Record<string, unknown>` by typegen); renderTree checks that it is a tree
 * and the crash screen names the page when it is not.
 */
function MDXContentImpl({ tree, label, components }: { tree: MdxTree | Readonly<Record<string, unknown>>; label: string; components?: ComponentMap }) {
  const body = useMemo(() => {
    const all: ComponentMap = components ? { ...mdxComponents, ...components } : mdxComponents
    const blocks = renderBlocks(tree, label, all)
    const h2 = all.h2 ?? 'h2'
    const groups = groupBlocks(blocks, (node) => React.isValidElement(node) && node.type === h2)
    if (groups.length < MIN_GROUPS) return <>{blocks}</>
    return (
      <>
        {groups.map((group, i) => (
          <Suspense key={i} fallback={null}>
            {group}
          </Suspense>
        ))}
      </>
    )
  }, [tree, label, components])
  return body
}

/** Memoised: a layout re-render (colour mode, scroll state) does not rebuild or reconcile a long body again. */
export const MDXContent = React.memo(MDXContentImpl)
