import { graphql } from 'gatsby'

/** The reference navigation's window, shared by the reference and changelog page queries. */
export const referenceNavFragment = graphql`
  fragment SchemaNavFields on SchemaNav {
    groupId
    start
    items {
      name
      path
    }
  }
`
