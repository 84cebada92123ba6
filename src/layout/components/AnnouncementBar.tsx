import React, { useEffect, useState } from 'react'
import { site } from '../../config/site'
import { dismissAnnouncement, loadAnnouncementState } from '../lib/announcement'
import { browserStorage } from '../../lib/storage'
import { CloseIcon } from '../../components/icons'
import * as styles from './AnnouncementBar.module.css'

const keys = {
  id: site.storageKeys.announcementId,
  idLegacy: site.storageKeys.announcementIdLegacy,
  dismissed: site.storageKeys.announcementDismissed,
}

export function AnnouncementBar() {
  const bar = site.announcementBar
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (bar) setDismissed(loadAnnouncementState(bar.id, browserStorage(), keys).dismissed)
  }, [bar])
  if (!bar || dismissed) return null
  const close = () => {
    setDismissed(dismissAnnouncement(browserStorage(), keys).dismissed)
    document.documentElement.setAttribute('data-announcement-dismissed', 'true')
  }
  return (
    <div className={`announcement-bar ${styles.bar}`} role="region" aria-label="Announcement">
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.closeable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement">
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  )
}
