import React from 'react'

/**
 * Schema descriptions are written in a small Markdown subset (as GraphiQL
 * shows them): paragraphs separated by blank lines and `inline code`. This
 * renders exactly that as React elements; everything else stays text, so a
 * description can never inject HTML.
 */
export function inlineCode(text: string): React.ReactNode[] {
  const out: React.ReactNode[] = []
  const re = /`([^`\n]+)`/g
  let last = 0
  let m: RegExpExecArray | null
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index))
    out.push(<code key={m.index}>{m[1]}</code>)
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

/** Paragraphs of a description; `as="span"` keeps it inline (table cells, argument lists). */
export function Description({ text, className, as = 'p' }: { text: string; className?: string; as?: 'p' | 'span' }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean)
  if (as === 'span') return <span className={className}>{inlineCode(paragraphs.join(' '))}</span>
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className}>
          {inlineCode(p)}
        </p>
      ))}
    </>
  )
}
