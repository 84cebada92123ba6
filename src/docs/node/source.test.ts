import path from 'node:path'
import { onCreateNode } from './source'
import { isSupportedLanguage } from '../../mdx/node/prism'
import { assertNavbarItem } from '../../layout/components/NavItem'

jest.mock('gatsby', () => ({ Link: () => null }))

const fixtures = path.resolve(__dirname, '../../../tests/fixtures/docs')

function run(relativePath: string, env: string) {
  const created: { internal: { type: string }; path?: string }[] = []
  const panics: string[] = []
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = env
  const file = {
    id: 'file-1',
    internal: { type: 'File' },
    sourceInstanceName: 'docs',
    relativePath,
    absolutePath: path.join(fixtures, relativePath),
    extension: 'mdx',
    base: path.basename(relativePath),
  }
  const args = {
    node: file,
    actions: { createNode: (n: (typeof created)[number]) => created.push(n), createParentChildLink: () => {} },
    createNodeId: (s: string) => s,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild: (m: string) => panics.push(m), warn: () => {} },
    store: { getState: () => ({ program: { directory: path.resolve(__dirname, '../../..') } }) },
  }
  return (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args).then(() => {
    process.env.NODE_ENV = previous
    return { created, panics }
  })
}

describe('drafts', () => {
  it('are left out of production builds without an error', async () => {
    const { created, panics } = await run('draft-page.mdx', 'production')
    expect(created).toEqual([])
    expect(panics).toEqual([])
  })
  it('are built in development', async () => {
    const { created } = await run('draft-page.mdx', 'development')
    expect(created.map((n) => n.internal.type)).toEqual(['Doc'])
    expect(created[0].path).toBe('/docs/draft-page/')
  })
})

describe('code block languages', () => {
  it.each(['graphql', 'js', 'jsx', 'ts', 'tsx', 'json', 'bash', 'shell', 'sh', 'python', 'go', 'rust', 'php', 'yaml', 'protobuf', 'sql', 'solidity', 'toml', 'diff', 'http'])(
    '%s is highlighted',
    (lang) => expect(isSupportedLanguage(lang)).toBe(true),
  )
  it('unknown languages are plain text', () => expect(isSupportedLanguage('cobol-2077')).toBe(false))
})

describe('navbar items', () => {
  it('a broken item fails with a message naming it', () => {
    expect(() => assertNavbarItem({ label: '', to: '/x/', position: 'left' })).toThrow(/A theme navbar item failed to render.*double-check/s)
    expect(() => assertNavbarItem({ label: 'Docs', to: '/docs/', position: 'left' })).not.toThrow()
  })
})
