import { useEffect } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { preferredVersionKey, versionForPath, type DocsVersion } from '../lib/navbar'
import { browserStorage } from '../../lib/storage'

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

/** Stores the preferred docs version (per docs plugin; the never-throwing wrapper, so blocked storage only warns once). */
export function storePreferredVersion(name: string, pluginId?: string): void {
  browserStorage().set(preferredVersionKey(pluginId), name)
}

/** A visit to a versioned docs page makes its version the preferred one. */
export function useRememberDocsVersion(pathname: string): void {
  const versions = useDocsVersions()
  const name = versionForPath(pathname, versions)?.name
  useEffect(() => {
    if (name) storePreferredVersion(name)
  }, [name])
}

