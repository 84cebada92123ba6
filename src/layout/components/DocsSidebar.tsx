import React, { useEffect, useId, useState } from 'react'
import { Link } from '../../components/Link'
import { isItemActive, visibleItems, type SidebarItem, type SidebarCategory } from '../../lib/sidebar'
import { sameRoute } from '../../lib/paths'
import { ChevronIcon } from '../../components/icons'
import { useDocsSidebar } from '../hooks/useDocsSidebar'
import { island } from '../../islands/island'
import * as styles from './DocsSidebar.module.css'

type Props = { items: SidebarItem[]; pathname: string; onNavigate?: () => void }

function Category({ item, pathname, level, onNavigate }: { item: SidebarCategory; pathname: string; level: number; onNavigate?: () => void }) {
  const active = isItemActive(item, pathname)
  const [collapsed, setCollapsed] = useState(item.collapsed && !active)
  const listId = useId()
  // Becoming active expands a category; nothing ever collapses by itself.
  useEffect(() => {
    if (active) setCollapsed(false)
  }, [active])
  const isCurrent = item.href !== null && sameRoute(item.href, pathname)
  const toggleLabel = `${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`
  return (
    <li className={`${styles.item} ${styles.category}`} data-active={active || undefined}>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link to={item.href} className={`${styles.link} ${styles.categoryLink}`} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`${styles.link} ${styles.categoryLink} ${styles.categoryButton}`} aria-expanded={!collapsed} aria-controls={listId} onClick={() => setCollapsed((c) => !c)}>
            {item.label}
          </button>
        )}
        {item.href && (
          <button type="button" className={styles.caret} aria-label={toggleLabel} aria-expanded={!collapsed} aria-controls={listId} onClick={() => setCollapsed((c) => !c)}>
            <ChevronIcon className={collapsed ? styles.chevron : `${styles.chevron} ${styles.chevronOpen}`} />
          </button>
        )}
        {!item.href && <ChevronIcon className={collapsed ? `${styles.chevron} ${styles.chevronStatic}` : `${styles.chevron} ${styles.chevronOpen} ${styles.chevronStatic}`} />}
      </div>
      {/* Collapsed categories render no children: page HTML stays small whatever the size of the docs. */}
      {!collapsed && (
        <ul id={listId} className={styles.list}>
          {item.items.map((child, i) => (
            <Item key={`${child.label}-${i}`} item={child} pathname={pathname} level={level + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  )
}

function Item({ item, pathname, level, onNavigate }: { item: SidebarItem; pathname: string; level: number; onNavigate?: () => void }) {
  if (item.type === 'category') return <Category item={item} pathname={pathname} level={level} onNavigate={onNavigate} />
  const current = sameRoute(item.href, pathname)
  return (
    <li className={styles.item}>
      <Link to={item.href} className={styles.link} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </Link>
    </li>
  )
}

/** The docs sidebar tree. Unlisted docs appear only when they are the current page. */
export function DocsSidebar({ items, pathname, onNavigate }: Props) {
  const shown = visibleItems(items, pathname)
  return (
    <nav aria-label="Docs sidebar" className={styles.nav}>
      <ul className={`${styles.list} ${styles.root}`}>
        {shown.map((item, i) => (
          <Item key={`${item.label}-${i}`} item={item} pathname={pathname} level={0} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  )
}

/**
 * The sidebar of the docs column, as an island: collapsed categories have no
 * children in the HTML (it stays small whatever the size of the docs), so
 * expanding one needs the tree and a component runtime. The column keeps its
 * scroll position across pages and shows the current entry
 * (src/behaviours/start.ts).
 */
export function DocsSidebarColumn({ pathname }: { pathname: string }) {
  return <DocsSidebar items={useDocsSidebar()} pathname={pathname} />
}

export const DocsSidebarIsland = island('docs-sidebar', DocsSidebarColumn)
