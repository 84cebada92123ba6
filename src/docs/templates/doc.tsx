import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../components/DocShell'
import { DocFooter } from '../components/DocFooter'
import { Paginator } from '../components/Paginator'
import { MDXContent } from '../../mdx/components/MDXContent'
import { useDocsSidebar } from '../../layout/hooks/useDocsSidebar'
import { PageActionsIsland } from '../components/PageActions'
import { twinPath } from '../../ai-readers/lib/aiTwin'
import { absoluteUrl } from '../../config/site'
import { found } from '../../lib/queryResult'

type Data = Queries.DocPageQuery

export default function DocTemplate({ data, location }: PageProps<Data>) {
  const sidebar = useDocsSidebar()
  const doc = found(data.doc, 'DocPage')
  return (
    <Layout pathname={location.pathname} docsSidebar={sidebar}>
      <DocShell title={doc.title} breadcrumbs={doc.breadcrumbs} toc={doc.hideTableOfContents ? [] : doc.toc} actions={doc.unlisted ? undefined : <PageActionsIsland path={doc.path} />}>
        <div className="markdown">
          <MDXContent tree={doc.body} label={doc.path} />
        </div>
        <DocFooter
          tags={doc.tags}
          editUrl={doc.editUrl}
          lastUpdated={doc.lastUpdatedAt && doc.lastUpdatedIso ? { display: doc.lastUpdatedAt, iso: doc.lastUpdatedIso } : null}
          lastUpdatedBy={doc.lastUpdatedBy}
        />
        <Paginator previous={doc.previous} next={doc.next} />
      </DocShell>
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, { canonicalPath?: string }>) {
  const doc = found(data.doc, 'DocPage')
  const alias = Boolean(pageContext?.canonicalPath)
  return (
    <Seo
      title={doc.title}
      description={doc.description}
      path={location.pathname}
      canonicalPath={pageContext?.canonicalPath}
      type="article"
      keywords={doc.keywords}
      noindex={doc.unlisted || alias}
    >
      {/* The Markdown twin (unlisted docs have none); alias pages point at their main route's. */}
      {!doc.unlisted && <link rel="alternate" type="text/markdown" href={absoluteUrl(twinPath(doc.path))} />}
    </Seo>
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      path
      body
      unlisted
      keywords
      hideTableOfContents
      toc {
        id
        value
        depth
      }
      tags {
        label
        path
      }
      editUrl
      lastUpdatedAt(formatString: "MMMM D, YYYY")
      lastUpdatedIso: lastUpdatedAt
      lastUpdatedBy
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
