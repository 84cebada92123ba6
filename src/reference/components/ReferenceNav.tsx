import React, { useCallback, useEffect, useId, useState } from 'react'
import { useReferenceNavIndex } from '../hooks/useReferenceNavIndex'
import { breakableNameHtml, filterGroups, loadFullNav, type NavData, type NavFullGroup, type NavGroup, type NavItem } from './navData'
import * as styles from './Reference.module.css'
import { CHANGELOG_PATH } from '../lib/changelog'

const INTRO = '/docs/graphql-reference/intro/'


type Status = 'idle' | 'loading' | 'ready' | 'error'

function ItemList({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  return (
    <ul className={styles.navItems}>
      {items.map((i) => (
        <li key={i.path}>
          <a href={i.path} className={styles.navLink} aria-current={i.path === pathname ? 'page' : undefined} dangerouslySetInnerHTML={breakableNameHtml(i.name)} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Left navigation of the reference (plain anchors: ReferenceShell turns clicks into client-side navigation): group headings with counts, the current
 * group's neighbourhood, and a filter box. The full list is fetched only when
 * the visitor filters, expands a group or asks for all entries.
 */
export function ReferenceNav({ nav, pathname }: { nav: NavData; pathname: string }) {
  const { groups, fullListUrl } = useReferenceNavIndex()
  const [full, setFull] = useState<NavFullGroup[] | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState('')
  const [filter, setFilter] = useState('')
  const [open, setOpen] = useState<Set<string>>(() => new Set(nav.groupId ? [nav.groupId] : []))
  // Roots whose group headings are shown: the current page's (the first root on the intro).
  const currentRoot = groups.find((g) => g.id === nav.groupId)?.rootLabel ?? groups[0]?.rootLabel ?? ''
  const [openRoots, setOpenRoots] = useState<Set<string>>(() => new Set([currentRoot]))
  const baseId = useId()

  useEffect(() => setOpen(new Set(nav.groupId ? [nav.groupId] : [])), [nav.groupId])
  // A page of another root opens that root too; roots the visitor opened stay open.
  useEffect(() => setOpenRoots((prev) => (prev.has(currentRoot) ? prev : new Set(prev).add(currentRoot))), [currentRoot])
  const toggleRoot = (label: string) =>
    setOpenRoots((prev) => {
      const next = new Set(prev)
      if (next.has(label)) next.delete(label)
      else next.add(label)
      return next
    })

  const fetchList = useCallback(() => {
    setStatus('loading')
    loadFullNav(fullListUrl)
      .then((groups) => {
        setFull(groups)
        setStatus('ready')
      })
      .catch((err: Error) => {
        setError(err.message || 'The reference list could not be loaded.')
        setStatus('error')
      })
  }, [fullListUrl])

  const load = () => {
    if (status === 'idle') fetchList()
  }

  const toggle = (id: string) => {
    load()
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const statusLine =
    status === 'loading' ? (
      <p className={styles.navStatus} role="status">
        Loading the full list…
      </p>
    ) : status === 'error' ? (
      <div className={styles.navStatus} role="alert">
        <p>{error} The entries shown here still work.</p>
        <button type="button" className={styles.navButton} onClick={fetchList}>
          Try again
        </button>
      </div>
    ) : null

  const filtered = filter.trim() !== '' && full ? filterGroups(full, filter) : null
  const roots: { label: string; groups: NavGroup[] }[] = []
  for (const g of groups) {
    const last = roots[roots.length - 1]
    if (last && last.label === g.rootLabel) last.groups.push(g)
    else roots.push({ label: g.rootLabel, groups: [g] })
  }

  const groupItems = (id: string): React.ReactNode => {
    const loaded = full?.find((g) => g.id === id)
    if (loaded) return <ItemList items={loaded.items} pathname={pathname} />
    if (id === nav.groupId) {
      const g = groups.find((x) => x.id === id)
      const hidden = (g?.count ?? 0) - nav.items.length
      return (
        <>
          <ItemList items={nav.items} pathname={pathname} />
          {hidden > 0 && (
            <button type="button" className={styles.navMore} onClick={load}>
              Show all {g?.count} {g?.label.toLowerCase()}
            </button>
          )}
        </>
      )
    }
    return null
  }

  return (
    <nav className={styles.nav} aria-label="GraphQL reference">
      <div className={styles.navFilter}>
        <label htmlFor={`${baseId}-filter`} className={styles.navFilterLabel}>
          Filter the reference
        </label>
        <input
          id={`${baseId}-filter`}
          type="search"
          className={styles.navInput}
          placeholder="Type a name, e.g. DEXTrade"
          autoComplete="off"
          spellCheck={false}
          value={filter}
          onFocus={load}
          onChange={(e) => {
            setFilter(e.target.value)
            load()
          }}
        />
      </div>
      {statusLine}
      {filter.trim() !== '' ? (
        filtered ? (
          <div aria-live="polite">
            <p className={styles.navStatus}>{filtered.total === 0 ? `No entry matches "${filter.trim()}".` : `${filtered.total} ${filtered.total === 1 ? 'entry matches' : 'entries match'}${filtered.shown < filtered.total ? `; the first ${filtered.shown} are shown` : ''}.`}</p>
            {filtered.groups.map((g) => (
              <div key={g.id}>
                <p className={styles.navResultGroup}>
                  {g.rootLabel} · {g.label}
                </p>
                <ItemList items={g.items} pathname={pathname} />
              </div>
            ))}
          </div>
        ) : null
      ) : (
        <>
          <a href={INTRO} className={styles.navIntro} aria-current={pathname === INTRO ? 'page' : undefined}>
            Introduction
          </a>
          <a href={CHANGELOG_PATH} className={styles.navIntro} aria-current={pathname.startsWith(CHANGELOG_PATH) ? 'page' : undefined}>
            Changelog
          </a>
          {roots.map((r, n) => {
            const rootOpen = openRoots.has(r.label)
            const rootListId = `${baseId}-root-${n}`
            return (
              <div key={r.label} className={styles.navRoot}>
                <button type="button" className={styles.navRootToggle} aria-expanded={rootOpen} aria-controls={rootOpen ? rootListId : undefined} onClick={() => toggleRoot(r.label)}>
                  <span aria-hidden="true" className={rootOpen ? `${styles.caret} ${styles.caretOpen}` : styles.caret}>
                    ›
                  </span>
                  {r.label}
                </button>
                {rootOpen && (
                  <ul id={rootListId} className={styles.navGroups}>
                    {r.groups.map((g) => {
                      const isOpen = open.has(g.id)
                      const listId = `${baseId}-${g.id}`
                      return (
                        <li key={g.id}>
                          <button type="button" className={styles.navGroup} aria-expanded={isOpen} aria-controls={isOpen ? listId : undefined} onClick={() => toggle(g.id)}>
                            <span>{g.label}</span>
                            <span className={styles.navCount}>
                              {g.count}
                              <span className="visually-hidden"> entries</span>
                            </span>
                          </button>
                          {isOpen && <div id={listId}>{groupItems(g.id)}</div>}
                        </li>
                      )
                    })}
                  </ul>
                )}
              </div>
            )
          })}
        </>
      )}
    </nav>
  )
}
