import { graphql, useStaticQuery } from 'gatsby'
import type { SidebarItem } from '../../lib/sidebar'

/**
 * The docs sidebar, from one static query: its JSON is fetched once and cached
 * by the browser for every docs page, instead of being repeated in each page's data.
 */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<{ docsSidebar: SidebarItem[] }>(graphql`
    query DocsSidebar {
      docsSidebar
    }
  `)
  return data.docsSidebar
}
