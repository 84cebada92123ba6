/**
 * No public file carries the build machine's absolute paths (issue 38): no
 * `file://` URL and no path of the checkout (webpack turns a dependency's
 * `import.meta.url` into `file:///…/node_modules/…` in a public script, as
 * flexsearch's build once did). Runs
 * after the build in `npm test` (AFTER_BUILD=1, where a missing build is a
 * failure); run by hand, it checks the last build and says when there is none.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { filesUnder, publicDir, repoRoot as root, whenBuilt } from '../lib/afterBuild'

const maybe = whenBuilt('no-build-paths')

const TEXT = /\.(html|js|mjs|json|xml|txt|md|css|conf|graphql|webmanifest|map|svg)$|^_(redirects|headers)$/

export function buildPathsIn(text: string, checkout: string): string[] {
  const found = new Set<string>()
  for (const m of text.matchAll(/file:\/\/\/[^\s"'`)]{0,120}/g)) found.add(m[0])
  let at = text.indexOf(checkout)
  while (at !== -1) {
    found.add(text.slice(at, at + checkout.length + 60).split(/[\s"'`)]/)[0])
    at = text.indexOf(checkout, at + checkout.length)
  }
  return [...found]
}

describe('public files', () => {
  it('finds a file URL and a checkout path (the check can fail)', () => {
    expect(buildPathsIn('new Worker("file:///home/ci/app/node_modules/x.mjs")', '/home/ci/app')).toEqual(['file:///home/ci/app/node_modules/x.mjs', '/home/ci/app/node_modules/x.mjs'])
    expect(buildPathsIn('fetch("/docs/intro/")', '/home/ci/app')).toEqual([])
  })

  maybe('carry no absolute path of the build machine', () => {
    const problems: string[] = []
    for (const file of filesUnder(publicDir, (name) => TEXT.test(name))) {
      const hits = buildPathsIn(readFileSync(file, 'utf8'), root)
      if (hits.length) problems.push(`${path.relative(root, file)}: ${hits.slice(0, 3).join(', ')}`)
    }
    expect(problems).toEqual([])
  })
})
