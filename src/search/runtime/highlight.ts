/**
 * Highlights search terms on the page a hit opened (spec 2.9): the repeated
 * _highlight parameters name the terms; every word of the main content that
 * starts with one of them is wrapped in <mark data-search-highlight>. Terms
 * are plain text: they are matched against text nodes, never parsed.
 */
import { matchRanges } from '../lib/snippet'
import { highlightTerms } from '../lib/url'
import { fold } from '../lib/tokenize'

const ATTR = 'data-search-highlight'
/** Elements whose text is not content, or whose text must not be split. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'BUTTON', 'SVG', 'MARK'])
/** Upper bound of marks on one page, so a one-letter term cannot flood a long page. */
const MAX_MARKS = 500

/** Removes the marks of an earlier highlight (joins the text back). */
export function clearHighlights(root: ParentNode): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${ATTR}]`))) {
    const parent = mark.parentNode
    if (!parent) continue
    parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark)
    parent.normalize()
  }
}

/** Wraps matches of the terms in text nodes under root; returns the number of marks. */
export function highlightIn(root: Element, rawTerms: string[]): number {
  const terms = rawTerms.map((t) => fold(t).trim()).filter(Boolean)
  if (terms.length === 0) return 0
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName.toUpperCase()) || el.getAttribute('aria-hidden') === 'true') return NodeFilter.FILTER_REJECT
      }
      return node.nodeValue && node.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT
    },
  })
  const nodes: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text)
  let count = 0
  for (const node of nodes) {
    const text = node.nodeValue ?? ''
    const ranges = matchRanges(text, terms)
    if (ranges.length === 0) continue
    const frag = document.createDocumentFragment()
    let at = 0
    for (const [a, b] of ranges) {
      if (count >= MAX_MARKS) break
      if (a > at) frag.appendChild(document.createTextNode(text.slice(at, a)))
      const mark = document.createElement('mark')
      mark.setAttribute(ATTR, '')
      mark.textContent = text.slice(a, b)
      frag.appendChild(mark)
      at = b
      count++
    }
    if (at < text.length) frag.appendChild(document.createTextNode(text.slice(at)))
    node.parentNode?.replaceChild(frag, node)
    if (count >= MAX_MARKS) break
  }
  return count
}

/**
 * Called after every route update: clears old marks, highlights the terms of
 * the current URL inside the main content, then scrolls to the anchor (the
 * marks must not move it out of view).
 */
export function applySearchHighlight(location: { search: string; hash: string }): void {
  const main = document.getElementById('main-content')
  if (!main) return
  clearHighlights(main)
  const terms = highlightTerms(location.search)
  if (terms.length === 0) return
  try {
    highlightIn(main, terms)
  } catch (err) {
    console.warn('[Chainstrata Docs] Could not highlight the search terms.', err)
    return
  }
  if (location.hash && location.hash !== '#') {
    let id = location.hash.slice(1)
    try {
      id = decodeURIComponent(id)
    } catch {
      // Keep the raw id.
    }
    document.getElementById(id)?.scrollIntoView()
  }
}
