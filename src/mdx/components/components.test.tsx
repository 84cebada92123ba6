import React from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { LazyComponent } from './LazyBoundary'
import { Video } from './Media'
import { Admonition } from './Admonition'
import { ErrorBoundary, errorChain } from '../../components/ErrorBoundary'
import { MDXContent } from './MDXContent'
import { markScrollableTables } from '../../behaviours/page'
import { startBehaviours } from '../../behaviours/start'
import type { MdxTree } from '../../lib/mdxTree'

jest.mock('gatsby', () => ({ Link: (p: { to: string; children: React.ReactNode }) => <a href={p.to}>{p.children}</a> }))

const Loaded = ({ text }: { text: string }) => <p>{text}</p>

describe('LazyComponent', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows the loader only after the delay, then the component', async () => {
    let resolve!: (m: { default: typeof Loaded }) => void
    const load = () => new Promise<{ default: typeof Loaded }>((r) => (resolve = r))
    render(<LazyComponent load={load} props={{ text: 'ready' }} what="widget" />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      jest.advanceTimersByTime(350)
    })
    expect(screen.getByRole('status').textContent).toContain('Loading the widget')
    await act(async () => resolve({ default: Loaded }))
    expect(screen.getByText('ready')).toBeTruthy()
  })

  it('shows the error and a Retry button that loads again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    const load = () => {
      attempts++
      return attempts === 1 ? Promise.reject(new Error('Loading chunk 42 failed.')) : Promise.resolve({ default: Loaded })
    }
    render(<LazyComponent load={load} props={{ text: 'second time lucky' }} what="media player" />)
    await act(async () => {
      await Promise.resolve()
    })
    expect(screen.getByRole('alert').textContent).toContain('The media player could not be loaded: Loading chunk 42 failed.')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    expect(await screen.findByText('second time lucky')).toBeTruthy()
    expect(attempts).toBe(2)
    spy.mockRestore()
  })
})

describe('media facade', () => {
  it('renders only a button until clicked: no iframe, no request to the host', () => {
    const { container } = render(<Video url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Streaming DEX trades" />)
    expect(container.querySelector('iframe')).toBeNull()
    // The URL is only text until then (the island's props): nothing names it as a source.
    expect(container.querySelectorAll('[src*="youtube"], [href*="youtube"], [data*="youtube"]')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Play video: Streaming DEX trades (YouTube)' })).toBeTruthy()
  })
  it('falls back to a plain link for unsupported hosts', () => {
    render(<Video url="https://example.com/talk" title="A talk" />)
    expect(screen.getByRole('link', { name: 'A talk' }).getAttribute('href')).toBe('https://example.com/talk')
  })
})

describe('admonition', () => {
  it('uses the type as default title and accepts a custom one', () => {
    render(
      <>
        <Admonition type="warning">Careful</Admonition>
        <Admonition type="tip" title="Pro tip">Use limits</Admonition>
      </>,
    )
    expect(screen.getByText('Warning')).toBeTruthy()
    expect(screen.getByText('Pro tip')).toBeTruthy()
  })
})

describe('crash screen', () => {
  it('lists the error and every cause, and Try again renders again', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const Boom = () => {
      if (fail) throw new Error('outer', { cause: new Error('middle', { cause: 'inner' }) })
      return <p>fine</p>
    }
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy()
    expect(document.title).toBe('Page Error')
    expect(screen.getByText('Cause: middle')).toBeTruthy()
    expect(screen.getByText('Cause: inner')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('fine')).toBeTruthy()
    spy.mockRestore()
  })
  it('stops on cyclic causes', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(errorChain(a)).toEqual(['a', 'b'])
  })
})

describe('TableWrap', () => {
  const { TableWrap } = jest.requireActual('./TableWrap') as typeof import('./TableWrap')
  const table = (
    <TableWrap>
      <tbody>
        <tr>
          <td>a</td>
        </tr>
      </tbody>
    </TableWrap>
  )
  it('is a plain wrapper while the table fits', () => {
    const { container } = render(table)
    markScrollableTables(document)
    const wrap = container.querySelector('.table-wrap') as HTMLElement
    expect(wrap.getAttribute('tabindex')).toBeNull()
    expect(wrap.getAttribute('role')).toBeNull()
  })
  it('becomes a focusable, labelled region when the table overflows, and plain again when it fits', () => {
    const sw = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
    const cw = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    const { container } = render(table)
    markScrollableTables(document)
    const region = screen.getByRole('region', { name: 'Table, scrolls sideways' })
    expect(region.getAttribute('tabindex')).toBe('0')
    sw.mockReturnValue(300)
    markScrollableTables(document)
    expect((container.querySelector('.table-wrap') as HTMLElement).getAttribute('role')).toBeNull()
    sw.mockRestore()
    cw.mockRestore()
  })
})

describe('components rendered from a compiled tree', () => {
  it('Tabs and TabItem take their literal props: the default tab is selected, a click switches', () => {
    const tree: MdxTree = [
      ['Tabs', { groupId: 'tree-test' }, ['TabItem', { value: 'js', label: 'JavaScript' }, ['p', 'JS body']], ['TabItem', { value: 'py', label: 'Python', default: true }, ['p', 'Python body']]],
    ]
    render(<MDXContent tree={tree} label="/docs/tabs/" />)
    startBehaviours(window)
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Python body')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'JavaScript' }))
    expect(screen.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('JS body')).toBeTruthy()
  })

  it('Details uses an explicit <summary> child, and :data values and links render through the map', () => {
    const tree: MdxTree = [
      ['Details', ['!summary', 'Show the response'], ['p', 'Inside']],
      ['p', 'Up to ', ['PlatformValue', { k: 'limits.maxRows' }], ' rows, see ', ['a', { href: '/docs/intro/' }, 'the intro'], '.'],
    ]
    const { container } = render(<MDXContent tree={tree} label="/docs/details/" />)
    expect(container.querySelectorAll('summary')).toHaveLength(1)
    expect(container.querySelector('summary')?.textContent).toBe('Show the response')
    expect(container.querySelectorAll('p')[1]?.textContent).toBe('Up to 25,000 rows, see the intro.')
    expect(screen.getByRole('link', { name: 'the intro' }).getAttribute('href')).toBe('/docs/intro/')
  })

  it('an unknown component shows the crash screen naming it, not a blank page', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <MDXContent tree={[['Chart']]} label="/docs/chart/" />
      </ErrorBoundary>,
    )
    expect(screen.getByText('The content of /docs/chart/ could not be rendered.')).toBeTruthy()
    expect(screen.getByText('Cause: The content uses <Chart>, which is not a component of the site (src/mdx/components/components.tsx).')).toBeTruthy()
    spy.mockRestore()
  })
})

describe('the component registry', () => {
  it('provides exactly the components the compiler lets a page use (src/mdx/lib/componentNames.ts)', async () => {
    const { mdxComponents } = await import('./components')
    const { MDX_COMPONENT_NAMES } = await import('../lib/componentNames')
    expect(Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k)).sort()).toEqual([...MDX_COMPONENT_NAMES].sort())
  })
})
