import type { GatsbyConfig } from 'gatsby'
import { site } from './src/config/site'
import { sitemapOptions } from './src/node/site/sitemap'

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: site.url,
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
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
