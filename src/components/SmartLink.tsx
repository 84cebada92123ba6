import React from 'react'
import { Link } from './Link'
import { isExternalUrl } from '../lib/paths'
import { ExternalLinkIcon } from './icons'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /** Show the external-link icon on outbound links. */
  externalIcon?: boolean
}

/**
 * One link for internal routes (client navigation: ./Link.tsx) and
 * outbound URLs (new tab, icon, no referrer leak).
 */
export function SmartLink({ to, externalIcon = false, children, ...rest }: Props) {
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
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
