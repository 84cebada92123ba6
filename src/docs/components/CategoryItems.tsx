import React from 'react'
import { Link } from 'gatsby'
import { CardGrid, type Card } from './CardGrid'
import * as styles from './Doc.module.css'

/** The items of a generated category index, or a plain note (no fake items) when the category has none yet. */
export function CategoryItems({ cards }: { cards: readonly Card[] }) {
  if (cards.length > 0) return <CardGrid cards={cards} />
  return (
    <p className={styles.empty}>
      No guides are published in this section yet. Start from the <Link to="/docs/intro/">platform overview</Link> or browse <Link to="/docs/">all documentation</Link>.
    </p>
  )
}
