/**
 * The compiler is the only reader of MDX (issue 39): the same pass that
 * makes the render tree makes the page's Markdown twin (twin.ts) and its
 * search sections (sections.ts), from the tree as it stands after every
 * remark plugin, so the three show the same values by construction. They are
 * stored on the content node (contentFields in compile.ts); the search index
 * and the AI readers read them there.
 */
import type { Root as MdastRoot } from 'mdast'
import type { Root as HastRoot } from 'hast'
import { HEADING_INDEX } from './sections'
import { twinTree, serialise, type MdNode } from './twin'

type VFileLike = { data: Record<string, unknown> }

/** Where the page will be served: the twin's links are absolute (twin.ts absoluteLink). */
export type OutputOptions = { siteUrl: string; pagePath: string }

/**
 * Remark, last: numbers the page's headings in document order (a top-level
 * heading keeps its number, for search to find its id in the HTML) and
 * records the twin's tree and Markdown on the file.
 */
export function remarkOutputs() {
  return (tree: MdastRoot, file: VFileLike) => {
    const options = file.data.outputOptions as OutputOptions | undefined
    let index = 0
    const number = (node: MdNode, topLevel: boolean) => {
      if (node.type === 'heading') {
        if (topLevel) node.data = { ...(node.data ?? {}), [HEADING_INDEX]: index }
        index++
      }
      for (const c of node.children ?? []) number(c, false)
    }
    for (const c of (tree as MdNode).children ?? []) number(c, true)
    const twin = twinTree(tree as MdNode, options ?? { siteUrl: '', pagePath: '/' })
    file.data.twinTree = twin
    file.data.twinMarkdown = serialise(twin).trim()
  }
}

/** Rehype, after rehype-slug: the id of every heading in document order (the numbers remarkOutputs gave). */
export function rehypeHeadingIds() {
  return (tree: HastRoot, file: VFileLike) => {
    const ids: string[] = []
    const walk = (node: HastRoot | HastRoot['children'][number]) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) ids.push(typeof node.properties?.id === 'string' ? node.properties.id : '')
      if ('children' in node) for (const c of node.children) walk(c)
    }
    walk(tree)
    file.data.headingIds = ids
  }
}
