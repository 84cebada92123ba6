/**
 * Page creation for the docs family: one template per page type, fed by page
 * queries (see DECISIONS.md). Only ids and flags travel in page context.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { allProblems, isDevelop, type ContentProblem } from '../../node/problems'

const template = (name: string) => path.resolve(`src/docs/templates/${name}.tsx`)

type Result = {
  allDoc: { nodes: { id: string; path: string; unlisted: boolean; aliases: string[] }[] }
  allCategory: { nodes: { id: string; slug: string | null; linkType: string }[] }
  allDocTag: { nodes: { id: string; path: string }[] }
  allMdxPage: { nodes: { id: string; path: string }[] }
}

/** Up to three lines either side of a problem's line, from its source file (develop's problem page). */
export function sourceFrame(root: string, p: ContentProblem): { file: string; first: number; lines: string[]; at: number | null } | null {
  if (!p.line) return null
  try {
    const all = readFileSync(path.join(root, p.file), 'utf8').split('\n')
    const first = Math.max(1, p.line - 3)
    return { file: p.file, first, lines: all.slice(first - 1, p.line + 3), at: p.line }
  } catch {
    return null
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType, store }) => {
  const { createPage } = actions
  const res = await graphql<Result>(`
    {
      allDoc { nodes { id path unlisted aliases } }
      allCategory { nodes { id slug linkType } }
      allDocTag { nodes { id path } }
      allMdxPage { nodes { id path } }
    }
  `)
  if (res.errors || !res.data) {
    reporter.panicOnBuild('Could not query docs for page creation', res.errors)
    return
  }
  const seen = new Map<string, string>()
  const claim = (p: string, what: string) => {
    const key = p.toLowerCase()
    const previous = seen.get(key)
    if (previous) reporter.warn(`Duplicate route ${p}: ${previous} and ${what}; the later one wins.`)
    seen.set(key, what)
  }

  for (const doc of res.data.allDoc.nodes) {
    claim(doc.path, `doc ${doc.id}`)
    createPage({ path: doc.path, component: template('doc'), context: { id: doc.id, unlisted: doc.unlisted, layout: 'docs' } })
    // One file, more routes: alias pages are unlisted and point their canonical link at the main route.
    for (const alias of doc.aliases) {
      claim(alias, `alias of ${doc.path}`)
      createPage({ path: alias, component: template('doc'), context: { id: doc.id, unlisted: true, canonicalPath: doc.path, layout: 'docs' } })
    }
  }
  for (const cat of res.data.allCategory.nodes) {
    if (cat.linkType !== 'generated-index' || !cat.slug) continue
    const p = `/docs/category/${cat.slug}/`
    claim(p, `category ${cat.slug}`)
    createPage({ path: p, component: template('category'), context: { id: cat.id, layout: 'docs' } })
  }
  createPage({ path: '/docs/tags/', component: template('docs-tags'), context: { layout: 'docs' } })
  for (const tag of res.data.allDocTag.nodes) {
    claim(tag.path, `tag ${tag.path}`)
    createPage({ path: tag.path, component: template('docs-tag'), context: { id: tag.id, layout: 'docs' } })
  }
  createPage({ path: '/docs/', component: template('docs-index'), context: { layout: 'docs' } })
  for (const page of res.data.allMdxPage.nodes) {
    claim(page.path, `page ${page.id}`)
    createPage({ path: page.path, component: template('mdx-page'), context: { id: page.id } })
  }
  // `gatsby develop`: a page whose source fails shows its problems at its route (with a frame of the source) instead
  // of a 404; when the file is fixed its node comes back and this page is not created again (issue 40).
  if (isDevelop()) {
    const root = (store.getState() as { program: { directory: string } }).program.directory
    const byRoute = new Map<string, ContentProblem[]>()
    for (const p of allProblems(getNodesByType)) if (p.route && !seen.has(p.route.toLowerCase())) byRoute.set(p.route, [...(byRoute.get(p.route) ?? []), p])
    for (const [route, problems] of byRoute) {
      const frames = problems.map((p) => sourceFrame(root, p)).filter((f) => f !== null)
      createPage({ path: route, component: template('content-problem'), context: { problems, frames } })
    }
  }
}
