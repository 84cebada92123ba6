/**
 * The navbar search box (spec 2.9): an ARIA 1.2 combobox with a listbox of
 * up to 8 suggestions. Only this shell is in the first-load bundle; the
 * worker client is a separate chunk imported on first focus (or mod+k).
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react'
import { navigate } from 'gatsby'
import { chooseFooter, contextOfPath, isApiReference } from '../../search/contexts'
import { hitUrl, searchPageUrl } from '../../search/url'
import type { Hit } from '../../search/types'
import { HighlightedText } from './HighlightedText'
import * as styles from './SearchBar.module.css'

type Client = typeof import('../../search/client')
let clientPromise: Promise<Client> | null = null
/** The client chunk, loaded once; a failed chunk load can be retried. */
export function loadClient(): Promise<Client> {
  if (!clientPromise) {
    clientPromise = import('../../search/client')
    clientPromise.catch(() => {
      clientPromise = null
    })
  }
  return clientPromise
}

type Status = 'idle' | 'loading' | 'ready' | 'error'
type Option = { key: string; label: string; href: string; hit: Hit | null }

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
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState('')
  const [hits, setHits] = useState<Hit[]>([])
  const [counts, setCounts] = useState({ inside: 0, elsewhere: 0, query: '' })
  const [active, setActive] = useState(-1)
  const [hint, setHint] = useState('Ctrl K')
  const seq = useRef(0)
  const firstKey = useRef<number | null>(null)
  const measured = useRef(false)
  const pageContext = contextOfPath(pathname)

  useEffect(() => setHint(isMac() ? '⌘K' : 'Ctrl K'), [])
  // The focus stays in the input (aria-activedescendant): keep the active option visible in the scrolling panel.
  useEffect(() => {
    if (active < 0 || typeof document === 'undefined') return
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, listId])

  const pageContextName = pageContext?.name
  const prepare = useCallback(() => {
    setStatus((s) => (s === 'idle' || s === 'error' ? 'loading' : s))
    loadClient()
      .then((c) => c.loadContexts(pageContextName ? [pageContextName] : ['docs', 'reference', 'blog']))
      .then(() => setStatus('ready'))
      .catch((err: unknown) => {
        setError(err instanceof Error ? err.message : String(err))
        setStatus('error')
      })
  }, [pageContextName])

  const run = useCallback(
    (q: string) => {
      const id = ++seq.current
      if (!q.trim()) {
        setHits([])
        setCounts({ inside: 0, elsewhere: 0, query: '' })
        return
      }
      loadClient()
        .then((c) => c.suggest(q, pageContext))
        .then((r) => {
          if (id !== seq.current) return
          setHits(r.hits)
          setCounts({ inside: r.hitsInContext, elsewhere: r.hitsElsewhere, query: q })
          setActive(-1)
          setStatus('ready')
        })
        .catch((err: unknown) => {
          if (id !== seq.current) return
          setError(err instanceof Error ? err.message : String(err))
          setStatus('error')
        })
    },
    [pageContext],
  )

  // Cold timing: from the first keystroke to the first suggestions on screen.
  useEffect(() => {
    if (measured.current || firstKey.current === null || counts.query === '') return
    measured.current = true
    try {
      performance.measure('search:first-suggestions', { start: firstKey.current, end: performance.now() })
    } catch {
      // Timing is optional.
    }
  }, [counts])

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
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  const footer = chooseFooter({ query: counts.query, pageContext, hitsInContext: counts.inside, hitsElsewhere: counts.elsewhere })
  const options: Option[] = hits.map((h, i) => ({ key: `${i}-${h.u}#${h.h}`, label: h.t, href: hitUrl(h.u, h.h, h.terms), hit: h }))
  if (footer.kind === 'all' || footer.kind === 'within' || footer.kind === 'outside') {
    const ctx = footer.kind === 'within' ? footer.ctx.path : null
    options.push({ key: 'footer', label: footer.label, href: searchPageUrl({ q: counts.query, ctx }), hit: null })
  }
  const showList = open && query.trim() !== '' && counts.query !== '' && options.length > 0
  const showPanel = open && query.trim() !== '' && (showList || status === 'error' || status === 'loading' || footer.kind === 'no-results')

  // Focus moving between the input and the panel (its scroll area, the Retry button) keeps the list open.
  const closeIfLeaving = (next: EventTarget | null) => {
    if (next instanceof Node && (next === inputRef.current || panelRef.current?.contains(next))) return
    setOpen(false)
  }

  const go = (href: string) => {
    setOpen(false)
    inputRef.current?.blur()
    void navigate(href)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open) setOpen(true)
      if (options.length === 0) return
      e.preventDefault()
      const n = options.length
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1 < n ? a + 1 : 0) : a - 1 >= 0 ? a - 1 : n - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      if (showList && active >= 0 && options[active]) go(options[active].href)
      else if (query.trim()) go(searchPageUrl({ q: query, ctx: pageContext && counts.inside > 0 ? pageContext.path : null }))
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        // Closes the list only, not the mobile menu around it.
        e.stopPropagation()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        setQuery('')
        run('')
      }
    }
  }

  const statusText =
    status === 'error'
      ? ''
      : status === 'loading' && counts.query === ''
        ? 'Loading the search index…'
        : footer.kind === 'no-results'
          ? 'No results'
          : showList
            ? `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`
            : ''

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
          onFocus={() => {
            setOpen(true)
            prepare()
          }}
          onBlur={(e) => closeIfLeaving(e.relatedTarget)}
          onChange={(e) => {
            const v = e.target.value
            if (firstKey.current === null) firstKey.current = performance.now()
            setQuery(v)
            setOpen(true)
            run(v)
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
                onClick={() => {
                  prepare()
                  run(query)
                  inputRef.current?.focus()
                }}
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
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(o.href)}
                  data-href={o.href}
                >
                  {o.hit ? <HitSummary hit={o.hit} /> : o.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}

/** Title, section, breadcrumb and snippet of one hit. */
export function HitSummary({ hit }: { hit: Hit }) {
  return (
    <>
      <span className={styles.title}>
        {hit.t}
        {hit.s && <span className={styles.section}> › {hit.s}</span>}
        {isApiReference(hit.u) && <span className={styles.badge}>API Reference</span>}
      </span>
      {hit.b.length > 0 && <span className={styles.crumbs}>{hit.b.join(' › ')}</span>}
      {hit.snippet && (
        <span className={styles.snippet}>
          <HighlightedText text={hit.snippet} ranges={hit.ranges} />
        </span>
      )}
    </>
  )
}
