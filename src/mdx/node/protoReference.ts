/**
 * `::proto[evm/dex_block.proto]` → a message reference built from the schema
 * file at compile time: for each message (and enum) the file defines, a
 * heading, its comment, and a table of fields (field, type, number, meaning).
 * The tables come from streams-schema/, so the pages, the code samples and the
 * schemas cannot disagree. An unknown file fails the build.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import protobuf from 'protobufjs'
import type { Content, Heading, Paragraph, PhrasingContent, Table, TableCell, TableRow } from 'mdast'

/** Resolved from the working directory: gatsby-node compiles this file into .cache/, so __dirname is not this folder there. */
export const PROTO_DIR = path.resolve('streams-schema')

export class ProtoReferenceError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProtoReferenceError'
  }
}

/** Loads one schema file (with its imports, resolved against the schema folder). */
export function loadProto(file: string, dir: string = PROTO_DIR): { root: protobuf.Root; full: string } {
  const rel = file.trim()
  const full = path.resolve(dir, rel)
  if (!rel.endsWith('.proto') || !full.startsWith(dir + path.sep) || !existsSync(full)) {
    throw new ProtoReferenceError(`Unknown protobuf schema "::proto[${rel}]": no file ${path.join(path.basename(dir), rel)} (paths are relative to streams-schema/, e.g. evm/dex_block.proto)`)
  }
  const root = new protobuf.Root()
  root.resolvePath = (_origin, target) => path.resolve(dir, target)
  try {
    root.loadSync(full, { keepCase: true, alternateCommentMode: true })
    root.resolveAll()
  } catch (err) {
    throw new ProtoReferenceError(`Protobuf schema ${rel} does not load: ${(err as Error).message}`)
  }
  return { root, full }
}

/** Messages, enums and services defined in `full` (not in its imports), in file order. */
function definedIn(root: protobuf.Root, full: string): protobuf.ReflectionObject[] {
  const out: protobuf.ReflectionObject[] = []
  const visit = (ns: protobuf.NamespaceBase) => {
    for (const obj of ns.nestedArray) {
      if ((obj instanceof protobuf.Type || obj instanceof protobuf.Enum || obj instanceof protobuf.Service) && obj.filename && path.resolve(obj.filename) === full) out.push(obj)
      if (obj instanceof protobuf.Namespace) visit(obj)
    }
  }
  visit(root)
  return out
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value })
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) })
const oneLine = (comment: string | null) => (comment ?? '').replace(/\s+/g, ' ').trim()

/** Inline text with `backticks` turned into inline code. */
function prose(comment: string | null): PhrasingContent[] {
  const parts = oneLine(comment).split(/`([^`]+)`/)
  return parts.map((p, i) => (i % 2 ? code(p) : text(p))).filter((n) => n.type !== 'text' || (n as { value: string }).value !== '')
}

/** A type name as written in the schema, shortened when it lives in the same package. */
function typeName(type: string, resolved: protobuf.ReflectionObject | null, pkg: string): string {
  if (!resolved) return type
  const full = resolved.fullName.replace(/^\./, '')
  return full.startsWith(pkg + '.') ? full.slice(pkg.length + 1) : full
}

function fieldType(field: protobuf.Field | protobuf.MapField, pkg: string): string {
  if (field instanceof protobuf.MapField) return `map<${field.keyType}, ${typeName(field.type, field.resolvedType, pkg)}>`
  const base = typeName(field.type, field.resolvedType, pkg)
  return field.repeated ? `repeated ${base}` : base
}

function heading(depth: number, value: string): Heading {
  return { type: 'heading', depth: depth as Heading['depth'], children: [code(value)] }
}

function table(head: string[], rows: PhrasingContent[][][]): Table {
  return { type: 'table', align: head.map(() => null), children: [row(head.map((h) => [text(h)])), ...rows.map(row)] }
}

/** The mdast nodes of the reference for one schema file. */
export function protoReference(file: string, options: { dir?: string; depth?: number } = {}): Content[] {
  const { root, full } = loadProto(file, options.dir)
  const depth = options.depth ?? 3
  const nodes: Content[] = []
  for (const obj of definedIn(root, full)) {
    const pkg = obj.parent ? obj.parent.fullName.replace(/^\./, '') : ''
    nodes.push(heading(depth, obj.name))
    const about = prose(obj.comment)
    if (about.length) nodes.push({ type: 'paragraph', children: about } as Paragraph)
    if (obj instanceof protobuf.Type) {
      const rows = obj.fieldsArray
        .slice()
        .sort((a, b) => a.id - b.id)
        .map((f) => {
          const meaning = prose(f.comment)
          if (f.partOf) meaning.push(text(`${meaning.length ? ' ' : ''}(one of `), code(f.partOf.name), text(')'))
          return [[code(f.name)], [code(fieldType(f, pkg))], [text(String(f.id))], meaning]
        })
      nodes.push(table(['Field', 'Type', 'Number', 'Meaning'], rows))
    } else if (obj instanceof protobuf.Enum) {
      const rows = Object.entries(obj.values).map(([name, id]) => [[code(name)], [text(String(id))], prose(obj.comments[name] ?? null)])
      nodes.push(table(['Value', 'Number', 'Meaning'], rows))
    } else if (obj instanceof protobuf.Service) {
      const rows = obj.methodsArray.map((m) => [
        [code(m.name)],
        [code(`${m.requestStream ? 'stream ' : ''}${m.requestType}`)],
        [code(`${m.responseStream ? 'stream ' : ''}${m.responseType}`)],
        prose(m.comment),
      ])
      nodes.push(table(['Method', 'Request', 'Response', 'Meaning'], rows))
    }
  }
  if (!nodes.length) throw new ProtoReferenceError(`Protobuf schema ${file.trim()} defines no message, enum or service`)
  return nodes
}
