import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import { AuthorList } from '../components/AuthorList'
import { PostMeta } from '../components/PostMeta'
import { TagList } from '../components/TagList'
import { PostPaginator } from '../components/PostPaginator'
import { MDXContent } from '../../mdx/components/MDXContent'
import { absoluteUrl } from '../../config/site'
import * as styles from '../components/Blog.module.css'
import type { MdxNode } from '../../lib/mdxTree'
import { found, jsonList } from '../../lib/queryResult'

type Data = Queries.BlogPostPageQuery

/** /blog/{slug}/: one post. */
export default function BlogPostTemplate({ data, location }: PageProps<Data>) {
  const post = found(data.blogPost, 'BlogPostPage')
  return (
    <BlogLayout pathname={location.pathname} sidebar={data.blogYears}>
      <article>
        <header className={styles.postHeader}>
          <h1 className={styles.postTitle}>{post.title}</h1>
          <PostMeta date={post.date} dateIso={post.dateIso} readingTime={post.readingTime} />
          <AuthorList authors={post.authors} />
        </header>
        <div className="markdown">
          <MDXContent tree={jsonList<MdxNode>(post.body, 'BlogPost.body')} label={post.path} />
        </div>
        {post.tags.length > 0 && (
          <footer className={styles.postFooter}>
            <TagList tags={post.tags} />
          </footer>
        )}
      </article>
      <PostPaginator newer={post.newer} older={post.older} />
    </BlogLayout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const post = found(data.blogPost, 'BlogPostPage')
  return (
    <BlogHead title={post.title} description={post.description} path={location.pathname} type="article" keywords={post.keywords}>
      <meta property="article:published_time" content={post.dateIso} />
      {post.authors.map((a) => (
        <meta key={a.authorId} property="article:author" content={absoluteUrl(a.path)} />
      ))}
      {post.tags.map((t) => (
        <meta key={t.key} property="article:tag" content={t.label} />
      ))}
    </BlogHead>
  )
}

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      ...BlogPostSummaryFields
      description
      keywords
      body
      newer {
        title
        path
      }
      older {
        title
        path
      }
    }
    blogYears(limit: 10) {
      ...BlogSidebarFields
    }
  }
`
