/** /search/?q=…&ctx=…&version=… (spec 2.9): the results page (src/search/components/SearchResults.tsx). */
import React from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../layout/components/Layout'
import { Seo } from '../layout/components/Seo'
import { SearchResultsIsland } from '../search/components/SearchResults'

export default function SearchPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <SearchResultsIsland search={location.search} />
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="Search" description="Search the Chainstrata documentation, GraphQL reference and blog." path={location.pathname} noindex />
}
