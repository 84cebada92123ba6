#!/usr/bin/env node
/**
 * Proves `npm run build:ci` on a temporary copy of the repository (like the
 * growth measurement), in three builds:
 *   1. cold (no fingerprint yet);
 *   2. one MDX body edited → incremental; the deploy diff lists that page's
 *      HTML and page data and the search, feed and sitemap files that
 *      contain it, and no other file;
 *   3. one file under src/node touched → cold, naming that file (skipped
 *      with --no-code-change, as `npm test` runs it: the fingerprint's unit
 *      tests cover that case, and a cold build costs minutes);
 *   4. a writer's six mistakes in six pages (issue 40: a front-matter value
 *      of the wrong type, an unknown :data key, a broken link, a misspelt
 *      field in a GraphQL example, an unknown component; issue 43: a figure
 *      whose source does not parse): `npm run check`
 *      reports all six with file and line; the build reports the same six
 *      in one run and stops; the next build, on the cache the failed one
 *      left, reports them again (no page disappears silently); with the
 *      mistakes fixed the build succeeds (skipped with --no-mistakes);
 *   5. the AI readers switched off (AI_READERS=off, issue 39): the build
 *      succeeds, and `npm run mcp` on it starts, searches, validates a query
 *      and says that pages have no Markdown version (skipped with --no-ai-off).
 * Which files a page edit may rewrite comes from the product
 * (src/site/node/pageFiles.ts, loaded with ts-node), not from a list here.
 * Prints the timings and writes bench/results/build-ci.json.
 *
 *   node scripts/build-ci-check.mjs [--page content/docs/api-comparison.mdx] [--route /docs/api-comparison/] [--keep] [--no-code-change]
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { copyRepo } from './lib/copyRepo.mjs'
import { parseOptions } from './lib/args.mjs'

const { values: argv } = parseOptions(
  { page: { type: 'string' }, route: { type: 'string' }, keep: { type: 'boolean' }, 'no-code-change': { type: 'boolean' }, 'no-mistakes': { type: 'boolean' }, 'no-ai-off': { type: 'boolean' } },
  'Usage: node scripts/build-ci-check.mjs [--page content/docs/api-comparison.mdx] [--route /docs/api-comparison/] [--keep] [--no-code-change] [--no-mistakes] [--no-ai-off]',
)
const require = createRequire(import.meta.url)
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
/** @type {{ pageFiles: (route: string) => string[]; isSiteWideFile: (url: string) => boolean }} */
const { pageFiles, isSiteWideFile } = require('../src/site/node/pageFiles.ts')
const page = argv.page ?? 'content/docs/api-comparison.mdx'
const route = argv.route ?? '/docs/api-comparison/'
const touched = 'src/site/node/robots.ts'
const root = resolve('.')
const dir = copyRepo('cs-build-ci-')
console.log(`Temporary copy: ${dir}`)

const problems = []
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`)
  if (!ok) problems.push(message)
}

function buildCi(label, extraEnv = {}) {
  const summary = join(dir, `.build-ci-${label}.json`)
  const t0 = Date.now()
  const res = spawnSync(process.execPath, [join(dir, 'scripts/build-ci.mjs'), '--summary', summary], { cwd: dir, encoding: 'utf8', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...extraEnv } })
  const seconds = (Date.now() - t0) / 1000
  if (res.status !== 0) {
    console.error(res.stdout.slice(-4000), res.stderr.slice(-4000))
    throw new Error(`build:ci (${label}) failed`)
  }
  const s = JSON.parse(readFileSync(summary, 'utf8'))
  console.log(`\n${label}: ${s.mode} in ${seconds.toFixed(1)} s (${s.reason ?? 'same fingerprint'}); ${s.rewritten.length} page(s) rewritten; diff ${s.diff.added.length} added, ${s.diff.changed.length} changed, ${s.diff.removed.length} removed`)
  return { label, seconds, ...s }
}

/**
 * The mistakes of issues 40 and 43, each in its own page: the edit, and what a report must say about it (the file, and a
 * line or a phrase that names the mistake).
 */
const MISTAKES = [
  { file: 'content/docs/glossary/EVM.mdx', edit: (t) => t.replace('sidebar_position: 1\n', 'sidebar_position: "first"\n'), says: /content\/docs\/glossary\/EVM\.mdx[^\n]*sidebar_position/ },
  { file: 'content/docs/ide/account.mdx', edit: (t) => `${t}\nAt most :data[limits.noSuchLimit] rows.\n`, says: /content\/docs\/ide\/account\.mdx:\d+[^\n]*limits\.noSuchLimit/ },
  { file: 'content/docs/ide/query.mdx', edit: (t) => `${t}\nSee [the next step](/docs/no-such-page/).\n`, says: /content\/docs\/ide\/query\.mdx:\d+[^\n]*\/docs\/no-such-page\// },
  {
    file: 'content/docs/ide/team.mdx',
    edit: (t) => `${t}\n\`\`\`graphql\nquery { EVM(network: eth) { Blocks(limit: {count: 1}) { Block { Numbr } } } }\n\`\`\`\n`,
    says: /content\/docs\/ide\/team\.mdx:\d+[^\n]*Numbr/,
  },
  { file: 'content/docs/ide/share.mdx', edit: (t) => `${t}\n<FancyWidget size="2" />\n`, says: /content\/docs\/ide\/share\.mdx:\d+[^\n]*Unknown component <FancyWidget>/ },
  // Issue 43: a figure whose source does not parse fails at the line inside its fence.
  { file: 'content/docs/ide/private.mdx', edit: (t) => `${t}\n\`\`\`d2 caption="Broken" alt="A broken diagram."\nok -> fine\na -> {\n\`\`\`\n`, says: /content\/docs\/ide\/private\.mdx:\d+[^\n]*figure does not render/ },
]

/** A build that must fail: its output without colours, and how long it took. */
function buildFails(label) {
  const t0 = Date.now()
  const res = spawnSync(process.execPath, [join(dir, 'scripts/build-ci.mjs')], { cwd: dir, encoding: 'utf8', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 })
  const seconds = (Date.now() - t0) / 1000
  const output = stripVTControlCharacters(`${res.stdout}\n${res.stderr}`)
  console.log(`\n${label}: exit ${res.status} in ${seconds.toFixed(1)} s`)
  return { status: res.status, output, seconds }
}

/** Each mistake named by the report, and no page reported as a broken link target of the others. */
function checkReport(label, output) {
  // Gatsby's reporter wraps long lines at the terminal's width: read the report as one line.
  const flat = output.replace(/\s*\n\s*/g, ' ')
  for (const m of MISTAKES) check(m.says.test(flat), `${label} names the mistake in ${m.file}`)
  const cascade = output.match(/broken link [^\n]*\((?:no page|not a page)[^\n]*/g)?.filter((l) => !l.includes('/docs/no-such-page/')) ?? []
  check(cascade.length === 0, `${label} reports no broken link to a page that failed${cascade.length ? ` (${cascade.slice(0, 3).join('; ')})` : ''}`)
}

/** `npm run mcp` (stdio) on a built folder, driven by the SDK's client: a search, a validation and a page. */
async function mcpOnBuild(site) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js')
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js')
  const client = new Client({ name: 'build-ci-check', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(root, 'scripts/mcp.mjs'), '--site', site], cwd: root, stderr: 'pipe' }))
  const text = (r) => (r.content ?? []).map((c) => c.text ?? '').join('\n')
  try {
    const search = text(await client.callTool({ name: 'search_docs', arguments: { query: 'websocket', limit: 2 } }))
    const validated = await client.callTool({ name: 'validate_query', arguments: { query: '{ EVM(network: eth) { Blocks(limit: {count: 1}) { Block { Number } } } }' } })
    const page = text(await client.callTool({ name: 'get_page', arguments: { url_or_path: route } }))
    return { search, valid: validated.structuredContent?.valid, page }
  } finally {
    await client.close()
  }
}

let results = []
const mistakes = {}
try {
  const cold = buildCi('cold')
  check(cold.mode === 'cold', 'first build is cold (no fingerprint)')

  const file = join(dir, page)
  appendFileSync(file, `\n\nIncremental build check: the word zebracorn ${Date.now()} appears on this page only.\n`)
  const content = buildCi('content edit')
  check(content.mode === 'incremental', 'an MDX body edit builds incrementally')
  const own = pageFiles(route)
  const touchedFiles = [...content.diff.added, ...content.diff.changed, ...content.diff.removed]
  for (const f of own) check(content.diff.changed.includes(f), `the diff lists the page's own file ${f}`)
  const search = touchedFiles.filter((f) => isSiteWideFile(f))
  const searchHits = search.filter((f) => f.startsWith('/static/search/') && content.diff.added.includes(f)).filter((f) => readFileSync(join(dir, 'public', f), 'utf8').includes('zebracorn'))
  check(searchHits.length > 0, `the diff lists the search files that contain the edit (${searchHits.join(', ') || 'none'})`)
  const others = touchedFiles.filter((f) => !own.includes(f) && !isSiteWideFile(f))
  check(others.length === 0, `no other file changed${others.length ? ` (${others.slice(0, 10).join(', ')})` : ''}`)
  check(content.diff.purge.includes(route), `the purge list has ${route}`)

  const builds = [cold, content]
  if (!argv['no-code-change']) {
    appendFileSync(join(dir, touched), '\n// build:ci check: a code change.\n')
    const code = buildCi('code change')
    check(code.mode === 'cold', `a change under src/node builds cold`)
    check((code.reason ?? '').includes(touched), `and names the file (${code.reason})`)
    builds.push(code)
  }

  if (!argv['no-mistakes']) {
    const originals = new Map(MISTAKES.map((m) => [m.file, readFileSync(join(dir, m.file), 'utf8')]))
    for (const m of MISTAKES) writeFileSync(join(dir, m.file), m.edit(originals.get(m.file)))
    const t0 = Date.now()
    const checked = spawnSync(process.execPath, [join(dir, 'scripts/check.mjs')], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    mistakes.checkSeconds = (Date.now() - t0) / 1000
    console.log(`\nnpm run check with six mistakes: exit ${checked.status} in ${mistakes.checkSeconds.toFixed(1)} s`)
    check(checked.status === 1, 'npm run check exits 1 on the mistakes')
    const checkOut = stripVTControlCharacters(`${checked.stdout}\n${checked.stderr}`)
    for (const m of MISTAKES) {
      const named = m.says.test(checkOut)
      check(named, `npm run check names the mistake in ${m.file}`)
      // Show what the check said about that file instead, so a failure can be diagnosed from the CI log.
      if (!named) console.log(checkOut.split('\n').filter((l) => l.includes(m.file) || /renderer|timed out|Error:/.test(l)).slice(0, 12).map((l) => `    | ${l}`).join('\n') || '    | (the check printed nothing about this file)')
    }
    const first = buildFails('build with six mistakes')
    mistakes.buildSeconds = first.seconds
    check(first.status !== 0, 'the build with six mistakes fails')
    checkReport('the build', first.output)
    const again = buildFails('the next build, on the cache the failed one left')
    mistakes.againSeconds = again.seconds
    check(again.status !== 0, 'the next build fails again')
    checkReport('the next build', again.output)
    for (const m of MISTAKES) writeFileSync(join(dir, m.file), originals.get(m.file))
  }

  // One build serves both: the mistakes fixed (phase 4) and the AI readers off (phase 5).
  const aiOff = !argv['no-ai-off']
  if (!argv['no-mistakes'] || aiOff) {
    const off = buildCi(`${argv['no-mistakes'] ? '' : 'mistakes fixed, '}AI readers ${aiOff ? 'off' : 'on'}`, aiOff ? { AI_READERS: 'off' } : {})
    if (!argv['no-mistakes']) check(off.mode === 'incremental', 'with the mistakes fixed the build succeeds, incrementally')
    builds.push(off)
  }
  if (aiOff) {
    const site = JSON.parse(readFileSync(join(dir, 'public/mcp/site.json'), 'utf8'))
    check(site.twins.length === 0 && site.indexFiles.length === 0, 'with the AI readers off, the site manifest lists no twins and no llms.txt')
    check(site.sdl.length > 0, 'the SDL is still published (by the reference concern)')
    const mcp = await mcpOnBuild(join(dir, 'public'))
    check(/^2 pages for "websocket"/.test(mcp.search), `npm run mcp on that build searches (${mcp.search.split('\n')[0]})`)
    check(mcp.valid === true, 'and validates a query against the published SDL')
    check(/AI_READERS=off/.test(mcp.page), `and says a page has no Markdown version in this build (${mcp.page.slice(0, 120)})`)
  }
  results = builds.map((r) => ({ label: r.label, mode: r.mode, reason: r.reason, seconds: r.seconds, buildSeconds: r.buildSeconds, settleSeconds: r.settleSeconds, rewritten: r.rewritten.length, added: r.diff.added.length, changed: r.diff.changed.length, removed: r.diff.removed.length, purge: r.diff.purge }))
} finally {
  if (!argv.keep) rmSync(dir, { recursive: true, force: true })
}
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/build-ci.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, results, mistakes, problems }, null, 2))
console.log(`\n${problems.length ? `${problems.length} problem(s)` : `build:ci behaves: ${results.map((r) => r.mode).join(', ')}`}; bench/results/build-ci.json`)
process.exit(problems.length ? 1 : 0)
