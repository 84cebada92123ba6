#!/usr/bin/env node
/**
 * Growth measurement: builds a temporary copy of the site with synthetic docs
 * added at ×1 and ×4, and reports how the same page's weight and the build
 * change. Usage: node scripts/growth.mjs [--base 250] [--factors 1,4]
 * Writes bench/results/growth.json.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync, statSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pageWeight } from './lib/pageWeight.mjs'
import { copyRepo } from './lib/copyRepo.mjs'
import { parseOptions } from './lib/args.mjs'

const { values: argv } = parseOptions({ base: { type: 'string' }, factors: { type: 'string' } }, 'Usage: node scripts/growth.mjs [--base 250] [--factors 1,4]')
const opt = (n, d) => argv[n] ?? d
const base = Number(opt('base', 250))
const factors = opt('factors', '1,4').split(',').map(Number)
const root = resolve('.')
const pages = ['/docs/intro/', '/docs/category/building-queries/', '/', '/docs/growth/section-0/page-0/']

function dirSize(p) {
  let total = 0
  for (const e of readdirSync(p, { withFileTypes: true })) {
    const f = join(p, e.name)
    total += e.isDirectory() ? dirSize(f) : statSync(f).size
  }
  return total
}

function addSynthetic(dir, count) {
  const template = readFileSync(join(root, 'content/docs/contribution-guidelines.mdx'), 'utf8').replace(/^---[\s\S]*?---\n/, '')
  const target = join(dir, 'content/docs/growth')
  mkdirSync(target, { recursive: true })
  writeFileSync(join(target, '_category_.yml'), 'label: "Growth test"\nposition: 99\n')
  for (let i = 0; i < count; i++) {
    // Sections of 50 pages, like real categories, so the sidebar has a realistic shape.
    const n = Math.floor(i / 50)
    const section = join(target, `section-${n}`)
    mkdirSync(section, { recursive: true })
    if (i % 50 === 0) writeFileSync(join(section, '_category_.yml'), `label: "Section ${n}"\nposition: ${n}\n`)
    writeFileSync(join(section, `page-${i}.mdx`), `---\ntitle: Synthetic page ${i}\ndescription: A copy of the contribution guide used to measure growth.\n---\n\n${template}`)
  }
}

const results = []
for (const f of factors) {
  const dir = copyRepo('cs-growth-')
  addSynthetic(dir, base * f)
  const t0 = Date.now()
  const res = spawnSync(join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }, encoding: 'utf8' })
  const seconds = (Date.now() - t0) / 1000
  if (res.status !== 0) {
    console.error(res.stdout.slice(-3000), res.stderr.slice(-3000))
    process.exit(1)
  }
  const pub = join(dir, 'public')
  const built = (res.stdout.match(/Done building/g) ?? []).length > 0
  results.push({
    factor: f,
    syntheticDocs: base * f,
    buildSeconds: seconds,
    publicBytes: dirSize(pub),
    built,
    pages: pages.map((p) => {
      const w = pageWeight(pub, p)
      delete w.files
      return w
    }),
  })
  rmSync(dir, { recursive: true, force: true })
  console.log(`×${f}: ${base * f} synthetic docs built in ${seconds.toFixed(1)} s`)
}
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/growth.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2))
const fmt = (n) => n.toLocaleString('en')
for (const p of pages) {
  console.log(`\n${p}`)
  console.log('factor | HTML bytes | first-load JS (gzip) | page data (gzip) | static queries (gzip)')
  for (const r of results) {
    const w = r.pages.find((x) => x.route === p)
    console.log(`×${r.factor} | ${fmt(w.htmlBytes)} | ${fmt(w.firstLoadJsGzip)} | ${fmt(w.pageDataGzip)} | ${fmt(w.staticQueryGzip)}`)
  }
}
console.log('\npublic/ bytes: ' + results.map((r) => `×${r.factor} ${fmt(r.publicBytes)}`).join(', '))
