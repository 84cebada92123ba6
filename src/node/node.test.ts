import { parseGitLog } from '../docs/node/git'
import { categoryFields } from '../docs/node/source'
import { checkLinks, resolveLink } from '../site/node/links'
import { includeInSitemap } from '../site/node/sitemap'
import { splitFrontMatter, normaliseFrontMatter } from '../lib/frontmatter'

describe('git dates', () => {
  it('keeps the newest commit per file', () => {
    const out = '\u00001700000300\tDocs Team\n\ncontent/docs/a.mdx\n\u00001700000100\tOther\n\ncontent/docs/a.mdx\ncontent/docs/b.mdx\n'
    const map = parseGitLog(out)
    expect(map.get('content/docs/a.mdx')).toEqual({ at: new Date(1700000300 * 1000), by: 'Docs Team' })
    expect(map.get('content/docs/b.mdx')?.by).toBe('Other')
  })
})

describe('category files', () => {
  it('reads a generated index', () => {
    expect(categoryFields('graphql/metrics', { label: 'Metrics', position: 4, link: { type: 'generated-index', slug: '/category/metrics' } })).toMatchObject({
      label: 'Metrics',
      slug: 'metrics',
      linkType: 'generated-index',
      parentDir: 'graphql',
    })
  })
  it('rejects bad link types and slugs', () => {
    expect(() => categoryFields('a', { link: { type: 'page' } })).toThrow(/link.type/)
    expect(() => categoryFields('a', { link: { type: 'generated-index', slug: 'Has Space' } })).toThrow(/slug/)
    expect(() => categoryFields('a', ['x'])).toThrow(/mapping/)
  })
})

describe('link check', () => {
  const pages = [
    { sourcePath: 'content/docs/a.mdx', path: '/docs/a/', links: ['/docs/b/', '../b/#usage', '#missing', 'https://example.com', '/img/logo.svg', '/docs/nope/', '../b/#nothing'], anchors: ['intro'] },
    { sourcePath: 'content/docs/b.mdx', path: '/docs/b/', links: [], anchors: ['usage'] },
  ]
  it('reports broken links as errors and missing anchors as warnings', () => {
    const res = checkLinks(pages, new Set(['/docs/a/', '/docs/b/']), (p) => p === '/img/logo.svg')
    expect(res.errors.map((e) => e.link)).toEqual(['/docs/nope/'])
    expect(res.warnings.map((w) => w.link)).toEqual(['#missing', '../b/#nothing'])
  })
  it('resolves relative links against the page route', () => {
    expect(resolveLink('../x/', '/docs/a/b/')).toEqual({ pathname: '/docs/a/x/', hash: '' })
    expect(resolveLink('mailto:x@y.z', '/docs/')).toBeNull()
  })
})

describe('sitemap filter', () => {
  it.each([
    ['/docs/intro/', null, true],
    ['/docs/graphql-reference/objects/evm/', null, false],
    ['/404/', null, false],
    ['/404.html', null, false],
    ['/search/', null, false],
    ['/docs/evm/blocks/', { unlisted: true }, false],
    ['/docs/old/', { redirect: true }, false],
  ])('%s', (path, ctx, expected) => expect(includeInSitemap({ path, pageContext: ctx })).toBe(expected))
})

describe('front matter', () => {
  it('splits and normalises', () => {
    const { data, body, lineOffset } = splitFrontMatter('---\ntitle: A\ntags: [x, y]\nsidebar_position: 2\nunlisted: true\n---\n# Body\n')
    expect(body).toBe('# Body\n')
    expect(lineOffset).toBe(6)
    expect(normaliseFrontMatter(data)).toMatchObject({ title: 'A', tags: ['x', 'y'], sidebarPosition: 2, unlisted: true, draft: false })
  })
  it('rejects front matter that is not a mapping', () => {
    expect(() => splitFrontMatter('---\n- a\n---\n')).toThrow(/mapping/)
  })
})
