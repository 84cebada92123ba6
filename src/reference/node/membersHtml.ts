/**
 * The member tables of a reference page (arguments, fields, input fields,
 * enum values) as HTML strings, made when the page's data is queried.
 *
 * Why strings: a cube page's tables are about 700 elements, two thirds of the
 * page. As React components they were rendered on every build and hydrated
 * element by element in the browser, the largest part of the page's main-thread
 * work; as inner HTML of one element they cost neither, and they have nothing
 * to hydrate (plain links, handled by the reference layout's delegated click
 * handler). Everything taken from the schema is escaped; descriptions keep
 * their paragraphs and `inline code`, nothing else. The classes are the global
 * `ref-*` classes of src/reference/components/members.css.
 */
import { breakableName, descriptionParagraphs as paragraphs, escapeHtml as esc } from '../../lib/html'
import type { EnumValueRecord, FieldRecord, InputValueRecord, ReleaseMark, TypeRef } from './model'

export { paragraphs }

const inlineDescription = (text: string, cls?: string) => `<span${cls ? ` class="${cls}"` : ''}>${paragraphs(text).join(' ')}</span>`

export function typeLink(t: TypeRef): string {
  const at = t.type.indexOf(t.name)
  const before = at >= 0 ? t.type.slice(0, at) : ''
  const after = at >= 0 ? t.type.slice(at + t.name.length) : ''
  const name = t.path ? `<a href="${esc(t.path)}">${breakableName(t.name)}</a>` : `<span>${breakableName(t.name)}</span>`
  return `<code class="ref-type">${esc(before)}${name}${esc(after)}</code>`
}

/** Marks a member added to its type after the first snapshot of the schema, linking the changelog's release. */
function added(mark: ReleaseMark | undefined): string {
  return mark ? ` <a class="ref-added" href="${esc(mark.path)}">Added ${esc(mark.date)}</a>` : ''
}

/** A deprecation, dated with its release when the changelog knows it. */
function deprecated(reason: string | null, mark?: ReleaseMark): string {
  if (reason === null) return ''
  const when = mark ? ` <a href="${esc(mark.path)}">${esc(mark.date)}</a>` : ''
  return `<p class="ref-deprecated">Deprecated${when}${reason && reason !== 'No longer supported' ? `: ${esc(reason)}` : ''}</p>`
}

const head = (cols: string[]) => `<thead><tr>${cols.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>`
const table = (caption: string, cols: string[], rows: string[]) =>
  `<table class="ref-table"><caption class="visually-hidden">${esc(caption)}</caption>${head(cols)}<tbody>${rows.join('')}</tbody></table>`

/** Arguments of a root field or directive, or the input fields of an input type. */
export function inputTable(values: InputValueRecord[], caption: string): string {
  const rows = values.map(
    (v) =>
      `<tr id="arg-${esc(v.name)}"><th scope="row"><code>${esc(v.name)}</code></th><td>${typeLink(v.type)}${added(v.added)}</td>` +
      `<td>${v.defaultValue !== null ? `<code>${esc(v.defaultValue)}</code>` : '<span class="ref-none">none</span>'}</td>` +
      `<td>${v.description ? inlineDescription(v.description) : ''}${deprecated(v.deprecationReason, v.deprecatedIn)}</td></tr>`,
  )
  return table(caption, ['Name', 'Type', 'Default', 'Description'], rows)
}

function args(list: InputValueRecord[]): string {
  if (list.length === 0) return ''
  const items = list.map(
    (a) =>
      `<li><code>${esc(a.name)}</code>: ${typeLink(a.type)}` +
      (a.defaultValue !== null ? ` = <code class="ref-default">${esc(a.defaultValue)}</code>` : '') +
      (a.description ? ` ${inlineDescription(a.description, 'ref-arg-description')}` : '') +
      '</li>',
  )
  return `<ul class="ref-args" aria-label="Arguments">${items.join('')}</ul>`
}

export function fieldTable(fields: FieldRecord[], caption: string): string {
  const rows = fields.map(
    (f) =>
      `<tr id="field-${esc(f.name)}"><th scope="row"><code>${esc(f.name)}</code></th><td>${typeLink(f.type)}${added(f.added)}</td>` +
      `<td>${f.description ? paragraphs(f.description).map((p) => `<p class="ref-cell-text">${p}</p>`).join('') : ''}${deprecated(f.deprecationReason, f.deprecatedIn)}${args(f.args)}</td></tr>`,
  )
  return table(caption, ['Field', 'Type', 'Description and arguments'], rows)
}

export function enumTable(values: EnumValueRecord[], caption: string): string {
  const rows = values.map(
    (v) => `<tr id="value-${esc(v.name)}"><th scope="row"><code>${esc(v.name)}</code></th><td>${added(v.added)}${v.description ? inlineDescription(v.description) : ''}${deprecated(v.deprecationReason, v.deprecatedIn)}</td></tr>`,
  )
  return table(caption, ['Value', 'Description'], rows)
}

export type MemberTables = { arguments: string | null; fields: string | null; inputFields: string | null; enumValues: string | null }

/** Every member table of an entry; null where the entry has no such members. */
export function memberTables(e: { name: string; arguments: InputValueRecord[]; fields: FieldRecord[]; inputFields: InputValueRecord[]; enumValues: EnumValueRecord[] }): MemberTables {
  return {
    arguments: e.arguments.length ? inputTable(e.arguments, `Arguments of ${e.name}`) : null,
    fields: e.fields.length ? fieldTable(e.fields, `Fields of ${e.name}`) : null,
    inputFields: e.inputFields.length ? inputTable(e.inputFields, `Input fields of ${e.name}`) : null,
    enumValues: e.enumValues.length ? enumTable(e.enumValues, `Values of ${e.name}`) : null,
  }
}
