import { found, jsonList, jsonObject } from './queryResult'

describe('query results', () => {
  it('returns the node a page query found and names the query when it found none', () => {
    expect(found({ title: 'Intro' }, 'DocPage')).toEqual({ title: 'Intro' })
    expect(found(0, 'X')).toBe(0)
    expect(() => found(null, 'DocPage')).toThrow(/^DocPage: the query found no node/)
    expect(() => found(undefined, 'BlogPostPage')).toThrow(/^BlogPostPage/)
  })

  it('reads a JSON list and refuses any other shape, naming the field', () => {
    expect(jsonList<string>(['p', 'text'], 'Doc.body')).toEqual(['p', 'text'])
    expect(() => jsonList({ 0: 'p' }, 'Doc.body')).toThrow(/^Doc\.body is not a list/)
    expect(() => jsonList(null, 'docsSidebar')).toThrow(/^docsSidebar is not a list/)
  })

  it('reads a JSON object and refuses lists, null and scalars', () => {
    expect(jsonObject<{ name: string }>({ name: 'EVM' }, 'SchemaType.page').name).toBe('EVM')
    for (const bad of [[], null, 'x', 3]) expect(() => jsonObject(bad, 'SchemaType.page')).toThrow(/^SchemaType\.page is not an object/)
  })
})
