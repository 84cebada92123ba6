import { buildNavigation, navFile, navGroups, navWindow, type NavEntryInput } from './navigation'

const entry = (kind: NavEntryInput['kind'], name: string, root = 'EVM'): NavEntryInput => ({ key: `${kind}/${name}`, name, kind, root, path: `/r/${root}/${kind}/${name}/` })

describe('reference navigation', () => {
  const entries = [
    entry('input', 'OLAP_String', 'shared'),
    entry('object', 'b_cube'),
    entry('object', 'A_Cube'),
    entry('query', 'EVM'),
    entry('object', 'Solana_Cube', 'Solana'),
    ...Array.from({ length: 40 }, (_, i) => entry('enum', `E${String(i).padStart(2, '0')}`)),
  ]
  const full = buildNavigation(entries)

  it('orders roots (EVM first, shared last), kinds, and names case-insensitively', () => {
    expect(full.groups.map((g) => g.id)).toEqual(['evm-query', 'evm-object', 'evm-enum', 'solana-object', 'shared-input'])
    expect(full.groups[1].items.map((i) => i.name)).toEqual(['A_Cube', 'b_cube'])
    expect(navGroups(full)[2]).toEqual({ id: 'evm-enum', root: 'EVM', rootLabel: 'EVM', kind: 'enum', label: 'Enums', count: 40 })
    expect(full.groups[4].rootLabel).toBe('Shared by all roots')
  })

  it.each([
    ['E00', 0, 'E00'],
    ['E20', 13, 'E13'],
    ['E39', 25, 'E25'],
  ])('windows 15 entries around %s', (name, start, first) => {
    const w = navWindow(full, { root: 'EVM', kind: 'enum', path: `/r/EVM/enum/${name}/` })
    expect(w?.start).toBe(start)
    expect(w?.items).toHaveLength(15)
    expect(w?.items[0].name).toBe(first)
    expect(w?.items.some((i) => i.name === name)).toBe(true)
  })

  it('keeps the window size fixed whatever the group size', () => {
    const big = buildNavigation(Array.from({ length: 2000 }, (_, i) => entry('input', `I${i}`)))
    expect(navWindow(big, { root: 'EVM', kind: 'input', path: '/r/EVM/input/I1000/' })?.items).toHaveLength(15)
  })

  it('names the full list file after its content', () => {
    const a = navFile(full)
    expect(a.fileName).toMatch(/^reference-nav\.[0-9a-f]{12}\.json$/)
    expect(navFile(buildNavigation(entries)).fileName).toBe(a.fileName)
    expect(navFile(buildNavigation(entries.slice(1))).fileName).not.toBe(a.fileName)
    expect(JSON.parse(a.json).groups).toHaveLength(5)
  })
})
