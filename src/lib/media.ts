/**
 * Media embeds: which hosts we support and the player URL for a page URL.
 * Nothing is requested from the host until the reader clicks play.
 */
import { site } from '../config/site'

const players = site.mediaPlayers

export type MediaEmbed = { provider: string; kind: 'video' | 'audio'; embedUrl: string }

function safeUrl(input: string): URL | null {
  try {
    const u = new URL(input)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null
  } catch {
    return null
  }
}

const ID = /^[A-Za-z0-9_-]{3,64}$/

export function parseMediaUrl(input: string): MediaEmbed | null {
  const u = safeUrl(input)
  if (!u) return null
  const host = u.hostname.replace(/^www\./, '').replace(/^m\./, '')
  const parts = u.pathname.split('/').filter(Boolean)
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    let id: string | null = null
    if (host === 'youtu.be') id = parts[0] ?? null
    else if (parts[0] === 'watch') id = u.searchParams.get('v')
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1] ?? null
    if (!id || !ID.test(id)) return null
    return { provider: 'YouTube', kind: 'video', embedUrl: `${players.youtube}/embed/${id}?autoplay=1` }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d+$/.test(p))
    if (!id) return null
    return { provider: 'Vimeo', kind: 'video', embedUrl: `${players.vimeo}/video/${id}?autoplay=1&dnt=1` }
  }
  if (host === 'loom.com') {
    const id = parts[0] === 'share' || parts[0] === 'embed' ? parts[1] : null
    if (!id || !ID.test(id)) return null
    return { provider: 'Loom', kind: 'video', embedUrl: `${players.loom}/embed/${id}?autoplay=1` }
  }
  if (host === 'soundcloud.com') {
    if (parts.length < 2) return null
    return {
      provider: 'SoundCloud',
      kind: 'audio',
      embedUrl: `${players.soundcloud}/player/?url=${encodeURIComponent(`https://soundcloud.com/${parts.join('/')}`)}&auto_play=true`,
    }
  }
  if (host === 'open.spotify.com') {
    const [type, id] = parts[0] === 'embed' ? parts.slice(1) : parts
    if (!type || !id || !['episode', 'show', 'track', 'playlist', 'album'].includes(type) || !ID.test(id)) return null
    return { provider: 'Spotify', kind: 'audio', embedUrl: `${players.spotify}/embed/${type}/${id}?autoplay=1` }
  }
  return null
}
