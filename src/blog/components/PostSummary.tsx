import React from 'react'
import { Link } from 'gatsby'
import { AuthorList } from './AuthorList'
import { PostMeta } from './PostMeta'
import { TagList } from './TagList'
import type { BlogPostSummary } from './types'
import * as styles from './Blog.module.css'

/** One entry of a post list: title, date, reading time, authors, excerpt, tags. */
export function PostSummary({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.entry}>
      <header>
        <Heading className={styles.entryTitle}>
          <Link to={post.path}>{post.title}</Link>
        </Heading>
        <PostMeta date={post.date} dateIso={post.dateIso} readingTime={post.readingTime} />
        <AuthorList authors={post.authors} />
      </header>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      <p>
        {/* The hidden words make the link text descriptive for screen readers and search engines alike. */}
        <Link to={post.path} className={styles.readMore}>
          Read more<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </p>
      <TagList tags={post.tags} />
    </article>
  )
}

export function PostSummaryList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <>
      {posts.map((p) => (
        <PostSummary key={p.id} post={p} />
      ))}
    </>
  )
}
