import { nextChoice, resolveTheme, parseStoredChoice, choiceLabel } from '../layout/lib/colorMode'
import { loadAnnouncementState, dismissAnnouncement } from '../layout/lib/announcement'
import { createSafeStorage, STORAGE_WARNING } from './storage'
import { formatPageTitle } from './title'

describe('colour mode', () => {
  it('cycles system → light → dark → system', () => {
    expect(nextChoice('system')).toBe('light')
    expect(nextChoice('light')).toBe('dark')
    expect(nextChoice('dark')).toBe('system')
  })
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with OS dark=%s → %s', (c, os, t) => expect(resolveTheme(c, os)).toBe(t))
  it('treats anything stored but light/dark as no choice', () => {
    expect(parseStoredChoice('dark')).toBe('dark')
    expect(parseStoredChoice('purple')).toBe('system')
    expect(parseStoredChoice(null)).toBe('system')
  })
  it('describes the current mode for screen readers', () => {
    expect(choiceLabel('system', 'dark')).toMatch(/currently system mode \(dark\)/)
  })
})

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { data, get: (k: string) => data.get(k) ?? null, set: (k: string, v: string) => void data.set(k, v), remove: (k: string) => void data.delete(k) }
}
const keys = { id: 'cs.announcement.id', idLegacy: 'cs.annoucement.id', dismissed: 'cs.announcement.dismiss' }

describe('announcement bar', () => {
  it('is active on first visit and stores the id', () => {
    const s = memoryStore()
    expect(loadAnnouncementState('a1', s, keys)).toEqual({ dismissed: false })
    expect(s.data.get(keys.id)).toBe('a1')
  })
  it('stays dismissed for the same id and resets for a new id', () => {
    const s = memoryStore()
    loadAnnouncementState('a1', s, keys)
    dismissAnnouncement(s, keys)
    expect(loadAnnouncementState('a1', s, keys)).toEqual({ dismissed: true })
    expect(loadAnnouncementState('a2', s, keys)).toEqual({ dismissed: false })
    expect(s.data.get(keys.dismissed)).toBe('false')
  })
  it('honours the legacy misspelt id key', () => {
    const s = memoryStore({ [keys.idLegacy]: 'a1', [keys.dismissed]: 'true' })
    expect(loadAnnouncementState('a1', s, keys)).toEqual({ dismissed: true })
    expect(s.data.get(keys.id)).toBe('a1')
    expect(s.data.has(keys.idLegacy)).toBe(false)
  })
})

describe('safe storage', () => {
  it('works with a real store', () => {
    const backing = new Map<string, string>()
    const fake = { getItem: (k: string) => backing.get(k) ?? null, setItem: (k: string, v: string) => void backing.set(k, v), removeItem: (k: string) => void backing.delete(k) } as unknown as Storage
    const warn = jest.fn()
    const s = createSafeStorage(() => fake, warn)
    s.set('a', '1')
    expect(s.get('a')).toBe('1')
    expect(s.available).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })
  it('never throws and warns once when storage is blocked', () => {
    const warn = jest.fn()
    const s = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    }, warn)
    expect(s.get('theme')).toBeNull()
    s.set('theme', 'dark')
    s.remove('theme')
    expect(s.available).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(STORAGE_WARNING)
  })
  it('degrades when writes start throwing (quota)', () => {
    const warn = jest.fn()
    let calls = 0
    const flaky = { getItem: () => null, setItem: () => { if (++calls > 1) throw new Error('QuotaExceededError') }, removeItem: () => {} } as unknown as Storage
    const s = createSafeStorage(() => flaky, warn)
    s.set('x', '1')
    s.set('y', '1')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('page title', () => {
  it.each([
    ['Filters', 'Chainstrata Docs', 'Filters | Chainstrata Docs'],
    ['', 'Chainstrata Docs', 'Chainstrata Docs'],
    [null, 'Chainstrata Docs', 'Chainstrata Docs'],
    ['Chainstrata Docs', 'Chainstrata Docs', 'Chainstrata Docs'],
  ])('%s', (t, s, r) => expect(formatPageTitle(t, s)).toBe(r))
})
