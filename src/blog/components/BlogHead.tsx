import React from 'react'
import { Seo } from '../../layout/components/Seo'
import { site } from '../../config/site'
import { ATOM_PATH, RSS_PATH } from '../lib/blog'

type Props = React.ComponentProps<typeof Seo>

/** Seo for every blog page, plus the RSS and Atom feed links. */
export function BlogHead({ children, ...props }: Props) {
  return (
    <Seo {...props}>
      <link rel="alternate" type="application/rss+xml" href={RSS_PATH} title={`${site.title} Blog RSS Feed`} />
      <link rel="alternate" type="application/atom+xml" href={ATOM_PATH} title={`${site.title} Blog Atom Feed`} />
      {children}
    </Seo>
  )
}
