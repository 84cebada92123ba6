import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import { PostSummaryList } from '../components/PostSummary'
import { ListPaginator } from '../components/ListPaginator'
import type { ListPageContext } from '../components/types'
import * as styles from '../components/Blog.module.css'
import { found } from '../../lib/queryResult'

type Data = Queries.BlogAuthorPageQuery

/** /blog/authors/{id}/ (and /page/{n}/): one author's posts, ten per page. */
export default function BlogAuthorTemplate({ data, location, pageContext }: PageProps<Data, ListPageContext>) {
  const a = found(data.author, 'BlogAuthorPage')
  return (
    <BlogLayout pathname={location.pathname} sidebar={data.blogYears}>
      <div className={styles.authorHeader}>
        <img className={`${styles.avatar} ${styles.avatarLarge}`} src={a.imageUrl} alt="" width={64} height={64} />
        <div>
          <h1 className={styles.pageTitle}>{a.name}</h1>
          <p className={styles.authorTitle}>{a.title}</p>
        </div>
      </div>
      {a.description && <p className={styles.lead}>{a.description}</p>}
      <h2>{a.postCount === 1 ? '1 post' : `${a.postCount} posts`}</h2>
      <PostSummaryList posts={data.allBlogPost.nodes} />
      <ListPaginator page={pageContext} />
      <p className={styles.back}>
        <Link to="/blog/authors/">View all authors</Link>
      </p>
    </BlogLayout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, ListPageContext>) {
  const suffix = pageContext.pageNumber > 1 ? `, page ${pageContext.pageNumber}` : ''
  const a = found(data.author, 'BlogAuthorPage')
  return <BlogHead title={`Posts by ${a.name}${suffix}`} description={a.description ?? a.title} path={location.pathname} />
}

export const query = graphql`
  query BlogAuthorPage($id: String!, $authorId: String!, $skip: Int!, $limit: Int!) {
    author(id: { eq: $id }) {
      ...BlogAuthorFields
      description
      postCount
    }
    allBlogPost(filter: { authorIds: { in: [$authorId] } }, sort: [{ date: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostSummaryFields
      }
    }
    blogYears(limit: 10) {
      ...BlogSidebarFields
    }
  }
`
