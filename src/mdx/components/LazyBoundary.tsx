import React, { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import { site } from '../../config/site'
import { errorChain } from '../../components/ErrorBoundary'
import * as styles from './LazyBoundary.module.css'

/** Shows a loader only when loading takes longer than the delay (no flash for fast loads). */
export function DelayedLoader({ label = 'Loading…', delayMs = site.layout.loaderDelayMs }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const t = window.setTimeout(() => setVisible(true), delayMs)
    return () => window.clearTimeout(t)
  }, [delayMs])
  if (!visible) return null
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  )
}

type CatcherProps = { onRetry: () => void; children: React.ReactNode; what: string }
type CatcherState = { error: unknown }

class LoadErrorCatcher extends React.Component<CatcherProps, CatcherState> {
  state: CatcherState = { error: null }
  static getDerivedStateFromError(error: unknown): CatcherState {
    return { error }
  }
  render() {
    if (this.state.error) {
      const [message] = errorChain(this.state.error)
      return (
        <div className={styles.error} role="alert">
          <p>
            The {this.props.what} could not be loaded: {message}
          </p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              this.setState({ error: null })
              this.props.onRetry()
            }}
          >
            Retry
          </button>
        </div>
      )
    }
    return this.props.children
  }
}

/**
 * Renders a code-split component: a delayed loader while its chunk loads, the
 * error and a "Retry" button when it fails; Retry requests the chunk again.
 */
export function LazyComponent<P extends object>({ load, props, what }: { load: () => Promise<{ default: React.ComponentType<P> }>; props: P; what: string }) {
  const [attempt, setAttempt] = useState(0)
  // A new lazy() per attempt: React caches a rejected lazy component forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazy(load), [attempt])
  return (
    <LoadErrorCatcher key={attempt} what={what} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<DelayedLoader label={`Loading the ${what}…`} />}>
        <Component {...props} />
      </Suspense>
    </LoadErrorCatcher>
  )
}
