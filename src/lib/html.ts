/** Helpers for HTML the build writes as strings (refresh pages, highlighted signatures, reference tables). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(s: string): string {
  return /[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => ESCAPES[c]) : s
}

/**
 * A type name as HTML with a line-break opportunity (`<wbr>`) after each
 * underscore, so long names wrap between words. As an element's inner HTML
 * the name is one node for React instead of two per word.
 */
export function breakableName(name: string): string {
  return escapeHtml(name).replace(/_/g, '_<wbr>')
}
