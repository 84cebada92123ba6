/** Where the API changelog lives: its index, one page per release, and its feeds. */
export const CHANGELOG_BASE = '/docs/changelog'
export const CHANGELOG_PATH = `${CHANGELOG_BASE}/`
export const releasePath = (date: string) => `${CHANGELOG_BASE}/${date}/`
export const CHANGELOG_FEEDS = { rss: `${CHANGELOG_BASE}/rss.xml`, atom: `${CHANGELOG_BASE}/atom.xml` } as const
