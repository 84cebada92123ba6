/**
 * Sourcing: File nodes of content/docs and content/pages become typed nodes
 * (Doc, Category, DocTag, MdxPage). Gatsby caches nodes between builds, so a
 * file is parsed and compiled again only when its content changes.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import { parse as parseYaml } from 'yaml'
import { editUrl, site } from '../../config/site'
import { splitFrontMatter, normaliseFrontMatter, frontMatterProblems } from '../../lib/frontmatter'
import { docIdFromFile, docRoute, dirOf, joinRoute, kebabCase } from '../../lib/paths'
import { compileDoc, contentFields } from '../../mdx/node/compile'
import { siteDirectory } from '../../node/directory'
import { formatProblems, isDevelop, problemFromError, recordFileProblem, type ContentProblem } from '../../node/problems'

type FileNode = Node & {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  extension: string
  name: string
}

function repoRelative(absolutePath: string, root: string): string {
  return path.relative(root, absolutePath).split(path.sep).join('/')
}

export type CategoryFile = {
  label?: string
  position?: number
  collapsed?: boolean
  description?: string
  link?: { type?: string; slug?: string; title?: string; description?: string; id?: string } | null
}

/** Validates a parsed `_category_.yml` and returns the Category node fields. */
export function categoryFields(dir: string, raw: unknown) {
  if (raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) throw new Error('must be a YAML mapping')
  const data = (raw ?? {}) as CategoryFile
  const folder = dir.slice(dir.lastIndexOf('/') + 1)
  const link = data.link ?? null
  let linkType = 'none'
  let slug: string | null = null
  let linkDocId: string | null = null
  if (link) {
    if (link.type === 'generated-index') {
      linkType = 'generated-index'
      slug = (link.slug ?? kebabCase(data.label ?? folder)).replace(/^\/?(category\/)?/, '').replace(/\/$/, '')
      if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new Error(`link.slug "${slug}" must be lowercase letters, digits and hyphens`)
    } else if (link.type === 'doc') {
      if (!link.id) throw new Error('link.type "doc" needs link.id')
      linkType = 'doc'
      linkDocId = link.id
    } else {
      throw new Error(`link.type must be "generated-index" or "doc", not "${String(link.type)}"`)
    }
  }
  return {
    dir,
    label: data.label ?? folder,
    position: typeof data.position === 'number' ? data.position : null,
    collapsed: data.collapsed ?? true,
    description: link?.description ?? data.description ?? null,
    linkType,
    slug,
    linkDocId,
    title: link?.title ?? data.label ?? folder,
    parentDir: dir.includes('/') ? dirOf(dir) : null,
  }
}

// Do not await createNode here: it resolves after the new node's own onCreateNode,
// which waits in the same queue as this call (a deadlock).
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, actions, createNodeId, createContentDigest, reporter, store }) => {
  if (node.internal.type !== 'File') return
  const file = node as FileNode
  if (file.sourceInstanceName !== 'docs' && file.sourceInstanceName !== 'pages') return
  const { createNode, createParentChildLink } = actions
  const root = siteDirectory(store)
  const rel = file.relativePath.split(path.sep).join('/')
  const sourcePath = repoRelative(file.absolutePath, root)

  // The route the file's page would have (links to it are then not broken links when it fails).
  const guessedRoute = file.extension === 'mdx' || file.extension === 'md' ? (file.sourceInstanceName === 'pages' ? joinRoute(docIdFromFile(rel)) : docRoute(rel, null)) : null
  let problems = 0
  /** A problem of this file: kept as a ContentProblem node and reported with every other at the end of bootstrap (src/node/problems.ts). */
  const report = (problem: ContentProblem) => {
    recordFileProblem({ createNode, createParentChildLink, createNodeId, createContentDigest }, file, problem, problems++)
    if (isDevelop()) reporter.error(formatProblems([problem]))
  }
  const fail = (message: string) => report({ file: sourcePath, line: null, column: null, message, route: guessedRoute })
  /** Creates a typed child node of this file. */
  const emit = (type: string, key: string, fields: Record<string, unknown>) => {
    const child = { ...fields, id: createNodeId(`${type} ${key}`), parent: file.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } }
    createNode(child)
    createParentChildLink({ parent: file, child: child as unknown as Node })
  }

  // Categories: one node per folder with a _category_.yml.
  if (file.sourceInstanceName === 'docs' && (file.base === '_category_.yml' || file.base === '_category_.yaml')) {
    const dir = dirOf(rel)
    try {
      emit('Category', dir, categoryFields(dir, parseYaml(await readFile(file.absolutePath, 'utf8'))))
    } catch (err) {
      fail(`invalid category file: ${(err as Error).message}`)
    }
    return
  }

  // Docs tags: content/docs/tags.yml declares every tag a doc may use.
  if (file.sourceInstanceName === 'docs' && rel === 'tags.yml') {
    try {
      const raw = parseYaml(await readFile(file.absolutePath, 'utf8')) as Record<string, { label?: string; description?: string }> | null
      for (const [key, value] of Object.entries(raw ?? {})) {
        if (!/^[a-z0-9][a-z0-9-]*$/.test(key)) throw new Error(`tag key "${key}" must be lowercase letters, digits and hyphens`)
        emit('DocTag', key, { key, label: value?.label ?? key, description: value?.description ?? null, path: joinRoute('/docs/tags', key) })
      }
    } catch (err) {
      fail(`invalid tags file: ${(err as Error).message}`)
    }
    return
  }

  if (file.extension !== 'mdx' && file.extension !== 'md') return

  const source = await readFile(file.absolutePath, 'utf8')
  let parsed
  try {
    parsed = splitFrontMatter(source)
  } catch (err) {
    fail(`invalid front matter: ${(err as Error).message}`)
    return
  }
  const shapeProblems = frontMatterProblems(parsed.data, file.sourceInstanceName === 'pages' ? 'page' : 'doc')
  if (shapeProblems.length) {
    fail(`front matter: ${shapeProblems.join('; ')}`)
    return
  }
  const fm = normaliseFrontMatter(parsed.data)
  const isProduction = process.env.NODE_ENV === 'production'
  // Drafts exist only in `gatsby develop`; in production they resolve to nothing.
  if (fm.draft && isProduction) return
  if (!fm.title) {
    fail('front matter needs a "title"')
    return
  }

  const isPage = file.sourceInstanceName === 'pages'
  const pagePath = isPage ? joinRoute(docIdFromFile(rel)) : docRoute(rel, fm.slug)
  let compiled
  try {
    compiled = await compileDoc(parsed.body, { file: sourcePath, format: file.extension, lineOffset: parsed.lineOffset, pagePath })
  } catch (err) {
    report(problemFromError(sourcePath, err, pagePath))
    return
  }

  if (isPage) {
    const page = {
      path: pagePath,
      title: fm.title,
      description: fm.description,
      sourcePath,
      ...contentFields(compiled),
    }
    emit('MdxPage', rel, page)
    return
  }

  const lastUpdateOverride = fm.lastUpdate?.date ? new Date(fm.lastUpdate.date) : null
  if (lastUpdateOverride && Number.isNaN(lastUpdateOverride.getTime())) {
    fail(`last_update.date "${fm.lastUpdate?.date}" is not a date`)
    return
  }

  const badAlias = fm.aliases.find((a) => !/^\/docs\/[^\s?#]+\/$/.test(a))
  if (badAlias) {
    fail(`alias "${badAlias}" must be a /docs/ route with a trailing slash`)
    return
  }

  const docId = docIdFromFile(rel)
  const doc = {
    docId,
    path: pagePath,
    title: fm.title,
    description: fm.description,
    sidebarLabel: fm.sidebarLabel || null,
    sidebarPosition: fm.sidebarPosition,
    sidebar: fm.unlisted ? null : site.docs.sidebarId,
    unlisted: fm.unlisted,
    keywords: fm.keywords,
    tagKeys: fm.tags,
    categoryDir: dirOf(docId),
    sourcePath,
    editUrl: editUrl(sourcePath),
    // Git dates are resolved at query time (see lastUpdated.ts): a new commit
    // must not wait for the file to change before the date moves.
    lastUpdatedAt: lastUpdateOverride ? lastUpdateOverride.toISOString() : null,
    lastUpdatedBy: fm.lastUpdate?.author ?? null,
    hideTableOfContents: fm.hideTableOfContents,
    aliases: fm.aliases,
    ...contentFields(compiled),
  }
  emit('Doc', rel, doc)
}
