/**
 * Content problems of a build, reported together (issue 40): a writer with
 * five mistakes in five pages sees all five in one run, each as
 * `file:line:column: what`, grouped by file, instead of one per build.
 *
 * - A problem of one file (front matter, compile: an unknown component,
 *   directive or data key) is stored as a ContentProblem node under the
 *   file's File node. Gatsby keeps nodes between builds and calls
 *   onCreateNode again only for a changed file, so a page that failed stays
 *   reported, whatever the cache holds, until its file changes; then Gatsby
 *   drops the old node's children with it.
 * - A problem across files (a broken link, an example that does not
 *   validate) is added during onPostBootstrap.
 * At the end of onPostBootstrap (gatsby-node.ts) every problem is printed in
 * one block; `gatsby build` then stops, `gatsby develop` goes on serving.
 * Links to a page that failed are not reported as broken: its own problem is
 * the one to fix.
 */
import type { Actions, Node } from 'gatsby'

export const PROBLEM_NODE_TYPE = 'ContentProblem'

/** The GraphQL declaration of the node (declared, so typegen does not change when a build has problems). */
export const PROBLEM_TYPE_DEFS = /* GraphQL */ `
  "A content problem of one source file, kept under its File node until the file changes (src/node/problems.ts)."
  type ContentProblem implements Node @dontInfer {
    file: String!
    line: Int
    column: Int
    message: String!
    "The route the page would have had: links to it are not reported as broken."
    route: String
  }
`

export type ContentProblem = { file: string; line: number | null; column: number | null; message: string; route?: string | null }

/** A thrown error as a problem of `file`: `file:line:column: message` (MdxCompileError's form) gives the place. */
export function problemFromError(file: string, err: unknown, route?: string | null): ContentProblem {
  const text = err instanceof Error ? err.message : String(err)
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const m = new RegExp(`^${escaped}:(\\d+)(?::(\\d+))?: ([\\s\\S]*)$`).exec(text)
  return m ? { file, line: Number(m[1]), column: m[2] ? Number(m[2]) : null, message: m[3], route } : { file, line: null, column: null, message: text, route }
}

type NodeApi = Pick<Actions, 'createNode' | 'createParentChildLink'> & {
  createNodeId: (seed: string) => string
  createContentDigest: (input: string | object) => string
}

/** Stores a file's problem as a ContentProblem node under its File node. */
export function recordFileProblem(api: NodeApi, parent: Node, problem: ContentProblem, index = 0): void {
  const fields = { file: problem.file, line: problem.line, column: problem.column, message: problem.message, route: problem.route ?? null }
  const child = { ...fields, id: api.createNodeId(`${PROBLEM_NODE_TYPE} ${problem.file} ${index}`), parent: parent.id, children: [], internal: { type: PROBLEM_NODE_TYPE, contentDigest: api.createContentDigest(fields) } }
  api.createNode(child)
  api.createParentChildLink({ parent, child: child as unknown as Node })
}

/** Problems across files found in this run (links, examples); cleared when reported. */
const runProblems: ContentProblem[] = []

export function addProblems(problems: ContentProblem[]): void {
  runProblems.push(...problems)
}

/** Every problem of the build so far: the stored file problems and this run's, sorted by file and line, each once. */
export function allProblems(getNodesByType: (type: string) => unknown[]): ContentProblem[] {
  const stored = getNodesByType(PROBLEM_NODE_TYPE) as ContentProblem[]
  const seen = new Set<string>()
  return [...stored, ...runProblems]
    .map((p) => ({ file: p.file, line: p.line ?? null, column: p.column ?? null, message: p.message, route: p.route ?? null }))
    .filter((p) => {
      const key = `${p.file}\0${p.line}\0${p.column}\0${p.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
}

/** Routes of pages whose source failed: links to them are not broken links. */
export function failedRoutes(getNodesByType: (type: string) => unknown[]): Set<string> {
  return new Set((getNodesByType(PROBLEM_NODE_TYPE) as ContentProblem[]).map((p) => p.route).filter((r): r is string => Boolean(r)))
}

/** One block: a heading with the counts, then each file and its problems as `file:line:column: what`. */
export function formatProblems(problems: ContentProblem[]): string {
  const files = [...new Set(problems.map((p) => p.file))]
  const lines = [`${problems.length} content problem${problems.length === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}:`]
  for (const file of files) {
    lines.push('', file)
    for (const p of problems.filter((x) => x.file === file)) {
      const at = p.line === null ? file : `${file}:${p.line}${p.column ? `:${p.column}` : ''}`
      lines.push(`  ${at}: ${p.message.split('\n').join('\n    ')}`)
    }
  }
  lines.push('', 'Run `npm run check` to see these without a build.')
  return lines.join('\n')
}

type Reporter = { panicOnBuild(message: string): void }

/** Whether this is `gatsby develop`, where a problem is printed when its file is saved and the server goes on. */
export const isDevelop = () => process.env.gatsby_executing_command === 'develop'

/** Prints every problem of the run together; `gatsby build` stops there (panicOnBuild), `gatsby develop` goes on. */
export function reportProblems(getNodesByType: (type: string) => unknown[], reporter: Reporter): ContentProblem[] {
  const problems = allProblems(getNodesByType)
  runProblems.length = 0
  if (problems.length) reporter.panicOnBuild(formatProblems(problems))
  return problems
}
