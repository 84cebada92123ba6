import React from 'react'
import { site } from '../../config/site'
import { choiceLabel } from '../lib/colorMode'
import { MoonIcon, SunIcon, SystemIcon } from '../../components/icons'
import * as styles from './Navbar.module.css'

/**
 * Cycles system → light → dark → system (src/behaviours/colorMode.ts). The
 * icon is chosen by CSS from the inline script's attribute, so it is right on
 * first paint; the label is brought up to date when the page is shown.
 */
export function ColorModeToggle() {
  const label = choiceLabel(site.colorMode.defaultMode, 'light')
  return (
    <button type="button" className={styles.iconButton} data-color-mode-toggle="" aria-label={label} title={label} aria-live="polite">
      <SystemIcon className="cm-icon cm-icon-system" />
      <SunIcon className="cm-icon cm-icon-light" />
      <MoonIcon className="cm-icon cm-icon-dark" />
    </button>
  )
}
