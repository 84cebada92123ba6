import { scrollDecision, decodeHash } from './scroll'
import { shouldTrack } from './analytics'
import { createProgressBar } from './progress'
import { colorModeScript, pathPrefixCheckScript } from './inlineScripts'

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('scrollDecision', () => {
  it.each([
    [loc('/a/'), loc('/b/'), 'PUSH', { kind: 'top' }],
    [loc('/a/'), loc('/a/', '', '#x'), 'PUSH', { kind: 'hash', id: 'x' }],
    [loc('/a/'), loc('/b/', '', '#Caf%C3%A9'), 'PUSH', { kind: 'hash', id: 'Café' }],
    [loc('/a/', '?q=1'), loc('/a/', '?q=2'), 'PUSH', { kind: 'none' }],
    [loc('/a/', '', '#x'), loc('/a/', '?q=2', '#x'), 'PUSH', { kind: 'none' }],
    [loc('/a/'), loc('/b/'), 'POP', { kind: 'restore' }],
  ] as const)('%j → %j', (prev, next, action, expected) => expect(scrollDecision(prev, next, action)).toEqual(expected))
  it('keeps a malformed hash as written', () => expect(decodeHash('#%E0%A4%A')).toBe('%E0%A4%A'))
})

describe('analytics page views', () => {
  it.each([
    [null, loc('/a/'), true],
    [loc('/a/'), loc('/a/'), false],
    [loc('/a/'), loc('/a/', '?x=1'), true],
    [loc('/a/'), loc('/a/', '', '#h'), true],
    [loc('/a/'), loc('/b/'), true],
  ])('%j → %j: %s', (prev, next, expected) => expect(shouldTrack(prev, next)).toBe(expected))
})

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())
  const fakeDoc = () => {
    const appended: { id?: string; remove: () => void }[] = []
    const doc = {
      createElement: () => ({ style: {} as Record<string, string>, setAttribute() {}, remove() {}, id: '' }),
      body: { appendChild: (el: { id?: string; remove: () => void }) => appended.push(el) },
    }
    return { doc: doc as unknown as Document, appended }
  }
  it('shows nothing for navigations faster than the delay', () => {
    const { doc, appended } = fakeDoc()
    const bar = createProgressBar(doc, 200, '/a/')
    bar.start('/b/')
    jest.advanceTimersByTime(150)
    bar.done('/b/')
    jest.advanceTimersByTime(500)
    expect(appended).toHaveLength(0)
  })
  it('appears after the delay and ends on render', () => {
    const { doc, appended } = fakeDoc()
    const bar = createProgressBar(doc, 200, '/a/')
    bar.start('/b/')
    jest.advanceTimersByTime(201)
    expect(appended).toHaveLength(1)
    bar.done('/b/')
  })
  it('ignores navigations within the rendered pathname', () => {
    const { doc, appended } = fakeDoc()
    const bar = createProgressBar(doc, 200, '/a/')
    bar.start('/a/')
    jest.advanceTimersByTime(1000)
    expect(appended).toHaveLength(0)
  })
})

describe('inline scripts', () => {
  it('are valid JavaScript', () => {
    expect(() => new Function(colorModeScript())).not.toThrow()
    expect(() => new Function(pathPrefixCheckScript())).not.toThrow()
  })
})
