import React from 'react'

const SHARED = /\/styles\.[0-9a-f]+\.css$/

/** The data-href of an inline <style> Gatsby adds for a stylesheet; '' for anything else. */
function styleHref(c: React.ReactNode): string {
  if (!React.isValidElement(c) || c.type !== 'style') return ''
  const href = (c.props as { 'data-href'?: unknown })['data-href']
  return typeof href === 'string' ? href : ''
}

/**
 * Head components with the shared stylesheet (`/styles.<hash>.css`: global and
 * layout CSS) moved before the first other inline stylesheet; everything else
 * keeps its order.
 */
export function sharedStylesFirst(components: React.ReactNode[]): React.ReactNode[] {
  const shared = components.filter((c) => SHARED.test(styleHref(c)))
  if (shared.length === 0) return components
  const rest = components.filter((c) => !shared.includes(c))
  const at = rest.findIndex((c) => styleHref(c) !== '')
  if (at < 0) return components
  rest.splice(at, 0, ...shared)
  return rest
}
