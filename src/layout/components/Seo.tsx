import React from 'react'
import { absoluteUrl, site } from '../../config/site'
import { formatPageTitle } from '../../lib/title'

type Props = {
  title?: string | null
  description?: string | null
  /** Route of the page; canonical and og:url are built from it. */
  path: string
  /** A different canonical route (alias pages point to their main route). */
  canonicalPath?: string
  type?: 'website' | 'article'
  noindex?: boolean
  keywords?: readonly string[]
  children?: React.ReactNode
}

/** Everything in <head> for one page (Gatsby Head API). */
export function Seo({ title, description, path, canonicalPath, type = 'website', noindex = false, keywords, children }: Props) {
  const fullTitle = formatPageTitle(title, site.title)
  const desc = description || site.tagline
  const url = absoluteUrl(path)
  const image = absoluteUrl(site.socialCard)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={absoluteUrl(canonicalPath ?? path)} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={image} />
      {(site.noIndex || noindex) && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  )
}
