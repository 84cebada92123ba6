/** @jest-environment jsdom */
import React, { useState } from 'react'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import * as reactDomClient from 'react-dom/client'
import { transitionHydrate } from './hydrate'

function Counter() {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  )
}

const page = (inner: string) => `<div id="___gatsby"><div id="gatsby-focus-wrapper">${inner}</div></div>`

describe('transitionHydrate', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('hydrates server HTML (not a fresh render) and the page then answers clicks', async () => {
    const App = () => (
      <div id="gatsby-focus-wrapper">
        <Counter />
      </div>
    )
    document.body.innerHTML = `<div id="___gatsby">${renderToString(<App />)}</div>`
    const serverButton = document.querySelector('button')
    const container = document.getElementById('___gatsby') as HTMLElement
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () => transitionHydrate(reactDomClient)(<App />, container))
    // Hydration keeps the server's nodes; a fresh render would have replaced them.
    expect(document.querySelector('button')).toBe(serverButton)
    await act(async () => serverButton?.click())
    expect(serverButton?.textContent).toBe('clicked 1')
  })

  it('hydrates with React 19 error callbacks when the focus wrapper holds server HTML', () => {
    document.body.innerHTML = page('<p>server</p>')
    const client = { hydrateRoot: jest.fn(), createRoot: jest.fn() }
    const container = document.getElementById('___gatsby') as HTMLElement
    transitionHydrate(client as unknown as typeof reactDomClient)(<p>server</p>, container)
    expect(client.createRoot).not.toHaveBeenCalled()
    expect(client.hydrateRoot).toHaveBeenCalledWith(container, expect.anything(), expect.objectContaining({ onUncaughtError: expect.any(Function), onCaughtError: expect.any(Function) }))
  })

  it('renders instead when the focus wrapper is empty (a client-only page), as Gatsby does', () => {
    document.body.innerHTML = page('')
    const render = jest.fn()
    const client = { hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render })) }
    transitionHydrate(client as unknown as typeof reactDomClient)(<p>client</p>, document.getElementById('___gatsby'))
    expect(client.hydrateRoot).not.toHaveBeenCalled()
    expect(render).toHaveBeenCalledTimes(1)
  })

  it("renders Gatsby's other roots (the develop loading indicator's empty element) instead of hydrating them", () => {
    document.body.innerHTML = page('<p>server</p>') + '<div id="indicator"></div>'
    const client = { hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render: jest.fn() })) }
    transitionHydrate(client as unknown as typeof reactDomClient)(<span>indicator</span>, document.getElementById('indicator'))
    expect(client.hydrateRoot).not.toHaveBeenCalled()
    expect(client.createRoot).toHaveBeenCalledTimes(1)
  })

  it('says what is missing when the page has no root element', () => {
    const client = { hydrateRoot: jest.fn(), createRoot: jest.fn() }
    expect(() => transitionHydrate(client as unknown as typeof reactDomClient)(<p />, null)).toThrow(/no #___gatsby element/)
  })
})
