import { breakableNameHtml, filterGroups, loadFullNav, matchesFilter, parseFullNav, type NavFullGroup } from './navData'

const group = (id: string, names: string[]): NavFullGroup => ({ id, root: 'EVM', rootLabel: 'EVM', kind: 'object', label: 'Objects', count: names.length, items: names.map((n) => ({ name: n, path: `/x/${n}/` })) })

describe('navData', () => {
  it.each([
    ['EVM_DEXTrade_Cube', 'dextrade', true],
    ['EVM_DEXTrade_Cube', 'dex cube', true],
    ['EVM_DEXTrade_Cube', 'dextrade_cube', true],
    ['EVM_DEXTrade_Cube', 'transfer', false],
    ['EVM_DEXTrade_Cube', '   ', true],
  ])('%s matches "%s": %s', (name, filter, ok) => expect(matchesFilter(name, filter)).toBe(ok))

  it('filters across groups and caps what it shows', () => {
    const r = filterGroups([group('a', ['A_Cube', 'B']), group('b', ['C_Cube', 'D_Cube'])], 'cube', 2)
    expect(r.total).toBe(3)
    expect(r.shown).toBe(2)
    expect(r.groups.map((g) => g.items.map((i) => i.name))).toEqual([['A_Cube'], ['C_Cube']])
  })

  it.each([[null], [{}], [{ groups: 'x' }], [{ groups: [{ id: 1 }] }]])('rejects a malformed list %j', (raw) => {
    expect(() => parseFullNav(raw)).toThrow(/unexpected format/)
  })

  it('drops items with unsafe or missing paths', () => {
    const [g] = parseFullNav({ groups: [{ id: 'a', label: 'A', items: [{ name: 'ok', path: '/ok/' }, { name: 'bad', path: 'javascript:alert(1)' }, { name: 3 }] }] })
    expect(g.items).toEqual([{ name: 'ok', path: '/ok/' }])
  })

  it('reports a failed load and fetches again on retry', async () => {
    let calls = 0
    const failing = (async () => {
      calls++
      return { ok: false, status: 503, json: async () => ({}) }
    }) as unknown as typeof fetch
    await expect(loadFullNav('/nav-test.json', failing)).rejects.toThrow('HTTP 503')
    const working = (async () => {
      calls++
      return { ok: true, status: 200, json: async () => ({ groups: [] }) }
    }) as unknown as typeof fetch
    await expect(loadFullNav('/nav-test.json', working)).resolves.toEqual([])
    await expect(loadFullNav('/nav-test.json', working)).resolves.toEqual([])
    expect(calls).toBe(2)
  })
})

describe('breakableNameHtml', () => {
  it('adds a line-break opportunity after each underscore', () => {
    expect(breakableNameHtml('EVM_DEXTrade_Cube')).toEqual({ __html: 'EVM_<wbr>DEXTrade_<wbr>Cube' })
    expect(breakableNameHtml('DateTime')).toEqual({ __html: 'DateTime' })
  })
  it('escapes anything that is not a name, so it can never inject markup', () => {
    expect(breakableNameHtml('a<img src=x onerror=alert(1)>_"&')).toEqual({ __html: 'a&lt;img src=x onerror=alert(1)&gt;_<wbr>&quot;&amp;' })
  })
})
