/** Shapes of the blog fragments (fragments.ts), as the templates receive them. */
export type BlogAuthor = { authorId: string; name: string; title: string; imageUrl: string; path: string }
export type BlogTagLink = { key: string; label: string; path: string }
export type BlogPostSummary = {
  id: string
  title: string
  path: string
  date: string
  dateIso: string
  excerpt: string
  readingTime: number
  authors: BlogAuthor[]
  tags: BlogTagLink[]
}
export type BlogSidebarYear = { year: number; posts: { id: string; title: string; path: string }[] }
export type ListPageContext = { pageNumber: number; numberOfPages: number; previousPath: string | null; nextPath: string | null }
