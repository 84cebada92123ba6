/** Content problems are reported together, grouped by file, each with its place (issue 40). */
import { addProblems, allProblems, failedRoutes, formatProblems, problemFromError, reportProblems, PROBLEM_NODE_TYPE } from './problems'

describe('content problems', () => {
  it('reads file, line and column from a compile error, and keeps a bare message', () => {
    expect(problemFromError('content/docs/a.mdx', new Error('content/docs/a.mdx:12:3: Unknown component <X>.'), '/docs/a/')).toEqual({ file: 'content/docs/a.mdx', line: 12, column: 3, message: 'Unknown component <X>.', route: '/docs/a/' })
    expect(problemFromError('content/docs/a.mdx', new Error('front matter: bad'))).toMatchObject({ line: null, message: 'front matter: bad' })
  })

  it('gathers the stored problems and the run ones, sorted, each once, and reports them in one block that stops the build', () => {
    const stored = [
      { file: 'content/docs/b.mdx', line: 4, column: 1, message: 'Unknown component <FancyWidget>', route: '/docs/b/' },
      { file: 'content/docs/a.mdx', line: null, column: null, message: 'front matter: sidebar_position must be a number', route: '/docs/a/' },
    ]
    const getNodesByType = (t: string) => (t === PROBLEM_NODE_TYPE ? stored : [])
    addProblems([
      { file: 'content/docs/c.mdx', line: 9, column: 5, message: 'broken link /docs/nowhere/ (no page or file at this path)' },
      { file: 'content/docs/c.mdx', line: 9, column: 5, message: 'broken link /docs/nowhere/ (no page or file at this path)' },
    ])
    expect(allProblems(getNodesByType).map((p) => `${p.file}:${p.line}`)).toEqual(['content/docs/a.mdx:null', 'content/docs/b.mdx:4', 'content/docs/c.mdx:9'])
    expect([...failedRoutes(getNodesByType)]).toEqual(['/docs/b/', '/docs/a/'])
    const panics: string[] = []
    reportProblems(getNodesByType, { panicOnBuild: (m) => panics.push(m) })
    expect(panics).toHaveLength(1)
    expect(panics[0].split('\n').slice(0, 4)).toEqual(['3 content problems in 3 files:', '', 'content/docs/a.mdx', '  content/docs/a.mdx: front matter: sidebar_position must be a number'])
    expect(panics[0]).toContain('  content/docs/c.mdx:9:5: broken link /docs/nowhere/')
    // Reported once: the next report has only the stored problems.
    expect(allProblems(getNodesByType)).toHaveLength(2)
  })

  it('says nothing when there is no problem', () => {
    const panics: string[] = []
    reportProblems(() => [], { panicOnBuild: (m) => panics.push(m) })
    expect(panics).toEqual([])
    expect(formatProblems([])).toMatch(/^0 content problems/)
  })
})
