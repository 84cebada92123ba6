import { authorsFromYaml, describeUndeclared, idList, tagsFromYaml, undeclaredReferences } from './declarations'

describe('authorsFromYaml', () => {
  it('reads authors', () => {
    expect(authorsFromYaml({ 'docs-team': { name: 'Docs Team', title: 'Writes docs', image_url: '/img/authors/docs-team.svg' } })).toEqual([
      { authorId: 'docs-team', name: 'Docs Team', title: 'Writes docs', imageUrl: '/img/authors/docs-team.svg', description: null, path: '/blog/authors/docs-team/' },
    ])
  })
  it.each([
    [null, []],
    [undefined, []],
  ])('an empty file has no authors', (raw, out) => {
    expect(authorsFromYaml(raw)).toEqual(out)
  })
  it.each([
    [['a'], /YAML mapping/],
    [{ 'Docs Team': { name: 'x', title: 'y', image_url: '/a.svg' } }, /lowercase/],
    [{ docs: { title: 'y', image_url: '/a.svg' } }, /author "docs" needs a "name"/],
    [{ docs: { name: 'x', image_url: '/a.svg' } }, /needs a "title"/],
    [{ docs: { name: 'x', title: 'y' } }, /needs a "image_url"/],
    [{ docs: { name: 'x', title: 'y', image_url: 'https://elsewhere.example/a.png' } }, /root-relative/],
    [{ docs: { name: 42, title: 'y', image_url: '/a.svg' } }, /"name" must be a string/],
    [{ docs: 'just a string' }, /YAML mapping/],
  ])('rejects %j', (raw, message) => {
    expect(() => authorsFromYaml(raw)).toThrow(message)
  })
})

describe('tagsFromYaml', () => {
  it('reads tags, label defaulting to the key', () => {
    expect(tagsFromYaml({ metrics: { description: 'Aggregations.' }, 'new-api': { label: 'New API', description: 'New cubes.' } })).toEqual([
      { key: 'metrics', label: 'metrics', description: 'Aggregations.', path: '/blog/tags/metrics/' },
      { key: 'new-api', label: 'New API', description: 'New cubes.', path: '/blog/tags/new-api/' },
    ])
  })
  it.each([
    [{ metrics: { label: 'm' } }, /needs a "description"/],
    [{ 'New Data': { description: 'x' } }, /lowercase/],
  ])('rejects %j', (raw, message) => {
    expect(() => tagsFromYaml(raw)).toThrow(message)
  })
})

describe('idList', () => {
  it.each([
    [undefined, []],
    ['api-team', ['api-team']],
    [['api-team', ' docs-team '], ['api-team', 'docs-team']],
  ])('%j', (value, out) => {
    expect(idList(value, 'authors')).toEqual(out)
  })
  it.each([[['API Team']], [[42]], [{ a: 1 }]])('rejects %j', (value) => {
    expect(() => idList(value, 'authors')).toThrow(/"authors" must list ids/)
  })
})

describe('undeclared references', () => {
  const posts = [
    { sourcePath: 'content/blog/2024-01-01-a/index.mdx', authorIds: ['api-team', 'ghost'], tagKeys: ['metrics'] },
    { sourcePath: 'content/blog/2024-01-02-b/index.mdx', authorIds: ['api-team'], tagKeys: ['nope'] },
  ]
  const authors = new Set(['api-team', 'docs-team'])
  const tags = new Set(['metrics'])
  it('finds every unknown author and tag', () => {
    expect(undeclaredReferences(posts, authors, tags)).toEqual([
      { sourcePath: 'content/blog/2024-01-01-a/index.mdx', kind: 'author', id: 'ghost' },
      { sourcePath: 'content/blog/2024-01-02-b/index.mdx', kind: 'tag', id: 'nope' },
    ])
  })
  it('is empty when everything is declared', () => {
    expect(undeclaredReferences([posts[0]].map((p) => ({ ...p, authorIds: ['api-team'] })), authors, tags)).toEqual([])
  })
  it('writes a message that names the file, the id and the declared ids', () => {
    const msg = describeUndeclared(undeclaredReferences(posts, authors, tags), authors, tags)
    expect(msg).toContain('content/blog/2024-01-01-a/index.mdx: author "ghost" is not declared in content/blog/authors.yaml (declared: api-team, docs-team)')
    expect(msg).toContain('content/blog/2024-01-02-b/index.mdx: tag "nope" is not declared in content/blog/tags.yaml (declared: metrics)')
  })
})
