/** Where the build writes the content-hashed search files (under public/), cached forever. */
export const INDEX_DIR = 'static/search'

/** Where the worker finds the search files (the build writes them there; see src/search/node/build.ts). */
export const MANIFEST_FILE = 'manifest.json'
/** `gatsby develop` builds the files on request under this prefix instead of reading public/. */
export const DEV_PREFIX = '/__search'

export function manifestPath(development: boolean): string {
  return development ? `${DEV_PREFIX.slice(1)}/${MANIFEST_FILE}` : `search/${MANIFEST_FILE}`
}
