import React, { useMemo } from 'react'
import * as runtime from 'react/jsx-runtime'
import { mdxComponents } from './components'

type MDXModule = { default: React.ComponentType<{ components?: Record<string, unknown> }> }

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

export function MDXContent({ code, label, components }: { code: string; label: string; components?: Record<string, unknown> }) {
  const mod = useMemo(() => runCompiledMdx(code, label), [code, label])
  const Content = mod.default
  return <Content components={components ? { ...mdxComponents, ...components } : mdxComponents} />
}
