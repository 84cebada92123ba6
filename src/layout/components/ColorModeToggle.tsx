import React from 'react'
import { useColorMode } from './ColorMode'
import { choiceLabel } from '../lib/colorMode'
import { MoonIcon, SunIcon, SystemIcon } from '../../components/icons'
import * as styles from './Navbar.module.css'

/** Cycles system → light → dark → system. The icon is chosen by CSS from the inline script's attribute, so it is right on first paint. */
export function ColorModeToggle() {
  const { choice, theme, cycle, ready } = useColorMode()
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={cycle}
      disabled={!ready}
      aria-label={choiceLabel(choice, theme)}
      title={choiceLabel(choice, theme)}
      aria-live="polite"
    >
      <SystemIcon className="cm-icon cm-icon-system" />
      <SunIcon className="cm-icon cm-icon-light" />
      <MoonIcon className="cm-icon cm-icon-dark" />
    </button>
  )
}
