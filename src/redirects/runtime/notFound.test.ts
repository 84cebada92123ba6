/**
 * The not-found lookup in the browser runtime, with a fake fetch: found pages
 * and redirects keep the query and hash; every failure ends in "missing".
 */
import { lookUpAddress, resetNotFoundCache } from './notFound'
import { loadInitialRedirectInFull } from './notFoundBoot'

const URL_OK = '/route-manifest-0123456789abcdef.json'
const manifest = { version: 1, pages: ['/', '/docs/intro/', '/docs/usecases/telegram-bot/'], redirects: [['/docs/evm/', '/docs/intro/']] }
const answer = (body: unknown, status = 200) => async () => ({ ok: status < 400, status, json: async () => body })
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

beforeEach(() => {
  resetNotFoundCache()
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('lookUpAddress', () => {
  it.each([
    ['/DOCS/Intro', '?q=1', '#x', '/docs/intro/?q=1#x'],
    ['/docs/intro/index.html', '', '', '/docs/intro/'],
    ['/docs/usecases/Telegram_bot/', '', '#setup', '/docs/usecases/telegram-bot/#setup'],
    ['/docs/Evm', '?from=old', '', '/docs/intro/?from=old'],
  ])('%s%s%s → %s', async (pathname, search, hash, to) => {
    await expect(lookUpAddress(URL_OK, at(pathname, search, hash), { fetch: answer(manifest) })).resolves.toEqual({ kind: 'go', to })
  })

  it('reports an unknown path as missing', async () => {
    await expect(lookUpAddress(URL_OK, at('/docs/nothing-here/'), { fetch: answer(manifest) })).resolves.toEqual({ kind: 'missing' })
  })

  it('fetches the manifest once for many lookups', async () => {
    const fetch = jest.fn(answer(manifest))
    await lookUpAddress(URL_OK, at('/a'), { fetch })
    await lookUpAddress(URL_OK, at('/b'), { fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each<[string, unknown, Parameters<typeof lookUpAddress>[2]]>([
    ['no manifest URL', undefined, { fetch: answer(manifest) }],
    ['a manifest URL of another shape', 'https://evil.example/x.json', { fetch: answer(manifest) }],
    ['a 404 for the manifest', URL_OK, { fetch: answer({}, 404) }],
    ['a manifest in another format', URL_OK, { fetch: answer({ version: 9 }) }],
    ['invalid JSON', URL_OK, { fetch: async () => ({ ok: true, status: 200, json: async () => JSON.parse('{') }) }],
    ['a network error', URL_OK, { fetch: async () => Promise.reject(new TypeError('Failed to fetch')) }],
    [
      'a server that never answers',
      URL_OK,
      {
        timeoutMs: 20,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
      },
    ],
  ])('shows the not-found page after %s, with one warning', async (_label, url, options) => {
    const result = await lookUpAddress(url, at('/DOCS/INTRO/'), options)
    expect(result.kind).toBe('missing')
    await lookUpAddress(url, at('/DOCS/INTRO/'), options)
    expect(console.warn).toHaveBeenCalledTimes(1)
  })

  it('retries after a failed fetch', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockImplementation(answer(manifest))
    await expect(lookUpAddress(URL_OK, at('/DOCS/INTRO/'), { fetch })).resolves.toEqual({ kind: 'missing', problem: expect.any(String) })
    await expect(lookUpAddress(URL_OK, at('/DOCS/INTRO/'), { fetch })).resolves.toEqual({ kind: 'go', to: '/docs/intro/' })
  })
})

describe('the first redirect on the not-found HTML', () => {
  const fakeWindow = (pagePath: string) => {
    const replaced: string[] = []
    const gatsby = jest.fn()
    return { replaced, gatsby, win: { pagePath, ___replace: gatsby as (to: string) => unknown, location: { replace: (u: string) => replaced.push(u) } } }
  }

  it('loads the target in full, once, then gives Gatsby its replace back', () => {
    const { replaced, gatsby, win } = fakeWindow('/404.html')
    loadInitialRedirectInFull(win)
    win.___replace('/docs/contribution-guidelines/?q=1#top')
    expect(replaced).toEqual(['/docs/contribution-guidelines/?q=1#top'])
    expect(gatsby).not.toHaveBeenCalled()
    win.___replace('/docs/intro/')
    expect(gatsby).toHaveBeenCalledWith('/docs/intro/')
    expect(replaced).toHaveLength(1)
  })

  it('leaves every other page alone', () => {
    const { gatsby, win } = fakeWindow('/docs/intro/')
    loadInitialRedirectInFull(win)
    expect(win.___replace).toBe(gatsby)
  })
})
