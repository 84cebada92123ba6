import React from 'react'
import { site } from '../../config/site'
import { CloseIcon } from '../../components/icons'
import * as styles from './AnnouncementBar.module.css'

/** The announcement bar; a dismissed one is hidden by CSS from the attribute the inline script sets (src/behaviours/page.ts closes it). */
export function AnnouncementBar() {
  const bar = site.announcementBar
  if (!bar) return null
  return (
    <div className={`announcement-bar ${styles.bar}`} role="region" aria-label="Announcement">
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.closeable && (
        <button type="button" className={styles.close} data-announcement-close="" aria-label="Close announcement">
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  )
}
