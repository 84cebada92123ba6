/**
 * The meaning checks of issue 37 over every content page: time windows against
 * what the dataset keeps (tests/lib/truth/windows.ts), decimal counts from the
 * data tables (decimals.ts), claims of "new" against the schema history
 * (history.ts). Success filters on the cubes that keep reverted rows:
 * meaning-success.test.ts. Each check's fixtures
 * (tests/unit/meaning-checks.test.ts) prove it fires.
 */
import { platform } from '../../content/data/platform'
import { checkQueryWindows, windowHours } from '../lib/truth/windows'
import { contentPages, graphqlFences, latestTimeAfter, repoRoot, variablesAfter } from '../lib/truth/pages'
import { literalDecimals, sampleDecimals } from '../lib/truth/decimals'
import { allContracts } from '../../content/data/contracts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadSchema } from '../../src/node/schema/load'
import { siteChangelog, type Release } from '../../src/reference/node/changelog'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { checkNewClaim } from '../lib/truth/history'

const pages = contentPages()
const windowH = windowHours(platform.datasets.realtimeWindow)

describe('time windows fit the dataset', () => {
  it('no query on the realtime dataset asks for more than it keeps', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      for (const p of checkQueryWindows(f.value, f.line, variablesAfter(page, f), windowH, latestTimeAfter(page, f))) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})

describe('decimal counts come from the data tables', () => {
  const table = new Map(allContracts().filter((c) => c.decimals !== undefined).map((c) => [c.address.toLowerCase(), { symbol: c.symbol, decimals: c.decimals! }]))
  it('no prose states a literal decimal count', () => {
    const problems = pages.flatMap((page) => literalDecimals(page.source).map((p) => `${page.file}:${p.line}: ${p.message}`))
    expect(problems).toEqual([])
  })
  it('every sample that shows a token with its decimals agrees with the contract table', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (f.lang !== 'json') continue
        let json: unknown
        try {
          json = JSON.parse(f.value)
        } catch {
          continue
        }
        for (const p of sampleDecimals(json, table)) problems.push(`${page.file}:${f.line}: ${p}`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('claims of "new" agree with the schema history', () => {
  const schema = loadSchema()
  const historyDir = path.join(repoRoot, 'graphql-schema/history')
  const introducedTypes = (release: Release) => {
    const out = new Set<string>()
    for (const root of release.introduced) {
      for (const f of root.files) {
        const sdl = readFileSync(path.join(historyDir, release.date, f), 'utf8')
        for (const m of sdl.matchAll(/^(?:type|input|enum|union|interface|scalar)\s+(\w+)/gm)) if (!/^(Query|Subscription|Mutation)$/.test(m[1])) out.add(m[1])
      }
      for (const field of root.rootFields) out.add(field.includes('.') ? field : `Query.${field}`).add(`Subscription.${field}`)
    }
    return out
  }
  it('every announcement post uses a member its release added', async () => {
    const releases = await siteChangelog()
    const problems: string[] = []
    for (const page of pages.filter((p) => p.file.startsWith('content/blog/'))) {
      const fm = normaliseFrontMatter(splitFrontMatter(page.source).data) as { tags?: string[]; date?: string }
      const date = fm.date ? String(fm.date).slice(0, 10) : /(\d{4}-\d{2}-\d{2})/.exec(page.file)?.[1] ?? ''
      const claim = checkNewClaim({ file: page.file, date, tags: fm.tags ?? [], blocks: page.fences.map((f) => ({ lang: f.lang, value: f.value, meta: f.meta })) }, releases, schema, introducedTypes)
      if (claim) problems.push(claim)
    }
    expect(problems).toEqual([])
  })
})


describe('directives render', () => {
  it('no :data directive sits inside inline code, where the page would show its key (the contribution guidelines teach the syntax)', () => {
    const problems: string[] = []
    for (const page of pages) {
      if (page.file === 'content/docs/contribution-guidelines.mdx') continue
      let fence = false
      page.source.split('\n').forEach((line, i) => {
        if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence
        // Code spans, left to right (each pair of backticks once), that hold a directive.
        else if (!fence) for (const m of line.matchAll(/`([^`\n]+)`/g)) if (m[1].includes(':data[')) problems.push(`${page.file}:${i + 1}: ${m[0]} shows the key, not the value: write the directive outside the backticks`)
      })
    }
    expect(problems).toEqual([])
  })
})
