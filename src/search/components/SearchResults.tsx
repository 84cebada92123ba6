/**
 * /search/?q=…&ctx=…&version=… (spec 2.9): every hit, grouped by page, shown
 * ten pages at a time. The URL follows the search box, so reloading or
 * sharing it restores the search. q, ctx and version are plain text.
 */
import React, { useEffect, useMemo, useState } from 'react'
import { Link } from '../../components/Link'
import { HitSnippet } from './HitSummary'
import { useLatestRequest } from './useLatestRequest'
import { loadClient } from './SearchBar'
import { ALL_CONTEXTS, contextFromParam, contextInfo, isApiReference } from '../lib/contexts'
import { hitUrl, readSearchParams, searchPageUrl, versionFromParam } from '../lib/url'
import type { Hit } from '../lib/types'
import { groupByPage } from '../lib/group'
import { island } from '../../islands/island'
import * as styles from './SearchPage.module.css'

const PAGE_SIZE = 10

/** What a hit without a section heading is called in the list. */
function sectionLabel(h: Hit): string {
  if (h.s) return h.s
  if (h.type === 'Keywords') return `${h.t} (keywords)`
  return h.h === '' && h.type === 'Content' ? `${h.t}: introduction` : h.t
}

/**
 * The results: an island that starts as soon as the page is shown (the page is
 * nothing without it). The address is read in the browser, again whenever the
 * router changes only the query string (the navbar box submitting here).
 */
export function SearchResults({ search }: { search: string }) {
  const [q, setQ] = useState('')
  const [ctx, setCtx] = useState<string | null>(null)
  const [version, setVersion] = useState<string | null>(null)
  const [shown, setShown] = useState(PAGE_SIZE)

  // The URL is the source of truth on load, on reload and when the navbar box submits here.
  useEffect(() => {
    const read = () => {
      const p = readSearchParams(window.location.search)
      setQ(p.q)
      setCtx(p.ctx)
      setVersion(p.version)
    }
    read()
    window.addEventListener('cs:locationchange', read)
    window.addEventListener('popstate', read)
    return () => {
      window.removeEventListener('cs:locationchange', read)
      window.removeEventListener('popstate', read)
    }
  }, [search])

  const context = contextFromParam(ctx)
  const versionInfo = versionFromParam(version)
  const contextName = context?.name
  const versionTag = versionInfo?.tag

  // Keep the URL in sync with what is searched (no history entry per keystroke).
  useEffect(() => {
    const target = searchPageUrl({ q, ctx, version })
    const t = window.setTimeout(() => {
      if (window.location.pathname + window.location.search !== target) window.history.replaceState(window.history.state, '', target)
    }, 250)
    return () => window.clearTimeout(t)
  }, [q, ctx, version])

  const startSearch = useMemo(
    () =>
      q.trim()
        ? () => loadClient().then((c) => c.search(q, { contexts: contextName ? [contextName] : ALL_CONTEXTS, versionTag: versionTag ?? null, limit: 2000 })).then((hits) => ({ hits, forQuery: q }))
        : null,
    [q, contextName, versionTag],
  )
  const request = useLatestRequest(startSearch)
  const state = { status: request.status, hits: request.data?.hits ?? [], error: request.error, forQuery: request.data?.forQuery ?? '' }
  // A new query starts again at the first page of results.
  useEffect(() => setShown(PAGE_SIZE), [startSearch])

  const groups = useMemo(() => groupByPage(state.hits), [state.hits])
  const heading = q.trim() ? `Search results for "${q.length > 80 ? `${q.slice(0, 80)}…` : q}"` : 'Search the documentation'

  let statusText = ''
  if (state.status === 'loading') statusText = 'Searching…'
  else if (state.status === 'done' && groups.length === 0) statusText = `No results for "${state.forQuery.length > 80 ? `${state.forQuery.slice(0, 80)}…` : state.forQuery}"`
  else if (state.status === 'done') statusText = `${state.hits.length} ${state.hits.length === 1 ? 'result' : 'results'} on ${groups.length} ${groups.length === 1 ? 'page' : 'pages'}`

  return (
    <div className={styles.container}>
        <h1 className={styles.h1}>{heading}</h1>
        <noscript>
          <p className={styles.notice}>
            Search runs in your browser and needs JavaScript. Turn it on and reload this page, or browse the <a href="/docs/">documentation index</a>.
          </p>
        </noscript>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <label className={styles.field}>
            <span>Search query</span>
            <input type="search" value={q} maxLength={10000} autoComplete="off" spellCheck={false} onChange={(e) => setQ(e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>Search in</span>
            <select value={context?.path ?? ''} onChange={(e) => setCtx(e.target.value || null)}>
              <option value="">Everything</option>
              {ALL_CONTEXTS.map(contextInfo).map((c) => (
                <option key={c.name} value={c.path}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </form>
        {ctx && !context && <p className={styles.notice}>There is no search context "{ctx}"; searching everything instead.</p>}
        {version && !versionInfo && <p className={styles.notice}>There is no docs version "{version}"; searching every version instead.</p>}
        {versionInfo && <p className={styles.notice}>Docs version: {versionInfo.label}</p>}
        <p className={styles.status} role="status">
          {statusText}
        </p>
        {state.status === 'idle' && <p className={styles.hint}>Type a query to search the docs, the GraphQL reference and the blog.</p>}
        {state.status === 'error' && (
          <div className={styles.error} role="alert">
            <p>The search index could not be loaded. {state.error}</p>
            <button type="button" className={styles.button} onClick={request.retry}>
              Retry
            </button>
          </div>
        )}
        {state.status === 'done' && groups.length === 0 && (
          <p className={styles.hint}>
            Check the spelling, try fewer or more general words, or search {context ? <Link to={searchPageUrl({ q, version })}>everything</Link> : 'for an API name such as eth_getLogs'}.
          </p>
        )}
        {groups.length > 0 && state.status !== 'error' && (
          <ol className={styles.results} aria-label="Search results">
            {groups.slice(0, shown).map((g) => (
              <li key={g.u} className={styles.group}>
                <h2 className={styles.pageTitle}>
                  <Link to={hitUrl(g.u, '', g.hits[0].terms)}>{g.t}</Link>
                  {isApiReference(g.u) && <span className={styles.badge}>API Reference</span>}
                </h2>
                {g.b.length > 0 && <p className={styles.crumbs}>{g.b.join(' › ')}</p>}
                <ul className={styles.sections}>
                  {g.hits.map((h, i) => (
                    <li key={`${h.h}-${i}`}>
                      <Link className={styles.sectionLink} to={hitUrl(h.u, h.h, h.terms)}>
                        {sectionLabel(h)}
                      </Link>
                      <HitSnippet hit={h} className={styles.snippet} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {groups.length > shown && state.status === 'done' && (
          <button type="button" className={styles.button} onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Show more results ({groups.length - shown} more {groups.length - shown === 1 ? 'page' : 'pages'})
          </button>
        )}
    </div>
  )
}

/** The results as an island that starts when the page is shown. */
export const SearchResultsIsland = island('search-page', SearchResults, 'load')
