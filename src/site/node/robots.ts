import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { absoluteUrl, site } from '../../config/site'
import { siteDirectory } from '../../node/directory'

/** robots.txt, written from the site config so the sitemap URL is never spelled twice. */
export function robotsTxt(): string {
  const rules = site.noIndex ? 'Disallow: /' : 'Allow: /'
  return `User-agent: *\n${rules}\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const root = siteDirectory(store)
  await writeFile(path.join(root, 'public', 'robots.txt'), robotsTxt())
}
