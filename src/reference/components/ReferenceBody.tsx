import React from 'react'
import { CodeBlock } from '../../mdx/components/CodeBlock'
import { breakableNameHtml } from './navData'
import * as styles from './Reference.module.css'
import './members.css'
import { Description } from './InlineMarkdown'

export type TypeRef = { type: string; name: string; path: string | null }

export type SchemaTypeData = {
  key: string
  name: string
  kind: string
  kindLabel: string
  description: string | null
  path: string
  root: string
  signatureHtml: string
  returnType: TypeRef | null
  /** Member tables as HTML, made at build time (src/reference/node/membersHtml.ts); null where there are none. */
  members: { arguments: string | null; fields: string | null; inputFields: string | null; enumValues: string | null }
  unionMembers: TypeRef[]
  interfaces: TypeRef[]
  locations: string[]
  repeatable: boolean
  /** The changelog release that added the entry; null when it is in the first snapshot of the schema. */
  added?: { date: string; path: string } | null
  /** Sorted by name (in the page resolver). */
  referencedBy: { key: string; name: string; kindLabel: string; path: string }[]
  /** Sorted by title (in the page resolver). */
  usedIn: { title: string; path: string }[]
}

/** A type as written ("[EVM_X!]!") with its named type linked to its page. */
export function TypeLink({ type }: { type: TypeRef }) {
  const at = type.type.indexOf(type.name)
  const before = at >= 0 ? type.type.slice(0, at) : ''
  const after = at >= 0 ? type.type.slice(at + type.name.length) : ''
  return (
    <code className="ref-type">
      {before}
      {type.path ? <a href={type.path} dangerouslySetInnerHTML={breakableNameHtml(type.name)} /> : <span dangerouslySetInnerHTML={breakableNameHtml(type.name)} />}
      {after}
    </code>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${title}`} title={`Direct link to ${title}`}>
          #
        </a>
      </h2>
      {children}
    </section>
  )
}

/**
 * A member table (HTML made at build time) in a box that scrolls sideways on
 * narrow screens; focusable, so keyboards can scroll it.
 */
function MemberTable({ label, html }: { label: string; html: string }) {
  return <div className="ref-table-wrap" tabIndex={0} role="group" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
}

/** The table of contents of a type page: the sections it shows. */
export function referenceToc(t: SchemaTypeData): { id: string; value: string; depth: number }[] {
  const toc = [{ id: 'signature', value: 'Signature', depth: 2 }]
  if (t.members.arguments) toc.push({ id: 'arguments', value: 'Arguments', depth: 2 })
  if (t.locations.length) toc.push({ id: 'locations', value: 'Locations', depth: 2 })
  if (t.members.fields) toc.push({ id: 'fields', value: 'Fields', depth: 2 })
  if (t.members.inputFields) toc.push({ id: 'input-fields', value: 'Input fields', depth: 2 })
  if (t.members.enumValues) toc.push({ id: 'values', value: 'Values', depth: 2 })
  if (t.unionMembers.length) toc.push({ id: 'members', value: 'Members', depth: 2 })
  toc.push({ id: 'referenced-by', value: 'Referenced by', depth: 2 }, { id: 'used-in-guides', value: 'Used in guides', depth: 2 })
  return toc
}

export function ReferenceBody({ t }: { t: SchemaTypeData }) {
  return (
    <>
      <p className={styles.meta}>
        <span className={styles.badge}>{t.kindLabel}</span>
        {t.root === 'shared' ? 'shared by every root of the schema' : `${t.root} schema`}
        {t.interfaces.length > 0 && (
          <>
            {' '}
            · implements{' '}
            {t.interfaces.map((i, n) => (
              <React.Fragment key={i.name}>
                {n > 0 && ', '}
                <TypeLink type={i} />
              </React.Fragment>
            ))}
          </>
        )}
      </p>
      {t.description && <Description className={styles.description} text={t.description} />}
      {t.added && (
        <p className="ref-added-note">
          <a className="ref-added" href={t.added.path}>
            Added {t.added.date}
          </a>{' '}
          This {t.kindLabel.toLowerCase()} is new in the schema release of {t.added.date}; the changelog lists what else changed.
        </p>
      )}

      <Section id="signature" title="Signature">
        <CodeBlock data-language="graphql" data-title={`${t.kindLabel} ${t.name}`}>
          <code className="language-graphql" dangerouslySetInnerHTML={{ __html: t.signatureHtml }} />
        </CodeBlock>
        {t.returnType && (
          <p>
            Returns <TypeLink type={t.returnType} />.
          </p>
        )}
      </Section>

      {t.members.arguments && (
        <Section id="arguments" title="Arguments">
          <MemberTable label={`Arguments of ${t.name}`} html={t.members.arguments} />
        </Section>
      )}

      {t.locations.length > 0 && (
        <Section id="locations" title="Locations">
          <p>
            {t.repeatable ? 'Repeatable; may' : 'May'} appear on:{' '}
            {t.locations.map((l, i) => (
              <React.Fragment key={l}>
                {i > 0 && ', '}
                <code>{l}</code>
              </React.Fragment>
            ))}
          </p>
        </Section>
      )}

      {t.members.fields && (
        <Section id="fields" title="Fields">
          <MemberTable label={`Fields of ${t.name}`} html={t.members.fields} />
        </Section>
      )}

      {t.members.inputFields && (
        <Section id="input-fields" title="Input fields">
          <MemberTable label={`Input fields of ${t.name}`} html={t.members.inputFields} />
        </Section>
      )}

      {t.members.enumValues && (
        <Section id="values" title="Values">
          <MemberTable label={`Values of ${t.name}`} html={t.members.enumValues} />
        </Section>
      )}

      {t.unionMembers.length > 0 && (
        <Section id="members" title="Members">
          <ul className={styles.linkList}>
            {t.unionMembers.map((m) => (
              <li key={m.name}>
                <TypeLink type={m} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="referenced-by" title="Referenced by">
        {t.referencedBy.length > 0 ? (
          <ul className={styles.linkList}>
            {t.referencedBy.map((r) => (
              <li key={r.key}>
                <a href={r.path}>
                  <code>{r.name}</code>
                </a>{' '}
                <span className="ref-none">{r.kindLabel.toLowerCase()}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ref-none">{t.kind === 'query' || t.kind === 'subscription' ? 'This is an entry point of the schema.' : 'No other type refers to this one.'}</p>
        )}
      </Section>

      <Section id="used-in-guides" title="Used in guides">
        {t.usedIn.length > 0 ? (
          <ul className={styles.guideList}>
            {t.usedIn.map((d) => (
              <li key={d.path}>
                <a href={d.path}>{d.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ref-none">No guide uses {t.name} in a checked example.</p>
        )}
      </Section>
    </>
  )
}
