/**
 * /llms.txt and /llms-full.txt (the llms.txt proposal, https://llmstxt.org/):
 * pure functions of the docs sidebar tree and the pages that have a Markdown
 * twin, so the files are regenerated on every build and never go stale.
 */
import { twinPath } from '../lib/aiTwin'
import { sameRoute } from '../../lib/paths'
import type { SidebarItem } from '../../lib/sidebar'

export type TwinPage = { path: string; title: string; description: string }

export type LlmsInput = {
  siteTitle: string
  siteUrl: string
  summary: string
  sidebar: SidebarItem[]
  /** Listed docs that have a twin (unlisted and draft docs are not here). */
  docs: TwinPage[]
  /** Blog posts with a twin, newest first. */
  blog: TwinPage[]
  /** The GraphQL reference: its intro page (with a twin) and the published SDL files. */
  reference: { intro: TwinPage | null; sdlFiles: { file: string; label: string }[]; changelog?: TwinPage[] }
  /** Standalone MDX pages with a twin. */
  pages: TwinPage[]
  /** The docs' MCP server: its endpoint and the page that explains it. */
  mcp?: { url: string; docsPath: string }
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
/** A Markdown link label: brackets escaped so a title cannot close the link. */
const label = (s: string) => oneLine(s).replace(/([[\]\\])/g, '\\$1')

function entry(page: TwinPage, siteUrl: string): string {
  const d = oneLine(page.description)
  return `- [${label(page.title)}](${siteUrl}${twinPath(page.path)})${d ? `: ${d}` : ''}`
}

/** Every route of a sidebar subtree, in reading order (category pages before their items). */
function routesOf(items: SidebarItem[]): string[] {
  const out: string[] = []
  for (const it of items) {
    if (it.type === 'link') out.push(it.href)
    else {
      if (it.href) out.push(it.href)
      out.push(...routesOf(it.items))
    }
  }
  return out
}

export type DocSection = { title: string; docs: TwinPage[] }

/**
 * The docs grouped by top-level sidebar category, in sidebar order. Top-level
 * pages outside any category form a leading "Docs" section; a listed doc the
 * sidebar does not reach goes to a final "More docs" section, so every doc
 * appears exactly once.
 */
export function docSections(sidebar: SidebarItem[], docs: TwinPage[]): DocSection[] {
  const remaining = [...docs]
  const take = (route: string): TwinPage | null => {
    const i = remaining.findIndex((d) => sameRoute(d.path, route))
    return i === -1 ? null : remaining.splice(i, 1)[0]
  }
  const sections: DocSection[] = []
  let loose: DocSection | null = null
  for (const it of sidebar) {
    if (it.type === 'link') {
      const d = take(it.href)
      if (!d) continue
      if (!loose) {
        loose = { title: 'Docs', docs: [] }
        sections.push(loose)
      }
      loose.docs.push(d)
      continue
    }
    const found = routesOf([it]).map(take).filter((d): d is TwinPage => d !== null)
    if (found.length) sections.push({ title: it.label, docs: found })
  }
  if (remaining.length) sections.push({ title: 'More docs', docs: remaining.sort((a, b) => a.path.localeCompare(b.path)) })
  return sections
}

export function llmsTxt(input: LlmsInput): string {
  const { siteUrl } = input
  const lines: string[] = [`# ${input.siteTitle}`, '', `> ${oneLine(input.summary)}`, '']
  lines.push(
    `Every page listed here is plain Markdown (CommonMark with GFM tables): the Markdown version of the HTML page at the same URL without \`index.md\`. Pages with GraphQL examples end with the SDL of the schema types those examples use. [llms-full.txt](${siteUrl}/llms-full.txt) holds all docs pages in one file. GraphQL examples in these pages are validated against the schema when the site is built.`,
    '',
  )
  if (input.mcp) {
    // The link to the page about the server only when that page is listed (every link here must be a written twin).
    const docsPath = input.mcp.docsPath
    const howTo = input.docs.some((d) => d.path === docsPath) ? `: [how to connect it](${siteUrl}${twinPath(docsPath)})` : ''
    lines.push(`The same pages can be searched, read and checked against the schema from an AI assistant through the docs' MCP server at ${input.mcp.url} (Streamable HTTP, no sign-in)${howTo}.`, '')
  }
  for (const section of docSections(input.sidebar, input.docs)) {
    lines.push(`## ${section.title}`, '')
    for (const d of section.docs) lines.push(entry(d, siteUrl))
    lines.push('')
  }
  const ref = input.reference
  lines.push('## GraphQL reference', '')
  if (ref.intro) lines.push(entry(ref.intro, siteUrl))
  for (const f of ref.sdlFiles) lines.push(`- [${f.file}](${siteUrl}/graphql-schema/${f.file}): ${f.label}`)
  lines.push('')
  if (ref.changelog?.length) {
    lines.push('## API changelog', '')
    for (const p of ref.changelog) lines.push(entry(p, siteUrl))
    lines.push('')
  }
  if (input.blog.length) {
    lines.push('## Blog', '')
    for (const p of input.blog) lines.push(entry(p, siteUrl))
    lines.push('')
  }
  lines.push('## Optional', '')
  for (const p of input.pages) lines.push(entry(p, siteUrl))
  lines.push(`- [All docs in one file](${siteUrl}/llms-full.txt): every docs page above, in sidebar order, without the schema sections`)
  return `${lines.join('\n').trimEnd()}\n`
}

/** Every docs twin (without its schema section) in sidebar order, each headed by its URL. */
export function llmsFullTxt(input: { siteTitle: string; siteUrl: string; summary: string; sidebar: SidebarItem[]; docs: (TwinPage & { markdown: string })[] }): string {
  const byPath = new Map(input.docs.map((d) => [d.path, d]))
  const ordered = docSections(input.sidebar, input.docs).flatMap((s) => s.docs.map((d) => byPath.get(d.path) as TwinPage & { markdown: string }))
  const parts = [`# ${input.siteTitle}\n\n> ${oneLine(input.summary)}\n`]
  for (const d of ordered) parts.push(`Source: ${input.siteUrl}${d.path}\n\n${d.markdown.trim()}\n`)
  return parts.join('\n---\n\n')
}
