import React from 'react'
import { ColorModeProvider } from './ColorMode'
import { ErrorBoundary } from '../../components/ErrorBoundary'

/** Wraps every page (gatsby-browser and gatsby-ssr): providers and the last-resort crash screen. */
export function Root({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ErrorBoundary>
  )
}
