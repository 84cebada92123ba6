import { platformValue } from './platformData'

describe('platformValue', () => {
  const data = { limits: { maxRows: 25000, label: '8 hours', nested: { a: 1 } } }
  it.each([
    ['limits.maxRows', '25,000'],
    ['limits.label', '8 hours'],
    ['limits.nested.a', '1'],
    ['limits.nested', undefined],
    ['limits.missing', undefined],
    ['limits.maxRows.deeper', undefined],
    ['', undefined],
    ['constructor', undefined],
    ['__proto__.x', undefined],
  ])('%s → %s', (key, expected) => {
    expect(platformValue(key, data)).toBe(expected)
  })
  it('reads the real data file', () => {
    expect(platformValue('endpoints.graphqlHttp')).toMatch(/^https:\/\//)
  })
})
