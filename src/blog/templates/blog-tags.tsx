import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import * as styles from '../components/Blog.module.css'

type Data = Queries.BlogTagsPageQuery

/** /blog/tags/: every tag with its post count. */
export default function BlogTagsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout pathname={location.pathname} sidebar={null}>
      <h1 className={styles.pageTitle}>Tags</h1>
      <p className={styles.lead}>Posts grouped by what they are about.</p>
      <ul className={styles.cards}>
        {data.allBlogTag.nodes.map((t) => (
          <li key={t.key}>
            <div className={styles.card}>
              <div>
                <h2 className={styles.cardTitle}>
                  <Link to={t.path}>{t.label}</Link>
                  <span className={styles.tagCount}>({t.postCount})</span>
                </h2>
                <p className={styles.cardText}>{t.description}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function Head({ location }: HeadProps<Data>) {
  return <BlogHead title="Tags" description="Blog posts grouped by tag." path={location.pathname} />
}

export const query = graphql`
  query BlogTagsPage {
    allBlogTag(sort: { label: ASC }) {
      nodes {
        key
        label
        path
        description
        postCount
      }
    }
  }
`
