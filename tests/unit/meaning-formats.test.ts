/**
 * Identifiers and windows over every content page (issue 37, sweep-formats):
 * - no JSON fence (a response sample, a stream message, a file line, a tool
 *   result) holds an identifier shortened for display (samples.ts,
 *   `elidedIdentifier`; the sample test applies it to response samples too);
 * - every order ID of a Phoenix or OpenBook sample agrees with its side
 *   (orderIds.ts);
 * - no query on the archive dataset runs its time window to now, where the
 *   archive trails the head (windows.ts, `checkArchiveOpenEnded`).
 * The fixtures in tests/unit/meaning-checks.test.ts prove each check fires.
 */
import { platform } from '../../content/data/platform'
import { contentPages, graphqlFences, queryBefore, sectionProse, variablesAfter } from '../lib/truth/pages'
import { elidedIdentifiersIn, isSample } from '../lib/truth/samples'
import { BOOK_MARKETS, checkOrderIds } from '../lib/truth/orderIds'
import { checkArchiveOpenEnded, delayHours, toleratesArchiveLag } from '../lib/truth/windows'

const pages = contentPages()

const split = (problems: string[]) => problems

describe('identifiers in JSON fences', () => {
  it('no JSON fence holds an address, hash or signature shortened for display', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (!/^json/.test(f.lang)) continue
        const texts = f.value.trim().startsWith('{') || f.value.trim().startsWith('[') ? [f.value] : f.value.split('\n')
        for (const text of texts) {
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            continue
          }
          for (const e of elidedIdentifiersIn(json)) problems.push(`${page.file}:${f.line}: ${e.path || 'value'}: "${e.value.length > 80 ? `${e.value.slice(0, 80)}…` : e.value}" holds "${e.piece}", an identifier shortened for display (write a whole, well-formed made-up value)`)
        }
      }
    }
    expect(split(problems)).toEqual([])
  })
})

describe('order IDs agree with the side', () => {
  it('every Phoenix and OpenBook order in a sample has an ID of its side', () => {
    const problems: string[] = []
    for (const page of pages) {
      for (const f of page.fences) {
        if (!isSample(f) || !f.value.includes('OrderId')) continue
        let json: unknown
        try {
          json = JSON.parse(f.value)
        } catch {
          continue
        }
        const query = queryBefore(page, f)
        for (const o of checkOrderIds(json, query?.value ?? '', BOOK_MARKETS)) problems.push(`${page.file}:${f.line}: ${o.path}: ${o.message}`)
      }
    }
    expect(split(problems)).toEqual([])
  })
})

describe('archive windows', () => {
  const delayH = delayHours(platform.datasets.archiveDelay)
  it('no query on the archive runs its window to now', () => {
    const problems: string[] = []
    for (const { page, fence: f } of graphqlFences(pages)) {
      const found = checkArchiveOpenEnded(f.value, f.line, variablesAfter(page, f), delayH, { meta: f.meta, tolerates: toleratesArchiveLag(sectionProse(page, f)) })
      for (const p of found) problems.push(`${page.file}:${p.line}: ${p.message}`)
    }
    expect(split(problems)).toEqual([])
  })
})
