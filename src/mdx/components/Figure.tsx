import React from 'react'
import '@fontsource/source-sans-pro/latin-400.css'
import '@fontsource/source-sans-pro/latin-400-italic.css'
import '@fontsource/source-sans-pro/latin-700.css'
import * as styles from './Figure.module.css'

type Props = { kind: string; caption: string; alt: string; svg: string }

/**
 * A figure drawn at build time (src/mdx/node/figures.ts): the SVG, its text
 * alternative and its caption. No script: the SVG is markup made by the
 * build from the page's own source (inline styles, scripts and foreign
 * content removed there), and its colours come from the stylesheet. The
 * drawing scrolls sideways on a narrow screen, so it takes the keyboard
 * focus and says what it is.
 */
export function Figure({ kind, caption, alt, svg }: Props) {
  return (
    <figure className={styles.figure} data-figure={kind}>
      {/* The drawing scrolls sideways on a narrow screen: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <div className={styles.canvas} role="region" aria-label={`Figure: ${caption}`} tabIndex={0}>
        <div role="img" aria-label={alt} dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}
