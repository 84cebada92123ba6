import React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../components/DocShell'
import { CardGrid, type Card } from '../components/CardGrid'
import { useDocsSidebar } from '../../layout/hooks/useDocsSidebar'
import { flattenPages } from '../../lib/sidebar'
import { site } from '../../config/site'
import * as styles from '../components/Doc.module.css'

/** /docs/: the root of the docs version, a map of every top-level section. */
export default function DocsIndexTemplate({ location }: PageProps) {
  const sidebar = useDocsSidebar()
  const cards: Card[] = sidebar.flatMap((item): Card[] => {
    if (item.type === 'link') return item.unlisted ? [] : [{ label: item.label, href: item.href, kind: 'doc' }]
    const inside = flattenPages(item.items)
    const href = item.href ?? inside[0]?.href
    return href ? [{ label: item.label, href, description: item.description ?? null, count: inside.length, kind: 'category' }] : []
  })
  return (
    <Layout pathname={location.pathname} docsSidebar={sidebar}>
      <DocShell
        title="Documentation"
        breadcrumbs={[]}
        lead={
          <p className={styles.lead}>
            Everything you need to query blockchain data with {site.productName}. New here? Read the <Link to="/docs/intro/">platform overview</Link> first.
          </p>
        }
      >
        <CardGrid cards={cards} />
      </DocShell>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Documentation" description={`All sections of the ${site.productName} documentation.`} path={location.pathname} />
}
