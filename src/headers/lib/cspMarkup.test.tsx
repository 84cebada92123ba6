import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { inlineOf } from '../node/inline'
import { ANNOUNCER, constantPageLoader, FOCUS_WRAPPER, PAGE_LOADER_ID, withConstantPageLoader, withoutRouterStyles } from './cspMarkup'

const gatsbyLoader = (p: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(p)};window.___webpackCompilationHash="7d11da2b823100866f23";/*]]>*/`

describe("Gatsby's markup under the policy", () => {
  it('removes the router style attributes; other markup is left for the build scan to refuse', () => {
    const body = `${FOCUS_WRAPPER.from}<main>x</main></div>${ANNOUNCER.from}</div>`
    expect(withoutRouterStyles(body)).toBe(`${FOCUS_WRAPPER.to}<main>x</main></div>${ANNOUNCER.to}</div>`)
    expect(withoutRouterStyles(body)).not.toContain('style=')
    const other = '<div id="gatsby-focus-wrapper" style="outline: none">'
    expect(withoutRouterStyles(other)).toBe(other)
    expect(inlineOf(other).refused).toEqual(['<div style="outline: none">'])
  })

  it('gives the page loader one text on every page and the path in an attribute', () => {
    const a = constantPageLoader(gatsbyLoader('/docs/intro/'))
    const b = constantPageLoader(gatsbyLoader('/blog/"quoted"/'))
    expect(a.text).toBe(b.text)
    expect(a.text).toBe('window.pagePath=document.currentScript.getAttribute("data-page-path");window.___webpackCompilationHash="7d11da2b823100866f23";')
    expect([a.pagePath, b.pagePath]).toEqual(['/docs/intro/', '/blog/"quoted"/'])
    expect(() => constantPageLoader('window.pagePath="/x/"')).toThrow(/page-loader script changed/)
  })

  it('replaces the loader among the post-body components; the rendered script sets the same window.pagePath', () => {
    const others = [<script key="chunk" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: 'window.___chunkMapping={}' }} />, <script key="app" src="/app.js" async />]
    const out = withConstantPageLoader([<script key="l" id={PAGE_LOADER_ID} dangerouslySetInnerHTML={{ __html: gatsbyLoader('/a&b/') }} />, ...others])
    expect(out.slice(1)).toEqual(others)
    const html = renderToStaticMarkup(<>{out[0]}</>)
    expect(html).toBe(`<script id="${PAGE_LOADER_ID}" data-page-path="/a&amp;b/">${constantPageLoader(gatsbyLoader('/a&b/')).text}</script>`)
    // What the browser does: the attribute decodes to the path Gatsby wrote.
    document.body.innerHTML = html.replace('<script', '<div').replace('</script>', '</div>')
    expect(document.body.firstElementChild?.getAttribute('data-page-path')).toBe('/a&b/')
    // gatsby develop's HTML shell has no loader: nothing changes.
    expect(withConstantPageLoader(others)).toEqual(others)
  })
})
