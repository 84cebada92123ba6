import React from 'react'
import { splitByRanges, type Range } from '../lib/snippet'

/** Text with matched ranges in <mark>: React text nodes only, never HTML. */
export function HighlightedText({ text, ranges }: { text: string; ranges: Range[] }) {
  return (
    <>
      {splitByRanges(text, ranges).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </>
  )
}
