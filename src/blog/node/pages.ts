/**
 * Page creation for the blog: one template per page type, fed by page
 * queries. Only ids, pagination numbers and paths travel in page context.
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { BLOG_BASE, paginate, POSTS_PER_PAGE, type ListPage } from '../lib/blog'
import { describeUndeclared, undeclaredReferences } from './declarations'

const template = (name: string) => path.resolve(`src/blog/templates/${name}.tsx`)

/** Page context of a list page: everything but `path`, which Gatsby reserves for the page itself. */
function listContext({ path: _path, ...rest }: ListPage) {
  return rest
}

type Result = {
  allBlogPost: { nodes: { id: string; slug: string; path: string; sourcePath: string; authorIds: string[]; tagKeys: string[] }[] }
  allAuthor: { nodes: { id: string; authorId: string; path: string }[] }
  allBlogTag: { nodes: { id: string; key: string; path: string }[] }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions
  const res = await graphql<Result>(`
    {
      allBlogPost { nodes { id slug path sourcePath authorIds tagKeys } }
      allAuthor { nodes { id authorId path } }
      allBlogTag { nodes { id key path } }
    }
  `)
  if (res.errors || !res.data) {
    reporter.panicOnBuild('Could not query the blog for page creation', res.errors)
    return
  }
  const { allBlogPost, allAuthor, allBlogTag } = res.data
  const posts = allBlogPost.nodes
  const authorIds = new Set(allAuthor.nodes.map((a) => a.authorId))
  const tagKeys = new Set(allBlogTag.nodes.map((t) => t.key))
  const undeclared = undeclaredReferences(posts, authorIds, tagKeys)
  if (undeclared.length > 0) {
    reporter.panicOnBuild(describeUndeclared(undeclared, authorIds, tagKeys))
    return
  }

  for (const page of paginate(posts.length, `${BLOG_BASE}/`, POSTS_PER_PAGE)) {
    createPage({ path: page.path, component: template('blog-list'), context: listContext(page) })
  }
  for (const post of posts) {
    createPage({ path: post.path, component: template('blog-post'), context: { id: post.id } })
  }
  createPage({ path: `${BLOG_BASE}/archive/`, component: template('blog-archive'), context: {} })
  createPage({ path: `${BLOG_BASE}/authors/`, component: template('blog-authors'), context: {} })
  for (const author of allAuthor.nodes) {
    const count = posts.filter((p) => p.authorIds.includes(author.authorId)).length
    for (const page of paginate(count, author.path, POSTS_PER_PAGE)) {
      createPage({ path: page.path, component: template('blog-author'), context: { ...listContext(page), id: author.id, authorId: author.authorId } })
    }
  }
  createPage({ path: `${BLOG_BASE}/tags/`, component: template('blog-tags'), context: {} })
  for (const tag of allBlogTag.nodes) {
    const count = posts.filter((p) => p.tagKeys.includes(tag.key)).length
    for (const page of paginate(count, tag.path, POSTS_PER_PAGE)) {
      createPage({ path: page.path, component: template('blog-tag'), context: { ...listContext(page), id: tag.id, tagKey: tag.key } })
    }
  }
}
