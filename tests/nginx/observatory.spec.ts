/**
 * The MDN HTTP Observatory's scanner against deploy/nginx.conf on the ports
 * it scans (80 and 443 of the host name given), with the test certificate
 * trusted through NODE_EXTRA_CA_CERTS: grade A+ with every test passing.
 * The scanner lives in tools/observatory (installed with --ignore-scripts,
 * without the HSTS preload list it downloads; an empty list is written here,
 * so "preloaded" is never claimed). Binding ports 80 and 443 needs root, as
 * CI runs; elsewhere the test says so and is skipped.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { test, expect } from '@playwright/test'
import { startNginx } from './nginx'

const SCANNER = path.resolve(__dirname, '../../tools/observatory/node_modules/@mdn/mdn-http-observatory')

type Scan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; testsFailed: number }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
  error?: string
}

test('MDN HTTP Observatory: grade A+, every test passed', async () => {
  test.setTimeout(120_000)
  test.skip(process.getuid?.() !== 0, 'The scan needs nginx on ports 80 and 443, which only root can bind (CI runs as root).')
  expect(existsSync(path.join(SCANNER, 'src/scan.js')), 'The scanner is missing: npm ci --ignore-scripts --prefix tools/observatory (npm test installs it).').toBe(true)
  const preload = path.join(SCANNER, 'conf/hsts-preload.json')
  if (!existsSync(preload)) {
    mkdirSync(path.dirname(preload), { recursive: true })
    writeFileSync(preload, '{}\n')
  }
  const nginx = startNginx('public', { http: 80, https: 443 }, 'localhost')
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(SCANNER, 'src/scan.js'), 'localhost'], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.cert },
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    const result = JSON.parse(stdout) as Scan
    expect(result.error).toBeUndefined()
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`)
    const summary = `${result.scan.grade}, ${result.scan.score}/100, ${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed`
    test.info().annotations.push({ type: 'observatory', description: summary })
    console.log(`MDN HTTP Observatory: ${summary}; ${Object.entries(result.tests).map(([n, t]) => `${n} ${t.result} ${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier}`).join(', ')}`)
    expect(failed).toEqual([])
    expect(result.scan.grade).toBe('A+')
  } finally {
    nginx.stop()
  }
})
