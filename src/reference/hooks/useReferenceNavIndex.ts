import { graphql, useStaticQuery } from 'gatsby'
import type { NavIndex } from '../components/navData'

const EMPTY: NavIndex = { groups: [], fullListUrl: '' }

/**
 * The reference navigation's group headings and the URL of its full list, from
 * one static query: fetched once per visit and shared by every reference page,
 * instead of repeated in each of their 1,400 page-data files.
 */
export function useReferenceNavIndex(): NavIndex {
  const data = useStaticQuery<Queries.ReferenceNavIndexQuery>(graphql`
    query ReferenceNavIndex {
      schemaNavIndex {
        groups {
          id
          root
          rootLabel
          kind
          label
          count
        }
        fullListUrl
      }
    }
  `)
  return data.schemaNavIndex ?? EMPTY
}
