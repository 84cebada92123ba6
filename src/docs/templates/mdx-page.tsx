import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { MDXContent } from '../../mdx/components/MDXContent'
import * as styles from './mdx-page.module.css'
import { found } from '../../lib/queryResult'

type Data = Queries.MdxPageQuery

/** A standalone MDX page (content/pages): no sidebar, one readable column. */
export default function MdxPageTemplate({ data, location }: PageProps<Data>) {
  const p = found(data.mdxPage, 'MdxPage')
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.container}>
        <h1>{p.title}</h1>
        <div className="markdown">
          <MDXContent tree={p.body} label={p.path} />
        </div>
      </div>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const p = found(data.mdxPage, 'MdxPage')
  return <Seo title={p.title} description={p.description} path={location.pathname} />
}

export const query = graphql`
  query MdxPage($id: String!) {
    mdxPage(id: { eq: $id }) {
      title
      description
      path
      body
    }
  }
`
