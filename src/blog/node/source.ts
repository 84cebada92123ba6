/**
 * Sourcing of the blog: File nodes of the `blog` source (content/blog/)
 * become Author, BlogTag and BlogPost nodes. Post bodies are compiled with
 * the same compileDoc as the docs and rendered by MDXContent.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter, normaliseFrontMatter, frontMatterProblems } from '../../lib/frontmatter'
import { BLOG_BASE, excerptText, parsePostDir } from '../lib/blog'
import { formatProblems, isDevelop, problemFromError, recordFileProblem, type ContentProblem } from '../../node/problems'
import { compileDoc, contentFields } from '../../mdx/node/compile'
import { authorsFromYaml, idList, tagsFromYaml } from './declarations'
import { siteDirectory } from '../../node/directory'

type FileNode = Node & { sourceInstanceName: string; relativePath: string; absolutePath: string; extension: string; base: string }

const isProduction = () => process.env.NODE_ENV === 'production'

// Do not await createNode here (see src/docs/node/source.ts: it deadlocks).
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, actions, createNodeId, createContentDigest, reporter, store }) => {
  if (node.internal.type !== 'File') return
  const file = node as FileNode
  if (file.sourceInstanceName !== 'blog') return
  const { createNode, createParentChildLink } = actions
  const root = siteDirectory(store)
  const rel = file.relativePath.split(path.sep).join('/')
  const sourcePath = path.relative(root, file.absolutePath).split(path.sep).join('/')
  // The post's route, once its folder name is read (links to a post that failed are then not broken links).
  let route: string | null = null
  let problems = 0
  /** A problem of this file: kept as a ContentProblem node and reported with every other at the end of bootstrap (src/node/problems.ts). */
  const report = (problem: ContentProblem): void => {
    recordFileProblem({ createNode, createParentChildLink, createNodeId, createContentDigest }, file, problem, problems++)
    if (isDevelop()) reporter.error(formatProblems([problem]))
  }
  const fail = (message: string): void => report({ file: sourcePath, line: null, column: null, message, route })
  const emit = (type: string, key: string, fields: Record<string, unknown>) => {
    const child = { ...fields, id: createNodeId(`${type} ${key}`), parent: file.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } }
    createNode(child)
    createParentChildLink({ parent: file, child: child as unknown as Node })
  }

  if (rel === 'authors.yaml' || rel === 'authors.yml') {
    try {
      for (const a of authorsFromYaml(parseYaml(await readFile(file.absolutePath, 'utf8')))) emit('Author', a.authorId, a)
    } catch (err) {
      fail(`invalid authors file: ${(err as Error).message}`)
    }
    return
  }
  if (rel === 'tags.yaml' || rel === 'tags.yml') {
    try {
      for (const t of tagsFromYaml(parseYaml(await readFile(file.absolutePath, 'utf8')))) emit('BlogTag', t.key, t)
    } catch (err) {
      fail(`invalid tags file: ${(err as Error).message}`)
    }
    return
  }

  // Posts: {yyyy-mm-dd}-{slug}/index.mdx (other files in a post folder are assets).
  const parts = rel.split('/')
  if (parts.length !== 2 || !/^index\.mdx?$/.test(parts[1])) {
    if (/\.mdx?$/.test(rel)) fail('a blog post must be content/blog/{yyyy-mm-dd}-{slug}/index.mdx')
    return
  }
  const dir = parsePostDir(parts[0])
  if ('error' in dir) {
    fail(dir.error)
    return
  }
  route = `${BLOG_BASE}/${dir.slug}/`

  let parsed
  try {
    parsed = splitFrontMatter(await readFile(file.absolutePath, 'utf8'))
  } catch (err) {
    fail(`invalid front matter: ${(err as Error).message}`)
    return
  }
  const shapeProblems = frontMatterProblems(parsed.data, 'post')
  if (shapeProblems.length) return fail(`front matter: ${shapeProblems.join('; ')}`)
  const fm = normaliseFrontMatter(parsed.data)
  if (fm.draft && isProduction()) return
  if (!fm.title) return fail('front matter needs a "title"')
  if (!fm.description) return fail('front matter needs a "description" (one sentence for cards, feeds and meta tags)')
  let authorIds: string[]
  let tagKeys: string[]
  try {
    authorIds = idList(parsed.data.authors, 'authors')
    tagKeys = idList(parsed.data.tags, 'tags')
  } catch (err) {
    return fail((err as Error).message)
  }
  if (authorIds.length === 0) return fail('front matter needs "authors": one or more ids from content/blog/authors.yaml')

  let compiled
  try {
    compiled = await compileDoc(parsed.body, { file: sourcePath, format: file.extension === 'md' ? 'md' : 'mdx', lineOffset: parsed.lineOffset, pagePath: `${BLOG_BASE}/${dir.slug}/` })
  } catch (err) {
    report(problemFromError(sourcePath, err, route))
    return
  }

  emit('BlogPost', dir.slug, {
    slug: dir.slug,
    path: `${BLOG_BASE}/${dir.slug}/`,
    title: fm.title,
    description: fm.description,
    date: dir.date,
    sourcePath,
    ...contentFields(compiled),
    excerpt: excerptText(parsed.body),
    authorIds,
    tagKeys,
    keywords: fm.keywords,
    draft: fm.draft,
  })
}
