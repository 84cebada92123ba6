import React, { Suspense, useMemo } from 'react'
import * as runtime from 'react/jsx-runtime'
import { mdxComponents } from './components'

/** MDX's function-body output: a plain function component. */
type MDXModule = { default: (props: { components?: Record<string, unknown> }) => React.ReactNode }

const cache = new Map<string, MDXModule>()

/**
 * Runs MDX compiled at build time (outputFormat "function-body"). The code
 * comes from the page data of our own build, like any other script of the site.
 */
export function runCompiledMdx(code: string, label: string): MDXModule {
  const hit = cache.get(code)
  if (hit) return hit
  let mod: MDXModule
  try {
    mod = new Function(code)(runtime) as MDXModule
  } catch (err) {
    throw new Error(`The content of ${label} could not be rendered.`, { cause: err })
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`The content of ${label} could not be rendered.`, { cause: new Error('The compiled content has no default export.') })
  }
  if (cache.size > 50) cache.clear()
  cache.set(code, mod)
  return mod
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
function MDXContentImpl({ code, label, components }: { code: string; label: string; components?: Record<string, unknown> }) {
  const body = useMemo(() => {
    const mod = runCompiledMdx(code, label)
    const all = components ? { ...mdxComponents, ...components } : mdxComponents
    // MDX's function-body output uses no hooks, so its content function can be called to get the top-level blocks.
    const tree = mod.default({ components: all })
    const blocks = React.isValidElement<{ children?: React.ReactNode }>(tree) && tree.type === React.Fragment ? React.Children.toArray(tree.props.children) : null
    const h2 = (all as Record<string, unknown>).h2 ?? 'h2'
    const groups = blocks ? groupBlocks(blocks, (node) => React.isValidElement(node) && node.type === h2) : []
    if (groups.length < MIN_GROUPS) return <>{tree}</>
    return (
      <>
        {groups.map((group, i) => (
          <Suspense key={i} fallback={null}>
            {group}
          </Suspense>
        ))}
      </>
    )
  }, [code, label, components])
  return body
}

/** Memoised: a layout re-render (colour mode, scroll state) does not rebuild or reconcile a long body again. */
export const MDXContent = React.memo(MDXContentImpl)
