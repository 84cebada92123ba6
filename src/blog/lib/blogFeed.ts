/**
 * RSS 2.0 and Atom 1.0 documents of the blog, as strings. Pure: the build
 * (src/blog/node/feeds.ts) gathers the posts and writes the files.
 */

export type FeedAuthor = { name: string; url: string | null }
export type FeedPost = {
  title: string
  /** Absolute URL of the post. */
  url: string
  /** ISO date (yyyy-mm-dd or a full timestamp). */
  date: string
  description: string
  excerpt: string
  authors: FeedAuthor[]
  tags: string[]
}
export type FeedChannel = {
  title: string
  description: string
  /** Absolute URL of the blog's home page. */
  url: string
  /** Absolute URLs of the two feed documents. */
  rssUrl: string
  atomUrl: string
  language: string
  copyright: string
  /** Used as "last updated" when there are no posts. */
  now: Date
}

/** Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Escapes text for XML content and attribute values, dropping characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function toDate(iso: string): Date {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) throw new Error(`Feed: "${iso}" is not a date`)
  return d
}

/** RFC 822 date (as RSS 2.0 requires), always in GMT. */
export function rfc822(d: Date): string {
  return d.toUTCString()
}

function summary(p: FeedPost): string {
  if (!p.excerpt) return p.description
  if (!p.description || p.excerpt.startsWith(p.description)) return p.excerpt
  return `${p.description} ${p.excerpt}`
}

function newest(posts: FeedPost[], now: Date): Date {
  return posts.reduce((max, p) => {
    const d = toDate(p.date)
    return d > max ? d : max
  }, posts.length ? toDate(posts[0].date) : now)
}

export function rssFeed(channel: FeedChannel, posts: FeedPost[]): string {
  const e = escapeXml
  const items = posts.map((p) =>
    [
      '    <item>',
      `      <title>${e(p.title)}</title>`,
      `      <link>${e(p.url)}</link>`,
      `      <guid isPermaLink="true">${e(p.url)}</guid>`,
      `      <pubDate>${rfc822(toDate(p.date))}</pubDate>`,
      `      <description>${e(summary(p))}</description>`,
      ...p.authors.map((a) => `      <dc:creator>${e(a.name)}</dc:creator>`),
      ...p.tags.map((t) => `      <category>${e(t)}</category>`),
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${e(channel.title)}</title>`,
    `    <link>${e(channel.url)}</link>`,
    `    <description>${e(channel.description)}</description>`,
    `    <language>${e(channel.language)}</language>`,
    `    <copyright>${e(channel.copyright)}</copyright>`,
    `    <lastBuildDate>${rfc822(newest(posts, channel.now))}</lastBuildDate>`,
    `    <atom:link href="${e(channel.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

export function atomFeed(channel: FeedChannel, posts: FeedPost[]): string {
  const e = escapeXml
  const entries = posts.map((p) => {
    const d = toDate(p.date).toISOString()
    return [
      '  <entry>',
      `    <title>${e(p.title)}</title>`,
      `    <id>${e(p.url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${e(p.url)}"/>`,
      `    <published>${d}</published>`,
      `    <updated>${d}</updated>`,
      `    <summary type="text">${e(summary(p))}</summary>`,
      ...p.authors.map((a) => `    <author><name>${e(a.name)}</name>${a.url ? `<uri>${e(a.url)}</uri>` : ''}</author>`),
      ...p.tags.map((t) => `    <category term="${e(t)}"/>`),
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(channel.language)}">`,
    `  <id>${e(channel.url)}</id>`,
    `  <title>${e(channel.title)}</title>`,
    `  <subtitle>${e(channel.description)}</subtitle>`,
    `  <updated>${newest(posts, channel.now).toISOString()}</updated>`,
    `  <link rel="alternate" type="text/html" href="${e(channel.url)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${e(channel.atomUrl)}"/>`,
    `  <author><name>${e(channel.title)}</name></author>`,
    `  <rights>${e(channel.copyright)}</rights>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
