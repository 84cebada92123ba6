import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import { AuthorList } from '../components/AuthorList'
import { PostMeta } from '../components/PostMeta'
import { TagList } from '../components/TagList'
import { PostPaginator } from '../components/PostPaginator'
import { MDXContent } from '../../mdx/components/MDXContent'
import { absoluteUrl } from '../../config/site'
import * as styles from '../components/Blog.module.css'
import { found } from '../../lib/queryResult'
import { SCHEMA_CHANGE_TAGS } from '../lib/blog'

type Data = Queries.BlogPostPageQuery

type ReleaseLink = { readonly date: string; readonly path: string; readonly title: string; readonly previous?: string | null }

/**
 * Where the API changelog covers a post: the releases that added or changed a
 * member its examples use, else (for a post that announces a schema change)
 * the release whose period holds its date.
 */
function ChangelogNote({ releases, period }: { releases: readonly ReleaseLink[]; period: ReleaseLink | null }) {
  if (releases.length === 0 && !period) return null
  return (
    <aside className={styles.changelogNote} aria-label="In the API changelog">
      {releases.length > 0 ? (
        <p>
          <strong>In the API changelog:</strong> members this post&rsquo;s examples use were added or changed in{' '}
          {releases.map((r, i) => (
            <React.Fragment key={r.path}>
              {i > 0 && ', '}
              <Link to={r.path}>
                the release of {r.date} ({r.title})
              </Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : (
        period && (
          <p>
            <strong>In the API changelog:</strong> this post was published between the schema snapshots of {period.previous} and {period.date}; <Link to={period.path}>the release of {period.date}</Link> lists what changed in the schema over that period.
          </p>
        )
      )}
    </aside>
  )
}

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
          <MDXContent tree={post.body} label={post.path} />
        </div>
        <ChangelogNote releases={post.schemaReleases} period={post.tags.some((t) => SCHEMA_CHANGE_TAGS.includes(t.key)) ? post.schemaReleasePeriod : null} />
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
      schemaReleases {
        date
        path
        title
      }
      schemaReleasePeriod {
        date
        path
        title
        previous
      }
    }
    blogYears(limit: 10) {
      ...BlogSidebarFields
    }
  }
`
