/** In `gatsby develop` a page whose source fails shows its problems at its route instead of a 404 (issue 40). */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPages, sourceFrame } from './pages'

const root = mkdtempSync(path.join(tmpdir(), 'cs-docs-pages-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(path.join(root, 'content/docs'), { recursive: true })
writeFileSync(path.join(root, 'content/docs/a.mdx'), ['---', 'title: A', '---', '', 'One.', '', '<FancyWidget />', '', 'Two.'].join('\n'))

const problem = { file: 'content/docs/a.mdx', line: 7, column: 1, message: 'Unknown component <FancyWidget>', route: '/docs/a/' }

async function run(command: string) {
  const created: { path: string; component: string; context: Record<string, unknown> }[] = []
  const before = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = command
  try {
    await (createPages as unknown as (a: unknown) => Promise<void>)({
      graphql: async () => ({ data: { allDoc: { nodes: [{ id: 'b', path: '/docs/b/', unlisted: false, aliases: [] }] }, allCategory: { nodes: [] }, allDocTag: { nodes: [] }, allMdxPage: { nodes: [] } } }),
      actions: { createPage: (p: (typeof created)[number]) => created.push(p) },
      reporter: { warn: () => {}, panicOnBuild: () => {} },
      getNodesByType: (t: string) => (t === 'ContentProblem' ? [problem] : []),
      store: { getState: () => ({ program: { directory: root } }) },
    })
  } finally {
    if (before === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = before
  }
  return created
}

describe('the problem page of develop', () => {
  it('is made at the failed page route, with the problem and a frame of its source', async () => {
    const page = (await run('develop')).find((p) => p.path === '/docs/a/')
    expect(page?.component).toMatch(/content-problem\.tsx$/)
    expect(page?.context.problems).toEqual([problem])
    expect(page?.context.frames).toEqual([{ file: 'content/docs/a.mdx', first: 4, lines: ['', 'One.', '', '<FancyWidget />', '', 'Two.'], at: 7 }])
  })
  it('is never made by gatsby build (the build stops on the problem instead)', async () => {
    expect((await run('build')).map((p) => p.path)).not.toContain('/docs/a/')
  })
  it('a frame needs a line and a readable file', () => {
    expect(sourceFrame(root, { ...problem, line: null })).toBeNull()
    expect(sourceFrame(root, { ...problem, file: 'content/docs/missing.mdx' })).toBeNull()
  })
})
