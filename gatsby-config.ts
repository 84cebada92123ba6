import { availableParallelism } from 'node:os'
import type { GatsbyConfig } from 'gatsby'
import { site } from './src/config/site'
import { sitemapOptions } from './src/site/node/sitemap'

// Gatsby gives page queries and static HTML (most of a build: 1,600 pages) a
// worker pool of "physical cores - 1": one worker on a 2-core machine while the
// main process waits. One worker per core (at most 8) unless GATSBY_CPU_COUNT
// is set; BENCHMARKS.md records the effect. Read before the pool is created.
process.env.GATSBY_CPU_COUNT ??= String(Math.min(availableParallelism(), 8) + 1)

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: site.url,
  },
  trailingSlash: 'always',
  // Query result types for templates and hooks (Queries.DocPageQuery, …), generated from the schema and the queries
  // on every build and committed; npm test fails when the committed file is not the one the build writes (README).
  graphqlTypegen: { typesOutputPath: 'src/types/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/content/docs` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { ...sitemapOptions, resolveSiteUrl: () => site.url },
    },
  ],
}

export default config
