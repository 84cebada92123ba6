import { site } from '../../config/site'
import { CACHE, cacheClass, cspDirectives, netlifyHeaders, nginxCacheMap, nginxServerHeaders, originOf, securityHeaders, serializeCsp } from './policy'

describe('Content-Security-Policy from site.ts', () => {
  const d = cspDirectives(site)

  it('allows exactly the script hosts of site.ts besides the site itself', () => {
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com', 'https://widget.chatbot.example'])
  })

  it('allows no eval anywhere: compiled MDX is data (DECISIONS "Docs rendering")', () => {
    expect(serializeCsp(d)).not.toContain('unsafe-eval')
    expect(serializeCsp(d)).not.toContain('wasm-unsafe-eval')
  })

  it('frames only the media players and the chatbot', () => {
    expect(d['frame-src']).toEqual([...Object.values(site.mediaPlayers), ...site.thirdPartyAccess.chatbotFrames])
  })

  it('keeps the search worker and the data on the same origin', () => {
    expect(d['worker-src']).toEqual(["'self'"])
    expect(d['connect-src'][0]).toBe("'self'")
    expect(d['object-src']).toEqual(["'none'"])
  })

  it('follows an edit of site.ts: a new service is one edit', () => {
    const changed = { ...site, chatbot: { ...site.chatbot, script: 'https://bot.other.example/w.js' } }
    expect(cspDirectives(changed)['script-src']).toContain('https://bot.other.example')
    expect(cspDirectives(changed)['script-src']).not.toContain('https://widget.chatbot.example')
  })

  it('serialises directives with "; "', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe("default-src 'self'; img-src 'self' data:")
    expect(originOf('https://a.example:8443/x?y')).toBe('https://a.example:8443')
  })
})

describe('cache classes', () => {
  it.each([
    ['/', 'revalidate'],
    ['/docs/intro/', 'revalidate'],
    ['/404.html', 'revalidate'],
    ['/page-data/docs/intro/page-data.json', 'revalidate'],
    ['/page-data/app-data.json', 'revalidate'],
    ['/static/search/docs.0123456789abcdef.json', 'immutable'],
    ['/app-0123456789abcdef0123.js', 'immutable'],
    ['/styles.0123456789abcdef0123.css', 'immutable'],
    ['/component---src-templates-doc-tsx-0123456789abcdef0123.js', 'immutable'],
    ['/webpack-runtime.js', 'revalidate'],
    ['/docs/a-0123456789abcdef0123.js', 'revalidate'],
  ])('%s is %s', (p, c) => expect(cacheClass(p)).toBe(c))
})

describe('_headers', () => {
  const text = netlifyHeaders(site, ['/b-0123456789abcdef.js', '/a-0123456789abcdef.css'])
  it('sets the security headers on every path and never two Cache-Control rules on one path', () => {
    const blocks = text.split(/\n(?=\/)/)
    expect(blocks[1]).toMatch(/\/\*\n {2}Content-Security-Policy: default-src 'self';[^\n]*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: /)
    expect(blocks[1]).not.toContain('Cache-Control')
    expect(text).toContain(`/page-data/*\n  Cache-Control: ${CACHE.revalidate}`)
    expect(text).toContain(`/static/*\n  Cache-Control: ${CACHE.immutable}`)
    expect(text.indexOf('/a-0123456789abcdef.css')).toBeLessThan(text.indexOf('/b-0123456789abcdef.js'))
  })
})

describe('nginx includes', () => {
  it('maps paths to cache values in the http block', () => {
    const map = nginxCacheMap()
    expect(map).toContain('map $uri $chainstrata_cache_control {')
    expect(map).toContain(`default "${CACHE.revalidate}";`)
  })
  it('adds every header with "always" in the server block', () => {
    const server = nginxServerHeaders(site)
    expect(server).toContain('add_header Cache-Control $chainstrata_cache_control always;')
    for (const [k, v] of securityHeaders(site)) expect(server).toContain(`add_header ${k} "${v}" always;`)
  })
})
