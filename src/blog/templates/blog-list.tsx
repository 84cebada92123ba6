import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import { PostSummaryList } from '../components/PostSummary'
import { ListPaginator } from '../components/ListPaginator'
import type { ListPageContext } from '../components/types'
import { ATOM_PATH, RSS_PATH } from '../lib/blog'
import { site } from '../../config/site'
import * as styles from '../components/Blog.module.css'

type Data = Queries.BlogListPageQuery

/** /blog/ and /blog/page/{n}/: the newest posts, ten per page. */
export default function BlogListTemplate({ data, location, pageContext }: PageProps<Data, ListPageContext>) {
  return (
    <BlogLayout pathname={location.pathname} sidebar={data.blogYears}>
      <h1 className={styles.pageTitle}>Blog</h1>
      <p className={styles.lead}>What changed in the {site.productName} APIs: new data, new arguments, new capabilities and schema changes.</p>
      <p className={styles.feeds}>
        <span>Subscribe:</span>
        <a href={RSS_PATH}>RSS feed</a>
        <a href={ATOM_PATH}>Atom feed</a>
      </p>
      <PostSummaryList posts={data.allBlogPost.nodes} />
      <ListPaginator page={pageContext} />
    </BlogLayout>
  )
}

export function Head({ location, pageContext }: HeadProps<Data, ListPageContext>) {
  const title = pageContext.pageNumber > 1 ? `Blog, page ${pageContext.pageNumber}` : 'Blog'
  return <BlogHead title={title} description={`Changes to the ${site.productName} APIs, newest first.`} path={location.pathname} />
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    allBlogPost(sort: [{ date: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostSummaryFields
      }
    }
    blogYears(limit: 10) {
      ...BlogSidebarFields
    }
  }
`
