import React from 'react'
import * as styles from './ErrorBoundary.module.css'

/** The error message followed by each cause, as the crash screen shows them. */
export function errorChain(error: unknown): string[] {
  const out: string[] = []
  let current: unknown = error
  const seen = new Set<unknown>()
  while (current !== undefined && current !== null && !seen.has(current) && out.length < 10) {
    seen.add(current)
    out.push(current instanceof Error ? current.message || current.name : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return out
}

function CrashScreen({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  React.useEffect(() => {
    const previous = document.title
    document.title = 'Page Error'
    return () => {
      document.title = previous
    }
  }, [])
  const [message, ...causes] = errorChain(error)
  return (
    <div className={styles.crash} role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className={styles.button} onClick={tryAgain}>
        Try again
      </button>
      <div className={styles.details}>
        <p className={styles.message}>{message}</p>
        {causes.map((c, i) => (
          <p key={i} className={styles.cause}>
            Cause: {c}
          </p>
        ))}
      </div>
    </div>
  )
}

type Props = { children: React.ReactNode }
type State = { error: unknown; hasError: boolean }

/** Renders the crash screen instead of a subtree that threw while rendering. */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  componentDidCatch(error: unknown) {
    console.error('[Chainstrata Docs] A page failed to render:', error)
  }

  render() {
    if (this.state.hasError) return <CrashScreen error={this.state.error} tryAgain={() => this.setState({ error: null, hasError: false })} />
    return this.props.children
  }
}
