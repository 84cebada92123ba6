import { graphql, useStaticQuery } from 'gatsby'
import type { DocsVersion } from '../lib/navbar'

/** The docs versions of the data layer (`docsVersion`; one today: current, "Next", /docs). */
export function useDocsVersions(): DocsVersion[] {
  const data = useStaticQuery<Queries.DocsVersionsQuery>(graphql`
    query DocsVersions {
      docsVersion {
        name
        label
        path
        mainDocId
      }
    }
  `)
  return data.docsVersion ? [data.docsVersion] : []
}
