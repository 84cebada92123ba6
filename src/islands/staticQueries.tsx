/**
 * The static query results around an island that reads them (useStaticQuery
 * reads Gatsby's context; Gatsby's browser module exports it, its types do not).
 */
import React from 'react'
import * as gatsby from 'gatsby'
import type { StaticQueries } from './mount'

const { StaticQueryContext } = gatsby as unknown as { StaticQueryContext: React.Context<StaticQueries> }

export function withStaticQueries(element: React.ReactElement, data: StaticQueries): React.ReactElement {
  return <StaticQueryContext.Provider value={data}>{element}</StaticQueryContext.Provider>
}
