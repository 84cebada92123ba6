import { graphql } from 'gatsby'

/** Fields shared by the docs templates' page queries. */
export const docNavigationFragments = graphql`
  fragment CrumbFields on Crumb {
    label
    href
  }
  fragment PageLinkFields on PageLink {
    label
    href
  }
`
