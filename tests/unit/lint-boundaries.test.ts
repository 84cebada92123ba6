/** The boundary rules of eslint.config.mjs catch an import across the build/browser line, from the common ground into a concern, and out of src/config. */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

/**
 * ESLint on snippets as if they were the given files, all in ONE ESLint process (its Node API, loading the project's
 * config itself, outside Jest's module system): a process per snippet cost about a second each.
 */
function lintAll(cases: [string, string][]): string[][] {
  const script = `
    const { ESLint } = require(${JSON.stringify(path.join(root, 'node_modules/eslint'))})
    let input = ''
    process.stdin.on('data', (d) => (input += d))
    process.stdin.on('end', async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} })
      const out = []
      for (const [file, code] of JSON.parse(input)) {
        const [result] = await eslint.lintText(code, { filePath: file })
        out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message))
      }
      process.stdout.write(JSON.stringify(out))
    })`
  const res = spawnSync(process.execPath, ['-e', script], { cwd: root, input: JSON.stringify(cases), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (res.status !== 0) throw new Error(`ESLint could not run: ${res.stderr}`)
  return JSON.parse(res.stdout) as string[][]
}

const CROSSING: [string, string, RegExp][] = [
  ['src/docs/node/x.ts', "import { Layout } from '../../layout/components/Layout'\nexport const a = Layout", /Build-time code must not import browser code/],
  ['scripts/x.mjs', "import { x } from '../src/runtime/scroll'\nexport const a = x", /Build-time code must not import browser code/],
  ['src/components/x.tsx', "import { compileDoc } from '../mdx/node/compile'\nexport const a = compileDoc", /Browser code must not import build-time code/],
  ['src/blog/templates/x.tsx', "import { compileDoc } from '../../mdx/node/compile'\nexport const a = compileDoc", /Browser code must not import build-time code/],
  ['src/lib/x.ts', "import { search } from '../search/node/build'\nexport const a = search", /shared by the build and the browser/],
  ['src/search/lib/x.ts', "import { search } from '../node/build'\nexport const a = search", /shared by the build and the browser/],
  ['src/lib/x.ts', "import { tokenize } from '../search/lib/tokenize'\nexport const a = tokenize", /must not import a concern folder/],
  ['src/mdx/components/x.tsx', "import { Layout } from '../../layout/components/Layout'\nexport const a = Layout", /must not import a concern folder/],
  ['src/mdx/node/x.ts', "import { docsTypeDefs } from '../../docs/node/schema'\nexport const a = docsTypeDefs", /must not import a concern folder/],
  ['src/node/x.ts', "import { MODULES } from '../site/node/modules'\nexport const a = MODULES", /must not import a concern folder/],
  ['src/config/x.ts', "import { joinRoute } from '../lib/paths'\nexport const a = joinRoute", /src\/config is the bottom layer/],
  // Another concern's build folders are reached through its index.ts (issue 39).
  ['src/search/node/x.ts', "import { toSidebarInputs } from '../../docs/node/resolvers'\nexport const a = toSidebarInputs", /not a public surface: import what it publishes from its index\.ts/],
  ['src/ai-readers/node/x.ts', "import { referenceModel } from '../../reference/node/siteModel'\nexport const a = referenceModel", /not a public surface/],
  ['src/mcp/server/x.ts', "import { schemaIndex } from '../../mcp/node/build'\nimport { s } from '../../search/server/x'\nexport const a = [schemaIndex, s]", /not a public surface/],
  ['src/site/index.ts', "import { docsTypeDefs } from '../docs/node/schema'\nexport const a = docsTypeDefs", /not a public surface/],
  ['gatsby-ssr.tsx', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync", /must not read files/],
  ['src/lib/x.ts', "import { readFile } from 'fs/promises'\nexport const a = readFile", /must not read files/],
  ['src/components/x.tsx', "import fs from 'fs'\nexport const a = fs", /must not read files/],
]

const FINE: [string, string][] = [
  ['src/docs/node/x.ts', "import { joinRoute } from '../../lib/paths'\nexport const a = joinRoute"],
  ['src/components/x.tsx', "import { joinRoute } from '../lib/paths'\nexport const a = joinRoute"],
  // A concern may use the common ground and another concern's shared or same-side code.
  ['src/docs/templates/x.tsx', "import { Layout } from '../../layout/components/Layout'\nexport const a = Layout"],
  ['src/site/node/x.ts', "import { twinPath } from '../../ai-readers/lib/aiTwin'\nexport const a = twinPath"],
  ['src/config/x.ts', "import { site } from './site'\nexport const a = site"],
  // What a concern publishes through its index.ts, and a concern's own build folders.
  ['src/search/node/x.ts', "import { docsSidebar } from '../../docs'\nexport const a = docsSidebar"],
  ['src/docs/index.ts', "import { docsTypeDefs } from './node/schema'\nexport const a = docsTypeDefs"],
  ['src/mcp/server/x.ts', "import { b } from '../node/build'\nexport const a = b"],
]

let results: string[][] = []
beforeAll(() => {
  results = lintAll([...CROSSING.map(([file, code]): [string, string] => [file, code]), ...FINE])
}, 60000)

it.each(CROSSING.map((c, i) => [c[0], c[2], i] as const))('%s importing across the line is an error (%s)', (_file, message, i) => {
  expect(results[i].join('\n')).toMatch(message)
})

it('shared code is fine on both sides', () => {
  expect(results.slice(CROSSING.length)).toEqual(FINE.map(() => []))
})
