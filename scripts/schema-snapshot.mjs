#!/usr/bin/env node
/**
 * Cuts a release of the schema (README, "Releasing a schema change"):
 *
 *   npm run schema:snapshot -- --date 2026-12-01 --title "Token prices on Tron"
 *
 * Copies graphql-schema/*.graphql into graphql-schema/history/<date>/ and
 * writes its notes.md (src/reference/node/snapshot.ts). Refuses a date that
 * exists or is older than the newest snapshot. A breaking change gets a line
 * under "## Breaking changes" whose migration you write before npm test passes.
 */
import { createRequire } from 'node:module'
import { relative, resolve } from 'node:path'
import { parseOptions } from './lib/args.mjs'

const usage = 'Usage: npm run schema:snapshot -- --date YYYY-MM-DD --title "What the release is about"'
const { values: argv } = parseOptions({ date: { type: 'string' }, title: { type: 'string' } }, usage)
if (!argv.date || !argv.title) {
  console.error(usage)
  process.exit(2)
}
const require = createRequire(import.meta.url)
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
const { cutSnapshot } = require('../src/reference/node/snapshot.ts')
try {
  const r = await cutSnapshot({ date: argv.date, title: argv.title, schemaDir: resolve('graphql-schema') })
  const where = relative(process.cwd(), r.dir)
  console.log(`Wrote ${where}/ (${r.files.length} schema files and notes.md): ${r.counts.breaking} breaking, ${r.counts.dangerous} dangerous, ${r.counts.safe} safe changes.`)
  if (r.breaking.length) console.log(`Write the migration of each breaking change in ${where}/notes.md: ${r.breaking.join(', ')}`)
  console.log(`Edit ${where}/notes.md to say what the release is about, then run npm test.`)
} catch (err) {
  console.error(`✗ ${err.message}`)
  process.exit(1)
}
