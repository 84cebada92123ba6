/**
 * The reader's map (issue 6): learning-path → first-query → starter-queries →
 * filters → metrics → starter-subscriptions. The map page lists the steps in
 * this order, and every step written in content/docs/ links to the step after
 * it, so a reader can follow the path without leaving the docs.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter } from '../../src/lib/frontmatter'
import { compileDoc } from '../../src/mdx/node/compile'

const docsDir = path.resolve(__dirname, '../../content/docs')

const PATH = [
  '/docs/start/learning-path/',
  '/docs/start/first-query/',
  '/docs/start/starter-queries/',
  '/docs/graphql/filters/',
  '/docs/graphql/metrics/',
  '/docs/start/starter-subscriptions/',
]

/** The source file of a doc route: `{route}.mdx`, or `{route}/index.mdx`. */
function fileOf(route: string): string | null {
  const rel = route.replace(/^\/docs\//, '').replace(/\/$/, '')
  for (const candidate of [`${rel}.mdx`, `${rel}/index.mdx`]) {
    const full = path.join(docsDir, candidate)
    if (existsSync(full)) return full
  }
  return null
}

async function linksOf(file: string): Promise<string[]> {
  const { body, lineOffset } = splitFrontMatter(readFileSync(file, 'utf8'))
  const compiled = await compileDoc(body, { file, format: 'mdx', lineOffset })
  return compiled.links.map((l) => l.split('#')[0])
}

/** True when `wanted` appears in `list` in the same order (not necessarily adjacent). */
function inOrder(list: string[], wanted: string[]): boolean {
  let i = 0
  for (const item of list) if (item === wanted[i]) i++
  return i === wanted.length
}

describe('inOrder', () => {
  it.each([
    [['a', 'x', 'b', 'c'], ['a', 'b', 'c'], true],
    [['b', 'a', 'c'], ['a', 'b', 'c'], false],
    [['a', 'b'], ['a', 'b', 'c'], false],
    [[], [], true],
  ])('%j contains %j in order: %s', (list, wanted, expected) => {
    expect(inOrder(list, wanted)).toBe(expected)
  })
})

describe('learning path', () => {
  it('the map page lists every later step in reading order', async () => {
    const file = fileOf(PATH[0])
    expect(file).not.toBeNull()
    expect(inOrder(await linksOf(file!), PATH.slice(1))).toBe(true)
  })

  PATH.slice(0, -1).forEach((route, i) => {
    const next = PATH[i + 1]
    it(`${route} links to the next step ${next}`, async () => {
      const file = fileOf(route)
      expect(file).not.toBeNull()
      expect(await linksOf(file!)).toContain(next)
    })
  })
})
