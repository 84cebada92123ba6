import { parseMediaUrl } from './media'

describe('parseMediaUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://vimeo.com/76979871', 'Vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    ['https://www.loom.com/share/abc123def', 'Loom', 'https://www.loom.com/embed/abc123def?autoplay=1'],
    ['https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk', 'Spotify', 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?autoplay=1'],
  ])('%s', (url, provider, embed) => {
    expect(parseMediaUrl(url)).toMatchObject({ provider, embedUrl: embed })
  })
  it.each(['javascript:alert(1)', 'not a url', 'https://example.com/video', 'https://www.youtube.com/watch?v=<script>'])('rejects %s', (url) => {
    expect(parseMediaUrl(url)).toBeNull()
  })
})
