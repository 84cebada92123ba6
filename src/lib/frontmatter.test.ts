import { frontMatterProblems } from './frontmatter'

describe('frontMatterProblems', () => {
  const ok = { title: 'Transfers', description: 'One row per token movement.' }
  it.each([
    ['a complete doc', { ...ok, sidebar_position: 3, tags: ['evm'], keywords: 'transfers', aliases: ['/docs/evm/transfers/'] }, 'doc', []],
    ['a missing description', { title: 'X' }, 'doc', ['"description" is required']],
    ['an empty title', { ...ok, title: '  ' }, 'doc', ['"title" is required']],
    ['a position written as text', { ...ok, sidebar_position: 'three' }, 'doc', ['"sidebar_position" must be a number, not "three"']],
    ['a misspelt key', { ...ok, sidebar_positon: 2 }, 'doc', [expect.stringContaining('unknown key "sidebar_positon"')]],
    ['a flag written as text', { ...ok, unlisted: 'yes' }, 'doc', ['"unlisted" must be true or false, not "yes"']],
    ['tags as numbers', { ...ok, tags: [1, 2] }, 'doc', ['"tags" must be a list of strings, not [1,2]']],
    ['a post with authors', { ...ok, authors: ['docs-team'], tags: ['new-api'] }, 'post', []],
    ['a doc-only key on a post', { ...ok, slug: '/x/' }, 'post', [expect.stringContaining('unknown key "slug"')]],
  ] as const)('%s', (_name, data, kind, expected) => {
    expect(frontMatterProblems(data as never, kind)).toEqual(expected)
  })
})
