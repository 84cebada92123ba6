import React, { useId } from 'react'
import * as styles from './Doc.module.css'

export type TocEntry = { id: string; value: string; depth: number }

/** The entries, h3 nested under the preceding h2. The current heading is marked while reading (src/behaviours/scrolling.ts). */
function TocList({ toc, id, hidden }: { toc: readonly TocEntry[]; id?: string; hidden?: boolean }) {
  const groups: { entry: TocEntry; children: TocEntry[] }[] = []
  for (const e of toc) {
    if (e.depth <= 2 || groups.length === 0) groups.push({ entry: e, children: [] })
    else groups[groups.length - 1].children.push(e)
  }
  const link = (e: TocEntry) => (
    <a href={`#${e.id}`} className={styles.tocLink}>
      {e.value}
    </a>
  )
  return (
    <ul className={styles.tocList} id={id} hidden={hidden} data-toc="">
      {groups.map((g) => (
        <li key={g.entry.id}>
          {link(g.entry)}
          {g.children.length > 0 && (
            <ul className={styles.tocList}>
              {g.children.map((c) => (
                <li key={c.id}>{link(c)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export function TocDesktop({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <nav aria-label="On this page" className={styles.tocDesktop}>
      <p className={styles.tocTitle}>On this page</p>
      <TocList toc={toc} />
    </nav>
  )
}

/** Collapsed under the title on narrow screens; picking an entry closes it. */
export function TocMobile({ toc }: { toc: readonly TocEntry[] }) {
  const id = useId()
  return (
    <nav aria-label="On this page" className={styles.tocMobile} data-toc-mobile="">
      <button type="button" className={styles.tocToggle} aria-expanded={false} aria-controls={id} data-toc-toggle="">
        On this page
        <span aria-hidden="true" className={styles.tocCaret}>
          ›
        </span>
      </button>
      <TocList toc={toc} id={id} hidden />
    </nav>
  )
}
