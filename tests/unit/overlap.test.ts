/**
 * No page shares more than 25 % of its prose (word 8-grams) with any other
 * page of the site: docs, blog posts and MDX pages (GUIDE section 6). The
 * worst pair is printed on every run. `OVERLAP_REPORT=N` prints the N worst.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentFiles } from './contentFiles'
import { proseWords, shingles, worstOverlaps } from '../lib/overlap'

const root = path.resolve(__dirname, '../..')
const MAX_SHARE = 0.25

describe('prose overlap: the measure', () => {
  it('drops code, inline code, tags and link targets', () => {
    const src = '---\ntitle: x\n---\nRead [the guide](/docs/a/) now.\n\n```js\nconst a = 1\n```\n\n<Tabs groupId="x">Use `code` here</Tabs>'
    expect(proseWords(src)).toEqual(['read', 'the', 'guide', 'now', 'use', 'here'])
  })
  it('finds a copied paragraph and ignores unrelated prose', () => {
    const shared = 'the cube returns one row per trade with the buyer and the seller on each side of the pool'
    const pages = [
      { id: 'a', source: `${shared}. Ethereum has its own fee market and blocks every twelve seconds.` },
      { id: 'b', source: `${shared}. Solana has slots, leaders and priority fees paid in lamports to validators.` },
      { id: 'c', source: 'An entirely different text about charting candles with a widget and a data feed for traders.' },
    ]
    const [a, b, c] = worstOverlaps(pages)
    expect(a.other).toBe('b')
    expect(a.share).toBeGreaterThan(0.5)
    expect(b.other).toBe('a')
    expect(c.shared).toBe(0)
    expect(shingles(['a', 'b'])).toEqual(new Set())
  })
})

describe('prose overlap: the site', () => {
  const files = contentFiles(path.join(root, 'content'))
  const pages = files.map((f) => ({ id: path.relative(root, f), source: readFileSync(f, 'utf8') }))
  const results = worstOverlaps(pages).sort((x, y) => y.share - x.share)
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`

  it('reports the worst pair', () => {
    const n = Number(process.env.OVERLAP_REPORT ?? 1)
    const lines = results.slice(0, n).map((r) => `${pct(r.share)}  ${r.page} ~ ${r.other} (${r.shared} of ${r.total} 8-grams)`)
    console.log(`Prose overlap, worst ${n === 1 ? 'pair' : `${n} pages`}:\n${lines.join('\n')}`)
    expect(results.length).toBe(files.length)
  })

  it(`no page shares more than ${MAX_SHARE * 100} % of its prose with another`, () => {
    const over = results.filter((r) => r.share > MAX_SHARE).map((r) => `${r.page}: ${pct(r.share)} shared with ${r.other}`)
    expect(over).toEqual([])
  })
})
