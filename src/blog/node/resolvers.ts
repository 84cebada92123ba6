/**
 * Resolved fields of the blog: reading time, newer/older post, the posts and
 * post counts of authors and tags, and the posts grouped by year.
 */
import type { GatsbyNode } from 'gatsby'
import { byDateDesc, countWords, groupByYear, readingTime } from '../lib/blog'

type PostNode = { id: string; date: string; title: string; authorIds: string[]; tagKeys: string[]; wordCount: number; codeBlocks: { value: string }[] }
type NodeModel = { findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }> }
type Ctx = { nodeModel: NodeModel }

/** Every post, newest first. */
async function allPosts(context: Ctx): Promise<PostNode[]> {
  return [...(await context.nodeModel.findAll<PostNode>({ type: 'BlogPost' })).entries].sort(byDateDesc)
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      blogYears: {
        type: '[BlogYear!]!',
        description: 'Posts grouped by year, newest first; `limit` keeps only the newest posts (for the blog sidebar).',
        args: { limit: { type: 'Int' } },
        resolve: async (_src: unknown, args: { limit?: number | null }, context: Ctx) => {
          const posts = await allPosts(context)
          return groupByYear(typeof args.limit === 'number' && args.limit >= 0 ? posts.slice(0, args.limit) : posts)
        },
      },
    },
    BlogPost: {
      readingTime: {
        type: 'Int!',
        description: 'Minutes to read: prose at 200 words a minute, code at half that speed.',
        resolve: (src: PostNode) => readingTime(src.wordCount, src.codeBlocks.reduce((n, b) => n + countWords(b.value), 0)),
      },
      newer: {
        type: 'BlogPost',
        description: 'The next newer post, if any.',
        resolve: async (src: PostNode, _a: unknown, context: Ctx) => {
          const posts = await allPosts(context)
          const i = posts.findIndex((p) => p.id === src.id)
          return i > 0 ? posts[i - 1] : null
        },
      },
      older: {
        type: 'BlogPost',
        description: 'The next older post, if any.',
        resolve: async (src: PostNode, _a: unknown, context: Ctx) => {
          const posts = await allPosts(context)
          const i = posts.findIndex((p) => p.id === src.id)
          return i >= 0 && i < posts.length - 1 ? posts[i + 1] : null
        },
      },
    },
    Author: {
      posts: {
        type: '[BlogPost!]!',
        description: "The author's posts, newest first.",
        resolve: async (src: { authorId: string }, _a: unknown, context: Ctx) => (await allPosts(context)).filter((p) => p.authorIds.includes(src.authorId)),
      },
      postCount: {
        type: 'Int!',
        resolve: async (src: { authorId: string }, _a: unknown, context: Ctx) => (await allPosts(context)).filter((p) => p.authorIds.includes(src.authorId)).length,
      },
    },
    BlogTag: {
      posts: {
        type: '[BlogPost!]!',
        description: 'Posts with this tag, newest first.',
        resolve: async (src: { key: string }, _a: unknown, context: Ctx) => (await allPosts(context)).filter((p) => p.tagKeys.includes(src.key)),
      },
      postCount: {
        type: 'Int!',
        resolve: async (src: { key: string }, _a: unknown, context: Ctx) => (await allPosts(context)).filter((p) => p.tagKeys.includes(src.key)).length,
      },
    },
  })
}
