/** "{page title} | {site title}", or the site title alone when the page title is empty or the same. */
export function formatPageTitle(pageTitle: string | null | undefined, siteTitle: string): string {
  const t = (pageTitle ?? '').trim()
  if (t === '' || t === siteTitle) return siteTitle
  return `${t} | ${siteTitle}`
}
