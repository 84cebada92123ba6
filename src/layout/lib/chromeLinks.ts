/**
 * Every internal link the site renders outside page content: navbar, footer,
 * announcement bar and home page. The build's link check reads this list
 * (src/site/node/links.ts), so a navbar entry to a page that does not exist
 * fails the build like a broken link in MDX.
 */
import { isExternalUrl } from '../../lib/paths'
import { linkTarget, navbarLinkItems } from './navbar'
import { footer } from '../../config/footer'
import { homeFamilies, homeStarters } from '../../config/home'
import { navbarItems } from '../../config/navbar'
import { site } from '../../config/site'

export type ChromeLink = { source: string; link: string }

export function chromeLinks(): ChromeLink[] {
  const out: ChromeLink[] = [
    ...navbarLinkItems(navbarItems).map((i) => ({ source: `navbar "${i.label}" (src/config/navbar.ts)`, link: linkTarget(i) })),
    ...footer.columns.flatMap((c) => c.items.map((i) => ({ source: `footer "${i.label}" (src/config/footer.ts)`, link: i.to }))),
    ...[...(site.announcementBar?.content ?? '').matchAll(/href="([^"]+)"/g)].map((m) => ({ source: 'announcement bar (src/config/site.ts)', link: m[1] })),
    ...homeFamilies.map((f) => ({ source: `home page card "${f.title}" (src/config/home.ts)`, link: f.href })),
    ...homeStarters.map((s) => ({ source: `home page starter "${s.label}" (src/config/home.ts)`, link: s.href })),
  ]
  return out.filter((l) => !isExternalUrl(l.link))
}

/**
 * Pages not written yet that the navbar may already point at (spec 2.2 names
 * them; both exist now, so the list is empty). Nothing else of inventory/pending.tsv may be a link target;
 * tests/unit/chromeLinks.test.ts fails once they exist, so the entries go.
 */
export const PENDING_LINK_TARGETS: string[] = []
