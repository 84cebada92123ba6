import React from 'react'
import { Link } from 'gatsby'
import * as styles from './Doc.module.css'

export type Card = { label: string; href: string; description?: string | null; count?: number | null; kind?: string }

export function CardGrid({ cards, headingLevel = 2 }: { cards: readonly Card[]; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <ul className={styles.cards}>
      {cards.map((c) => (
        <li key={c.href}>
          <Link to={c.href} className={styles.card}>
            <H className={styles.cardTitle}>
              <span aria-hidden="true" className={styles.cardIcon}>
                {c.kind === 'category' ? '▤' : '→'}
              </span>
              {c.label}
            </H>
            {c.description && <p className={styles.cardText}>{c.description}</p>}
            {typeof c.count === 'number' && c.count > 0 && <p className={styles.cardCount}>{c.count === 1 ? '1 page' : `${c.count} pages`}</p>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
