import { readFileSync } from 'node:fs'
import { SearchEngine, validateIndexFile } from '/work/main/src/search/engine'
const manifest = JSON.parse(readFileSync('/work/main/public/search/manifest.json', 'utf8'))
const eng = new SearchEngine()
for (const e of manifest.contexts) eng.add(validateIndexFile(JSON.parse(readFileSync('/work/main/public' + e.url, 'utf8')), e.context))
const qs = JSON.parse(readFileSync('/work/main/tests/search/queries.json', 'utf8')).queries.map((q: any) => q.q)
for (const pass of [1, 2]) {
  const times: [number, string][] = []
  for (const q of qs) { const t = performance.now(); eng.rank(q, { contexts: ['docs'], limit: 8, perPage: 2 }); times.push([performance.now() - t, q]) }
  times.sort((a, b) => b[0] - a[0])
  console.log('pass', pass, 'p95', times[Math.floor(times.length * 0.05)][0].toFixed(1), times.slice(0, 6).map(([t, q]) => `${q}:${t.toFixed(0)}`).join(' | '))
}
