import { boxReducer, boxView, initialBoxState, type BoxAction, type BoxState } from './searchBox'
import type { Hit } from '../lib/types'

const run = (actions: BoxAction[], from: BoxState = initialBoxState) => actions.reduce(boxReducer, from)
const hit = (t: string, u = '/docs/a/'): Hit => ({ u, h: '', t, s: '', b: [], type: 'Title', terms: ['x'], snippet: '', ranges: [] }) as unknown as Hit
const docs = { name: 'docs' as const, label: 'Docs', path: 'docs' }

describe('boxReducer', () => {
  it('opens on focus and starts loading the index once', () => {
    const s = run([{ type: 'focus' }])
    expect(s).toMatchObject({ open: true, index: 'loading' })
    expect(run([{ type: 'indexLoaded' }, { type: 'focus' }], s).index).toBe('ready')
  })
  it('loads again on focus after a failure, and on retry', () => {
    const failed = run([{ type: 'focus' }, { type: 'indexFailed', error: 'offline' }])
    expect(failed).toMatchObject({ index: 'error', indexError: 'offline' })
    expect(run([{ type: 'focus' }], failed).index).toBe('loading')
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ index: 'loading', indexError: '' })
  })
  it('typing opens the list and clears the active option', () => {
    const s = run([{ type: 'input', query: 'eth' }, { type: 'move', dir: 1, count: 3 }, { type: 'input', query: 'eth_' }])
    expect(s).toMatchObject({ query: 'eth_', open: true, active: -1 })
  })
  it.each([
    [[1, 1, 1], 3, 2],
    [[1, 1, 1, 1], 3, 0],
    [[-1], 3, 2],
    [[1, -1, -1], 3, 1],
  ])('arrows %j over %i options end on %i (wrapping)', (dirs, count, expected) => {
    expect(run(dirs.map((dir) => ({ type: 'move', dir: dir as 1 | -1, count })), run([{ type: 'input', query: 'x' }])).active).toBe(expected)
  })
  it('an arrow with no options only opens the box', () => {
    expect(run([{ type: 'move', dir: 1, count: 0 }])).toMatchObject({ open: true, active: -1 })
  })
  it('Escape closes the open list first, then clears the query', () => {
    const typed = run([{ type: 'input', query: 'uniswap' }, { type: 'move', dir: 1, count: 2 }])
    const closed = run([{ type: 'escape' }], typed)
    expect(closed).toMatchObject({ open: false, active: -1, query: 'uniswap' })
    expect(run([{ type: 'escape' }], closed).query).toBe('')
  })
  it('hover sets the active option; new results and close reset', () => {
    const s = run([{ type: 'input', query: 'x' }, { type: 'hover', index: 2 }])
    expect(s.active).toBe(2)
    expect(run([{ type: 'resultsShown' }], s).active).toBe(-1)
    expect(run([{ type: 'close' }], s).open).toBe(false)
  })
})

describe('boxView', () => {
  const typed = run([{ type: 'focus' }, { type: 'indexLoaded' }, { type: 'input', query: 'blocks' }])
  it('lists the hits and a footer option, and announces the count', () => {
    const v = boxView(typed, { query: 'blocks', hits: [hit('Blocks'), hit('Uncles')], hitsInContext: 0, hitsElsewhere: 2 }, 'done', '', null)
    expect(v.options.map((o) => o.label)).toEqual(['Blocks', 'Uncles', 'See all results'])
    expect(v.showList).toBe(true)
    expect(v.statusText).toBe('2 suggestions')
    expect(v.submitHref).toBe('/search/?q=blocks')
  })
  it('says "within" the page context when it has hits, and submits within it', () => {
    const v = boxView(typed, { query: 'blocks', hits: [hit('Blocks')], hitsInContext: 1, hitsElsewhere: 0 }, 'done', '', docs)
    expect(v.options.at(-1)?.label).toBe('See all results within "Docs"')
    expect(v.submitHref).toContain('ctx=docs')
  })
  it('shows "No results" and no list when nothing matches', () => {
    const v = boxView(typed, { query: 'blocks', hits: [], hitsInContext: 0, hitsElsewhere: 0 }, 'done', '', null)
    expect(v).toMatchObject({ showList: false, showPanel: true, statusText: 'No results' })
    expect(v.footer.kind).toBe('no-results')
  })
  it('reports a loading index before any answer, and an error from either source', () => {
    const loading = run([{ type: 'focus' }, { type: 'input', query: 'x' }])
    expect(boxView(loading, null, 'loading', '', null)).toMatchObject({ status: 'loading', statusText: 'Loading the search index…', showPanel: true })
    expect(boxView(loading, null, 'error', 'worker crashed', null)).toMatchObject({ status: 'error', error: 'worker crashed', statusText: '' })
    const failed = run([{ type: 'indexFailed', error: 'index missing' }], loading)
    expect(boxView(failed, null, 'idle', '', null)).toMatchObject({ status: 'error', error: 'index missing' })
  })
  it('shows nothing for an empty query or a closed box', () => {
    expect(boxView(initialBoxState, null, 'idle', '', null)).toMatchObject({ showPanel: false, showList: false, submitHref: null })
    const closed = run([{ type: 'close' }], typed)
    expect(boxView(closed, { query: 'blocks', hits: [hit('Blocks')], hitsInContext: 0, hitsElsewhere: 1 }, 'done', '', null).showList).toBe(false)
  })
})
