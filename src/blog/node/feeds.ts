/**
 * Writes the blog feeds (public/blog/rss.xml and public/blog/atom.xml) after
 * the build, from the BlogPost, Author and BlogTag nodes.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { absoluteUrl, site } from '../../config/site'
import { copyright } from '../../config/footer'
import { ATOM_PATH, BLOG_BASE, byDateDesc, RSS_PATH } from '../lib/blog'
import { atomFeed, rssFeed, type FeedChannel, type FeedPost } from '../lib/blogFeed'
import { authorNodes, blogTagNodes, contentNodesOf, type BlogPostNode } from '../../node/content'
import { siteDirectory } from '../../node/directory'


type Post = Pick<BlogPostNode, 'title' | 'path' | 'date' | 'description' | 'excerpt' | 'authorIds' | 'tagKeys'>
type Author = { authorId: string; name: string; path: string }
type Tag = { key: string; label: string }

export function feedPosts(posts: Post[], authors: Author[], tags: Tag[]): FeedPost[] {
  const authorById = new Map(authors.map((a) => [a.authorId, a]))
  const tagByKey = new Map(tags.map((t) => [t.key, t]))
  return [...posts].sort(byDateDesc).map((p) => ({
    title: p.title,
    url: absoluteUrl(p.path),
    date: p.date,
    description: p.description,
    excerpt: p.excerpt,
    authors: p.authorIds.map((id) => {
      const a = authorById.get(id)
      return { name: a?.name ?? id, url: a ? absoluteUrl(a.path) : null }
    }),
    tags: p.tagKeys.map((k) => tagByKey.get(k)?.label ?? k),
  }))
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, store }) => {
  const root = siteDirectory(store)
  const posts: Post[] = contentNodesOf(getNodesByType, 'BlogPost')
  const authors: Author[] = authorNodes(getNodesByType)
  const tags: Tag[] = blogTagNodes(getNodesByType)
  const channel: FeedChannel = {
    title: `${site.title} Blog`,
    description: `Changes to the ${site.productName} APIs: new data, new arguments, new capabilities and schema changes.`,
    url: absoluteUrl(`${BLOG_BASE}/`),
    rssUrl: absoluteUrl(RSS_PATH),
    atomUrl: absoluteUrl(ATOM_PATH),
    language: site.locale.htmlLang,
    copyright,
    now: new Date(),
  }
  const items = feedPosts(posts, authors, tags)
  const dir = path.join(root, 'public', BLOG_BASE.replace(/^\//, ''))
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(root, 'public', RSS_PATH), rssFeed(channel, items))
  await writeFile(path.join(root, 'public', ATOM_PATH), atomFeed(channel, items))
}
