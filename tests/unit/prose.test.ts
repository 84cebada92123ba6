/**
 * Prose lint of docs, blog and MDX pages (issue 26): spelling with cspell
 * (cspell.config.yaml, project words in .cspell/project-words.txt), repeated
 * words and product names spelled one way (tests/lib/truth/prose.ts). Each
 * runs over the real content with zero findings, after fixture tests that
 * prove it catches the mistakes it is for.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { proseLines, repeatedWords, terminology } from '../lib/truth/prose'
import { contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const files = ['content/docs', 'content/blog', 'content/pages'].flatMap((d) => contentFiles(path.join(root, d)))

/** Doubled words that are English, each with its reason. */
const ALLOWED_REPEATS = new Set([
  'that', // "that that" can be grammatical ("the check that that query passes")
])

/**
 * cspell's own cache (keyed by each file's content and the configuration, kept in node_modules/.cache): a second run
 * reads only the pages that changed. Not for stdin.
 */
const CACHE = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(root, 'node_modules/.cache/cspell/cache.json')]

/** Runs cspell on files (or text on stdin) and returns its findings as "file:line:col - Unknown word (x)". */
function cspell(args: string[], input?: string): string[] {
  try {
    execFileSync(path.join(root, 'node_modules/.bin/cspell'), ['--no-progress', '--no-summary', '--no-color', '--config', path.join(root, 'cspell.config.yaml'), ...(args.some((a) => a.startsWith('stdin://')) ? [] : CACHE), ...args], { cwd: root, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] })
    return []
  } catch (e) {
    const err = e as { stdout?: string; status?: number }
    if (err.status !== 1) throw e
    return (err.stdout ?? '').split('\n').filter((l) => /Unknown word|Forbidden word/.test(l))
  }
}

describe('prose checks catch what they are for', () => {
  it('cspell flags a misspelling in prose and ignores code, addresses and directives', () => {
    const text = ['---', 'title: A page', '---', '', 'The recieved amount is shown here.', '', '```js', 'const recievedx = 1', '```', '', 'Use `recievd` with :data[contracts.tron.USDT] at 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU.', ''].join('\n')
    const found = cspell(['stdin://fixture.mdx'], text)
    expect(found.join('\n')).toMatch(/recieved/)
    expect(found).toHaveLength(1)
  })

  it('finds repeated words, also across a line break', () => {
    const lines = proseLines('A one-hour window holds about about 1,800 rows.\nIt is the\nthe last one. `a a` in code is fine.')
    expect(repeatedWords(lines, ALLOWED_REPEATS).map((f) => f.text)).toEqual(['about about', 'the the'])
  })

  it('finds product names spelled the wrong way, in prose only', () => {
    const lines = proseLines('---\ntitle: Pumpfun tokens\nkeywords: [pumpfun]\n---\n\nTrade on Pancakeswap, Uniswap V3 and pump.fun; `Pumpfun` is the ProtocolFamily value. See [Pump.fun](/docs/blockchain/Solana/Pumpfun/).')
    expect(terminology(lines).map((f) => f.message).sort()).toEqual(['write "PancakeSwap", not "Pancakeswap"', 'write "Pump.fun", not "Pumpfun"', 'write "Pump.fun", not "pump.fun"', 'write "Uniswap v2/v3/v4", not "Uniswap V3"'])
  })
})

describe('prose of the content', () => {
  it('has no spelling mistakes (cspell)', () => {
    const found = cspell(['content/docs/**/*.{md,mdx}', 'content/blog/**/*.{md,mdx}', 'content/pages/**/*.{md,mdx}'])
    if (found.length) console.warn(`${found.length} spelling findings (fix the word, or add a real term to .cspell/project-words.txt):\n${found.join('\n')}`)
    expect(found).toEqual([])
  }, 180_000)

  it('has no repeated words and spells product names one way', () => {
    const found: string[] = []
    for (const file of files) {
      const lines = proseLines(readFileSync(file, 'utf8'))
      for (const f of [...repeatedWords(lines, ALLOWED_REPEATS), ...terminology(lines)]) found.push(`${path.relative(root, file)}:${f.line}: ${f.message}`)
    }
    if (found.length) console.warn(`${found.length} prose findings:\n${found.join('\n')}`)
    expect(found).toEqual([])
  })
})
