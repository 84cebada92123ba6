/**
 * Every sample response of the docs, MDX pages and blog checked against its
 * query, the schema and the chain (tests/lib/truth/samples.ts says what each
 * check does), and every ProtocolName / ProtocolFamily in a GraphQL filter
 * against the names the platform returns. One test per page that has samples;
 * the unpaired samples (no query before them in their section) are listed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadSchema } from '../../src/node/schema/load'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { docRoute } from '../../src/lib/paths'
import { chains, illustrativePeriod } from '../../content/data/chains'
import { contentFiles, fences } from './contentFiles'
import { checkPageSamples, chainOfRoute, isSample, protocolNamesInQuery, type SampleContext } from '../lib/truth/samples'
import { observedProtocolNames } from '../lib/truth/names'
import { checkBlockPairs, type LocatedPair } from '../lib/truth/blockPairs'

const root = path.resolve(__dirname, '../..')
const files = ['content/docs', 'content/blog', 'content/pages'].flatMap((d) => contentFiles(path.join(root, d)))
const schema = loadSchema()
const protocolNames = observedProtocolNames()

const routeOf = (file: string, source: string) => {
  const rel = path.relative(path.join(root, 'content/docs'), file)
  if (rel.startsWith('..')) return path.relative(root, file)
  return docRoute(rel, normaliseFrontMatter(splitFrontMatter(source).data).slug)
}

const pages = files.map((file) => {
  const source = readFileSync(file, 'utf8')
  return { file: path.relative(root, file), source, route: routeOf(file, source), fences: fences(source) }
})

const unpaired: string[] = []
let checked = 0

describe('sample responses', () => {
  for (const page of pages.filter((p) => p.fences.some(isSample))) {
    it(`${page.route} (${page.file})`, () => {
      const ctx: SampleContext = { schema, chains, protocolNames, period: illustrativePeriod, pageChain: chainOfRoute(page.route) }
      const results = checkPageSamples(page.source, page.fences, ctx)
      checked += results.length
      const problems = results.flatMap((r) => r.problems.map((p) => `${page.file}:${r.line} (${r.title}): ${p}`))
      for (const r of results) if (r.unpaired) unpaired.push(`${page.file}:${r.line} (${r.title}): ${r.unpaired}`)
      if (problems.length) console.warn(problems.join('\n'))
      expect(problems).toEqual([])
    })
  }

  afterAll(() => {
    console.log(`${checked} samples checked; ${unpaired.length} not paired with a query (checked for formats, clock, names and arithmetic only)${unpaired.length ? `:\n  ${unpaired.join('\n  ')}` : ''}`)
  })
})

describe('one clock across pages (tests/lib/truth/blockPairs.ts)', () => {
  it('every height shown beside its time agrees with the heights and times of the other pages on its chain', () => {
    const pairs: LocatedPair[] = []
    for (const page of pages.filter((p) => p.fences.some(isSample))) {
      const ctx: SampleContext = { schema, chains, protocolNames, period: illustrativePeriod, pageChain: chainOfRoute(page.route) }
      for (const r of checkPageSamples(page.source, page.fences, ctx)) for (const p of r.pairs ?? []) pairs.push({ ...p, file: page.file, line: r.line })
    }
    const aligned = Object.fromEntries(Object.entries(chains).flatMap(([k, c]) => (c.clock.aligned ? [[k, c.clock.aligned.seconds]] : [])))
    expect(checkBlockPairs(pairs, aligned).map((f) => `${f.file}:${f.line}: ${f.message}`)).toEqual([])
    expect(pairs.filter((p) => p.chain === 'ethereum').length).toBeGreaterThan(20)
  })
})

describe('protocol names in GraphQL filters', () => {
  it('are names the platform returns', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (f.lang !== 'graphql' && f.lang !== 'gql') continue
        for (const name of protocolNamesInQuery(f.value)) if (!protocolNames.has(name)) problems.push(`${page.file}:${f.line}: "${name}"`)
      }
    }
    expect(problems).toEqual([])
  })
})
