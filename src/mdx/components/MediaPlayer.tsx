import React from 'react'
import { site } from '../../config/site'
import type { MediaEmbed } from '../../lib/media'
import * as styles from './Media.module.css'

/** The real player: an iframe from the media host. Loaded as its own chunk, only after a click. */
export default function MediaPlayer({ embed, title }: { embed: MediaEmbed; title: string }) {
  return (
    <iframe
      className={embed.kind === 'audio' ? styles.audioFrame : styles.videoFrame}
      src={embed.embedUrl}
      title={`${embed.provider} player: ${title}`}
      allow={site.security.mediaFeatures.join('; ')}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
