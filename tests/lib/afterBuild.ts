/**
 * What the checks of the build output (tests/after-build) share: where the
 * build is, a `test` that runs only when there is one (in `npm test`, with
 * AFTER_BUILD=1, a missing build is a failure instead), and a walk over its files.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const repoRoot = path.resolve(__dirname, '../..')
export const publicDir = path.join(repoRoot, 'public')

/** `test`, or `test.skip` with a line saying why when there is no build and none is required. */
export function whenBuilt(name: string): jest.It {
  const built = existsSync(path.join(publicDir, 'index.html'))
  const required = process.env.AFTER_BUILD === '1'
  if (!built && !required) console.info(`${name}: no build in public/ (run \`npm run build\`); this check runs after the build in \`npm test\`.`)
  return built || required ? test : test.skip
}

/** Every file below `dir` whose name `keep` accepts. */
export function* filesUnder(dir: string, keep: (name: string) => boolean): Generator<string> {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) yield* filesUnder(full, keep)
    else if (keep(d.name)) yield full
  }
}
