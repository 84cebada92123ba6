import React, { useEffect, useId, useRef, useState } from 'react'
import { SmartLink } from '../../components/SmartLink'
import * as styles from './Navbar.module.css'

export type DropdownEntry = { label: string; to: string; active?: boolean; lang?: string; onSelect?: () => void }

/**
 * A navbar dropdown: the WAI-ARIA menu button pattern. Enter, Space and
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and
 * End move; Escape closes it and returns focus to the button; Tab, a click
 * outside or choosing an item close it.
 */
export function Dropdown({ label, entries, className = '' }: { label: React.ReactNode; entries: DropdownEntry[]; className?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusAt = (i: number) => {
    const all = items()
    all[(i + all.length) % all.length]?.focus()
  }
  const openAt = (i: number) => {
    setOpen(true)
    requestAnimationFrame(() => focusAt(i))
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false)
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') openAt(0)
    else if (e.key === 'ArrowUp') openAt(-1)
    else return
    e.preventDefault()
  }
  const onMenuKey = (e: React.KeyboardEvent) => {
    const all = items()
    const i = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 }
    if (e.key in moves) focusAt(moves[e.key])
    else if (e.key === 'Escape') close(true)
    else if (e.key === 'Tab') return setOpen(false)
    else return
    e.preventDefault()
  }

  return (
    <div ref={root} className={`${styles.dropdown} ${className}`}>
      <button
        ref={button}
        id={`${id}b`}
        type="button"
        className={styles.item}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} role="menu" aria-labelledby={`${id}b`} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
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
              onClick={() => {
                e.onSelect?.()
                setOpen(false)
              }}
            >
              {e.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
