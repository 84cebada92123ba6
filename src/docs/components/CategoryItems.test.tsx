import React from 'react'
import { render, screen } from '@testing-library/react'
import { CategoryItems } from './CategoryItems'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

describe('CategoryItems', () => {
  it('says plainly that an empty category has no guides yet, and offers real links instead of fake items', () => {
    render(<CategoryItems cards={[]} />)
    expect(screen.getByText(/No guides are published in this section yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'platform overview' }).getAttribute('href')).toBe('/docs/intro/')
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })
  it('lists the cards of a category that has pages', () => {
    render(<CategoryItems cards={[{ label: 'Overview', href: '/docs/x/', description: 'What it is.' }]} />)
    expect(screen.queryByText(/No guides are published/)).toBeNull()
    expect(screen.getByRole('link', { name: /Overview/ }).getAttribute('href')).toBe('/docs/x/')
  })
})
