import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../../docs/components/DocShell'
import { MDXContent } from '../../mdx/components/MDXContent'
import { ReferenceShell } from '../components/ReferenceShell'
import { ReferenceBody, referenceToc, type SchemaTypeData } from '../components/ReferenceBody'
import type { NavData } from '../components/navData'
import * as docStyles from '../../docs/components/Doc.module.css'
import { jsonObject } from '../../lib/queryResult'

type Data = Queries.ReferencePageQuery
/** The page model the reference's `page` resolver returns (src/reference/node/gatsby.ts). */
type Page = SchemaTypeData & { nav: NavData }
const pageOf = (data: Data) => (data.schemaType ? jsonObject<Page>(data.schemaType.page, 'SchemaType.page') : null)

const REFERENCE_CRUMB = { label: 'GraphQL reference', href: '/docs/graphql-reference/intro/' }

const KIND_GROUP: Record<string, string> = {
  query: 'Queries',
  subscription: 'Subscriptions',
  object: 'Objects',
  interface: 'Interfaces',
  input: 'Inputs',
  enum: 'Enums',
  union: 'Unions',
  scalar: 'Scalars',
  directive: 'Directives',
}

/** One template for every page of the schema reference: the intro and one page per entry. */
export default function ReferenceTemplate({ data, location }: PageProps<Data>) {
  const { schemaReferenceIntro: intro } = data
  const t = pageOf(data)
  if (intro) {
    return (
      <Layout pathname={location.pathname}>
        <ReferenceShell nav={intro.nav} pathname={location.pathname}>
          <DocShell title={intro.title} breadcrumbs={[{ label: REFERENCE_CRUMB.label, href: null }]} toc={intro.toc} lead={<p className={docStyles.lead}>{intro.description}</p>}>
            <div className="markdown">
              <MDXContent tree={intro.body} label={location.pathname} />
            </div>
          </DocShell>
        </ReferenceShell>
      </Layout>
    )
  }
  if (!t) throw new Error('This reference page has no data.')
  const crumbs = [REFERENCE_CRUMB, { label: t.root === 'shared' ? 'Shared' : t.root, href: null }, { label: KIND_GROUP[t.kind] ?? t.kindLabel, href: null }, { label: t.name, href: null }]
  return (
    <Layout pathname={location.pathname}>
      <ReferenceShell nav={t.nav} pathname={location.pathname}>
        <DocShell title={t.kind === 'directive' ? `@${t.name}` : t.name} breadcrumbs={crumbs} toc={referenceToc(t)}>
          <ReferenceBody t={t} />
        </DocShell>
      </ReferenceShell>
    </Layout>
  )
}

/** First sentence of a description, for the meta description. */
function firstSentence(text: string): string {
  // Meta descriptions are plain text: drop the Markdown backticks.
  const m = /^(.+?[.!?])(\s|$)/.exec(text.replace(/`/g, '').trim())
  return (m ? m[1] : text.replace(/`/g, '')).slice(0, 200)
}

export function Head({ data, location }: HeadProps<Data>) {
  const { schemaReferenceIntro: intro } = data
  const t = pageOf(data)
  if (intro) return <Seo title={intro.title} description={intro.description} path={location.pathname} />
  if (!t) return <Seo title="GraphQL reference" path={location.pathname} />
  const where = t.root === 'shared' ? 'the platform GraphQL schema' : `the ${t.root} GraphQL schema`
  const description = t.description ? firstSentence(t.description) : `${t.kindLabel} ${t.name} of ${where}: signature, members and where it is used.`
  return <Seo title={`${t.name} (${t.kindLabel.toLowerCase()})`} description={description} path={location.pathname} />
}

// schemaType.page is the whole page model as one JSON value (see createResolvers in
// src/reference/node/gatsby.ts); GraphiQL has the same data as typed fields.
export const query = graphql`
  query ReferencePage($id: String!) {
    schemaType(id: { eq: $id }) {
      page
    }
    schemaReferenceIntro(id: { eq: $id }) {
      title
      description
      body
      toc {
        id
        value
        depth
      }
      nav {
        ...SchemaNavFields
      }
    }
  }
`
