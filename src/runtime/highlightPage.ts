/**
 * After a page is shown: mark the _highlight terms of a search hit. The
 * highlighter (with the search tokenizer it needs) is a chunk of its own,
 * loaded only when the address carries terms or old marks must be cleared.
 * Called by the router in the build (src/runtime/main.ts) and by
 * gatsby-browser in `gatsby develop`.
 */
export function highlightPage(win: Window): void {
  if (!win.location.search.includes('highlight') && !win.document.querySelector('mark[data-search-highlight]')) return
  void import('../search/runtime/highlight').then((h) => h.applySearchHighlight(win.location))
}
