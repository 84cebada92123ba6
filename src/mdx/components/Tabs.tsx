import React, { useEffect, useId, useRef, useState } from 'react'
import { browserStorage } from '../../lib/storage'
import * as styles from './Tabs.module.css'

type TabItemProps = { value: string; label?: string; default?: boolean; children?: React.ReactNode }

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

const GROUP_EVENT = 'chainstrata:tabs'

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End). Tabs that
 * share a `groupId` switch together and remember the choice.
 */
export function Tabs({ children, groupId, defaultValue }: { children: React.ReactNode; groupId?: string; defaultValue?: string }) {
  const items = React.Children.toArray(children).filter((c): c is React.ReactElement<TabItemProps> => React.isValidElement(c) && typeof (c.props as TabItemProps).value === 'string')
  const values = items.map((i) => i.props.value)
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0]
  const [selected, setSelected] = useState(initial)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const storageKey = groupId ? `chainstrata.tabs.${groupId}` : null

  useEffect(() => {
    if (!storageKey) return
    const stored = browserStorage().get(storageKey)
    if (stored && values.includes(stored)) setSelected(stored)
    const onGroup = (e: Event) => {
      const detail = (e as CustomEvent<{ key: string; value: string }>).detail
      if (detail.key === storageKey && values.includes(detail.value)) setSelected(detail.value)
    }
    window.addEventListener(GROUP_EVENT, onGroup)
    return () => window.removeEventListener(GROUP_EVENT, onGroup)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, values.join('\u0000')])

  const select = (value: string, focus = false) => {
    setSelected(value)
    if (focus) tabRefs.current[values.indexOf(value)]?.focus()
    if (storageKey) {
      browserStorage().set(storageKey, value)
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { key: storageKey, value } }))
    }
  }

  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    let next = -1
    if (e.key === 'ArrowRight') next = (index + 1) % values.length
    else if (e.key === 'ArrowLeft') next = (index - 1 + values.length) % values.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = values.length - 1
    if (next >= 0) {
      e.preventDefault()
      select(values[next], true)
    }
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, i) => {
          const active = item.props.value === selected
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          )
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={item.props.value !== selected} className={styles.panel}>
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
