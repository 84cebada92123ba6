import { atomFeed, escapeXml, rfc822, rssFeed, type FeedChannel, type FeedPost } from './blogFeed'

const channel: FeedChannel = {
  title: 'Docs & "Blog"',
  description: 'Changes <to> the API',
  url: 'https://docs.example/blog/',
  rssUrl: 'https://docs.example/blog/rss.xml',
  atomUrl: 'https://docs.example/blog/atom.xml',
  language: 'en',
  copyright: '©2026 Example Labs',
  now: new Date('2026-01-01T00:00:00Z'),
}
const posts: FeedPost[] = [
  {
    title: 'Filters for <Events> & "Calls"',
    url: 'https://docs.example/blog/a/',
    date: '2025-03-11',
    description: 'One sentence.',
    excerpt: 'An excerpt with a ]]> and a \u0007 bell.',
    authors: [{ name: 'API Team', url: 'https://docs.example/blog/authors/api-team/' }],
    tags: ['new-api', "it's"],
  },
  {
    title: 'Older',
    url: 'https://docs.example/blog/b/',
    date: '2024-02-12',
    description: 'Same as excerpt.',
    excerpt: 'Same as excerpt. And more.',
    authors: [{ name: 'Docs Team', url: null }],
    tags: [],
  },
]

describe('escapeXml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag attr="x">', '&lt;tag attr=&quot;x&quot;&gt;'],
    ["it's", 'it&apos;s'],
    ['&amp;', '&amp;amp;'],
    ['bell\u0007 and null\u0000', 'bell and null'],
    ['tab\tand\nnewline', 'tab\tand\nnewline'],
    ['emoji 🚀 stays', 'emoji 🚀 stays'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
  ])('%j', (input, output) => {
    expect(escapeXml(input)).toBe(output)
  })
})

describe('rssFeed', () => {
  const xml = rssFeed(channel, posts)
  it('declares RSS 2.0 with a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<atom:link href="https://docs.example/blog/rss.xml" rel="self" type="application/rss+xml"/>')
  })
  it('has one item per post, escaped', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<title>Filters for &lt;Events&gt; &amp; &quot;Calls&quot;</title>')
    expect(xml).toContain('<title>Docs &amp; &quot;Blog&quot;</title>')
    expect(xml).not.toContain('\u0007')
    expect(xml).toContain('<category>it&apos;s</category>')
  })
  it('uses RFC 822 dates and the newest post as lastBuildDate', () => {
    expect(xml).toContain('<pubDate>Tue, 11 Mar 2025 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Tue, 11 Mar 2025 00:00:00 GMT</lastBuildDate>')
  })
  it('joins description and excerpt without repeating', () => {
    expect(xml).toContain('<description>One sentence. An excerpt with a ]]&gt; and a  bell.</description>')
    expect(xml).toContain('<description>Same as excerpt. And more.</description>')
  })
  it('credits authors with dc:creator', () => {
    expect(xml).toContain('<dc:creator>API Team</dc:creator>')
  })
  it('falls back to "now" without posts', () => {
    const empty = rssFeed(channel, [])
    expect(empty).not.toContain('<item>')
    expect(empty).toContain(`<lastBuildDate>${rfc822(channel.now)}</lastBuildDate>`)
  })
  it('rejects a post with a bad date', () => {
    expect(() => rssFeed(channel, [{ ...posts[0], date: 'yesterday' }])).toThrow(/"yesterday" is not a date/)
  })
})

describe('atomFeed', () => {
  const xml = atomFeed(channel, posts)
  it('declares Atom with id, updated and links', () => {
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')
    expect(xml).toContain('<updated>2025-03-11T00:00:00.000Z</updated>')
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://docs.example/blog/atom.xml"/>')
  })
  it('has one entry per post with author uri when known', () => {
    expect(xml.match(/<entry>/g)).toHaveLength(2)
    expect(xml).toContain('<author><name>API Team</name><uri>https://docs.example/blog/authors/api-team/</uri></author>')
    expect(xml).toContain('<author><name>Docs Team</name></author>')
    expect(xml).toContain('<category term="new-api"/>')
    expect(xml).toContain('<published>2024-02-12T00:00:00.000Z</published>')
  })
})
