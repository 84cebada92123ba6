import React from 'react'
import * as styles from './Details.module.css'

/** A collapsible section: <Details summary="…"> or a plain <details><summary> in MDX. */
export function Details({ summary, children, ...rest }: React.DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: React.ReactNode }) {
  const kids = React.Children.toArray(children)
  const summaryChild = kids.find((c) => React.isValidElement(c) && (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'))
  const body = summaryChild ? kids.filter((c) => c !== summaryChild) : kids
  return (
    <details className={styles.details} {...rest}>
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className={styles.body}>{body}</div>
    </details>
  )
}
