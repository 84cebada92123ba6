/**
 * Starts one island with React (the islands bundle, src/islands/entry.ts):
 * the component of its name, its props from the server HTML, the static
 * query results the components read, and the crash screen around it. The
 * server markup is replaced in the same task, so nothing flashes.
 */
import React from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { registry } from './registry'
import type { IslandName } from './names'

export type StaticQueries = Record<string, { data: unknown }>

const rootOptions = {
  onUncaughtError: (error: unknown, info: { componentStack?: string }) => console.error('[Chainstrata Docs] An error stopped a part of the page from rendering:', error, info.componentStack ?? ''),
  onCaughtError: (error: unknown, info: { componentStack?: string }) => console.error('[Chainstrata Docs] A part of the page failed and shows its fallback:', error, info.componentStack ?? ''),
}

export async function mount(el: HTMLElement, name: IslandName, props: object, staticQueries: StaticQueries): Promise<Root> {
  const entry = registry[name]
  if (!entry) throw new Error(`There is no island "${name}" (src/islands/registry.ts).`)
  const [Component, withData] = await Promise.all([entry.load(), entry.data ? import(/* webpackChunkName: "islands-data" */ './staticQueries').then((m) => m.withStaticQueries) : null])
  // An island's `pathname` is the page's address, read here: the not-found HTML is one file served at every unknown path.
  const live = 'pathname' in props ? { ...props, pathname: window.location.pathname } : props
  const root = createRoot(el, rootOptions)
  el.replaceChildren()
  flushSync(() =>
    root.render(
      <ErrorBoundary>{withData ? withData(<Component {...live} />, staticQueries) : <Component {...live} />}</ErrorBoundary>,
    ),
  )
  return root
}
