/** Every content file's front matter matches its declared shape (the build enforces the same; this finds it in a second). */
import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import path from 'node:path'
import { frontMatterProblems, splitFrontMatter } from '../../src/lib/frontmatter'
import { contentFiles } from './contentFiles'

const root = path.resolve(__dirname, '../..')
/** The folders pages come from (content/reviews holds review records, not pages). */
const files = ['content/docs', 'content/blog', 'content/pages'].flatMap((d) => contentFiles(path.join(root, d)))

it('reads the content', () => expect(files.length).toBeGreaterThan(100))

it('every front matter matches its shape', () => {
  const problems = files.flatMap((f) => {
    const rel = path.relative(root, f)
    const kind = rel.startsWith('content/blog/') ? 'post' : rel.startsWith('content/pages/') ? 'page' : 'doc'
    return frontMatterProblems(splitFrontMatter(readFileSync(f, 'utf8')).data, kind).map((p) => `${rel}: ${p}`)
  })
  expect(problems).toEqual([])
})

it('every docs tag used in front matter is declared in content/docs/tags.yml, which parses', () => {
  const tags = parseYaml(readFileSync(path.join(root, 'content/docs/tags.yml'), 'utf8')) as Record<string, { label: string; description: string }>
  expect(Object.values(tags).every((t) => typeof t.label === 'string' && typeof t.description === 'string')).toBe(true)
  const unknown = files
    .filter((f) => f.includes('/content/docs/'))
    .flatMap((f) => {
      const raw = splitFrontMatter(readFileSync(f, 'utf8')).data.tags
      const list = Array.isArray(raw) ? raw : raw ? [raw] : []
      return list.filter((t) => !(String(t) in tags)).map((t) => `${path.relative(root, f)}: tag "${t}"`)
    })
  expect(unknown).toEqual([])
})
