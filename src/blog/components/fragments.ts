import { graphql } from 'gatsby'

/** What every list entry and the post header need. Exported fragments are global in Gatsby. */
export const fragments = graphql`
  fragment BlogAuthorFields on Author {
    authorId
    name
    title
    imageUrl
    path
  }
  fragment BlogTagFields on BlogTag {
    key
    label
    path
  }
  fragment BlogPostSummaryFields on BlogPost {
    id
    title
    path
    date(formatString: "MMMM D, YYYY")
    dateIso: date
    excerpt
    readingTime
    authors {
      ...BlogAuthorFields
    }
    tags {
      ...BlogTagFields
    }
  }
  fragment BlogSidebarFields on BlogYear {
    year
    posts {
      id
      title
      path
    }
  }
`
