import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/BlogLayout'
import { BlogHead } from '../components/BlogHead'
import * as styles from '../components/Blog.module.css'

type Data = Queries.BlogAuthorsPageQuery

const posts = (n: number) => (n === 1 ? '1 post' : `${n} posts`)

/** /blog/authors/: every author with its post count. */
export default function BlogAuthorsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout pathname={location.pathname} sidebar={null}>
      <h1 className={styles.pageTitle}>Authors</h1>
      <p className={styles.lead}>The teams who write this blog.</p>
      <ul className={styles.cards}>
        {data.allAuthor.nodes.map((a) => (
          <li key={a.authorId}>
            <div className={styles.card}>
              <img className={styles.avatar} src={a.imageUrl} alt="" width={40} height={40} />
              <div>
                <h2 className={styles.cardTitle}>
                  <Link to={a.path}>{a.name}</Link>
                </h2>
                <p className={styles.cardText}>{a.title}</p>
                <p className={styles.cardCount}>{posts(a.postCount)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function Head({ location }: HeadProps<Data>) {
  return <BlogHead title="Authors" description="The teams who write the blog, with their posts." path={location.pathname} />
}

export const query = graphql`
  query BlogAuthorsPage {
    allAuthor(sort: { name: ASC }) {
      nodes {
        ...BlogAuthorFields
        description
        postCount
      }
    }
  }
`
