import { slowModulesLine } from './timings'

describe('slowModulesLine', () => {
  it('names the modules that took time, slowest first, once the API took over a second', () => {
    expect(slowModulesLine('onPostBuild', [['links', 40], ['search', 900], ['aiReaders', 300], ['redirects', 150]])).toBe('onPostBuild: search 0.9 s, aiReaders 0.3 s, redirects 0.1 s')
  })

  it('says nothing for a fast API or a per-node one', () => {
    expect(slowModulesLine('onPostBuild', [['search', 600], ['aiReaders', 300]])).toBeNull()
    expect(slowModulesLine('onCreateNode', [['docsSource', 1300]])).toBeNull()
  })
})
