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

/**
 * Schema descriptions are written in a small Markdown subset (as GraphiQL
 * shows them): paragraphs separated by blank lines, and `inline code`. Each
 * paragraph as HTML; everything else is escaped text, so a description can
 * never inject markup.
 */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((p) => {
      let out = ''
      let last = 0
      const re = /`([^`\n]+)`/g
      for (let m = re.exec(p); m; m = re.exec(p)) {
        out += escapeHtml(p.slice(last, m.index)) + `<code>${escapeHtml(m[1])}</code>`
        last = m.index + m[0].length
      }
      return out + escapeHtml(p.slice(last))
    })
}
