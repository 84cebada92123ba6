import React from 'react'
import { render } from '@testing-library/react'
import { Description } from './InlineMarkdown'

describe('Description', () => {
  it('renders paragraphs and inline code', () => {
    const { container } = render(<Description text={'One row is one `Transfer`.\n\nUse it with `EVM.Transfers`.'} />)
    expect(container.innerHTML).toBe('<p>One row is one <code>Transfer</code>.</p><p>Use it with <code>EVM.Transfers</code>.</p>')
  })
  it('never turns description text into HTML', () => {
    const { container } = render(<Description as="span" text={'<img src=x onerror=alert(1)> and `<b>`'} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> and <b>')
  })
  it('leaves an unpaired backtick as text', () => {
    const { container } = render(<Description as="span" text="a ` b" />)
    expect(container.innerHTML).toBe('<span>a ` b</span>')
  })
})
