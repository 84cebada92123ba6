/**
 * Client-side navigation from a component, without importing Gatsby's
 * browser runtime: `window.___navigate` is Gatsby's in `gatsby develop` and
 * the router's in the build (src/runtime/main.ts). Returns false when neither
 * runs, so a link can let the browser follow it.
 */
export function navigate(to: string, options?: { replace?: boolean }): boolean {
  const nav = typeof window === 'undefined' ? undefined : (window as Window & { ___navigate?: (to: string, options?: unknown) => unknown }).___navigate
  if (typeof nav !== 'function') return false
  nav(to, options)
  return true
}
