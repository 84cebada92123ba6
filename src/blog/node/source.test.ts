import path from 'node:path'
import { onCreateNode } from './source'

const fixtures = path.resolve(__dirname, '__fixtures__')
const root = path.resolve(__dirname, '../../..')

type Created = { internal: { type: string }; [key: string]: unknown }

async function run(relativePath: string, env = 'production') {
  const created: Created[] = []
  const panics: string[] = []
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = env
  const file = {
    id: 'file-1',
    internal: { type: 'File' },
    sourceInstanceName: 'blog',
    relativePath,
    absolutePath: path.join(fixtures, relativePath),
    extension: path.extname(relativePath).slice(1),
    base: path.basename(relativePath),
  }
  const args = {
    node: file,
    actions: { createNode: (n: Created) => created.push(n), createParentChildLink: () => {} },
    createNodeId: (s: string) => s,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild: (m: string) => panics.push(m), warn: () => {} },
    store: { getState: () => ({ program: { directory: root } }) },
  }
  try {
    await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args)
  } finally {
    process.env.NODE_ENV = previous
  }
  // A problem of the file is a ContentProblem node under it, reported with every other at the end of bootstrap (src/node/problems.ts).
  const problems = created.filter((n) => n.internal.type === 'ContentProblem') as unknown as { file: string; line: number | null; message: string }[]
  for (const p of problems) panics.push(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`)
  return { created: created.filter((n) => n.internal.type !== 'ContentProblem'), panics }
}

describe('blog sourcing', () => {
  it('turns a post into a BlogPost with the plain fields other modules use', async () => {
    const { created, panics } = await run('2024-05-03-good/index.mdx')
    expect(panics).toEqual([])
    expect(created).toHaveLength(1)
    const post = created[0]
    expect(post.internal.type).toBe('BlogPost')
    expect(post).toMatchObject({
      slug: 'good',
      path: '/blog/good/',
      title: 'A good post',
      description: 'Everything a post needs.',
      date: '2024-05-03',
      sourcePath: 'src/blog/node/__fixtures__/2024-05-03-good/index.mdx',
      excerpt: 'The first paragraph links to the intro.',
      authorIds: ['api-team', 'docs-team'],
      tagKeys: ['metrics'],
      links: ['/docs/intro/'],
      toc: [{ id: 'details', value: 'Details', depth: 2 }],
      codeBlocks: [{ lang: 'graphql', meta: 'title="Blocks"', value: 'query { EVM { Blocks { Block { Number } } } }', line: 14 }],
      draft: false,
    })
    // The body as a data tree (src/lib/mdxTree.ts), JSON as the page data carries it.
    expect(Array.isArray(post.body)).toBe(true)
    expect(JSON.parse(JSON.stringify(post.body))).toEqual(post.body)
    expect(JSON.stringify(post.body)).toContain('" paragraph links to "')
    expect(post.wordCount).toBeGreaterThan(5)
  })
  it('leaves drafts out of production builds without an error', async () => {
    expect(await run('2024-05-01-draft-post/index.mdx', 'production')).toEqual({ created: [], panics: [] })
  })
  it('builds drafts in development', async () => {
    const { created } = await run('2024-05-01-draft-post/index.mdx', 'development')
    expect(created.map((n) => [n.internal.type, n.draft])).toEqual([['BlogPost', true]])
  })
  it('fails a post without authors, naming the file', async () => {
    const { created, panics } = await run('2024-05-02-no-authors/index.mdx')
    expect(created).toEqual([])
    expect(panics).toEqual(['src/blog/node/__fixtures__/2024-05-02-no-authors/index.mdx: front matter needs "authors": one or more ids from content/blog/authors.yaml'])
  })
  it('fails a post folder without a date', async () => {
    const { panics } = await run('not-dated/index.mdx')
    expect(panics[0]).toMatch(/not-dated\/index\.mdx: folder "not-dated" must be named yyyy-mm-dd-slug/)
  })
  it('ignores files of other sources', async () => {
    const { created, panics } = await run('2024-05-03-good/index.mdx').then(async () => {
      const c: Created[] = []
      await (onCreateNode as unknown as (a: unknown) => Promise<void>)({ node: { internal: { type: 'File' }, sourceInstanceName: 'docs' }, actions: { createNode: (n: Created) => c.push(n) } })
      return { created: c, panics: [] }
    })
    expect(created).toEqual([])
    expect(panics).toEqual([])
  })
})
