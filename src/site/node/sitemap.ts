/**
 * gatsby-plugin-sitemap options: every public page, changefreq daily,
 * priority 1.0; the schema reference, redirect pages, 404, search and
 * unlisted docs are left out.
 */
export const SITEMAP_EXCLUDED_PREFIXES = ['/docs/graphql-reference/', '/404', '/dev-404-page/', '/search/']

type SitemapPage = { path: string; pageContext?: { unlisted?: boolean; redirect?: boolean } | null }

export function includeInSitemap(page: SitemapPage): boolean {
  if (SITEMAP_EXCLUDED_PREFIXES.some((p) => page.path === p || page.path.startsWith(p))) return false
  if (page.pageContext?.unlisted || page.pageContext?.redirect) return false
  return true
}

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path pageContext } }
  }`,
  resolveSiteUrl: () => '', // replaced in gatsby-config with the configured URL
  // Filtering happens here: the plugin calls filterPages only once per `excludes` entry.
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitePage[] } }) => allSitePage.nodes.filter(includeInSitemap),
  serialize: ({ path }: SitePage) => ({ url: path, changefreq: 'daily', priority: 1.0 }),
}

type SitePage = SitemapPage
