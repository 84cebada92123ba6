/**
 * The async state both search views share: run the latest request, ignore
 * answers to older ones, keep the last answer while a newer request runs (no
 * flicker), and retry on demand. `start` must be memoised by the caller
 * (useCallback/useMemo); null means "nothing to ask" (an empty query).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export type RequestStatus = 'idle' | 'loading' | 'done' | 'error'
export type RequestState<T> = { status: RequestStatus; data: T | null; error: string }

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

export function useLatestRequest<T>(start: (() => Promise<T>) | null): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle', data: null, error: '' })
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  useEffect(() => {
    const id = ++seq.current
    if (!start) {
      setState({ status: 'idle', data: null, error: '' })
      return
    }
    setState((s) => ({ ...s, status: 'loading' }))
    start().then(
      (data) => {
        if (id === seq.current) setState({ status: 'done', data, error: '' })
      },
      (err: unknown) => {
        if (id === seq.current) setState({ status: 'error', data: null, error: message(err) })
      },
    )
  }, [start, attempt])
  const retry = useCallback(() => setAttempt((a) => a + 1), [])
  return { ...state, retry }
}
