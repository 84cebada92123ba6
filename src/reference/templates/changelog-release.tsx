import React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import { Seo } from '../../layout/components/Seo'
import { DocShell } from '../../docs/components/DocShell'
import { MDXContent } from '../../mdx/components/MDXContent'
import { ReferenceShell } from '../components/ReferenceShell'
import { ReleaseCounts } from '../components/ReleaseCounts'
import type { NavData } from '../components/navData'
import * as docStyles from '../../docs/components/Doc.module.css'
import * as styles from '../components/Changelog.module.css'
import { found, jsonObject } from '../../lib/queryResult'
import { CHANGELOG_PATH } from '../lib/changelog'

type Data = Queries.ChangelogReleasePageQuery

/** What SchemaRelease.page returns (releasePage in src/reference/node/changelog.ts). */
type Guide = { title: string; path: string }
type Change = { key: string; html: string; reason?: string; migration?: string; guides?: Guide[]; moreGuides?: number }
type TypeChanges = { typeName: string; link: string | null; changes: Change[] }
type Section = { level: 'breaking' | 'dangerous' | 'safe'; label: string; count: number; reason: string | null; groups: { root: string; types: TypeChanges[] }[] }
type Page = {
  date: string
  title: string
  previous: string | null
  counts: { breaking: number; dangerous: number; safe: number }
  baseline: { types: number; rootFields: number } | null
  sections: Section[]
  introducedLinks: { root: string; types: number; rootFields: { member: string; link: string | null }[] }[]
}

const rootLabel = (root: string) => (root === 'shared' ? 'Shared by all roots' : root)
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function Guides({ guides, more = 0 }: { guides?: Guide[]; more?: number }) {
  if (!guides?.length) return null
  return (
    <span className={styles.note}>
      Used in{' '}
      {guides.map((g, i) => (
        <React.Fragment key={g.path}>
          {i > 0 && ', '}
          <Link to={g.path}>{g.title}</Link>
        </React.Fragment>
      ))}
      {more > 0 && ` and ${more} more ${more === 1 ? 'guide' : 'guides'}`}
    </span>
  )
}

/** One change: its sentence (HTML made at build time), why it can break a client, the migration, the guides using the member. */
function ChangeItem({ c }: { c: Change }) {
  return (
    <li>
      <span dangerouslySetInnerHTML={{ __html: c.html }} />
      {c.reason && <span className={styles.note}>{c.reason}</span>}
      {c.migration && <span className={styles.migration}>Migration: {c.migration}</span>}
      <Guides guides={c.guides} more={c.moreGuides} />
    </li>
  )
}

/** /docs/changelog/{date}/: one release, every change as a sentence, grouped by level, root and type. */
export default function ChangelogReleaseTemplate({ data, location }: PageProps<Data>) {
  const release = found(data.schemaRelease, 'ChangelogReleasePage')
  const page = jsonObject<Page>(release.page, 'SchemaRelease.page')
  const toc = [
    ...(page.introducedLinks.length ? [{ id: 'roots-documented', value: 'Roots documented for the first time', depth: 2 }] : []),
    ...page.sections.flatMap((s) => [{ id: s.level, value: `${s.label} (${s.count})`, depth: 2 }, ...s.groups.map((g) => ({ id: `${s.level}-${slug(g.root)}`, value: rootLabel(g.root), depth: 3 }))]),
  ]
  return (
    <Layout pathname={location.pathname}>
      <ReferenceShell nav={release.nav as NavData} pathname={location.pathname}>
        <DocShell
          title={page.title}
          breadcrumbs={[
            { label: 'GraphQL reference', href: '/docs/graphql-reference/intro/' },
            { label: 'Changelog', href: CHANGELOG_PATH },
            { label: page.date, href: null },
          ]}
          toc={toc}
          lead={
            <p className={docStyles.lead}>
              Schema release of <time dateTime={page.date}>{page.date}</time>
              {page.previous ? <>, compared with the snapshot of {page.previous}.</> : <>: the first snapshot, which later releases are compared with.</>}
            </p>
          }
        >
          {!page.baseline && <ReleaseCounts counts={page.counts} />}
          <div className="markdown">
            <MDXContent tree={release.body} label={location.pathname} />
            {page.baseline && (
              <p>
                This snapshot has {page.baseline.types} types and {page.baseline.rootFields} root fields. Browse them in the <Link to="/docs/graphql-reference/intro/">GraphQL reference</Link>.
              </p>
            )}
            {page.introducedLinks.length > 0 && (
              <>
                <h2 id="roots-documented">Roots documented for the first time</h2>
                <p>These roots were served before this snapshot; the reference of them starts here, so their types are counted, not listed as additions.</p>
                <ul>
                  {page.introducedLinks.map((r) => (
                    <li key={r.root}>
                      <strong>{r.root}</strong>: {r.types} types, root fields{' '}
                      {r.rootFields.map((f, i) => (
                        <React.Fragment key={f.member}>
                          {i > 0 && ', '}
                          {f.link ? (
                            <a href={f.link}>
                              <code>{f.member}</code>
                            </a>
                          ) : (
                            <code>{f.member}</code>
                          )}
                        </React.Fragment>
                      ))}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {page.sections.map((s) => (
              <section key={s.level} aria-labelledby={s.level}>
                <h2 id={s.level}>
                  {s.label} ({s.count})
                </h2>
                {s.reason && <p>{s.reason}</p>}
                {s.groups.map((g) => (
                  <React.Fragment key={g.root}>
                    <h3 id={`${s.level}-${slug(g.root)}`}>{rootLabel(g.root)}</h3>
                    <ul className={styles.changes}>
                      {g.types.map((t) =>
                        t.changes.length === 1 ? (
                          <ChangeItem key={t.typeName} c={t.changes[0]} />
                        ) : (
                          <li key={t.typeName}>
                            {t.link ? (
                              <a href={t.link}>
                                <code>{t.typeName}</code>
                              </a>
                            ) : (
                              <code>{t.typeName}</code>
                            )}
                            <ul className={styles.changes}>
                              {t.changes.map((c) => (
                                <ChangeItem key={c.key + c.html} c={c} />
                              ))}
                            </ul>
                          </li>
                        ),
                      )}
                    </ul>
                  </React.Fragment>
                ))}
              </section>
            ))}
          </div>
        </DocShell>
      </ReferenceShell>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const release = found(data.schemaRelease, 'ChangelogReleasePage')
  return <Seo title={`${release.title} (schema release ${release.date})`} description={release.description} path={location.pathname} />
}

export const query = graphql`
  query ChangelogReleasePage($id: String!) {
    schemaRelease(id: { eq: $id }) {
      date
      title
      description
      body
      page
      nav {
        ...SchemaNavFields
      }
    }
  }
`
