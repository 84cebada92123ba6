/** The content pages the meaning checks read: every doc, blog post and MDX page, with its fences. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentFiles, fences, type Fence } from '../../unit/contentFiles'

export type Page = { file: string; source: string; fences: Fence[] }

export const repoRoot = path.resolve(__dirname, '../../..')

export function contentPages(root = repoRoot): Page[] {
  return ['content/docs', 'content/blog', 'content/pages']
    .flatMap((d) => contentFiles(path.join(root, d)))
    .map((file) => {
      const source = readFileSync(file, 'utf8')
      return { file: path.relative(root, file), source, fences: fences(source) }
    })
}

/** The variables of a query: the JSON objects between it and the next GraphQL fence, in its h2 section. */
export function variablesAfter(page: Page, query: Fence): Record<string, unknown> {
  const lines = page.source.split('\n')
  const nextH2 = lines.findIndex((l, i) => i >= query.line && /^##\s/.test(l))
  const end = nextH2 < 0 ? Infinity : nextH2 + 1
  let out: Record<string, unknown> = {}
  for (const f of page.fences) {
    if (f.line <= query.line || f.line > end) continue
    if (f.lang === 'graphql' || f.lang === 'gql') break
    if (f.lang !== 'json') continue
    try {
      const v = JSON.parse(f.value) as unknown
      if (v && typeof v === 'object' && !Array.isArray(v) && !('data' in v) && !('type' in v)) out = { ...out, ...(v as Record<string, unknown>) }
    } catch {
      // not JSON
    }
  }
  return out
}

/** The page's "now" for a query: the latest ISO time in the JSON fences after it, up to the next GraphQL fence of its h2 section. */
export function latestTimeAfter(page: Page, query: Fence): number | null {
  const lines = page.source.split('\n')
  const nextH2 = lines.findIndex((l, i) => i >= query.line && /^##\s/.test(l))
  const end = nextH2 < 0 ? Infinity : nextH2 + 1
  let latest: number | null = null
  for (const f of page.fences) {
    if (f.line <= query.line || f.line > end) continue
    if (f.lang === 'graphql' || f.lang === 'gql') break
    if (f.lang !== 'json') continue
    for (const m of f.value.matchAll(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)"/g)) {
      const t = Date.parse(m[1])
      if (!Number.isNaN(t) && (latest === null || t > latest)) latest = t
    }
  }
  return latest
}

/** Every GraphQL fence of the pages, with its page. */
export function* graphqlFences(pages: Page[]): Generator<{ page: Page; fence: Fence }> {
  for (const page of pages) for (const fence of page.fences) if (fence.lang === 'graphql' || fence.lang === 'gql') yield { page, fence }
}

/** The GraphQL fence a sample answers: the nearest one before it in its h2 section. */
export function queryBefore(page: Page, sample: Fence): Fence | null {
  const lines = page.source.split('\n')
  let section = 0
  for (let i = sample.line - 2; i >= 0; i--) {
    if (/^##\s/.test(lines[i])) {
      section = i + 1
      break
    }
  }
  return [...page.fences].reverse().find((q) => (q.lang === 'graphql' || q.lang === 'gql') && q.line < sample.line && q.line > section) ?? null
}

/** The prose of the h2 section that holds a fence (fenced blocks left out). */
export function sectionProse(page: Page, fence: Fence): string {
  const lines = page.source.split('\n')
  let start = 0
  for (let i = fence.line - 2; i >= 0; i--) {
    if (/^##\s/.test(lines[i])) {
      start = i
      break
    }
  }
  let end = lines.length
  for (let i = fence.line; i < lines.length; i++) {
    if (/^##\s/.test(lines[i])) {
      end = i
      break
    }
  }
  let inFence = false
  return lines
    .slice(start, end)
    .filter((l) => {
      if (/^\s*(`{3,}|~{3,})/.test(l)) {
        inFence = !inFence
        return false
      }
      return !inFence
    })
    .join('\n')
}
