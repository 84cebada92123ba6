/**
 * Finished-site size estimate for scripts/bench-search.mjs (run with ts-node).
 *
 * docs: the spec's route table has 239 required and 161 optional doc pages
 * (400). We cannot index pages that are not written yet, so we index 400
 * real technical READMEs from node_modules, each cut to the average length of
 * the docs pages that exist today, through the SAME pipeline (extractSections
 * → buildIndexFile). reference: one page per type of graphql-schema/ (the EVM
 * schema today), scaled to the route table's 475 reference pages.
 * Prints one JSON object.
 */
import '../../src/search/nodeGlobals'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { GraphQLObjectType, GraphQLInputObjectType, GraphQLEnumType, GraphQLInterfaceType, isIntrospectionType } from 'graphql'
import { buildContext, type PageSource } from '../../src/node/search/documents'
import { extractSections } from '../../src/node/search/extract'
import { loadSchema } from '../../src/node/schema/load'
import { SearchEngine, validateIndexFile } from '../../src/search/engine'
import type { IndexFile } from '../../src/search/types'

const ROOT = path.resolve(__dirname, '../..')
// The reference count is a floor: the schema of all five roots is in the repository now, so its real entry count wins.
export const FINISHED = { docs: 400, reference: 475, blog: 40 }

function walk(dir: string, out: string[]) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    else if (/\.mdx?$/.test(e.name)) out.push(p)
  }
}

/** Average indexed characters per docs page written today (listed pages only). */
function averageDocChars(): number {
  const files: string[] = []
  walk(path.join(ROOT, 'content/docs'), files)
  const sizes: number[] = []
  for (const f of files) {
    const src = readFileSync(f, 'utf8')
    if (/^unlisted:\s*true/m.test(src) || /^draft:\s*true/m.test(src)) continue
    const secs = extractSections(src, { format: f.endsWith('.md') ? 'md' : 'mdx' })
    sizes.push(secs.reduce((n, s) => n + s.text.length + s.heading.length + s.identifiers.join(' ').length, 0))
  }
  return sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) : 4000
}

function readmeCorpus(count: number, chars: number): PageSource[] {
  const nm = path.join(ROOT, 'node_modules')
  const pages: PageSource[] = []
  for (const name of readdirSync(nm).sort()) {
    if (pages.length >= count) break
    const file = path.join(nm, name, 'README.md')
    if (name.startsWith('.') || name.startsWith('@') || !existsSync(file)) continue
    // Drop badges, HTML and link reference lines; keep prose, headings and code.
    const raw = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => !/^\s*(\[!\[|<|\[[^\]]+\]:)/.test(l))
      .join('\n')
    let sections
    try {
      sections = extractSections(raw, { format: 'md' })
    } catch {
      continue
    }
    let budget = chars
    const kept = []
    for (const s of sections) {
      if (budget <= 0) break
      const text = s.text.slice(0, budget)
      budget -= text.length + s.heading.length
      kept.push({ ...s, text })
    }
    if (chars - budget < chars * 0.6) continue
    pages.push({ url: `/docs/synthetic/${name}/`, title: name, breadcrumbs: ['Docs', 'Synthetic'], description: kept[0]?.text.slice(0, 150) ?? '', keywords: [name], sections: kept.slice(1), tag: 'docs-default-current' })
  }
  return pages
}

function referencePages(): PageSource[] {
  const schema = loadSchema()
  const pages: PageSource[] = []
  for (const t of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(t)) continue
    const fields =
      t instanceof GraphQLObjectType || t instanceof GraphQLInputObjectType || t instanceof GraphQLInterfaceType
        ? Object.values(t.getFields()).map((f) => ({ name: f.name, description: f.description ?? null }))
        : t instanceof GraphQLEnumType
          ? t.getValues().map((v) => ({ name: v.name, description: v.description ?? null }))
          : []
    pages.push({
      url: `/docs/graphql-reference/${t.name.toLowerCase()}/`,
      title: t.name,
      breadcrumbs: ['GraphQL reference'],
      description: t.description ?? '',
      keywords: [],
      sections: fields.length
        ? [{ id: '', heading: '', depth: 2, text: fields.slice(0, 60).map((f) => (f.description ? `${f.name}: ${f.description}` : f.name)).join('. '), identifiers: fields.map((f) => f.name) }]
        : [],
    })
  }
  return pages
}

function measure(file: IndexFile, finished: number, queries: string[]) {
  const json = JSON.stringify(file)
  const gz = gzipSync(json, { level: 9 }).length
  const engine = new SearchEngine()
  const t0 = process.hrtime.bigint()
  engine.add(validateIndexFile(JSON.parse(json), file.context))
  const buildMs = Number(process.hrtime.bigint() - t0) / 1e6
  const lat: number[] = []
  for (const q of queries) {
    const s = process.hrtime.bigint()
    engine.search(q, { contexts: [file.context], limit: 8, perPage: 2 })
    lat.push(Number(process.hrtime.bigint() - s) / 1e6)
  }
  lat.sort((a, b) => a - b)
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))]
  return { pages: file.pages.length, sections: file.sections.length, rawBytes: json.length, gzipBytes: gz, scaledGzipBytes: Math.round((gz / file.pages.length) * finished), finishedPages: finished, engineBuildMs: Math.round(buildMs), p50: pct(50), p95: pct(95) }
}

const queries = (JSON.parse(readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q)
const avg = averageDocChars()
const docs = buildContext('docs', readmeCorpus(FINISHED.docs, avg)).file
const ref = buildContext('reference', referencePages()).file
console.log(JSON.stringify({ averageDocChars: avg, docs: measure(docs, FINISHED.docs, queries), reference: measure(ref, Math.max(FINISHED.reference, ref.pages.length), queries) }))
