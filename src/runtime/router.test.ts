/**
 * @jest-environment jsdom
 */
import { refreshTarget, routable, saveData } from './router'
import { canonicalAddress } from './main'
import { isRuntimeElement, withoutRuntime, bootScript } from '../site/lib/pageScripts'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const loc = { href: 'https://docs.example/docs/intro/', origin: 'https://docs.example' } as Location

function anchor(attrs: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a')
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  return a
}

describe('routable: which link clicks the router takes', () => {
  it.each([
    ['an internal page', { href: '/docs/start/first-query/' }, '/docs/start/first-query/'],
    ['a relative page', { href: '../start/' }, '/docs/start/'],
    ['a page with a query and hash', { href: '/search/?q=kafka#x' }, '/search/'],
    ['an .html page', { href: '/docs/intro/index.html' }, '/docs/intro/index.html'],
  ])('%s', (_what, attrs, path) => expect(routable(anchor(attrs), loc, '/')?.pathname).toBe(path))

  it.each([
    ['another origin', { href: 'https://elsewhere.example/docs/' }],
    ['protocol-relative elsewhere', { href: '//elsewhere.example/x/' }],
    ['an in-page anchor', { href: '#section' }],
    ['a new tab', { href: '/docs/', target: '_blank' }],
    ['a download', { href: '/docs/', download: '' }],
    ['rel=external', { href: '/docs/', rel: 'external' }],
    ['a file (Markdown twin)', { href: '/docs/intro/index.md' }],
    ['llms.txt', { href: '/llms.txt' }],
    ['mailto', { href: 'mailto:docs@example.com' }],
    ['javascript:', { href: 'javascript:alert(1)' }],
    ['no href', {}],
  ])('not %s', (_what, attrs) => expect(routable(anchor(attrs), loc, '/')).toBeNull())

  it('not a path outside the prefix the site is built for', () => {
    expect(routable(anchor({ href: '/other/' }), loc, '/docs/')).toBeNull()
    expect(routable(anchor({ href: '/docs/x/' }), loc, '/docs/')?.pathname).toBe('/docs/x/')
  })
})

describe('refreshTarget: the build redirect pages', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
  it('reads the URL of a refresh page, relative to the page', () => {
    expect(refreshTarget(parse('<meta http-equiv="refresh" content="0; url=/docs/blockchain/Optimism/">'), new URL('https://d.example/docs/category/Optimism/'))?.href).toBe('https://d.example/docs/blockchain/Optimism/')
    expect(refreshTarget(parse("<meta http-equiv='Refresh' content=\"0;URL='../x/'\">"), new URL('https://d.example/a/b/'))?.href).toBe('https://d.example/a/x/')
  })
  it('is null for a normal page or a refresh without a URL', () => {
    expect(refreshTarget(parse('<title>x</title>'), new URL('https://d.example/'))).toBeNull()
    expect(refreshTarget(parse('<meta http-equiv="refresh" content="30">'), new URL('https://d.example/'))).toBeNull()
  })
})

describe('saveData: no prefetching on data saver or 2g', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator
  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%j → %s', (connection, out) => expect(saveData(nav(connection))).toBe(out))
})

describe('canonicalAddress: /index.html is its folder', () => {
  it.each([
    [{ pathname: '/docs/intro/index.html', search: '?q=1', hash: '#frag' }, '/docs/intro/?q=1#frag'],
    [{ pathname: '/index.html', search: '', hash: '' }, '/'],
    [{ pathname: '/docs/intro/', search: '', hash: '' }, null],
    [{ pathname: '/docs/intro.html', search: '', hash: '' }, null],
  ])('%j → %s', (l, out) => expect(canonicalAddress(l)).toBe(out))
})

describe("the production page's scripts (src/site/lib/pageScripts.tsx)", () => {
  const el = (type: string, props: Record<string, unknown>) => React.createElement(type, { key: JSON.stringify(props), ...props })
  it("takes out Gatsby's runtime and keeps the page's own scripts and the Head output", () => {
    const runtime = [
      el('script', { id: 'gatsby-script-loader', dangerouslySetInnerHTML: { __html: 'window.pagePath="/"' } }),
      el('script', { id: 'gatsby-chunk-mapping', dangerouslySetInnerHTML: { __html: 'window.___chunkMapping={}' } }),
      el('script', { dangerouslySetInnerHTML: { __html: 'window.___webpackCompilationHash="abc";' } }),
      el('script', { src: '/webpack-runtime-0123abcd.js', async: true }),
      el('script', { src: '/framework-0123abcd.js', async: true }),
      el('script', { src: '/app-0123abcd.js', async: true }),
      el('link', { rel: 'preload', as: 'script', href: '/app-0123abcd.js' }),
      el('link', { rel: 'prefetch', as: 'fetch', href: '/page-data/app-data.json' }),
      React.createElement(() => null, { key: 'slice', sliceId: '_gatsby-scripts' } as object),
    ]
    const kept = [
      el('script', { dangerouslySetInnerHTML: { __html: '(function(){/* colour mode */})()' } }),
      el('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{}' } }),
      el('link', { rel: 'canonical', href: 'https://docs.example/' }),
      el('link', { rel: 'preload', as: 'image', href: '/img/logo.svg' }),
      el('style', { 'data-href': '/styles.css' }),
    ]
    for (const n of runtime) expect(isRuntimeElement(n)).toBe(true)
    expect(withoutRuntime([...runtime, ...kept])).toEqual(kept)
  })
  it('names the boot module, the islands bundle and the page path on one module script', () => {
    const html = renderToStaticMarkup(bootScript({ src: '/_cs/boot-ABC.js', islands: ['/webpack-runtime-1.js', '/islands-2.js'] }, '/docs/intro/'))
    expect(html).toBe('<script type="module" src="/_cs/boot-ABC.js" data-cs-boot="" data-islands="/webpack-runtime-1.js /islands-2.js" data-page-path="/docs/intro/"></script>')
  })
})
