import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../components/DocShell'
import { CardGrid } from '../components/CardGrid'
import { useDocsSidebar } from '../../layout/hooks/useDocsSidebar'
import * as styles from '../components/Doc.module.css'
import { found } from '../../lib/queryResult'

type Data = Queries.DocsTagPageQuery

/** /docs/tags/{tag}/: the pages carrying one tag. */
export default function DocsTagTemplate({ data, location }: PageProps<Data>) {
  const sidebar = useDocsSidebar()
  const t = found(data.docTag, 'DocsTagPage')
  const n = t.docs.length
  const title = `${n === 1 ? 'One page' : `${n} pages`} tagged with "${t.label}"`
  return (
    <Layout pathname={location.pathname} docsSidebar={sidebar}>
      <DocShell
        title={title}
        breadcrumbs={[
          { label: 'Tags', href: '/docs/tags/' },
          { label: t.label, href: null },
        ]}
        lead={t.description ? <p className={styles.lead}>{t.description}</p> : null}
      >
        <CardGrid cards={t.docs.map((d) => ({ label: d.title, href: d.path, description: d.description, kind: 'doc' }))} />
        <p>
          <Link to="/docs/tags/">View all tags</Link>
        </p>
      </DocShell>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const t = found(data.docTag, 'DocsTagPage')
  return <Seo title={`Docs tagged "${t.label}"`} description={t.description} path={location.pathname} />
}

export const query = graphql`
  query DocsTagPage($id: String!) {
    docTag(id: { eq: $id }) {
      label
      description
      docs {
        title
        path
        description
      }
    }
  }
`
