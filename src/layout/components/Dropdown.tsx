import React, { useId } from 'react'
import { SmartLink } from '../../components/SmartLink'
import * as styles from './Navbar.module.css'

/** `store`: a preference stored when the entry is chosen. */
export type DropdownEntry = { label: string; to: string; active?: boolean; lang?: string; store?: { key: string; value: string } }

/**
 * A navbar dropdown: the WAI-ARIA menu button pattern, run by
 * src/behaviours/dropdown.ts (keys, a click outside, choosing an item).
 */
export function Dropdown({ label, entries, className = '' }: { label: React.ReactNode; entries: DropdownEntry[]; className?: string }) {
  const id = useId()
  return (
    <div className={`${styles.dropdown} ${className}`} data-dropdown="">
      <button id={`${id}b`} type="button" className={styles.item} aria-haspopup="true" aria-expanded={false} aria-controls={id}>
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} role="menu" aria-labelledby={`${id}b`} className={styles.menu} hidden>
        {entries.map((e) => (
          <li key={e.label} role="none">
            <SmartLink
              to={e.to}
              role="menuitem"
              tabIndex={-1}
              lang={e.lang}
              externalIcon
              className={`${styles.menuLink} ${e.active ? styles.active : ''}`}
              aria-current={e.active ? 'page' : undefined}
              data-store-key={e.store?.key}
              data-store-value={e.store?.value}
            >
              {e.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
