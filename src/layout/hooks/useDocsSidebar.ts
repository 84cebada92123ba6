import { graphql, useStaticQuery } from 'gatsby'
import type { SidebarItem } from '../../lib/sidebar'
import { jsonList } from '../../lib/queryResult'

/**
 * The docs sidebar, from one static query: its JSON is fetched once and cached
 * by the browser for every docs page, instead of being repeated in each page's data.
 */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      docsSidebar
    }
  `)
  return jsonList<SidebarItem>(data.docsSidebar, 'docsSidebar')
}
