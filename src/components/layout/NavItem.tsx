import React from 'react'
import { Link } from 'gatsby'
import { site } from '../../config/site'
import type { NavbarLink } from '../../config/navbar'
import { isExternalUrl, isPathUnder } from '../../lib/paths'
import { SmartLink } from './SmartLink'
import * as styles from './Navbar.module.css'

export function Logo() {
  return (
    <Link to="/" className={styles.brand}>
      <img src={site.logo.src} alt="" width={32} height={32} className={`themed-light ${styles.logo}`} />
      <img src={site.logo.srcDark} alt="" width={32} height={32} className={`themed-dark ${styles.logo}`} />
      <span className={styles.brandText}>{site.title}</span>
    </Link>
  )
}

export function NavItem({ item, pathname, onNavigate }: { item: NavbarLink; pathname: string; onNavigate?: () => void }) {
  const external = isExternalUrl(item.to)
  const active = !external && item.activeBasePath ? isPathUnder(pathname, item.activeBasePath) : false
  const className = [styles.item, item.primary ? styles.primary : '', item.highlighted ? styles.highlighted : '', active ? styles.active : ''].join(' ')
  return (
    <SmartLink to={item.to} externalIcon={external && !item.primary} className={className} aria-current={active && !item.highlighted ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </SmartLink>
  )
}
