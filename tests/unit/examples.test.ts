/**
 * Every fenced ```graphql block of content/ validates against graphql-schema/
 * (queries, subscriptions, fragments and variables all count). A block may opt
 * out only with `skip-validation="reason"` in its meta; the reasons are listed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadSchema } from '../../src/node/schema/load'
import { validateExample, optOutReason, allowDeprecatedReason } from '../../src/node/schema/validateExample'
import { graphqlBlocks, contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const schema = loadSchema()
const files = contentFiles(path.join(root, 'content'))

describe('GraphQL examples validate against graphql-schema/', () => {
  it('finds the content', () => {
    expect(files.length).toBeGreaterThan(0)
  })
  const optOuts: string[] = []
  for (const file of files) {
    const rel = path.relative(root, file)
    const blocks = graphqlBlocks(readFileSync(file, 'utf8'))
    if (blocks.length === 0) continue
    it(rel, () => {
      const failures: string[] = []
      for (const b of blocks) {
        const reason = optOutReason(b.meta)
        if (reason !== null) {
          if (!reason) failures.push(`${rel}:${b.line}: skip-validation needs a reason`)
          optOuts.push(`${rel}:${b.line}: ${reason}`)
          continue
        }
        const deprecated = allowDeprecatedReason(b.meta)
        if (deprecated === '') failures.push(`${rel}:${b.line}: allow-deprecated needs a reason`)
        const res = validateExample(schema, b.value, { allowDeprecated: deprecated !== null })
        for (const p of res.problems) failures.push(`${rel}:${b.line + p.line}: ${p.message}`)
      }
      expect(failures).toEqual([])
    })
  }
  afterAll(() => {
    if (optOuts.length) console.info(`GraphQL examples that opt out of validation:\n${optOuts.join('\n')}`)
  })
})
