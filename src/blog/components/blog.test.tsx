import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { ListPaginator } from './ListPaginator'
import { PostPaginator } from './PostPaginator'
import { BlogSidebar } from './BlogSidebar'
import { PostSummary } from './PostSummary'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

describe('ListPaginator', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<ListPaginator page={{ pageNumber: 1, numberOfPages: 1, previousPath: null, nextPath: null }} />)
    expect(container.innerHTML).toBe('')
  })
  it('links newer and older entries around the page status', () => {
    render(<ListPaginator page={{ pageNumber: 2, numberOfPages: 3, previousPath: '/blog/', nextPath: '/blog/page/3/' }} />)
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' })
    expect(within(nav).getByRole('link', { name: /Newer entries/ }).getAttribute('href')).toBe('/blog/')
    expect(within(nav).getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/page/3/')
    expect(nav.textContent).toContain('Page 2 of 3')
  })
})

describe('PostPaginator', () => {
  it('renders nothing without neighbours', () => {
    const { container } = render(<PostPaginator newer={null} older={null} />)
    expect(container.innerHTML).toBe('')
  })
  it('shows only the neighbour that exists', () => {
    render(<PostPaginator newer={null} older={{ title: 'Old <b>one</b>', path: '/blog/old/' }} />)
    expect(screen.queryByRole('link', { name: /Newer post/ })).toBeNull()
    const older = screen.getByRole('link', { name: /Older post/ })
    expect(older.getAttribute('href')).toBe('/blog/old/')
    // Titles are text, never HTML.
    expect(older.textContent).toContain('Old <b>one</b>')
  })
})

describe('BlogSidebar', () => {
  it('groups by year and marks the current post, whatever the case or slash of the URL', () => {
    render(
      <BlogSidebar
        pathname="/Blog/usd-price"
        years={[
          { year: 2025, posts: [{ id: 'a', title: 'Solana DEX trades', path: '/blog/solana-dex/' }] },
          { year: 2024, posts: [{ id: 'b', title: 'USD price', path: '/blog/usd-price/' }] },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Recent posts' })
    expect(within(nav).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2025', '2024'])
    expect(within(nav).getByRole('link', { name: 'USD price' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Solana DEX trades' }).getAttribute('aria-current')).toBeNull()
  })
})

describe('PostSummary', () => {
  it('shows title, date, reading time, authors, excerpt and tags', () => {
    render(
      <PostSummary
        post={{
          id: '1',
          title: 'Prices in US dollars',
          path: '/blog/usd-price/',
          date: 'December 10, 2024',
          dateIso: '2024-12-10',
          excerpt: 'How to read a price.',
          readingTime: 3,
          authors: [{ authorId: 'data-engineering', name: 'Data Engineering', title: 'Builds the indexers', imageUrl: '/img/authors/data-engineering.svg', path: '/blog/authors/data-engineering/' }],
          tags: [{ key: 'new-data', label: 'new-data', path: '/blog/tags/new-data/' }],
        }}
      />,
    )
    const article = screen.getByRole('article')
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Prices in US dollars')
    expect(article.querySelector('time')?.getAttribute('dateTime')).toBe('2024-12-10')
    expect(article.textContent).toContain('3 min read')
    expect(within(article).getByRole('link', { name: 'Data Engineering' }).getAttribute('href')).toBe('/blog/authors/data-engineering/')
    expect(article.textContent).toContain('How to read a price.')
    expect(within(article).getByRole('link', { name: 'new-data' }).getAttribute('href')).toBe('/blog/tags/new-data/')
    expect(within(article).getByRole('link', { name: 'Read more about Prices in US dollars' }).getAttribute('href')).toBe('/blog/usd-price/')
  })
})
