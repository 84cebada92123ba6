/**
 * Every page that pins a package whose release needs a newer Python than the
 * page states, in the same code block or prose paragraph, is a finding
 * (tests/lib/truth/pythonFloors.ts; fixtures in meaning-checks.test.ts).
 */
import { checkPythonFloors } from '../lib/truth/pythonFloors'
import { contentPages } from '../lib/truth/pages'

describe('stated Python floors cover the pinned releases', () => {
  it('no page names a Python older than a pinned release installs on', () => {
    const problems: string[] = []
    for (const page of contentPages()) for (const p of checkPythonFloors(page.source)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    expect(problems).toEqual([])
  })
})
