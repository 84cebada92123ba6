import { FIELDS, FRONT_MATTER_KINDS, frontMatterProblems, normaliseFrontMatter, type NormalisedFrontMatter } from './frontmatter'

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
    ['unlisted on a post (the blog lists every post that is not a draft)', { ...ok, unlisted: true }, 'post', [expect.stringContaining('unknown key "unlisted"')]],
  ] as const)('%s', (_name, data, kind, expected) => {
    expect(frontMatterProblems(data as never, kind)).toEqual(expected)
  })
})

describe('one description: the types come from the field table', () => {
  it('normalises every field the site reads, under its name; a wrong type reads as absent', () => {
    const fm: NormalisedFrontMatter = normaliseFrontMatter({ title: ' T ', sidebar_position: 2, tags: 'evm', last_update: { date: '2026-01-02' }, unlisted: 'yes' as never })
    expect(fm).toMatchObject({ title: 'T', sidebarPosition: 2, tags: ['evm'], lastUpdate: { date: '2026-01-02', author: null }, unlisted: false })
    // Compile-time: a field the table does not define is a type error, so renaming one breaks tsc where it is read.
    // @ts-expect-error sidebarPositon is not a field
    expect(fm.sidebarPositon).toBeUndefined()
    // @ts-expect-error authors are checked but read raw by the blog, not normalised
    expect(fm.authors).toBeUndefined()
  })

  it('every kind lists only fields the table defines', () => {
    for (const keys of Object.values(FRONT_MATTER_KINDS)) for (const k of keys) expect(Object.keys(FIELDS)).toContain(k)
  })
})
