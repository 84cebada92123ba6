import React from 'react'
import { ColorModeProvider } from './layout/ColorMode'
import { ErrorBoundary } from './layout/ErrorBoundary'

/** Wraps every page (gatsby-browser and gatsby-ssr): providers and the last-resort crash screen. */
export function Root({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ErrorBoundary>
  )
}
