import React, { useState } from 'react'
import { parseMediaUrl } from '../../lib/media'
import { LazyComponent } from './LazyBoundary'
import { island } from '../../islands/island'
import * as styles from './Media.module.css'

const loadPlayer = () => import(/* webpackChunkName: "media-player" */ './MediaPlayer')

type Props = { url: string; title: string }

/**
 * A facade for embedded media: until the reader clicks, the page holds only a
 * button with the title; no request goes to the media host.
 */
export function MediaEmbed({ url, title, kind }: Props & { kind: 'video' | 'audio' }) {
  const [playing, setPlaying] = useState(false)
  const embed = parseMediaUrl(url)
  if (!embed) {
    return (
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      </p>
    )
  }
  return (
    <figure className={`${styles.media} ${embed.kind === 'audio' ? styles.audio : styles.video}`} data-kind={kind}>
      {playing ? (
        <LazyComponent load={loadPlayer} props={{ embed, title }} what="media player" />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={`Play ${embed.kind}: ${title} (${embed.provider})`}>
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
          <span className={styles.facadeText}>
            <span className={styles.facadeTitle}>{title}</span>
            <span className={styles.provider}>
              {embed.kind === 'audio' ? 'Audio' : 'Video'} on {embed.provider} · loads when you press play
            </span>
          </span>
        </button>
      )}
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  )
}

/** A player as an island: React and the player load when the reader presses play. */
const MediaIsland = island('media', MediaEmbed)

export const Video = (p: Props) => <MediaIsland {...p} kind="video" />
export const Audio = (p: Props) => <MediaIsland {...p} kind="audio" />
