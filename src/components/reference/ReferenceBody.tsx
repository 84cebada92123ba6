import React from 'react'
import { CodeBlock } from '../mdx/CodeBlock'
import { BreakableName } from './ReferenceNav'
import * as styles from './Reference.module.css'
import { Description } from './InlineMarkdown'

export type TypeRef = { type: string; name: string; path: string | null }
export type InputValue = { name: string; description: string | null; type: TypeRef; defaultValue: string | null; deprecationReason: string | null }
export type Field = { name: string; description: string | null; type: TypeRef; args: InputValue[]; deprecationReason: string | null }
export type EnumValue = { name: string; description: string | null; deprecationReason: string | null }

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
  arguments: InputValue[]
  fields: Field[]
  inputFields: InputValue[]
  enumValues: EnumValue[]
  unionMembers: TypeRef[]
  interfaces: TypeRef[]
  locations: string[]
  repeatable: boolean
  referencedBy: { key: string; name: string; kindLabel: string; path: string }[]
  usedIn: { title: string; path: string }[]
}

/** A type as written ("[EVM_X!]!") with its named type linked to its page. */
export function TypeLink({ type }: { type: TypeRef }) {
  const at = type.type.indexOf(type.name)
  const before = at >= 0 ? type.type.slice(0, at) : ''
  const after = at >= 0 ? type.type.slice(at + type.name.length) : ''
  return (
    <code className={styles.type}>
      {before}
      {type.path ? (
        <a href={type.path}>
          <BreakableName name={type.name} />
        </a>
      ) : (
        <BreakableName name={type.name} />
      )}
      {after}
    </code>
  )
}

function Deprecated({ reason }: { reason: string | null }) {
  if (reason === null) return null
  return <p className={styles.deprecated}>Deprecated{reason && reason !== 'No longer supported' ? `: ${reason}` : ''}</p>
}

function Args({ args }: { args: InputValue[] }) {
  if (args.length === 0) return null
  return (
    <ul className={styles.args} aria-label="Arguments">
      {args.map((a) => (
        <li key={a.name}>
          <code>{a.name}</code>: <TypeLink type={a.type} />
          {a.defaultValue !== null && (
            <>
              {' '}
              = <code className={styles.defaultValue}>{a.defaultValue}</code>
            </>
          )}
          {a.description && (
            <>
              {' '}
              <Description as="span" className={styles.argDescription} text={a.description} />
            </>
          )}
        </li>
      ))}
    </ul>
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

/** A member table that scrolls sideways on narrow screens (focusable so keyboards can scroll it). */
function TableWrap({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  )
}

function InputTable({ values, caption }: { values: InputValue[]; caption: string }) {
  return (
    <TableWrap label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {values.map((v) => (
            <tr key={v.name} id={`arg-${v.name}`}>
              <th scope="row">
                <code>{v.name}</code>
              </th>
              <td>
                <TypeLink type={v.type} />
              </td>
              <td>{v.defaultValue !== null ? <code>{v.defaultValue}</code> : <span className={styles.none}>none</span>}</td>
              <td>
                {v.description && <Description as="span" text={v.description} />}
                <Deprecated reason={v.deprecationReason} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}

/** The table of contents of a type page: the sections it shows. */
export function referenceToc(t: SchemaTypeData): { id: string; value: string; depth: number }[] {
  const toc = [{ id: 'signature', value: 'Signature', depth: 2 }]
  if (t.arguments.length) toc.push({ id: 'arguments', value: 'Arguments', depth: 2 })
  if (t.locations.length) toc.push({ id: 'locations', value: 'Locations', depth: 2 })
  if (t.fields.length) toc.push({ id: 'fields', value: 'Fields', depth: 2 })
  if (t.inputFields.length) toc.push({ id: 'input-fields', value: 'Input fields', depth: 2 })
  if (t.enumValues.length) toc.push({ id: 'values', value: 'Values', depth: 2 })
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

      {t.arguments.length > 0 && (
        <Section id="arguments" title="Arguments">
          <InputTable values={t.arguments} caption={`Arguments of ${t.name}`} />
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

      {t.fields.length > 0 && (
        <Section id="fields" title="Fields">
          <TableWrap label={`Fields of ${t.name}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">Fields of {t.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description and arguments</th>
                </tr>
              </thead>
              <tbody>
                {t.fields.map((f) => (
                  <tr key={f.name} id={`field-${f.name}`}>
                    <th scope="row">
                      <code>{f.name}</code>
                    </th>
                    <td>
                      <TypeLink type={f.type} />
                    </td>
                    <td>
                      {f.description && <Description className={styles.cellText} text={f.description} />}
                      <Deprecated reason={f.deprecationReason} />
                      <Args args={f.args} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </Section>
      )}

      {t.inputFields.length > 0 && (
        <Section id="input-fields" title="Input fields">
          <InputTable values={t.inputFields} caption={`Input fields of ${t.name}`} />
        </Section>
      )}

      {t.enumValues.length > 0 && (
        <Section id="values" title="Values">
          <TableWrap label={`Values of ${t.name}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">Values of {t.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Value</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {t.enumValues.map((v) => (
                  <tr key={v.name}>
                    <th scope="row">
                      <code>{v.name}</code>
                    </th>
                    <td>
                      {v.description && <Description as="span" text={v.description} />}
                      <Deprecated reason={v.deprecationReason} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
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
            {[...t.referencedBy]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((r) => (
                <li key={r.key}>
                  <a href={r.path}>
                    <code>{r.name}</code>
                  </a>{' '}
                  <span className={styles.none}>{r.kindLabel.toLowerCase()}</span>
                </li>
              ))}
          </ul>
        ) : (
          <p className={styles.none}>{t.kind === 'query' || t.kind === 'subscription' ? 'This is an entry point of the schema.' : 'No other type refers to this one.'}</p>
        )}
      </Section>

      <Section id="used-in-guides" title="Used in guides">
        {t.usedIn.length > 0 ? (
          <ul className={styles.guideList}>
            {[...t.usedIn]
              .sort((a, b) => a.title.localeCompare(b.title))
              .map((d) => (
                <li key={d.path}>
                  <a href={d.path}>{d.title}</a>
                </li>
              ))}
          </ul>
        ) : (
          <p className={styles.none}>No guide uses {t.name} in a checked example.</p>
        )}
      </Section>
    </>
  )
}
