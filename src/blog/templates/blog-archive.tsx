import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import * as styles from '../components/Blog.module.css'

type Data = Queries.BlogArchivePageQuery

/** /blog/archive/: every post, grouped by year, newest first. */
export default function BlogArchiveTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout pathname={location.pathname} sidebar={null}>
      <h1 className={styles.pageTitle}>Archive</h1>
      <p className={styles.lead}>Every post of the blog, newest first.</p>
      {data.blogYears.map((y) => (
        <section key={y.year} className={styles.archiveYear} aria-labelledby={`archive-${y.year}`}>
          <h2 id={`archive-${y.year}`}>{y.year}</h2>
          <ul className={styles.archiveList}>
            {y.posts.map((p) => (
              <li key={p.id}>
                <time className={styles.archiveDate} dateTime={p.dateIso}>
                  {p.date}
                </time>
                <Link to={p.path}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  )
}

export function Head({ location }: HeadProps<Data>) {
  return <BlogHead title="Archive" description="Every post of the blog, grouped by year." path={location.pathname} />
}

export const query = graphql`
  query BlogArchivePage {
    blogYears {
      year
      posts {
        id
        title
        path
        date(formatString: "MMMM D, YYYY")
        dateIso: date
      }
    }
  }
`
