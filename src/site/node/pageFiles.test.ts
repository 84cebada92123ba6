import { isSiteWideFile, pageFiles } from './pageFiles'

describe('the files one page edit may rewrite', () => {
  it("are the page's HTML, page data and Markdown twin", () => {
    expect(pageFiles('/docs/api-comparison/')).toEqual(['/docs/api-comparison/index.html', '/page-data/docs/api-comparison/page-data.json', '/docs/api-comparison/index.md'])
  })
  it('and the files built from every page', () => {
    for (const url of ['/static/search/docs.0123456789abcdef.json', '/search/manifest.json', '/blog/rss.xml', '/blog/atom.xml', '/sitemap-0.xml', '/llms-full.txt']) expect([url, isSiteWideFile(url)]).toEqual([url, true])
    for (const url of ['/llms.txt', '/docs/intro/index.html', '/sitemap-index.xml', '/app-0123456789abcdef.js', '/static/x.png']) expect([url, isSiteWideFile(url)]).toEqual([url, false])
  })
})
