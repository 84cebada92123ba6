/**
 * The navbar search box (spec 2.9): an ARIA 1.2 combobox with a listbox of
 * up to 8 suggestions. Only this shell is in the first-load bundle; the
 * worker client, with the component that draws a suggestion, is a separate
 * chunk imported on first focus (or mod+k).
 */
import React, { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import { navigate } from '../../lib/navigate'
import { contextOfPath } from '../lib/contexts'
import { boxReducer, boxView, initialBoxState } from '../runtime/searchBox'
import { useLatestRequest } from './useLatestRequest'
import { island } from '../../islands/island'
import * as styles from './SearchBar.module.css'

type Client = typeof import('../runtime/client')
let clientPromise: Promise<Client> | null = null
/** The loaded client: suggestions only exist once it is, so it is there whenever one is drawn. */
let loadedClient: Client | null = null
/** The client chunk, loaded once; a failed chunk load can be retried. */
export function loadClient(): Promise<Client> {
  if (!clientPromise) {
    clientPromise = import('../runtime/client').then((c) => (loadedClient = c))
    clientPromise.catch(() => {
      clientPromise = null
    })
  }
  return clientPromise
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
}

type Props = {
  pathname: string
  /** Registers mod+k (only the navbar box does). */
  shortcut?: boolean
  /** Full width (the mobile menu). */
  block?: boolean
}

export function SearchBar({ pathname, shortcut = false, block = false }: Props) {
  const uid = useId()
  const listId = `${uid}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [state, dispatch] = useReducer(boxReducer, initialBoxState)
  const [hint, setHint] = useState('Ctrl K')
  const firstKey = useRef<number | null>(null)
  const measured = useRef(false)
  const pageContext = useMemo(() => contextOfPath(pathname), [pathname])
  const { query, open, active } = state

  // The suggestions of the latest query (the worker client is loaded on first use).
  const startSuggest = useMemo(
    () => (query.trim() ? () => loadClient().then((c) => c.suggest(query, pageContext).then((r) => ({ ...r, query }))) : null),
    [query, pageContext],
  )
  const request = useLatestRequest(startSuggest)
  const view = boxView(state, request.data, request.status, request.error, pageContext)
  const { footer, options, showList, showPanel, status, error, statusText } = view
  const Summary = loadedClient?.HitSummary

  useEffect(() => setHint(isMac() ? '⌘K' : 'Ctrl K'), [])
  // New suggestions start with no active option.
  useEffect(() => dispatch({ type: 'resultsShown' }), [request.data])
  // The focus stays in the input (aria-activedescendant): keep the active option visible in the scrolling panel.
  useEffect(() => {
    if (active < 0 || typeof document === 'undefined') return
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, listId])

  // Loads the page's context index (or all of them) on first focus, and again after a failure.
  useEffect(() => {
    if (state.index !== 'loading') return
    let cancelled = false
    loadClient()
      .then((c) => c.loadContexts(pageContext ? [pageContext.name] : ['docs', 'reference', 'blog']))
      .then(() => !cancelled && dispatch({ type: 'indexLoaded' }))
      .catch((err: unknown) => !cancelled && dispatch({ type: 'indexFailed', error: err instanceof Error ? err.message : String(err) }))
    return () => {
      cancelled = true
    }
  }, [state.index, pageContext])

  // Cold timing: from the first keystroke to the first suggestions on screen.
  useEffect(() => {
    if (measured.current || firstKey.current === null || !request.data) return
    measured.current = true
    try {
      performance.measure('search:first-suggestions', { start: firstKey.current, end: performance.now() })
    } catch {
      // Timing is optional.
    }
  }, [request.data])

  useEffect(() => {
    if (!shortcut) return
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        inputRef.current?.focus()
        inputRef.current?.select()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [shortcut])

  // A new page closes the list.
  useEffect(() => dispatch({ type: 'close' }), [pathname])

  // Focus moving between the input and the panel (its scroll area, the Retry button) keeps the list open.
  const closeIfLeaving = (next: EventTarget | null) => {
    if (next instanceof Node && (next === inputRef.current || panelRef.current?.contains(next))) return
    dispatch({ type: 'close' })
  }

  const go = (href: string) => {
    dispatch({ type: 'close' })
    inputRef.current?.blur()
    if (!navigate(href)) window.location.assign(href)
  }

  const retry = () => {
    dispatch({ type: 'retry' })
    request.retry()
    inputRef.current?.focus()
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length > 0) e.preventDefault()
      dispatch({ type: 'move', dir: e.key === 'ArrowDown' ? 1 : -1, count: options.length })
    } else if (e.key === 'Enter') {
      e.preventDefault()
      if (showList && active >= 0 && options[active]) go(options[active].href)
      else if (view.submitHref) go(view.submitHref)
    } else if (e.key === 'Escape') {
      // Open: closes the list only, not the mobile menu around it.
      if (open) {
        e.preventDefault()
        e.stopPropagation()
      }
      dispatch({ type: 'escape' })
    }
  }

  return (
    <div className={`${styles.wrapper} ${block ? styles.block : ''}`} role="search">
      <div className={styles.box}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search the docs"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-keyshortcuts={shortcut ? 'Meta+K Control+K' : undefined}
          placeholder="Search"
          title={shortcut ? `Search (${hint})` : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={10000}
          value={query}
          onFocus={() => dispatch({ type: 'focus' })}
          onBlur={(e) => closeIfLeaving(e.relatedTarget)}
          onChange={(e) => {
            if (firstKey.current === null) firstKey.current = performance.now()
            dispatch({ type: 'input', query: e.target.value })
          }}
          onKeyDown={onKeyDown}
        />
        {shortcut && (
          <kbd className={styles.kbd} aria-hidden="true">
            {hint}
          </kbd>
        )}
      </div>
      <div className={styles.srOnly} role="status" aria-live="polite">
        {open ? statusText : ''}
      </div>
      {showPanel && (
        // Mouse down inside the panel must not blur the input before the click lands. The panel scrolls when the
        // suggestions are long, so Tab reaches it (tabIndex 0) and the keyboard can scroll it; Escape returns to the box.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a scroll container, not a control
        <div
          ref={panelRef}
          className={styles.panel}
          tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex -- Tab must reach the scroll container
          onMouseDown={(e) => e.preventDefault()}
          onBlur={(e) => closeIfLeaving(e.relatedTarget)}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return
            e.preventDefault()
            e.stopPropagation()
            inputRef.current?.focus()
          }}
        >
          {status === 'error' ? (
            <div className={styles.error}>
              <p>The search index could not be loaded. {error}</p>
              <button
                type="button"
                className={styles.retry}
                onClick={retry}
              >
                Retry
              </button>
            </div>
          ) : footer.kind === 'no-results' ? (
            <p className={styles.empty}>No results</p>
          ) : !showList ? (
            <p className={styles.empty}>Loading the search index…</p>
          ) : null}
          {showList && status !== 'error' && (
            <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list}>
              {options.map((o, i) => (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses options from the input (aria-activedescendant)
                <li
                  key={o.key}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`${o.hit ? styles.option : styles.footer} ${i === active ? styles.active : ''}`}
                  onMouseMove={() => dispatch({ type: 'hover', index: i })}
                  onClick={() => go(o.href)}
                  data-href={o.href}
                >
                  {o.hit ? Summary ? <Summary hit={o.hit} /> : o.hit.t : o.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}

/** The search box as an island: its code and React load when the reader first focuses it, clicks it or presses mod+k. */
export const SearchBarIsland = island('search', SearchBar)
