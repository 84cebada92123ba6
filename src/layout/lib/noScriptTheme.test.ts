import { noScriptDarkCss } from './noScriptTheme'

describe('noScriptDarkCss', () => {
  const global = `:root { --c-bg: #fff; color-scheme: light; }
/* dark tokens */
html[data-theme='dark'] {
  --c-bg: #111827;
  color-scheme: dark;
}
html[data-theme='dark'] .themed-light, html:not([data-theme='dark']) .themed-dark { display: none !important; }`
  const code = `html[data-theme="dark"] { --code-bg: #0c1422; }`

  it('applies every dark token block when the system prefers dark and no theme is set', () => {
    const css = noScriptDarkCss([global, code])
    expect(css.startsWith('@media (prefers-color-scheme: dark){html:not([data-theme]){')).toBe(true)
    expect(css).toContain('--c-bg: #111827;color-scheme: dark;')
    expect(css).toContain('--code-bg: #0c1422;')
    expect(css).not.toContain('#fff;')
  })

  it('swaps the themed logos too, and gives nothing for CSS without dark tokens', () => {
    expect(noScriptDarkCss([global])).toContain('html:not([data-theme]) .themed-dark{display:revert!important}')
    expect(noScriptDarkCss([':root { --a: 1 }'])).toBe('')
  })
})
