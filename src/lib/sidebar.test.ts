import { buildSidebar, breadcrumbs, neighbours, isItemActive, visibleItems, flattenPages, type SidebarCategory } from './sidebar'

const docs = [
  { docId: 'intro', path: '/docs/intro/', title: 'Overview', sidebarPosition: 1 },
  { docId: 'start/first-query', path: '/docs/start/first-query/', title: 'First query', sidebarPosition: 2 },
  { docId: 'start/endpoints', path: '/docs/start/endpoints/', title: 'Endpoints', sidebarPosition: 1 },
  { docId: 'start/secret', path: '/docs/start/secret/', title: 'Secret', unlisted: true },
  { docId: 'graphql/filters', path: '/docs/graphql/filters/', title: 'Filters', sidebarLabel: 'Filtering' },
  { docId: 'graphql/metrics/index', path: '/docs/graphql/metrics/', title: 'Metrics overview', sidebarPosition: 1 },
  { docId: 'graphql/metrics/sum', path: '/docs/graphql/metrics/sum/', title: 'sum' },
  { docId: 'loose/folder/page', path: '/docs/loose/folder/page/', title: 'Hoisted page', sidebarPosition: 99 },
]
const categories = [
  { dir: 'start', label: 'Getting started', position: 2, link: { type: 'generated-index' as const, path: '/docs/category/start/' } },
  { dir: 'graphql', label: 'Building queries', position: 3, link: { type: 'generated-index' as const, path: '/docs/category/building-queries/' } },
  { dir: 'graphql/metrics', label: 'Metrics', position: 5, link: { type: 'doc' as const, docId: 'graphql/metrics/index' } },
  { dir: 'empty', label: 'Empty', position: 9 },
]

const tree = buildSidebar(docs, categories)

describe('buildSidebar', () => {
  it('orders by position, then id, and hoists docs of folders without a category file', () => {
    expect(tree.map((i) => i.label)).toEqual(['Overview', 'Getting started', 'Building queries', 'Hoisted page'])
    const start = tree[1] as SidebarCategory
    expect(start.items.map((i) => i.label)).toEqual(['Endpoints', 'First query', 'Secret'])
  })
  it('puts positioned items first, uses sidebar_label, and links a category to its doc without listing it twice', () => {
    const q = tree[2] as SidebarCategory
    expect(q.items.map((i) => i.label)).toEqual(['Metrics', 'Filtering'])
    const metrics = q.items[0] as SidebarCategory
    expect(metrics.href).toBe('/docs/graphql/metrics/')
    expect(metrics.items.map((i) => i.label)).toEqual(['sum'])
  })
  it('drops categories with no items and no page', () => {
    expect(tree.find((i) => i.label === 'Empty')).toBeUndefined()
  })
  it('fails loudly when a category links to a missing doc', () => {
    expect(() => buildSidebar(docs, [{ dir: 'x', label: 'X', link: { type: 'doc', docId: 'nope' } }])).toThrow(/nope/)
  })
})

describe('active state, breadcrumbs and neighbours', () => {
  it('marks a category active for its own link and any descendant', () => {
    const q = tree[2]
    expect(isItemActive(q, '/docs/category/building-queries/')).toBe(true)
    expect(isItemActive(q, '/docs/graphql/metrics/sum')).toBe(true)
    expect(isItemActive(q, '/docs/start/endpoints/')).toBe(false)
  })
  it('builds breadcrumbs from the category chain', () => {
    expect(breadcrumbs(tree, '/docs/graphql/metrics/sum/', 'sum')).toEqual([
      { label: 'Building queries', href: '/docs/category/building-queries/' },
      { label: 'Metrics', href: '/docs/graphql/metrics/' },
      { label: 'sum', href: null },
    ])
    expect(breadcrumbs(tree, '/docs/graphql/metrics/', 'Metrics overview')).toEqual([
      { label: 'Building queries', href: '/docs/category/building-queries/' },
      { label: 'Metrics', href: null },
    ])
  })
  it('gives previous and next in reading order, skipping unlisted pages', () => {
    expect(neighbours(tree, '/docs/start/first-query/')).toEqual({
      previous: { label: 'Endpoints', href: '/docs/start/endpoints/' },
      next: { label: 'Building queries', href: '/docs/category/building-queries/' },
    })
    expect(flattenPages(tree).some((p) => p.href === '/docs/start/secret/')).toBe(false)
  })
  it('hides unlisted links unless they are the current page', () => {
    const labels = (items: ReturnType<typeof visibleItems>) => (items[1] as SidebarCategory).items.map((i) => i.label)
    expect(labels(visibleItems(tree, '/docs/intro/'))).toEqual(['Endpoints', 'First query'])
    expect(labels(visibleItems(tree, '/docs/start/secret/'))).toEqual(['Endpoints', 'First query', 'Secret'])
  })
})
