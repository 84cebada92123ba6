/**
 * Bundles the test-only fixture pages (tests/e2e/navbar-fixture/) into a
 * temporary folder before the browser tests, and removes it afterwards. They
 * are not in the site's build: `npm test` tests the build that is deployed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildNavbarFixture } from './navbar-fixture/build'
import { FIXTURE_DIR_ENV } from './navbar-fixture/config'

export default async function globalSetup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-fixtures-'))
  const started = Date.now()
  await buildNavbarFixture(dir)
  console.log(`Fixtures bundled in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`)
  // The test workers inherit the setup's environment.
  process.env[FIXTURE_DIR_ENV] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
