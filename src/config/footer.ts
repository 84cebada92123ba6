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

/** The copyright line; the year is the build's year. */
export function copyright(year: number): string {
  return `©${year} ${site.companyName}. Built with Gatsby.`
}
