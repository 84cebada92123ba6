/**
 * Islands: the parts of a page that need a component runtime (the search
 * box, the mobile menu, the page menu, the docs sidebar's collapsed
 * categories, the reference navigation, media players, the search page).
 *
 * `island(name, Component)` renders the component as usual, inside a
 * `<cs-island>` element that carries the island's name and its props as JSON.
 * The server HTML is complete, and in `gatsby develop` the whole page is React
 * anyway; in the production build the page ships no React, and the boot
 * script (src/runtime/islands.ts) renders an island with React when the
 * reader first reaches for it (a click, focus, a key, or at once for the
 * pages that are nothing without it), from the same component and props.
 */
import React from 'react'
import type { IslandName } from './names'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'cs-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-island': string; 'data-props': string; 'data-when'?: string }
    }
  }
}

/** When an island starts: on the reader's first action in it (default), or as soon as the page is shown. */
export type IslandWhen = 'action' | 'load'

export function island<P extends object>(name: IslandName, Component: React.ComponentType<P>, when: IslandWhen = 'action') {
  function Island(props: P) {
    return (
      <cs-island data-island={name} data-props={JSON.stringify(props)} data-when={when === 'load' ? 'load' : undefined}>
        <Component {...props} />
      </cs-island>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
