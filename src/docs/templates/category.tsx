import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../components/DocShell'
import { CategoryItems } from '../components/CategoryItems'
import { Paginator } from '../components/Paginator'
import { useDocsSidebar } from '../../layout/hooks/useDocsSidebar'
import * as styles from '../components/Doc.module.css'
import { found } from '../../lib/queryResult'

type Data = Queries.CategoryPageQuery

/** A generated category index: the category's description and a card per item. */
export default function CategoryTemplate({ data, location }: PageProps<Data>) {
  const sidebar = useDocsSidebar()
  const c = found(data.category, 'CategoryPage')
  return (
    <Layout pathname={location.pathname} docsSidebar={sidebar}>
      <DocShell title={c.title} breadcrumbs={c.breadcrumbs} lead={c.description ? <p className={styles.lead}>{c.description}</p> : null}>
        <CategoryItems cards={c.cards} />
        <Paginator previous={c.previous} next={c.next} />
      </DocShell>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const c = found(data.category, 'CategoryPage')
  return <Seo title={c.title} description={c.description} path={location.pathname} />
}

export const query = graphql`
  query CategoryPage($id: String!) {
    category(id: { eq: $id }) {
      title
      label
      description
      cards {
        kind
        label
        href
        description
        count
      }
      breadcrumbs {
        ...CrumbFields
      }
      previous {
        ...PageLinkFields
      }
      next {
        ...PageLinkFields
      }
    }
  }
`
