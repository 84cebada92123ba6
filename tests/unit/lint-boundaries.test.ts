/** The boundary rule of eslint.config.mjs catches an import across the build/browser line. */
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
  ['src/node/docs/x.ts', "import { Layout } from '../../components/layout/Layout'\nexport const a = Layout", /Build-time code must not import browser code/],
  ['scripts/x.mjs', "import { x } from '../src/runtime/scroll'\nexport const a = x", /Build-time code must not import browser code/],
  ['src/components/x.tsx', "import { compileDoc } from '../node/mdx/compile'\nexport const a = compileDoc", /Browser code must not import build-time code/],
  ['src/lib/x.ts', "import { search } from '../node/search/build'\nexport const a = search", /shared by the build and the browser/],
  ['gatsby-ssr.tsx', "import { readFileSync } from 'node:fs'\nexport const a = readFileSync", /must not read files/],
  ['src/lib/x.ts', "import { readFile } from 'fs/promises'\nexport const a = readFile", /must not read files/],
  ['src/components/x.tsx', "import fs from 'fs'\nexport const a = fs", /must not read files/],
])('%s importing across the line is an error', (file, code, message) => {
  expect(errorsFor(file, code).join('\n')).toMatch(message)
}, 30000)

it('shared code is fine on both sides', () => {
  expect(errorsFor('src/node/docs/x.ts', "import { joinRoute } from '../../lib/paths'\nexport const a = joinRoute")).toEqual([])
  expect(errorsFor('src/components/x.tsx', "import { joinRoute } from '../lib/paths'\nexport const a = joinRoute")).toEqual([])
}, 30000)
