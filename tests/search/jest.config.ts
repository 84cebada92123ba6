import path from 'node:path'
import type { Config } from 'jest'
import root from '../../jest.config'

/**
 * Search tests that need the production build (public/). `npm test` runs
 * them after the build (scripts/test.mjs); the main Jest run, which comes
 * before the build, does not pick them up.
 */
const unit = (root.projects as Config[])[0]
const rootDir = path.resolve(__dirname, '../..')
const config: Config = {
  rootDir,
  projects: [{ ...unit, rootDir, displayName: 'search', testMatch: ['<rootDir>/tests/search/**/*.test.ts'] }],
}

export default config
