/**
 * The navbar search box as a state machine (spec 2.9): a pure reducer for
 * what the visitor does (focus, type, arrows, Escape, close) and for the index
 * loading, and a pure view that derives the options, the footer and the
 * announcements from that state and the latest suggestions. The component
 * (src/search/components/SearchBar.tsx) only wires events and effects to it.
 */
import { chooseFooter, type ContextInfo, type Footer } from '../lib/contexts'
import type { Suggestions } from './client'
import type { Hit } from '../lib/types'
import { hitUrl, searchPageUrl } from '../lib/url'

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error'

export type BoxState = {
  query: string
  /** Whether the visitor is using the box (the panel may show). */
  open: boolean
  /** Index of the active option, -1 for none. */
  active: number
  index: IndexStatus
  indexError: string
}

export type BoxAction =
  | { type: 'focus' }
  | { type: 'indexLoaded' }
  | { type: 'indexFailed'; error: string }
  | { type: 'retry' }
  | { type: 'input'; query: string }
  | { type: 'move'; dir: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  | { type: 'resultsShown' }
  | { type: 'escape' }
  | { type: 'close' }

export const initialBoxState: BoxState = { query: '', open: false, active: -1, index: 'idle', indexError: '' }

export function boxReducer(s: BoxState, a: BoxAction): BoxState {
  switch (a.type) {
    case 'focus':
      return { ...s, open: true, index: s.index === 'idle' || s.index === 'error' ? 'loading' : s.index }
    case 'indexLoaded':
      return { ...s, index: 'ready', indexError: '' }
    case 'indexFailed':
      return { ...s, index: 'error', indexError: a.error }
    case 'retry':
      return { ...s, index: 'loading', indexError: '' }
    case 'input':
      return { ...s, query: a.query, open: true, active: -1 }
    case 'move': {
      if (a.count === 0) return s.open ? s : { ...s, open: true }
      const next = a.dir === 1 ? (s.active + 1 < a.count ? s.active + 1 : 0) : s.active - 1 >= 0 ? s.active - 1 : a.count - 1
      return { ...s, open: true, active: next }
    }
    case 'hover':
      return s.active === a.index ? s : { ...s, active: a.index }
    case 'resultsShown':
      return s.active === -1 ? s : { ...s, active: -1 }
    case 'escape':
      // Open: close the list (the query stays). Closed: clear the query.
      if (s.open) return { ...s, open: false, active: -1 }
      return s.query ? { ...s, query: '' } : s
    case 'close':
      return s.open ? { ...s, open: false } : s
  }
}

/** The latest suggestions the worker returned, with the query they answer. */
export type AnsweredSuggestions = Suggestions & { query: string }

export type BoxOption = { key: string; label: string; href: string; hit: Hit | null }

export type BoxView = {
  footer: Footer
  options: BoxOption[]
  showList: boolean
  showPanel: boolean
  status: IndexStatus
  error: string
  /** What the polite live region announces. */
  statusText: string
  /** Where Enter goes when no option is active. */
  submitHref: string | null
}

/**
 * Everything the box renders, from its state and the latest request:
 * `suggestions` are kept while a newer request runs, so the list does not
 * flicker; `requestError` is the message of a failed request.
 */
export function boxView(s: BoxState, suggestions: AnsweredSuggestions | null, requestStatus: 'idle' | 'loading' | 'done' | 'error', requestError: string, pageContext: ContextInfo | null): BoxView {
  const answered = suggestions?.query ?? ''
  const hits = suggestions?.hits ?? []
  const inside = suggestions?.hitsInContext ?? 0
  const elsewhere = suggestions?.hitsElsewhere ?? 0
  const footer = chooseFooter({ query: answered, pageContext, hitsInContext: inside, hitsElsewhere: elsewhere })
  const options: BoxOption[] = hits.map((h, i) => ({ key: `${i}-${h.u}#${h.h}`, label: h.t, href: hitUrl(h.u, h.h, h.terms), hit: h }))
  if (footer.kind === 'all' || footer.kind === 'within' || footer.kind === 'outside') {
    options.push({ key: 'footer', label: footer.label, href: searchPageUrl({ q: answered, ctx: footer.kind === 'within' ? footer.ctx.path : null }), hit: null })
  }
  const status: IndexStatus =
    s.index === 'error' || requestStatus === 'error' ? 'error' : requestStatus === 'done' || s.index === 'ready' ? 'ready' : s.index === 'loading' || requestStatus === 'loading' ? 'loading' : 'idle'
  const error = s.index === 'error' ? s.indexError : requestStatus === 'error' ? requestError : ''
  const typed = s.query.trim() !== ''
  const showList = s.open && typed && answered !== '' && options.length > 0
  const showPanel = s.open && typed && (showList || status === 'error' || status === 'loading' || footer.kind === 'no-results')
  const statusText =
    status === 'error'
      ? ''
      : status === 'loading' && answered === ''
        ? 'Loading the search index…'
        : footer.kind === 'no-results'
          ? 'No results'
          : showList
            ? `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`
            : ''
  const submitHref = typed ? searchPageUrl({ q: s.query, ctx: pageContext && inside > 0 ? pageContext.path : null }) : null
  return { footer, options, showList, showPanel, status, error, statusText, submitHref }
}
