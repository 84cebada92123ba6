import React, { useEffect, useRef, useState } from 'react'

/**
 * Wraps a Markdown table so that a wide one scrolls sideways inside its own
 * box. When (and only when) it actually overflows, the box becomes a
 * focusable, labelled region, so keyboard users can scroll it too (WCAG
 * 2.1.1; axe "scrollable-region-focusable") without adding a tab stop to
 * every narrow table.
 */
export function TableWrap(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const ref = useRef<HTMLDivElement>(null)
  const [scrollable, setScrollable] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrollable(el.scrollWidth > el.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure)
      return () => window.removeEventListener('resize', measure)
    }
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return (
    <div ref={ref} className="table-wrap" {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways' } : {})}>
      <table {...props} />
    </div>
  )
}
