import React from 'react'
import { descriptionParagraphs } from '../../lib/html'

/**
 * A schema description (paragraphs and `inline code`, src/lib/html.ts, the
 * same rendering as the member tables); `as="span"` keeps it inline.
 */
export function Description({ text, className, as = 'p' }: { text: string; className?: string; as?: 'p' | 'span' }) {
  const paragraphs = descriptionParagraphs(text)
  if (as === 'span') return <span className={className} dangerouslySetInnerHTML={{ __html: paragraphs.join(' ') }} />
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className} dangerouslySetInnerHTML={{ __html: p }} />
      ))}
    </>
  )
}
