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

/** Checks one navbar item of src/config/navbar.ts; a broken item names itself instead of failing obscurely. */
export function assertNavbarItem(item: NavbarLink): void {
  const problem = !item || typeof item.label !== 'string' || item.label.trim() === '' ? 'it has no label' : typeof item.to !== 'string' || item.to === '' ? 'it has no link target' : null
  if (problem) {
    throw new Error(
      `A theme navbar item failed to render. Please double-check the following navbar item in the site configuration (src/config/navbar.ts):\n${JSON.stringify(item, null, 2)}`,
      { cause: new Error(`The item is invalid: ${problem}.`) },
    )
  }
}

export function NavItem({ item, pathname, onNavigate }: { item: NavbarLink; pathname: string; onNavigate?: () => void }) {
  assertNavbarItem(item)
  const external = isExternalUrl(item.to)
  const active = !external && item.activeBasePath ? isPathUnder(pathname, item.activeBasePath) : false
  const className = [styles.item, item.primary ? styles.primary : '', item.highlighted ? styles.highlighted : '', active ? styles.active : ''].join(' ')
  return (
    <SmartLink to={item.to} externalIcon={external && !item.primary} className={className} aria-current={active && !item.highlighted ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </SmartLink>
  )
}
