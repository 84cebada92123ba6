import React, { useEffect } from 'react'
import { ErrorBoundary } from '../../components/ErrorBoundary'

/** Marks the document once React has taken over the server HTML (browser tests wait for it). */
function Hydrated() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return null
}

/** Wraps every page (gatsby-browser and gatsby-ssr): the last-resort crash screen. */
export function Root({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <Hydrated />
    </ErrorBoundary>
  )
}
