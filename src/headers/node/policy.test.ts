import { site } from '../../config/site'
import { CACHE, cacheClass, cspDirectives, hsts, metaCsp, netlifyHeaders, nginxCacheMap, nginxServerHeaders, nginxString, originOf, permissionsPolicy, securityHeaders, serializeCsp } from './policy'

describe('Content-Security-Policy from site.ts', () => {
  const d = cspDirectives(site)

  const inline = { scripts: ["'sha256-AAAA'", "'sha256-BBBB'"], styles: ["'sha256-CCCC'"] }

  it('allows exactly the script hosts of site.ts besides the site itself', () => {
    expect(d['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://widget.chatbot.example'])
  })

  it('allows inline scripts and stylesheets by their hashes only', () => {
    const withInline = cspDirectives(site, inline)
    expect(withInline['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'", 'https://www.googletagmanager.com', 'https://widget.chatbot.example'])
    expect(withInline['style-src']).toEqual(["'self'", "'sha256-CCCC'"])
  })

  it('allows no eval and nothing unsafe anywhere: compiled MDX is data (DECISIONS "Docs rendering")', () => {
    const all = cspDirectives(site, inline)
    expect(serializeCsp(all)).not.toContain('unsafe')
    // No bare scheme (https:) and no wildcard where code or styles load from.
    expect(serializeCsp(all)).not.toMatch(/ (https?|blob|wss?):(?= |;|$)/)
    expect([...all['script-src'], ...all['style-src'], ...all['object-src']].join(' ')).not.toMatch(/\*|data:/)
  })

  it('denies by default and closes what a static site never uses', () => {
    expect(d['default-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'none'"])
    expect(d['form-action']).toEqual(["'none'"])
    expect(d['frame-ancestors']).toEqual(["'none'"])
    expect(d['upgrade-insecure-requests']).toEqual([])
    expect(serializeCsp(d)).toMatch(/; upgrade-insecure-requests$/)
  })

  it('the meta policy is the header policy without what a meta element cannot or must not carry', () => {
    const meta = metaCsp(site, inline)
    const header = serializeCsp(cspDirectives(site, inline))
    expect(meta).not.toContain('frame-ancestors')
    expect(meta).not.toContain('upgrade-insecure-requests')
    expect(header.replace("; frame-ancestors 'none'", '').replace('; upgrade-insecure-requests', '')).toBe(meta)
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

describe('other security headers', () => {
  it('turns off the unused features and gives the media features to the players only', () => {
    const p = permissionsPolicy(site)
    for (const f of site.security.featuresOff) expect(p).toContain(`${f}=()`)
    expect(p).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com"')
    expect(p).not.toMatch(/\*/)
  })

  it('HSTS for two years with subdomains; COOP same-origin', () => {
    expect(hsts(site)).toBe('max-age=63072000; includeSubDomains')
    expect(Object.fromEntries(securityHeaders(site))['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it('writes nginx strings in the quotes they need, and refuses what nginx would expand', () => {
    expect(nginxString("a 'b'")).toBe(`"a 'b'"`)
    expect(nginxString('a=(self "x")')).toBe(`'a=(self "x")'`)
    expect(() => nginxString('$uri')).toThrow()
    expect(() => nginxString(`'a' "b"`)).toThrow()
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
    // The boot module and its chunks carry esbuild's hash (issue 41).
    ['/_cs/boot-KAGOIOO7.js', 'immutable'],
    ['/_cs/main-BH7XWBTU.js', 'immutable'],
  ])('%s is %s', (p, c) => expect(cacheClass(p)).toBe(c))
})

describe('_headers', () => {
  const text = netlifyHeaders(site, ['/b-0123456789abcdef.js', '/a-0123456789abcdef.css'])
  it('sets the security headers on every path and never two Cache-Control rules on one path', () => {
    const blocks = text.split(/\n(?=\/)/)
    expect(blocks[1]).toMatch(/\/\*\n {2}Content-Security-Policy: default-src 'none';[^\n]*\n {2}Strict-Transport-Security: [^\n]+\n {2}Permissions-Policy: [^\n]+\n {2}Cross-Origin-Opener-Policy: same-origin\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: /)
    expect(blocks[1]).not.toContain('Cache-Control')
    expect(text).toContain(`/page-data/*\n  Cache-Control: ${CACHE.revalidate}`)
    expect(text).toContain(`/static/*\n  Cache-Control: ${CACHE.immutable}`)
    expect(text).toContain(`/_cs/*\n  Cache-Control: ${CACHE.immutable}`)
    expect(text.indexOf('/a-0123456789abcdef.css')).toBeLessThan(text.indexOf('/b-0123456789abcdef.js'))
  })
})

describe('nginx includes', () => {
  it('maps paths to cache values in the http block', () => {
    const map = nginxCacheMap()
    expect(map).toContain('map $uri $chainstrata_cache_control {')
    expect(map).toContain(`default "${CACHE.revalidate}";`)
    expect(map).toContain(`"~^/_cs/" "${CACHE.immutable}";`)
  })
  it('adds every header with "always" in the server block', () => {
    const server = nginxServerHeaders(site)
    expect(server).toContain('add_header Cache-Control $chainstrata_cache_control always;')
    for (const [k, v] of securityHeaders(site)) expect(server).toContain(`add_header ${k} ${nginxString(v)} always;`)
  })
})
