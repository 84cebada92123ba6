/** The providers read what the compiler stored on each node (issue 39): no source file is read or parsed again. */
import { docsProvider, blogProvider, type ProviderArgs } from './providers'
import { compileDoc, contentFields } from '../../mdx/node/compile'
import { platformValue } from '../../lib/platformData'

async function node(type: string, id: string, title: string, body: string) {
  const pagePath = type === 'BlogPost' ? `/blog/${id}/` : `/docs/${id}/`
  const compiled = await compileDoc(body, { file: `content/docs/${id}.mdx`, format: 'mdx', pagePath })
  return {
    id,
    internal: { type, contentDigest: id },
    docId: id,
    title,
    description: `About ${title}.`,
    path: pagePath,
    // A path that does not exist: a provider that read the source would find nothing.
    sourcePath: `nowhere/${id}.mdx`,
    keywords: [],
    unlisted: false,
    draft: false,
    ...contentFields(compiled),
  }
}

describe('search providers', () => {
  it('index the sections stored on the content nodes, with the ids of the HTML', async () => {
    const nodes: Record<string, unknown[]> = {
      Doc: [await node('Doc', 'a', 'A', '## Usage\n\nTransfers of :data[limits.defaultRows] rows.\n\n## Usage\n\nAgain.\n')],
      BlogPost: [await node('BlogPost', 'p', 'P', 'Intro.\n\n## News\n\nA post.\n')],
      Category: [],
      MdxPage: [],
    }
    const args: ProviderArgs = { getNodesByType: (t) => nodes[t] ?? [], reporter: { warn: () => {} }, versionTag: 'docs-default-current' }
    const [doc] = await docsProvider.collect(args)
    expect(doc.sections.map((s) => [s.id, s.heading])).toEqual([
      ['usage', 'Usage'],
      ['usage-1', 'Usage'],
    ])
    expect(doc.sections[0].text).not.toContain(':data')
    expect(doc.sections[0].text).toBe(`Transfers of ${platformValue('limits.defaultRows')} rows.`)
    const [post] = await blogProvider.collect(args)
    expect(post.sections.map((s) => [s.id, s.text])).toEqual([
      ['', 'Intro.'],
      ['news', 'A post.'],
    ])
  })
})
