import React from 'react'
import { navigate } from '../lib/navigate'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/**
 * An internal link for the components that run in the browser (islands): a
 * plain anchor whose left click goes through the site's client navigation
 * (src/lib/navigate.ts). Gatsby's Link would bring Gatsby's whole browser
 * runtime into every island's bundle; the router prefetches on intent itself.
 */
export function Link({ to, onClick, children, ...rest }: Props) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (rest.target && rest.target !== '_self')) return
        if (navigate(to)) e.preventDefault()
      }}
    >
      {children}
    </a>
  )
}
