/**
 * The content-type registry is the one place a type is registered (README,
 * "Adding a content type"): each row names a real source and owner whose
 * GraphQL declaration carries the compiled fields, and the consumers read the
 * registry, so a node of each registered type is searched in its context and
 * twinned exactly as its row says, with no other list anywhere.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parse, type ObjectTypeDefinitionNode } from 'graphql'
import { CONTENT_TYPE_REGISTRY, CONTENT_TYPES, type ContentTypeName } from './content'
import { docsTypeDefs } from '../docs/node/schema'
import { blogTypeDefs } from '../blog/node/schema'
import { referenceTypeDefs } from '../reference/node/types'
import { compileDoc, contentFields } from '../mdx/node/compile'
import { docsProvider, blogProvider } from '../search/node/providers'
import { twinSources } from '../ai-readers/node/build'

const root = path.resolve(__dirname, '../..')
const declared = new Map<string, ObjectTypeDefinitionNode>()
for (const sdl of [docsTypeDefs, blogTypeDefs, referenceTypeDefs]) {
  for (const d of parse(sdl).definitions) if (d.kind === 'ObjectTypeDefinition') declared.set(d.name.value, d)
}

describe('the content-type registry', () => {
  it.each(CONTENT_TYPES)('%s: its source and owner exist, and its GraphQL type stores the compiled fields', (type) => {
    const row = CONTENT_TYPE_REGISTRY[type]
    expect(existsSync(path.join(root, row.source))).toBe(true)
    expect(existsSync(path.join(root, row.owner, 'index.ts'))).toBe(true)
    const fields = (declared.get(type)?.fields ?? []).map((f) => f.name.value)
    expect(fields).toEqual(expect.arrayContaining(['body', 'toc', 'codeBlocks', 'links', 'searchSections', 'twinBody', 'path', 'title', 'sourcePath']))
  })

  it('drives search and the twins: a node of each type lands where its row says, unpublished nodes nowhere', async () => {
    const nodes: Record<string, unknown[]> = { Category: [], SchemaRelease: [] }
    for (const type of CONTENT_TYPES) {
      const route = `/x/${type.toLowerCase()}/`
      const compiled = await compileDoc(`## About ${type}\n\nText of ${type}.`, { file: `${type}.mdx`, format: 'mdx', pagePath: route })
      const base = { internal: { type, contentDigest: type }, docId: type, title: `${type} page`, description: '', sourcePath: `x/${type}.mdx`, keywords: [], ...contentFields(compiled) }
      nodes[type] = [
        { ...base, id: type, path: route, unlisted: false, draft: false },
        { ...base, id: `${type}-draft`, path: `${route}draft/`, unlisted: true, draft: true },
      ]
    }
    const getNodesByType = (t: string) => nodes[t] ?? []
    const args = { getNodesByType, reporter: { warn: () => {} }, versionTag: 'v' }
    const searched = [...(await docsProvider.collect(args)).map((p) => ['docs', p.url]), ...(await blogProvider.collect(args)).map((p) => ['blog', p.url])]
    const expectedSearch = CONTENT_TYPES.flatMap((t: ContentTypeName) => {
      const s: { context: string } | null = CONTENT_TYPE_REGISTRY[t].search
      return s ? [[s.context, `/x/${t.toLowerCase()}/`]] : []
    })
    expect(searched.sort()).toEqual(expectedSearch.sort())
    const twinned = twinSources(getNodesByType).map((t) => [t.kind, t.node.path])
    const expectedTwins = CONTENT_TYPES.flatMap((t: ContentTypeName) => {
      const kind: string | null = CONTENT_TYPE_REGISTRY[t].twin
      return kind ? [[kind, `/x/${t.toLowerCase()}/`]] : []
    })
    expect(twinned.sort()).toEqual(expectedTwins.sort())
  })
})
