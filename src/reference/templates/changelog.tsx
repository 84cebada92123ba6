import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../../docs/components/DocShell'
import { ReferenceShell } from '../components/ReferenceShell'
import { ReleaseCounts } from '../components/ReleaseCounts'
import * as docStyles from '../../docs/components/Doc.module.css'
import * as styles from '../components/Changelog.module.css'
import { CHANGELOG_FEEDS } from '../lib/changelog'
import { site } from '../../config/site'

type Data = Queries.ChangelogPageQuery

const DESCRIPTION = `Every release of the ${site.productName} GraphQL schema, newest first, with its breaking, dangerous and safe changes.`

/** /docs/changelog/: every release of the schema, newest first. */
export default function ChangelogTemplate({ data, location }: PageProps<Data>) {
  const releases = data.allSchemaRelease.nodes
  const nav = data.schemaReferenceIntro?.nav ?? { groupId: null, start: 0, items: [] }
  return (
    <Layout pathname={location.pathname}>
      <ReferenceShell nav={nav} pathname={location.pathname}>
        <DocShell
          title="API changelog"
          breadcrumbs={[
            { label: 'GraphQL reference', href: '/docs/graphql-reference/intro/' },
            { label: 'Changelog', href: null },
          ]}
          lead={<p className={docStyles.lead}>{DESCRIPTION}</p>}
        >
          <div className="markdown">
            <p>
              Each release compares a dated snapshot of the schema with the one before it. A <strong>breaking</strong> change can make a query that worked fail (a field or value removed, a type changed); its release says how to migrate. A <strong>dangerous</strong> change keeps queries valid but can surprise a client, such as a new value in an enum a client switches over. A <strong>safe</strong> change only adds. Members added after the first snapshot carry an &ldquo;Added&rdquo; mark in the reference, linking to their release.
            </p>
            <p className={styles.feeds}>
              Follow the changelog: <a href={CHANGELOG_FEEDS.rss}>RSS</a> or <a href={CHANGELOG_FEEDS.atom}>Atom</a>.
            </p>
          </div>
          <ol className={styles.releases} aria-label="Releases, newest first">
            {releases.map((r) => (
              <li key={r.date} className={styles.release}>
                <h2 className={styles.releaseTitle}>
                  <Link to={r.path}>{r.title}</Link>
                </h2>
                <p className={styles.releaseDate}>
                  <time dateTime={r.date}>{r.date}</time>
                  {r.previous ? <> · compared with {r.previous}</> : <> · the baseline</>}
                </p>
                {!r.baseline && <ReleaseCounts counts={r.counts} />}
                <p>{r.description}</p>
              </li>
            ))}
          </ol>
        </DocShell>
      </ReferenceShell>
    </Layout>
  )
}

export function Head({ location }: HeadProps<Data>) {
  return (
    <Seo title="API changelog" description={DESCRIPTION} path={location.pathname}>
      <link rel="alternate" type="application/rss+xml" title="API changelog (RSS)" href={CHANGELOG_FEEDS.rss} />
      <link rel="alternate" type="application/atom+xml" title="API changelog (Atom)" href={CHANGELOG_FEEDS.atom} />
    </Seo>
  )
}

export const query = graphql`
  query ChangelogPage {
    allSchemaRelease(sort: { date: DESC }) {
      nodes {
        date
        path
        title
        description
        previous
        counts {
          breaking
          dangerous
          safe
        }
        baseline {
          types
        }
      }
    }
    schemaReferenceIntro {
      nav {
        ...SchemaNavFields
      }
    }
  }
`
