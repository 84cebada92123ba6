/**
 * Without JavaScript the colour-mode script never sets `data-theme`, so a
 * visitor whose system prefers dark would get the light theme. This builds a
 * `prefers-color-scheme: dark` stylesheet for that case from the dark token
 * blocks of our own CSS (`html[data-theme='dark'] { … }`), so the dark values
 * stay written once. It goes into a <noscript> in the head: visitors with
 * JavaScript never parse it, and the script applies their choice or the system
 * preference before first paint.
 */
const DARK_BLOCK = /(^|})\s*html\[data-theme=(['"])dark\2\]\s*\{([^}]*)\}/g

export function noScriptDarkCss(stylesheets: string[]): string {
  const declarations = stylesheets
    .flatMap((css) => [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(DARK_BLOCK)].map((m) => m[3].trim()))
    .filter(Boolean)
    .map((block) => block.replace(/\s*\n\s*/g, ''))
  if (!declarations.length) return ''
  return (
    '@media (prefers-color-scheme: dark){' +
    `html:not([data-theme]){${declarations.join('')}}` +
    'html:not([data-theme]) .themed-light{display:none!important}' +
    'html:not([data-theme]) .themed-dark{display:revert!important}' +
    '}'
  )
}
