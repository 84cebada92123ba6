import React from 'react'
import { readingTimeLabel } from '../lib/blog'
import * as styles from './Blog.module.css'

/** "March 4, 2025 · 3 min read" */
export function PostMeta({ date, dateIso, readingTime }: { date: string; dateIso: string; readingTime: number }) {
  return (
    <p className={styles.meta}>
      <time dateTime={dateIso}>{date}</time>
      <span className={styles.metaSep} aria-hidden="true">
        ·
      </span>
      <span>{readingTimeLabel(readingTime)}</span>
    </p>
  )
}
