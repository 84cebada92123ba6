/** The boundary rules of eslint.config.mjs catch an import across the build/browser line, from the common ground into a concern, and out of src/config. */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** ESLint's CLI on a snippet as if it were `file` (ESLint loads its config itself, outside Jest's module system). */
function errorsFor(file: string, code: string): string[] {
  const res = spawnSync(path.join(root, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' })
  const [result] = JSON.parse(res.stdout) as { messages: { ruleId: string | null; message: string }[] }[]
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

it.each([
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
])('%s importing across the line is an error', (file, code, message) => {
  expect(errorsFor(file, code).join('\n')).toMatch(message)
}, 30000)

it('shared code is fine on both sides', () => {
  expect(errorsFor('src/docs/node/x.ts', "import { joinRoute } from '../../lib/paths'\nexport const a = joinRoute")).toEqual([])
  expect(errorsFor('src/components/x.tsx', "import { joinRoute } from '../lib/paths'\nexport const a = joinRoute")).toEqual([])
  // A concern may use the common ground and another concern's shared or same-side code.
  expect(errorsFor('src/docs/templates/x.tsx', "import { Layout } from '../../layout/components/Layout'\nexport const a = Layout")).toEqual([])
  expect(errorsFor('src/site/node/x.ts', "import { twinPath } from '../../ai-readers/lib/aiTwin'\nexport const a = twinPath")).toEqual([])
  // What a concern publishes through its index.ts, and a concern's own build folders.
  expect(errorsFor('src/search/node/x.ts', "import { docsSidebar } from '../../docs'\nexport const a = docsSidebar")).toEqual([])
  expect(errorsFor('src/docs/index.ts', "import { docsTypeDefs } from './node/schema'\nexport const a = docsTypeDefs")).toEqual([])
  expect(errorsFor('src/mcp/server/x.ts', "import { b } from '../node/build'\nexport const a = b")).toEqual([])
  expect(errorsFor('src/config/x.ts', "import { site } from './site'\nexport const a = site")).toEqual([])
}, 30000)
