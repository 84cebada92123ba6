#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build on this machine and writes
 * bench/results/latest.json plus a readable table. `npm run bench -- --check`
 * exits non-zero when a budget (bench/budgets.mjs) is missed.
 *
 * First the tooling's own tests (bench/tests, the Jest project "bench"; --skip tools skips them).
 * Parts (each can be skipped: --skip build,rebuild,reference,weight,lighthouse,growth,search;
 *   or chosen: --only weight,lighthouse; compare runs only when chosen, --only compare):
 *   build       cold production build (gatsby clean first): wall time, peak RSS of
 *               the whole process tree, Gatsby's per-phase times, pages built
 *   rebuild     warm rebuild with no change; after editing one MDX body; after
 *               editing one schema description (pages whose HTML was
 *               regenerated, from `gatsby build --write-to-file`)
 *   reference   cold build without and with the generated schema reference (budget +20 %;
 *               --reference-runs N alternating pairs, default 1, median reported)
 *   weight      page weight per page family from public/ (HTML, first-load JS gzip,
 *               CSS, page data, requests) and the largest JS chunks
 *   lighthouse  Lighthouse mobile, median of --runs (3) per family (--families a,b for some), Debian Chromium
 *               (--cpu 6: the simulated phone's CPU 6× slower instead of Lighthouse's 4×),
 *               the build served on 127.0.0.1 by the plain static server with gzip
 *   growth      cold build time and peak RSS with the docs copied ×2 and ×4
 *               (--growth-runs N builds of each, default 2; the fastest of each is compared)
 *   search      scripts/bench-search.mjs when it exists
 *   compare     the same content built with Docusaurus 3 (default and Faster) and Starlight
 *               (bench/compare/, installed in temporary folders): every cold build, first-load
 *               JS, HTML and CSS per family, Lighthouse (--runs, the sites interleaved), five
 *               queries typed into each site's search, our relevance queries against Pagefind;
 *               one table with the best peer on each line. Needs a build in public/ (its
 *               Markdown twins); not in the default set (it installs the peers and builds them
 *               for many minutes). --reuse-peers measures the builds already in the temporary
 *               folders and public/ without building anything (build times are then missing):
 *               for trying the measures, never for the table in BENCHMARKS.md
 *
 * Timings on a shared 2-core machine are noisy: runs report the median and spread.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, statSync, rmSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { stripVTControlCharacters } from 'node:util'
import { parseOptions } from './lib/args.mjs'
import { pageWeight } from './lib/pageWeight.mjs'
import { copyRepo } from './lib/copyRepo.mjs'
import { countPages } from './lib/countPages.mjs'
import { startThirdPartyStub } from './lib/thirdPartyStub.mjs'
import { CHROME_FLAGS, lighthouseRun, lighthouseRuns, summariseRuns } from './lib/lighthouse.mjs'
import { FAMILIES, BUDGETS, checkBudgets } from '../bench/budgets.mjs'

const { values: argv } = parseOptions(
  {
    check: { type: 'boolean', default: false },
    skip: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string' },
    families: { type: 'string' },
    'reference-runs': { type: 'string' },
    'growth-runs': { type: 'string' },
    'reuse-peers': { type: 'boolean' },
    cpu: { type: 'string' },
  },
  'Usage: npm run bench -- [--check] [--only a,b | --skip a,b] [--runs N] [--families a,b] [--reference-runs N] [--growth-runs N] [--reuse-peers]',
)
const opt = (name, fallback) => argv[name] ?? fallback
const CHECK = argv.check
const skip = new Set((opt('skip', '') || '').split(',').filter(Boolean))
const only = opt('only', null)
/** Parts that run only when named in --only (slow, and they install packages). */
const OPT_IN = new Set(['compare'])
const wants = (part) => (only ? only.split(',').includes(part) : !skip.has(part) && !OPT_IN.has(part))
const RUNS = Number(opt('runs', 3))
/** The simulated phone's CPU slowdown for Lighthouse (its mobile default is 4). */
const CPU = Number(opt('cpu', 4))
/** --families reference,doc: Lighthouse only those families (the others keep their last numbers). */
const FAMILY_FILTER = opt('families', null)?.split(',') ?? null
const root = resolve('.')
const gatsbyBin = join(root, 'node_modules/.bin/gatsby')
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null
}
const spread = (xs) => (xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : null)
const fmt = (n, d = 0) => (n === null || n === undefined ? '—' : Number(n).toLocaleString('en', { maximumFractionDigits: d, minimumFractionDigits: d }))

/** Sum of VmRSS over a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
  const children = new Map()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(d))
    } catch {
      /* process ended while we read */
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))
      if (m) total += Number(m[1]) * 1024
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []))
  }
  return total
}

/** Runs a command, sampling the process tree's RSS; resolves with output, wall time and peak RSS. */
function measured(cmd, cmdArgs, options = {}) {
  return new Promise((resolvePromise) => {
    const t0 = process.hrtime.bigint()
    const child = spawn(cmd, cmdArgs, { cwd: options.cwd ?? root, env: options.env ?? env })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    let peak = 0
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid))
    }, 250)
    child.on('close', (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9
      resolvePromise({ code, out: stripVTControlCharacters(out), seconds, peakRss: peak })
    })
  })
}

/** Gatsby's "success <phase> - 1.234s" lines, summed per phase name. */
function phases(output) {
  const out = {}
  for (const m of output.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s/gm)) {
    const name = m[1].replace(/ - \d+\/\d+ [\d.]+\/s$/, '').trim()
    out[name] = Math.round(((out[name] ?? 0) + Number(m[2])) * 1000) / 1000
  }
  return out
}


/** Paths whose HTML the last `gatsby build --write-to-file` (re)generated (.cache/newPages.txt). */
function writtenPages(cwd = root) {
  const file = join(cwd, '.cache/newPages.txt')
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
}

async function build(cwd = root, extra = []) {
  const res = await measured(gatsbyBin, ['build', ...extra], { cwd })
  if (res.code !== 0) {
    console.error(res.out.slice(-4000))
    throw new Error(`gatsby build failed in ${cwd}`)
  }
  return res
}

// The tooling's own tests first (bench/tests, Jest project "bench"; not part of `npm test`, issue 39): a measurement
// by a broken tool is worse than none. --skip tools skips them.
if (wants('tools')) {
  const tools = spawnSync(join(root, 'node_modules/.bin/jest'), ['--selectProjects', 'bench', '--silent'], { stdio: 'inherit', env: process.env })
  if (tools.status !== 0) {
    console.error('bench: the benchmark tooling tests failed (bench/tests); fix them before measuring.')
    process.exit(tools.status ?? 1)
  }
}

const results = { date: new Date().toISOString(), machine: { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version }, budgets: BUDGETS }

// 1. Cold build
if (wants('build')) {
  console.log('▶ cold build (gatsby clean && gatsby build)')
  spawnSync(gatsbyBin, ['clean'], { env, stdio: 'ignore' })
  const res = await build()
  const pages = countPages(join(root, 'public'))
  results.coldBuild = { seconds: res.seconds, peakRssBytes: res.peakRss, pages, secondsPer100Pages: (res.seconds / pages) * 100, phases: phases(res.out) }
  console.log(`  ${fmt(res.seconds, 1)} s, peak RSS ${fmt(res.peakRss / 2 ** 20)} MiB, ${pages} pages`)
}

// 2. Rebuilds
if (wants('rebuild')) {
  const mdx = join(root, 'content/docs/intro.mdx')
  const schemaFile = join(root, 'graphql-schema/evm.graphql')
  const originalMdx = readFileSync(mdx, 'utf8')
  const originalSchema = existsSync(schemaFile) ? readFileSync(schemaFile, 'utf8') : null
  const rebuilds = {}
  try {
    console.log('▶ warm rebuild, no change')
    let r = await build(root, ['--write-to-file'])
    rebuilds.noChange = { seconds: r.seconds, peakRssBytes: r.peakRss, pagesWritten: writtenPages() }
    console.log('▶ rebuild after editing one MDX body (content/docs/intro.mdx)')
    writeFileSync(mdx, originalMdx.replace(/\n$/, '') + '\n\nThis sentence was added by the benchmark and is removed again.\n')
    r = await build(root, ['--write-to-file'])
    rebuilds.oneMdxEdit = { seconds: r.seconds, peakRssBytes: r.peakRss, pagesWritten: writtenPages() }
    writeFileSync(mdx, originalMdx)
    if (originalSchema && /"""[^"]+"""|"[^"\n]+"/.test(originalSchema)) {
      console.log('▶ rebuild after editing one schema description (graphql-schema/evm.graphql)')
      writeFileSync(schemaFile, originalSchema.replace(/("""\s*)([^"\s])/, '$1Edited by the benchmark. $2'))
      r = await build(root, ['--write-to-file'])
      rebuilds.oneSchemaDescriptionEdit = { seconds: r.seconds, peakRssBytes: r.peakRss, pagesWritten: writtenPages() }
    }
  } finally {
    writeFileSync(mdx, originalMdx)
    if (originalSchema) writeFileSync(schemaFile, originalSchema)
  }
  // Leave public/ matching the sources.
  await build(root)
  results.rebuilds = rebuilds
  for (const [k, v] of Object.entries(rebuilds)) console.log(`  ${k}: ${fmt(v.seconds, 1)} s, ${v.pagesWritten.length} pages written`)
}

// 2b. What the generated schema reference costs: cold builds without (REFERENCE=off) and with it.
if (wants('reference')) {
  const n = Number(opt('reference-runs', 1))
  console.log(`▶ reference cost: cold build without and with the schema reference (${n} pair${n > 1 ? 's' : ''}, alternating)`)
  const runs = { without: [], with: [] }
  for (let i = 0; i < n; i++) {
    for (const [label, extra] of [['without', { REFERENCE: 'off' }], ['with', {}]]) {
      spawnSync(gatsbyBin, ['clean'], { env, stdio: 'ignore' })
      const res = await measured(gatsbyBin, ['build'], { env: { ...env, ...extra } })
      if (res.code !== 0) throw new Error(`build ${label} the reference failed:\n${res.out.slice(-2000)}`)
      runs[label].push({ seconds: res.seconds, pages: countPages(join(root, 'public')), phases: phases(res.out) })
      console.log(`  ${label}: ${fmt(res.seconds, 1)} s`)
    }
  }
  const summarise = (list) => ({ seconds: median(list.map((r) => r.seconds)), ...spread(list.map((r) => r.seconds)), pages: list[0].pages, runs: list })
  const w = summarise(runs.without)
  const r = summarise(runs.with)
  // Where the added time goes: the median of each phase, with minus without, largest first.
  const names = [...new Set([...runs.without, ...runs.with].flatMap((x) => Object.keys(x.phases)))]
  const medianPhase = (list, k) => median(list.map((x) => x.phases[k] ?? 0))
  const added = names
    .map((k) => ({ phase: k, seconds: Math.round((medianPhase(runs.with, k) - medianPhase(runs.without, k)) * 100) / 100 }))
    .filter((x) => Math.abs(x.seconds) >= 0.1)
    .sort((a, b) => b.seconds - a.seconds)
  results.referenceCost = { without: w, with: r, addedFraction: (r.seconds - w.seconds) / w.seconds, addedByPhase: added }
  console.log(`  without ${fmt(w.seconds, 1)} s (${w.pages} pages), with ${fmt(r.seconds, 1)} s (${r.pages} pages): +${fmt(results.referenceCost.addedFraction * 100, 1)} %`)
  for (const a of added.slice(0, 10)) console.log(`    ${a.seconds >= 0 ? '+' : ''}${fmt(a.seconds, 2)} s  ${a.phase}`)
}

// 3. Page weight
const publicDir = join(root, 'public')
if (wants('weight')) {
  if (!existsSync(join(publicDir, 'index.html'))) throw new Error('No build in public/: run npm run build first, or drop --skip build')
  console.log('▶ page weight per family')
  results.weight = {}
  for (const [family, route] of Object.entries(FAMILIES)) {
    const file = join(publicDir, route, route.endsWith('.html') ? '' : 'index.html')
    if (!existsSync(file)) {
      results.weight[family] = { route, missing: true }
      continue
    }
    const w = pageWeight(publicDir, route)
    results.weight[family] = { ...w, files: undefined }
  }
  const chunks = readdirSync(publicDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, bytes: statSync(join(publicDir, f)).size, gzip: gzipSync(readFileSync(join(publicDir, f)), { level: 6 }).length }))
    .sort((a, b) => b.gzip - a.gzip)
  results.largestChunks = chunks.slice(0, 8)
}

// Browser-based parts share one static server (gzip on) on a free port.
async function withServer(fn) {
  const { startServer } = await import('./serve.mjs')
  const server = await startServer({ port: 0, dir: publicDir })
  const port = server.address().port
  try {
    return await fn(`http://127.0.0.1:${port}`)
  } finally {
    server.close()
  }
}

if (wants('weight') || wants('lighthouse')) {
  await withServer(async (base) => {
    if (wants('weight')) {
      const { chromium } = await import('@playwright/test')
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS })
      for (const w of Object.values(results.weight)) {
        if (w.missing) continue
        const page = await browser.newPage()
        const requests = []
        page.on('request', (r) => requests.push(r.url()))
        await page.goto(base + w.route, { waitUntil: 'load' })
        w.requestsUntilLoad = requests.length
        w.thirdPartyUntilLoad = requests.filter((u) => !u.startsWith(base) && !u.startsWith('data:')).length
        await page.close()
      }
      await browser.close()
      for (const [family, w] of Object.entries(results.weight)) {
        if (w.missing) console.log(`  ${family.padEnd(10)} ${w.route}: not built yet`)
        else console.log(`  ${family.padEnd(10)} HTML ${fmt(w.htmlBytes)} B, JS ${fmt(w.firstLoadJsGzip)} B gzip, CSS ${fmt(w.cssBytes)} B, page data ${fmt(w.pageDataGzip)} B, ${w.requestsUntilLoad} requests`)
      }
    }
    if (wants('lighthouse')) {
      console.log(`▶ Lighthouse mobile, median of ${RUNS} runs per family, CPU ${CPU}× slower`)
      // Third-party hosts are unreachable here; a local stub answers for them (see thirdPartyStub.mjs).
      const stub = await startThirdPartyStub()
      results.lighthouse = {}
      for (const [family, route] of Object.entries(FAMILIES)) {
        if (FAMILY_FILTER && !FAMILY_FILTER.includes(family)) continue
        if (!existsSync(join(publicDir, route, route.endsWith('.html') ? '' : 'index.html'))) continue
        const summary = await lighthouseRuns(base, route, RUNS, stub, CPU)
        results.lighthouse[family] = summary
        console.log(
          `  ${family.padEnd(10)} perf ${summary.performance.median} (${summary.performance.min}-${summary.performance.max}), a11y ${summary.accessibility.median}, BP ${summary.bestPractices.median}, SEO ${summary.seo.median}, LCP ${fmt(summary.lcpMs.median)} ms, TBT ${fmt(summary.tbtMs.median)} ms, CLS ${fmt(summary.cls.median, 3)}`,
        )
      }
      stub.close()
    }
  })
}

// 5. Growth: the docs copied ×2 and ×4 in a temporary copy of the repository.
/** Copies every doc of content/docs into content/docs/growth-copy-{k}/ (slugs, aliases and category links dropped, so no route collides). */
function addCopies(dir, copies) {
  const src = join(dir, 'content/docs')
  const docs = []
  const walk = (d, rel) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('growth-copy-')) continue
      if (e.isDirectory()) walk(join(d, e.name), join(rel, e.name))
      else if (/\.mdx?$/.test(e.name)) docs.push(join(rel, e.name))
    }
  }
  walk(src, '')
  for (let k = 1; k <= copies; k++) {
    const target = join(src, `growth-copy-${k}`)
    mkdirSync(target, { recursive: true })
    writeFileSync(join(target, '_category_.yml'), `label: "Growth copy ${k}"\nposition: ${900 + k}\n`)
    for (const rel of docs) {
      const text = readFileSync(join(src, rel), 'utf8').replace(/^(slug|aliases):.*(\n\s+- .*)*\n/gm, '')
      mkdirSync(dirname(join(target, rel)), { recursive: true })
      // Links inside copies point at the original pages, which exist, so the link check still passes.
      writeFileSync(join(target, rel), text)
    }
  }
  return docs.length
}

if (wants('growth')) {
  // Each added copy of the docs costs a few seconds, close to the run-to-run noise of a ~50 s
  // build, so every factor is built --growth-runs times (interleaved, so a busy spell hits all
  // factors alike) and the fastest run of each factor, the least disturbed, is compared.
  const n = Number(opt('growth-runs', 2))
  console.log(`▶ growth: docs ×1, ×2, ×4 (cold builds of temporary copies, ${n} run${n > 1 ? 's' : ''} each)`)
  const byFactor = new Map()
  for (let run = 0; run < n; run++) {
    for (const factor of [1, 2, 4]) {
      const dir = copyRepo('cs-bench-')
      try {
        const docs = addCopies(dir, factor - 1)
        const res = await build(dir)
        const pages = countPages(join(dir, 'public'))
        const intro = pageWeight(join(dir, 'public'), '/docs/intro/')
        const entry = byFactor.get(factor) ?? { factor, docs: docs * factor, pages, runs: [], introHtmlBytes: intro.htmlBytes, introFirstLoadJsGzip: intro.firstLoadJsGzip }
        entry.runs.push({ seconds: res.seconds, peakRssBytes: res.peakRss })
        byFactor.set(factor, entry)
        console.log(`  ×${factor}: ${pages} pages in ${fmt(res.seconds, 1)} s, peak RSS ${fmt(res.peakRss / 2 ** 20)} MiB, /docs/intro/ HTML ${fmt(intro.htmlBytes)} B, JS ${fmt(intro.firstLoadJsGzip)} B`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  }
  results.growth = [...byFactor.values()].map((e) => ({
    ...e,
    seconds: Math.min(...e.runs.map((r) => r.seconds)),
    peakRssBytes: Math.max(...e.runs.map((r) => r.peakRssBytes)),
  }))
  for (const g of results.growth) console.log(`  ×${g.factor}: fastest ${fmt(g.seconds, 1)} s of ${g.runs.map((r) => fmt(r.seconds, 1)).join(', ')}`)
}

// 6. Search
if (wants('search') && existsSync(join(root, 'scripts/bench-search.mjs'))) {
  console.log('▶ search')
  const r = spawnSync(process.execPath, [join(root, 'scripts/bench-search.mjs'), '--json'], { encoding: 'utf8', env })
  if (r.status === 0) {
    try {
      results.search = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))
    } catch {
      results.search = { raw: r.stdout.trim() }
    }
  } else results.search = { error: (r.stderr || r.stdout).trim().slice(-500) }
  console.log('  ' + JSON.stringify(results.search).slice(0, 400))
}

// 7. Side by side with the peers (bench/compare/README.md): Docusaurus 3, Docusaurus Faster and
// Starlight built from the same content, on the same machine, in the same run.
if (wants('compare')) {
  const dz = await import('../bench/compare/docusaurus.mjs')
  const sl = await import('../bench/compare/starlight.mjs')
  const { computeRatios, compareTable, compareMarkdown } = await import('../bench/compare/report.mjs')
  const { probeSearch, pagefindTopPages, SEARCH_UIS } = await import('./lib/searchProbe.mjs')
  const { jsOrigins } = await import('./lib/jsOrigins.mjs')
  const { startServer } = await import('./serve.mjs')
  const { chromium } = await import('@playwright/test')
  const { createRequire } = await import('node:module')
  console.log('▶ compare: our site, Docusaurus 3 (default and Faster) and Starlight built from the same content')
  if (!existsSync(join(publicDir, 'docs/intro/index.md'))) throw new Error('No build with Markdown twins in public/: run npm run build first')
  const loadBefore = loadavg()
  const reuse = Boolean(argv['reuse-peers'])
  let oursBuild = results.coldBuild ?? (reuse ? { seconds: null, peakRssBytes: null, pages: countPages(publicDir) } : null)
  if (!oursBuild) {
    console.log('  our cold build (gatsby clean && gatsby build)')
    spawnSync(gatsbyBin, ['clean'], { env, stdio: 'ignore' })
    const res = await build()
    oursBuild = { seconds: res.seconds, peakRssBytes: res.peakRss, pages: countPages(publicDir) }
  }
  const weightOf = (dir, route) => {
    const w = pageWeight(dir, route)
    return { route, htmlBytes: w.htmlBytes, htmlGzip: w.htmlGzip, cssGzip: w.cssGzip, jsFiles: w.jsFiles, jsGzip: w.jsGzip, inlineScriptGzip: w.inlineScriptGzip, firstLoadJsGzip: w.firstLoadJsGzip, files: w.files.map((f) => f.src) }
  }
  // Each peer in its own folder, built cold one after the other (never at the same time).
  const recipes = [
    ...Object.values(dz.VARIANTS).map((variant) => ({ key: variant.key, label: variant.label, versions: variant.versions, workDir: variant.workDir, buildDir: 'build', ui: SEARCH_UIS.docusaurus, routes: dz.familyRoutes, prepare: () => dz.prepare({ root, publicDir, variant }), build: (workDir) => dz.build({ workDir, measured, env }), searchIndex: (dir) => dz.searchIndex(dir) })),
    { key: sl.STARLIGHT.key, label: sl.STARLIGHT.label, versions: sl.VERSIONS, workDir: sl.STARLIGHT.workDir, buildDir: 'dist', ui: SEARCH_UIS.starlight, routes: sl.familyRoutes, prepare: () => sl.prepare({ root, publicDir }), build: (workDir) => sl.build({ workDir, measured, env }), searchIndex: (dir) => sl.searchIndex(dir), pagefind: true },
  ]
  const peers = []
  for (const recipe of recipes) {
    let layout
    let built
    if (reuse) {
      const buildDir = join(recipe.workDir, recipe.buildDir)
      if (!existsSync(buildDir)) throw new Error(`--reuse-peers: ${buildDir} is missing; run the compare once without it`)
      layout = { workDir: recipe.workDir }
      built = { seconds: null, peakRssBytes: null, pages: countPages(buildDir), buildDir, brokenLinkWarnings: 0 }
    } else {
      layout = recipe.prepare()
      console.log(`  ${recipe.label} cold build (minutes on 2 cores)`)
      const { output, ...rest } = await recipe.build(layout.workDir)
      built = rest
      writeFileSync(join(layout.workDir, 'build-output.txt'), output)
    }
    console.log(`  ${recipe.label}: ${fmt(built.seconds, 1)} s, peak RSS ${fmt(built.peakRssBytes / 2 ** 20)} MiB, ${built.pages} pages, ${built.brokenLinkWarnings} broken-link warnings`)
    peers.push({ ...recipe, layout, base: null, side: { build: built, weight: {}, lighthouse: {}, search: recipe.searchIndex(built.buildDir) } })
  }
  console.log(`  ours ${fmt(oursBuild.seconds, 1)} s, ${oursBuild.pages} pages`)
  const has = (p, f) => Boolean(p.routes[f]) && existsSync(dz.routeFile(p.side.build.buildDir, p.routes[f]))
  // Every family we have and at least one peer has; each peer is measured where it has the family.
  const families = Object.keys(FAMILIES).filter((f) => existsSync(dz.routeFile(publicDir, FAMILIES[f])) && peers.some((p) => has(p, f)))
  const ours = { build: { seconds: oursBuild.seconds, peakRssBytes: oursBuild.peakRssBytes, pages: oursBuild.pages }, weight: {}, lighthouse: {}, search: dz.ourSearchIndex(publicDir), jsOrigins: {} }
  for (const f of families) {
    ours.weight[f] = weightOf(publicDir, FAMILIES[f])
    ours.jsOrigins[f] = jsOrigins(publicDir, ours.weight[f].files).origins
    for (const p of peers) if (has(p, f)) p.side.weight[f] = weightOf(p.side.build.buildDir, p.routes[f])
  }
  const stub = await startThirdPartyStub()
  const ourServer = await startServer({ port: 0, dir: publicDir })
  const servers = [ourServer]
  for (const p of peers) {
    const s = await startServer({ port: 0, dir: p.side.build.buildDir })
    servers.push(s)
    p.base = `http://127.0.0.1:${s.address().port}`
  }
  const oursBase = `http://127.0.0.1:${ourServer.address().port}`
  try {
    console.log(`  Lighthouse mobile, ${RUNS} run${RUNS > 1 ? 's' : ''} per family and site, the sites interleaved`)
    for (const f of families) {
      if (FAMILY_FILTER && !FAMILY_FILTER.includes(f)) continue
      const measuredPeers = peers.filter((p) => has(p, f))
      const runs = { ours: [], ...Object.fromEntries(measuredPeers.map((p) => [p.key, []])) }
      for (let i = 0; i < RUNS; i++) {
        runs.ours.push(await lighthouseRun(oursBase + FAMILIES[f], stub, CPU))
        for (const p of measuredPeers) runs[p.key].push(await lighthouseRun(p.base + p.routes[f], stub, CPU))
      }
      ours.lighthouse[f] = summariseRuns(FAMILIES[f], runs.ours)
      for (const p of measuredPeers) p.side.lighthouse[f] = summariseRuns(p.routes[f], runs[p.key])
      const shown = [['ours', ours], ...measuredPeers.map((p) => [p.label, p.side])]
      console.log(`    ${f.padEnd(10)} perf ${shown.map(([, s]) => s.lighthouse[f].performance.median).join(' / ')}, TBT ${shown.map(([, s]) => fmt(s.lighthouse[f].tbtMs.median)).join(' / ')} ms (${shown.map(([l]) => l).join(' / ')})`)
    }
    // Search as a reader meets it: the same five queries typed into every site's search, from a docs page.
    console.log('  search: five queries on every site (scripts/lib/searchProbe.mjs)')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS })
    try {
      ours.search.probe = await probeSearch(browser, oursBase + FAMILIES.doc, SEARCH_UIS.ours)
      for (const p of peers) p.side.search.probe = await probeSearch(browser, p.base + p.routes.doc, p.ui)
      for (const [label, side] of [['ours', ours], ...peers.map((p) => [p.label, p.side])]) {
        const pr = side.search.probe
        console.log(`    ${label.padEnd(18)} first query ${fmt(pr.first.bytes / 1024, 1)} KB in ${fmt(pr.first.firstResultMs)} ms, five ${fmt(pr.five.bytes / 1024, 1)} KB, after load ${fmt(pr.afterLoad.bytes / 1024, 1)} KB`)
      }
      // Quality: our relevance queries on our engine and on Pagefind's ranking.
      const require = createRequire(import.meta.url)
      require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
      const rel = require('../bench/compare/relevance.ts')
      const queries = rel.relevanceQueries(root)
      ours.search.relevance = rel.scoreRelevance(queries, rel.ourTopPages(publicDir, queries.map((q) => q.q)))
      for (const p of peers.filter((x) => x.pagefind)) p.side.search.relevance = rel.scoreRelevance(queries, await pagefindTopPages(browser, p.base, queries.map((q) => q.q)))
      for (const [label, side] of [['ours', ours], ...peers.filter((x) => x.pagefind).map((p) => [p.label, p.side])]) {
        const r = side.search.relevance
        console.log(`    relevance ${label.padEnd(10)} top 1 ${r.top1}/${r.queries}, top 3 ${r.top3}/${r.queries}`)
      }
    } finally {
      await browser.close()
    }
  } finally {
    for (const s of servers) s.close()
    stub.close()
  }
  const compare = { date: new Date().toISOString(), runs: RUNS, machine: { ...results.machine, loadAverage: { before: loadBefore, after: loadavg() } }, versions: Object.fromEntries(peers.map((p) => [p.key, p.versions])), layouts: Object.fromEntries(peers.map((p) => [p.key, p.layout])), ours }
  for (const p of peers) compare[p.key] = p.side
  compare.ratios = Object.fromEntries(peers.map((p) => [p.key, computeRatios(ours, p.side)]))
  results.compare = compare
  console.log('\n' + compareTable({ ours, peers }).join('\n'))
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  writeFileSync(join(root, 'bench/results/compare.md'), compareMarkdown({ ours, peers }) + '\n')
  console.log(`  load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${compare.machine.loadAverage.after.map((l) => l.toFixed(2)).join(' ')}; Markdown table in bench/results/compare.md; build output in ${peers.map((p) => join(p.layout.workDir, 'build-output.txt')).join(', ')}`)
}

mkdirSync(join(root, 'bench/results'), { recursive: true })
const previous = existsSync(join(root, 'bench/results/latest.json')) ? JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8')) : {}
// Parts not run this time keep their last measurement, marked with its date.
if (FAMILY_FILTER && results.lighthouse) results.lighthouse = { ...(previous.lighthouse ?? {}), ...results.lighthouse }
const merged = { ...previous, ...results, partsRun: Object.keys(results).filter((k) => !['date', 'machine', 'budgets'].includes(k)) }
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(merged, null, 2) + '\n')
console.log('\nWrote bench/results/latest.json')

if (CHECK) {
  const problems = checkBudgets(merged)
  if (problems.length) {
    console.log(`\nBudgets missed (${problems.length}):\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('\nAll budgets hold.')
}
