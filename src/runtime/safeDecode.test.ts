import { installSafeDecoding, survivesDoubleDecode, tolerant } from './safeDecode'

describe('safe decoding of hostile addresses', () => {
  it.each([
    ['/docs/intro/', true],
    ['/docs/a%20b/', true],
    ['/docs/a%25b/', false],
    ['/docs/%25%25/', false],
    ['/docs/a%2/', false],
    ['/docs/a%00b/', true],
  ])('%s survives a double decode: %s', (path, ok) => {
    expect(survivesDoubleDecode(path)).toBe(ok)
  })

  it('tolerant decoders escape a stray % of malformed input and decode well-formed input', () => {
    const dec = tolerant(decodeURIComponent)
    expect(dec('/docs/a%b/')).toBe('/docs/a%25b/')
    expect(dec('a%20b')).toBe('a b')
    // What the loader builds from it is a well-formed URL again.
    expect(() => decodeURIComponent(dec('/docs/a%b/'))).not.toThrow()
  })

  it('installs only on an address that needs it, and then nothing throws', () => {
    const make = (pathname: string, hash = '') => ({ decodeURIComponent, decodeURI, location: { pathname, hash } })
    const normal = make('/docs/intro/')
    expect(installSafeDecoding(normal)).toBe(false)
    expect(normal.decodeURIComponent).toBe(decodeURIComponent)
    const hostile = make('/docs/a%25b/')
    expect(installSafeDecoding(hostile)).toBe(true)
    expect(() => hostile.decodeURIComponent(hostile.decodeURIComponent('/docs/a%25b/'))).not.toThrow()
    expect(hostile.decodeURI('%E0%A4%A')).toBe('%E0%A4%25A')
    expect(installSafeDecoding(make('/docs/x/', '#a%25b'))).toBe(true)
  })
})
