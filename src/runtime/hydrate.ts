/**
 * How the page's React tree takes over the server-rendered HTML
 * (gatsby-browser's replaceHydrateFunction). Gatsby hydrates at React's
 * default priority, which does all the work in one go: on a docs page that was
 * one task of 150-250 ms under Lighthouse's mobile CPU, most of our Total
 * Blocking Time. Hydrating inside startTransition gives the same result at
 * transition priority, which React splits into slices of a few milliseconds
 * and interrupts for input, so the page answers while it hydrates (the
 * measures are in BENCHMARKS.md, issue 31).
 *
 * A page whose focus wrapper is empty (a client-only render) has nothing to
 * hydrate and is rendered, as Gatsby does; so is any other container Gatsby
 * renders into (the develop-only loading indicator).
 */
import { startTransition, type ReactNode } from 'react'

type ReactDomClient = Pick<typeof import('react-dom/client'), 'createRoot' | 'hydrateRoot'>

/** React 19's root error callbacks: errors are logged once, with their component stack. */
const rootOptions = {
  onUncaughtError: (error: unknown, info: { componentStack?: string }) => console.error('[Chainstrata Docs] An error stopped the page from rendering:', error, info.componentStack ?? ''),
  onCaughtError: (error: unknown, info: { componentStack?: string }) => console.error('[Chainstrata Docs] A part of the page failed and shows its fallback:', error, info.componentStack ?? ''),
}

/** The function gatsby-browser's replaceHydrateFunction returns. */
export function transitionHydrate(client: ReactDomClient, doc: Document = document) {
  return (element: ReactNode, container: Element | DocumentFragment | null) => {
    if (!container || !(container instanceof Element)) throw new Error('[Chainstrata Docs] The page has no #___gatsby element to render into.')
    // Only a container that holds the server's page is hydrated: Gatsby calls this function for its own
    // develop-only roots too (the query-on-demand indicator, an empty element), which are rendered.
    const focus = container.querySelector('#gatsby-focus-wrapper') ?? (container.id === '___gatsby' ? doc.getElementById('gatsby-focus-wrapper') : null)
    if (focus && focus.children.length > 0) {
      startTransition(() => {
        client.hydrateRoot(container, element, rootOptions)
      })
    } else {
      client.createRoot(container, rootOptions).render(element)
    }
  }
}
