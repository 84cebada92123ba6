/**
 * The page behaviours on server-rendered markup, as a reader meets them: the
 * components render static HTML, src/behaviours runs it. No React state.
 */
import React from 'react'
import { renderToString } from 'react-dom/server'
import { fireEvent } from '@testing-library/react'
import { startBehaviours, pageShown } from './start'
import { Tabs, TabItem, tabsKey } from '../mdx/components/Tabs'
import { Dropdown } from '../layout/components/Dropdown'
import { ColorModeToggle } from '../layout/components/ColorModeToggle'
import { CodeBlock } from '../mdx/components/CodeBlock'
import { TocDesktop, TocMobile } from '../docs/components/TableOfContents'
import { AnnouncementBar } from '../layout/components/AnnouncementBar'
import { site } from '../config/site'

function mount(element: React.ReactElement): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(element)}</div>`
  return document.getElementById('root')!
}

beforeAll(() => startBehaviours(window))
beforeEach(() => window.localStorage.clear())

describe('tabs', () => {
  const group = (n: string) => (
    <Tabs groupId="lang">
      <TabItem value="js" label="JavaScript">
        <p>JS {n}</p>
      </TabItem>
      <TabItem value="py" label="Python">
        <p>Python {n}</p>
      </TabItem>
    </Tabs>
  )
  const page = (
    <>
      {group('one')}
      {group('two')}
    </>
  )
  const tab = (root: HTMLElement, i: number, label: string) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')].filter((t) => t.textContent === label)[i]
  const panel = (root: HTMLElement, text: string) => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => p.textContent === text)!

  it('a click switches every tab group with the same id and stores the choice', () => {
    const root = mount(page)
    expect(panel(root, 'Python one').hidden).toBe(true)
    fireEvent.click(tab(root, 0, 'Python'))
    expect(tab(root, 0, 'Python').getAttribute('aria-selected')).toBe('true')
    expect(panel(root, 'Python two').hidden).toBe(false)
    expect(panel(root, 'JS two').hidden).toBe(true)
    expect(window.localStorage.getItem(tabsKey('lang'))).toBe('py')
  })
  it('arrow keys, Home and End move and focus; the stored choice applies on the next page', () => {
    const root = mount(page)
    const js = tab(root, 0, 'JavaScript')
    js.focus()
    fireEvent.keyDown(js, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab(root, 0, 'Python'))
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(document.activeElement).toBe(js)
    fireEvent.keyDown(js, { key: 'End' })
    const next = mount(page)
    pageShown(window)
    expect(tab(next, 1, 'Python').getAttribute('aria-selected')).toBe('true')
    expect(tab(next, 1, 'Python').tabIndex).toBe(0)
  })
  it('a stored value the group does not have changes nothing', () => {
    window.localStorage.setItem(tabsKey('lang'), 'rust')
    const root = mount(page)
    pageShown(window)
    expect(tab(root, 0, 'JavaScript').getAttribute('aria-selected')).toBe('true')
  })
})

describe('dropdown', () => {
  const entries = [
    { label: 'One', to: '/docs/one/' },
    { label: 'Two', to: '/docs/two/', store: { key: 'pref', value: 'two' } },
  ]
  it('opens on click, closes on a click outside, Escape returns focus to the button', () => {
    const root = mount(<Dropdown label="More" entries={entries} />)
    const button = root.querySelector('button')!
    const menu = root.querySelector<HTMLElement>('[role="menu"]')!
    expect(menu.hidden).toBe(true)
    fireEvent.click(button)
    expect(menu.hidden).toBe(false)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(document.body)
    expect(menu.hidden).toBe(true)
    fireEvent.click(button)
    const items = root.querySelectorAll<HTMLElement>('[role="menuitem"]')
    items[0].focus()
    fireEvent.keyDown(items[0], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(items[1], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(items[0], { key: 'Escape' })
    expect(menu.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
  })
  it('choosing an entry with a stored preference stores it and closes the menu', () => {
    const root = mount(<Dropdown label="More" entries={entries} />)
    fireEvent.click(root.querySelector('button')!)
    const two = root.querySelectorAll<HTMLElement>('[role="menuitem"]')[1]
    two.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(two)
    expect(window.localStorage.getItem('pref')).toBe('two')
    expect(root.querySelector<HTMLElement>('[role="menu"]')!.hidden).toBe(true)
  })
})

describe('colour mode', () => {
  it('cycles system → light → dark → system, stores the choice and labels the toggle', () => {
    const root = mount(<ColorModeToggle />)
    document.documentElement.setAttribute('data-theme-choice', 'system')
    const button = root.querySelector('button')!
    fireEvent.click(button)
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(window.localStorage.getItem(site.colorMode.storageKey)).toBe('light')
    expect(button.getAttribute('aria-label')).toContain('currently light mode')
    fireEvent.click(button)
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    fireEvent.click(button)
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system')
    expect(window.localStorage.getItem(site.colorMode.storageKey)).toBeNull()
  })
})

describe('copy button', () => {
  it('copies the code and says so, then returns to "Copy"', async () => {
    jest.useFakeTimers()
    const writes: string[] = []
    Object.assign(navigator, { clipboard: { writeText: async (t: string) => void writes.push(t) } })
    const root = mount(
      <CodeBlock data-language="js">
        <code>{'const a = 1'}</code>
      </CodeBlock>,
    )
    const button = root.querySelector<HTMLElement>('[data-copy]')!
    fireEvent.click(button)
    await Promise.resolve()
    await Promise.resolve()
    expect(writes).toEqual(['const a = 1'])
    expect(button.textContent).toBe('Copied')
    expect(root.querySelector('[aria-live]')!.textContent).toBe('Code copied to clipboard')
    jest.advanceTimersByTime(2000)
    expect(button.textContent).toBe('Copy')
    expect(button.getAttribute('aria-label')).toBe('Copy JavaScript code to clipboard')
    jest.useRealTimers()
  })
})

describe('table of contents', () => {
  const toc = [
    { id: 'one', value: 'One', depth: 2 },
    { id: 'two', value: 'Two', depth: 2 },
  ]
  it('marks the heading above the viewport top in both lists; the mobile list opens and closes on a pick', () => {
    const root = mount(
      <>
        <TocMobile toc={toc} />
        <TocDesktop toc={toc} />
        <h2 id="one">One</h2>
        <h2 id="two">Two</h2>
      </>,
    )
    const one = document.getElementById('one')!
    const two = document.getElementById('two')!
    one.getBoundingClientRect = () => ({ top: -200 }) as DOMRect
    two.getBoundingClientRect = () => ({ top: 50 }) as DOMRect
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 })
    jest.useFakeTimers()
    pageShown(window)
    // Measuring runs in tasks of its own after the page is shown.
    jest.runAllTimers()
    jest.useRealTimers()
    const current = root.querySelectorAll('a[aria-current="location"]')
    expect([...current].map((a) => a.getAttribute('href'))).toEqual(['#two', '#two'])
    const toggle = root.querySelector<HTMLElement>('[data-toc-toggle]')!
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(list.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(list.hidden).toBe(false)
    fireEvent.click(list.querySelector('a')!)
    expect(list.hidden).toBe(true)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('announcement bar', () => {
  it('closing it stores the dismissal and hides it through the attribute the stylesheet reads', () => {
    expect(site.announcementBar?.closeable).toBe(true)
    const root = mount(<AnnouncementBar />)
    fireEvent.click(root.querySelector('[data-announcement-close]')!)
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true')
    expect(window.localStorage.getItem(site.storageKeys.announcementDismissed)).toBe('true')
  })
})
