import {
  linkTarget,
  localizedPath,
  navbarItemError,
  navbarItemProblem,
  navbarLinkItems,
  nextNavbarHidden,
  positionOf,
  preferredVersionKey,
  readPreferredVersion,
  shownVersion,
  versionForPath,
  versionMainDocPath,
  type DocsVersion,
  type Locale,
  type NavbarItem,
} from './navbar'
import { createSafeStorage, STORAGE_WARNING } from '../../lib/storage'
import { navbarItems } from '../../config/navbar'

describe('navbar item model (spec 3)', () => {
  it.each<[string, unknown, RegExp | null]>([
    ['a link with to', { label: 'Docs', to: '/docs/' }, null],
    ['a link with href', { type: 'link', label: 'V1', href: 'https://x.example/v1/' }, null],
    ['a dropdown', { type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/a/' }] }, null],
    ['a docs version dropdown', { type: 'docsVersionDropdown', position: 'right' }, null],
    ['a locale dropdown', { type: 'localeDropdown' }, null],
    ['search', { type: 'search', position: 'right' }, null],
    ['the colour toggle', { type: 'colorMode', position: 'right' }, null],
    ['null', null, /not an object/],
    ['an unknown type', { type: 'nonsense', label: 'X' }, /type "nonsense" is unknown/],
    ['a link without label', { label: ' ', to: '/x/' }, /no label/],
    ['a link without target', { label: 'X' }, /no link target/],
    ['a bad position', { label: 'X', to: '/x/', position: 'middle' }, /position "middle"/],
    ['an empty dropdown', { type: 'dropdown', label: 'More', items: [] }, /needs a label and items/],
    ['a dropdown without label', { type: 'dropdown', items: [{ label: 'A', to: '/a/' }] }, /needs a label and items/],
    ['a dropdown with a broken entry', { type: 'dropdown', label: 'More', items: [{ label: 'A' }] }, /one of its links has no link target/],
    ['a version dropdown with a broken extra', { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/x/' }] }, /one of its links has no label/],
  ])('%s', (_name, item, problem) => {
    const p = navbarItemProblem(item)
    if (problem) expect(p).toMatch(problem)
    else expect(p).toBeNull()
  })

  it('every item of the live configuration is valid, in the order of spec 2.2', () => {
    expect(navbarItems.map(navbarItemProblem).filter(Boolean)).toEqual([])
    const right = navbarItems.filter((i) => positionOf(i) === 'right').map((i) => i.type ?? 'link')
    expect(right).toEqual(['link', 'search', 'colorMode'])
  })

  it('the error names the item, says to double-check it, and gives the problem as cause', () => {
    const e = navbarItemError({ type: 'nonsense' }, 'its type is unknown')
    expect(e.message).toMatch(/^A theme navbar item failed to render\. Please double-check the following navbar item/)
    expect(e.message).toContain('"type": "nonsense"')
    expect((e.cause as Error).message).toBe('The item is invalid: its type is unknown.')
  })

  it.each<[NavbarItem, 'left' | 'right']>([
    [{ label: 'A', to: '/a/' }, 'left'],
    [{ label: 'A', to: '/a/', position: 'right' }, 'right'],
  ])('position of %j is %s', (item, side) => expect(positionOf(item)).toBe(side))

  it('links come from to, else href; dropdown entries are links for the link check', () => {
    expect(linkTarget({ label: 'A', href: 'https://a.example' })).toBe('https://a.example')
    expect(linkTarget({ label: 'A', to: '/a/', href: 'https://a.example' })).toBe('/a/')
    const items: NavbarItem[] = [
      { label: 'A', to: '/a/' },
      { type: 'dropdown', label: 'D', items: [{ label: 'B', to: '/b/' }] },
      { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: 'V1', href: 'https://v1.example/' }] },
      { type: 'search' },
    ]
    expect(navbarLinkItems(items).map(linkTarget)).toEqual(['/a/', '/b/', 'https://v1.example/'])
  })
})

const current: DocsVersion = { name: 'current', label: 'Next', path: '/docs', mainDocId: 'intro' }
const v2: DocsVersion = { name: '2.0', label: '2.0', path: '/docs/2.0', mainDocId: 'intro' }
const versions = [current, v2]

describe('docs versions and the preferred version (spec 4)', () => {
  it('uses the Docusaurus key per docs plugin', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default')
    expect(preferredVersionKey('api')).toBe('docs-preferred-version-api')
  })
  it.each<[string, string | null]>([
    ['/docs/intro/', 'current'],
    ['/docs', 'current'],
    ['/docs/2.0/intro/', '2.0'],
    ['/docsearch/', null],
    ['/blog/', null],
  ])('%s belongs to version %s', (path, name) => expect(versionForPath(path, versions)?.name ?? null).toBe(name))
  it.each<[string, string | null, string]>([
    ['/docs/2.0/x/', 'current', '2.0'],
    ['/blog/', '2.0', '2.0'],
    ['/blog/', 'gone', 'current'],
    ['/blog/', null, 'current'],
  ])('on %s with %s stored, the dropdown names %s', (path, stored, name) => expect(shownVersion(path, stored, versions)?.name).toBe(name))
  it('ignores a stored version that no longer exists', () => expect(readPreferredVersion('1.0', versions)).toBeNull())
  it('a version links to its main doc', () => expect(versionMainDocPath(current)).toBe('/docs/intro/'))

  it('is stored through the wrapper; blocked storage stores nothing and warns once', () => {
    const data = new Map<string, string>()
    const ok = createSafeStorage(() => ({ setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), getItem: (k: string) => data.get(k) ?? null }) as unknown as Storage)
    ok.set(preferredVersionKey(), 'current')
    expect(readPreferredVersion(ok.get(preferredVersionKey()), versions)?.name).toBe('current')

    const warn = jest.fn()
    const blocked = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    }, warn)
    blocked.set(preferredVersionKey(), 'current')
    blocked.set(preferredVersionKey(), '2.0')
    expect(blocked.get(preferredVersionKey())).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(STORAGE_WARNING)
  })
})

describe('locales', () => {
  const en: Locale = { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregorian', path: 'en' }
  const ar: Locale = { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregorian', path: 'ar' }
  it.each<[string, Locale, Locale, string]>([
    ['/docs/intro/', en, ar, '/ar/docs/intro/'],
    ['/ar/docs/intro/', ar, en, '/docs/intro/'],
    ['/ar', ar, en, '/'],
    ['/', en, en, '/'],
    ['/arcade/', en, ar, '/ar/arcade/'],
  ])('%s from %s to %s → %s', (path, from, to, out) => expect(localizedPath(path, from, to, 'en')).toBe(out))
})

describe('hide on scroll', () => {
  it.each<[string, boolean, number, number, boolean]>([
    ['scrolling down past the navbar hides it', false, 100, 200, true],
    ['scrolling down near the top keeps it', false, 10, 50, false],
    ['scrolling up shows it', true, 500, 480, false],
    ['back at the top shows it', true, 100, 0, false],
    ['no movement keeps the state', true, 300, 300, true],
  ])('%s', (_n, hidden, from, to, out) => expect(nextNavbarHidden(hidden, from, to, 60)).toBe(out))
})
