import { site } from './site'

export type FooterLink = { label: string; to: string }
export type FooterColumn = { title: string; items: FooterLink[] }

export const footer = {
  style: 'dark' as 'dark' | 'light',
  columns: [
    {
      title: 'Links',
      items: [
        { label: 'Website', to: site.urls.website },
        { label: 'V1 Docs', to: site.urls.v1Docs },
        { label: 'V2 Docs', to: '/docs/intro/' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Chat channel', to: site.urls.chat },
        { label: 'Social', to: site.urls.social },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Forum', to: site.urls.forum },
        { label: 'Code host', to: site.urls.organisation },
        { label: 'Blog', to: '/blog/' },
      ],
    },
  ] as FooterColumn[],
}

/**
 * The copyright line of spec 2.2: "©2025 {company}", and that the site is
 * built with the site generator. The year is the spec's, not the build's: a
 * build or a render on another day must not change it (and a year read while
 * rendering would differ between the server and the browser at New Year).
 */
export const COPYRIGHT_YEAR = 2025

export const copyright = `©${COPYRIGHT_YEAR} ${site.companyName}. Built with Gatsby.`
