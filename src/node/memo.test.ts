import { codeFingerprint, inputHash, memo, type BuildCache, type MemoStats } from './memo'

function mapCache(): BuildCache & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>()
  return { map, get: async (k) => map.get(k), set: async (k, v) => map.set(k, v) }
}

describe('memo', () => {
  it('computes again only when the input of an entry changes', async () => {
    const cache = mapCache()
    const stats: MemoStats = { hits: 0, misses: 0 }
    let calls = 0
    const work = (id: string, s: string) => memo(cache, 'sections', id, { source: s }, () => (calls++, s.toUpperCase()), stats)
    expect(await work('a.mdx', 'a')).toBe('A')
    expect(await work('a.mdx', 'a')).toBe('A')
    expect(await work('a.mdx', 'b')).toBe('B')
    expect(await work('b.mdx', 'b')).toBe('B')
    expect(calls).toBe(3)
    expect(stats).toEqual({ hits: 1, misses: 3 })
  })

  it('keeps one entry per id, so the cache does not grow with edits', async () => {
    const cache = mapCache()
    for (const s of ['v1', 'v2', 'v3']) await memo(cache, 'twin', '/docs/a/', s, () => s)
    expect(cache.map.size).toBe(1)
  })

  it('keeps falsy results (an empty section list is a result, not a miss)', async () => {
    const cache = mapCache()
    let calls = 0
    for (let i = 0; i < 3; i++) await memo(cache, 'n', 'x', 'input', () => (calls++, [] as string[]))
    expect(calls).toBe(1)
  })

  it('always computes without a cache', async () => {
    let calls = 0
    await memo(undefined, 'n', 'x', 'input', () => calls++)
    await memo(undefined, 'n', 'x', 'input', () => calls++)
    expect(calls).toBe(2)
  })

  it('the hash covers the input and the build code', async () => {
    expect(await codeFingerprint()).toMatch(/^[0-9a-f]{16}$/)
    expect(inputHash({ s: 1 }, 'code-1')).not.toBe(inputHash({ s: 1 }, 'code-2'))
    expect(inputHash({ s: 1 }, 'c')).not.toBe(inputHash({ s: 2 }, 'c'))
    expect(inputHash({ s: 1, t: [1] }, 'c')).toBe(inputHash({ s: 1, t: [1] }, 'c'))
    const cache = mapCache()
    await memo(cache, 'n', 'x', { s: 1 }, () => 1)
    expect((cache.map.get('n:x') as { hash: string }).hash).toBe(inputHash({ s: 1 }, await codeFingerprint()))
  })
})
