import React, { useEffect, useState } from 'react'
import * as styles from './Doc.module.css'

export type TocEntry = { id: string; value: string; depth: number }

/** The heading nearest above the top of the viewport (after the navbar). */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    if (ids.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const offset = 96
      let current: string | null = null
      for (const id of ids) {
        const el = document.getElementById(id)
        if (!el) continue
        if (el.getBoundingClientRect().top - offset <= 0) current = id
        else break
      }
      // At the very bottom, the last heading is the current one even if it cannot reach the top.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1]
      setActive(current ?? ids[0])
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [ids.join('|')]) // eslint-disable-line react-hooks/exhaustive-deps
  return active
}

function TocList({ toc, active, onPick }: { toc: readonly TocEntry[]; active: string | null; onPick?: () => void }) {
  // Nest h3 entries under the preceding h2.
  const groups: { entry: TocEntry; children: TocEntry[] }[] = []
  for (const e of toc) {
    if (e.depth <= 2 || groups.length === 0) groups.push({ entry: e, children: [] })
    else groups[groups.length - 1].children.push(e)
  }
  const link = (e: TocEntry) => (
    <a href={`#${e.id}`} className={e.id === active ? `${styles.tocLink} ${styles.tocActive}` : styles.tocLink} aria-current={e.id === active ? 'location' : undefined} onClick={onPick}>
      {e.value}
    </a>
  )
  return (
    <ul className={styles.tocList}>
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
  const active = useActiveHeading(toc.map((t) => t.id))
  return (
    <nav aria-label="On this page" className={styles.tocDesktop}>
      <p className={styles.tocTitle}>On this page</p>
      <TocList toc={toc} active={active} />
    </nav>
  )
}

export function TocMobile({ toc }: { toc: readonly TocEntry[] }) {
  const [open, setOpen] = useState(false)
  const active = useActiveHeading(toc.map((t) => t.id))
  return (
    <nav aria-label="On this page" className={styles.tocMobile}>
      <button type="button" className={styles.tocToggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        On this page
        <span aria-hidden="true" className={open ? `${styles.tocCaret} ${styles.tocCaretOpen}` : styles.tocCaret}>
          ›
        </span>
      </button>
      {open && <TocList toc={toc} active={active} onPick={() => setOpen(false)} />}
    </nav>
  )
}
