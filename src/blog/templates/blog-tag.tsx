import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import { PostSummaryList } from '../components/PostSummary'
import { ListPaginator } from '../components/ListPaginator'
import type { ListPageContext } from '../components/types'
import * as styles from '../components/Blog.module.css'
import { found } from '../../lib/queryResult'

type Data = Queries.BlogTagPageQuery

function tagHeading(count: number, label: string): string {
  return `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`
}

/** /blog/tags/{tag}/ (and /page/{n}/): the posts of one tag, ten per page. */
export default function BlogTagTemplate({ data, location, pageContext }: PageProps<Data, ListPageContext>) {
  const t = found(data.blogTag, 'BlogTagPage')
  return (
    <BlogLayout pathname={location.pathname} sidebar={data.blogYears}>
      <h1 className={styles.pageTitle}>{tagHeading(t.postCount, t.label)}</h1>
      <p className={styles.lead}>{t.description}</p>
      <PostSummaryList posts={data.allBlogPost.nodes} />
      <ListPaginator page={pageContext} />
      <p className={styles.back}>
        <Link to="/blog/tags/">View all tags</Link>
      </p>
    </BlogLayout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, ListPageContext>) {
  const suffix = pageContext.pageNumber > 1 ? `, page ${pageContext.pageNumber}` : ''
  const t = found(data.blogTag, 'BlogTagPage')
  return <BlogHead title={`Posts tagged "${t.label}"${suffix}`} description={t.description} path={location.pathname} />
}

export const query = graphql`
  query BlogTagPage($id: String!, $tagKey: String!, $skip: Int!, $limit: Int!) {
    blogTag(id: { eq: $id }) {
      label
      description
      postCount
    }
    allBlogPost(filter: { tagKeys: { in: [$tagKey] } }, sort: [{ date: DESC }, { title: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostSummaryFields
      }
    }
    blogYears(limit: 10) {
      ...BlogSidebarFields
    }
  }
`
