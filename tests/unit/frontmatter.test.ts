/** Every content file's front matter matches its declared shape (the build enforces the same; this finds it in a second). */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { frontMatterProblems, splitFrontMatter } from '../../src/lib/frontmatter'
import { contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const files = contentFiles(path.join(root, 'content'))

it('reads the content', () => expect(files.length).toBeGreaterThan(100))

it('every front matter matches its shape', () => {
  const problems = files.flatMap((f) => {
    const rel = path.relative(root, f)
    const kind = rel.startsWith('content/blog/') ? 'post' : rel.startsWith('content/pages/') ? 'page' : 'doc'
    return frontMatterProblems(splitFrontMatter(readFileSync(f, 'utf8')).data, kind).map((p) => `${rel}: ${p}`)
  })
  expect(problems).toEqual([])
})
