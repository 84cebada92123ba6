import React from 'react'

/**
 * Wraps a Markdown table so that a wide one scrolls sideways inside its own
 * box. When (and only when) it actually overflows, the box becomes a
 * focusable, labelled region (src/behaviours/page.ts), so keyboard users can
 * scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable") without adding
 * a tab stop to every narrow table.
 */
export function TableWrap(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  )
}
