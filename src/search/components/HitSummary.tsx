import React from 'react'
import { isApiReference } from '../lib/contexts'
import type { Hit } from '../lib/types'
import { HighlightedText } from './HighlightedText'
import * as styles from './SearchBar.module.css'

/** Title, section, breadcrumb and snippet of one hit: a suggestion in the navbar box. */
export function HitSummary({ hit }: { hit: Hit }) {
  return (
    <>
      <span className={styles.title}>
        {hit.t}
        {hit.s && <span className={styles.section}> › {hit.s}</span>}
        {isApiReference(hit.u) && <span className={styles.badge}>API Reference</span>}
      </span>
      {hit.b.length > 0 && <span className={styles.crumbs}>{hit.b.join(' › ')}</span>}
      <HitSnippet hit={hit} className={styles.snippet} as="span" />
    </>
  )
}

/** The highlighted context of a hit (up to 50 characters each side), shared by the box and the results page. */
export function HitSnippet({ hit, className, as: Tag = 'p' }: { hit: Hit; className?: string; as?: 'p' | 'span' }) {
  if (!hit.snippet) return null
  return (
    <Tag className={className}>
      <HighlightedText text={hit.snippet} ranges={hit.ranges} />
    </Tag>
  )
}
