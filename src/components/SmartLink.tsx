import React from 'react'
import { Link } from 'gatsby'
import { isExternalUrl } from '../lib/paths'
import { ExternalLinkIcon } from './icons'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /** Show the external-link icon on outbound links. */
  externalIcon?: boolean
  activeClassName?: string
  partiallyActive?: boolean
}

/**
 * One link for internal routes (Gatsby Link: client navigation and
 * prefetching) and outbound URLs (new tab, icon, no referrer leak).
 */
export function SmartLink({ to, externalIcon = false, children, activeClassName, partiallyActive, ...rest }: Props) {
  if (isExternalUrl(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalIcon && (
          <>
            <ExternalLinkIcon className="external-icon" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </>
        )}
      </a>
    )
  }
  if (to.startsWith('#') || !to.startsWith('/')) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} activeClassName={activeClassName} partiallyActive={partiallyActive} {...rest}>
      {children}
    </Link>
  )
}
