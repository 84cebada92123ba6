import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../components/DocShell'
import { useDocsSidebar } from '../../layout/hooks/useDocsSidebar'
import * as styles from '../components/Doc.module.css'

type Data = Queries.DocsTagsPageQuery

/** /docs/tags/: every docs tag with the number of pages that carry it. */
export default function DocsTagsTemplate({ data, location }: PageProps<Data>) {
  const sidebar = useDocsSidebar()
  const tags = data.allDocTag.nodes.filter((t) => t.docs.length > 0)
  return (
    <Layout pathname={location.pathname} docsSidebar={sidebar}>
      <DocShell title="Tags" breadcrumbs={[{ label: 'Tags', href: null }]} lead={<p className={styles.lead}>Browse the documentation by topic.</p>}>
        {tags.length > 0 ? (
          <ul className={styles.cards}>
            {tags.map((t) => (
              <li key={t.key}>
                <Link to={t.path} className={styles.card}>
                  <h2 className={styles.cardTitle}>{t.label}</h2>
                  {t.description && <p className={styles.cardText}>{t.description}</p>}
                  <p className={styles.cardCount}>{t.docs.length === 1 ? '1 page' : `${t.docs.length} pages`}</p>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No pages are tagged yet.</p>
        )}
      </DocShell>
    </Layout>
  )
}

export function Head({ location }: HeadProps<Data>) {
  return <Seo title="Tags" description="Every topic tag of the documentation, with its pages." path={location.pathname} />
}

export const query = graphql`
  query DocsTagsPage {
    allDocTag(sort: { label: ASC }) {
      nodes {
        key
        label
        path
        description
        docs {
          id
        }
      }
    }
  }
`
