import React, { useId } from 'react'
import * as styles from './Tabs.module.css'

type TabItemProps = { value: string; label?: string; default?: boolean; children?: React.ReactNode }

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/** The storage key of a tab group's choice. */
export const tabsKey = (groupId: string) => `chainstrata.tabs.${groupId}`

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End; src/behaviours/tabs.ts).
 * Tabs that share a `groupId` switch together and remember the choice.
 */
export function Tabs({ children, groupId, defaultValue }: { children: React.ReactNode; groupId?: string; defaultValue?: string }) {
  const items = React.Children.toArray(children).filter((c): c is React.ReactElement<TabItemProps> => React.isValidElement(c) && typeof (c.props as TabItemProps).value === 'string')
  const values = items.map((i) => i.props.value)
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0]
  const baseId = useId()
  return (
    <div className={styles.tabs} data-tabs="" data-tabs-key={groupId ? tabsKey(groupId) : undefined}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, i) => {
          const active = item.props.value === selected
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              data-value={item.props.value}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
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
