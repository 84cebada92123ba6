/** Spec 2.4, 3 ("Blog post") and 9 ("Blog"): every blog page type, the sidebar and the feeds. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test, expect, hydrated, ownErrors } from './fixtures'

/** The first words of the newest post's body, read from its source so an edit of the post does not break the list test. */
function excerptStart(dir: string): RegExp {
  const source = readFileSync(path.resolve(__dirname, '../../content/blog', dir, 'index.mdx'), 'utf8')
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').trim()
  const words = body.split(/\s+/).slice(0, 6).join(' ').replace(/[`*_]/g, '')
  return new RegExp('^' + words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

const TOTAL_POSTS = 12
const TAGS = ['arguments', 'chainstrata', 'metrics', 'new-api', 'new-capability', 'new-data']

test('/blog/ lists the ten newest posts with date, reading time, authors, excerpt and tags', async ({ page, consoleErrors }) => {
  await page.goto('/blog/')
  await hydrated(page)
  await expect(page).toHaveTitle('Blog | Chainstrata Docs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const entries = page.getByRole('main').getByRole('article')
  await expect(entries).toHaveCount(10)
  const first = entries.first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Choose when a subscription fires with trigger_on')
  await expect(first.locator('time')).toHaveText('September 9, 2025')
  await expect(first.locator('time')).toHaveAttribute('datetime', /^2025-09-09/)
  await expect(first.getByText(/^\d+ min read$/)).toBeVisible()
  await expect(first.getByRole('list', { name: 'Authors' }).getByRole('link')).toHaveText(['Developer Relations', 'Docs Team'])
  await expect(first.getByText(excerptStart('2025-09-09-subscription-triggers'))).toBeVisible()
  // The excerpt stops at the truncate marker: the first section heading of the post is not in the list.
  await expect(first.getByText('The four triggers')).toHaveCount(0)
  await expect(first.getByRole('link', { name: 'arguments' })).toHaveAttribute('href', '/blog/tags/arguments/')
  await expect(first.getByRole('link', { name: 'Read more about Choose when a subscription fires with trigger_on' })).toHaveAttribute('href', '/blog/subscription-triggers/')
  // Every entry shows its reading time.
  await expect(page.getByRole('main').getByRole('article').getByText(/^\d+ min read$/)).toHaveCount(10)
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('the blog list paginates at ten posts', async ({ page }) => {
  await page.goto('/blog/')
  const pager = page.getByRole('navigation', { name: 'Blog list page navigation' })
  await expect(pager).toContainText('Page 1 of 2')
  await expect(pager.getByRole('link', { name: /Newer entries/ })).toHaveCount(0)
  await pager.getByRole('link', { name: /Older entries/ }).click()
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/)
  await expect(page).toHaveTitle('Blog, page 2 | Chainstrata Docs')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(TOTAL_POSTS - 10)
  await expect(page.getByRole('main').getByRole('article').last().getByRole('heading', { level: 2 })).toHaveText('The new documentation is open')
  const pager2 = page.getByRole('navigation', { name: 'Blog list page navigation' })
  await expect(pager2).toContainText('Page 2 of 2')
  await expect(pager2.getByRole('link', { name: /Older entries/ })).toHaveCount(0)
  await expect(pager2.getByRole('link', { name: /Newer entries/ })).toHaveAttribute('href', '/blog/')
})

test('the blog sidebar lists recent posts grouped by year and marks the current post', async ({ page }) => {
  await page.goto('/blog/usd-price/')
  await hydrated(page)
  const sidebar = page.getByRole('navigation', { name: 'Recent posts' })
  await expect(sidebar.getByRole('heading', { level: 3 })).toHaveText(['2025', '2024'])
  await expect(sidebar.getByRole('listitem')).toHaveCount(10)
  await expect(sidebar.getByRole('link', { name: 'Prices in US dollars from stablecoin pairs' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'All posts by year' })).toHaveAttribute('href', '/blog/archive/')
})

test('a post shows title, date, authors with title and avatar, reading time, tags, body and neighbours', async ({ page, consoleErrors }) => {
  await page.goto('/blog/added-token-holders-api-other-changes/')
  await hydrated(page)
  await expect(page).toHaveTitle('The TokenHolders cube, and two metrics that go with it | Chainstrata Docs')
  const article = page.getByRole('main').getByRole('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('The TokenHolders cube, and two metrics that go with it')
  await expect(article.locator('time').first()).toHaveText('March 11, 2025')
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
  const authors = article.getByRole('list', { name: 'Authors' })
  await expect(authors.getByRole('link')).toHaveText(['Data Engineering', 'API Team'])
  await expect(authors.getByRole('link', { name: 'API Team' })).toHaveAttribute('href', '/blog/authors/api-team/')
  await expect(authors.getByText('Designs the GraphQL schema and its arguments')).toBeVisible()
  await expect(authors.locator('img[src="/img/authors/api-team.svg"]')).toHaveCount(1)
  await expect(article.getByRole('heading', { level: 2, name: 'TokenHolders' })).toBeVisible()
  await expect(article.getByLabel('GraphQL code: Top USDT holders and the concentration of supply')).toContainText('TokenHolders(')
  await expect(article.getByRole('link', { name: 'metrics', exact: true }).last()).toHaveAttribute('href', '/blog/tags/metrics/')
  const nav = page.getByRole('navigation', { name: 'Blog post page navigation' })
  await expect(nav.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', '/blog/mempool-queries/')
  await nav.getByRole('link', { name: /Older post/ }).click()
  await expect(page).toHaveURL(/\/blog\/solana-dex\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solana DEX trades')
  expect(ownErrors(consoleErrors)).toEqual([])
})

test('the newest and the oldest post link only one way', async ({ page }) => {
  await page.goto('/blog/subscription-triggers/')
  const nav = page.getByRole('navigation', { name: 'Blog post page navigation' })
  await expect(nav.getByRole('link', { name: /Newer post/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /Older post/ })).toHaveAttribute('href', '/blog/mempool-queries/')
  await page.goto('/blog/documentation-started/')
  await expect(nav.getByRole('link', { name: /Older post/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', '/blog/schema-changes/')
})

test('a post has article meta tags and the feed links in its head', async ({ page }) => {
  await page.goto('/blog/usd-price/')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2024-12-10/)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/atom.xml')
})

test('/blog/archive/ groups every post by year, newest first', async ({ page }) => {
  await page.goto('/blog/archive/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['2025', '2024'])
  const y2025 = page.getByRole('region', { name: '2025' })
  const y2024 = page.getByRole('region', { name: '2024' })
  await expect(y2025.getByRole('link')).toHaveCount(4)
  await expect(y2024.getByRole('link')).toHaveCount(8)
  await expect(y2025.getByRole('link').first()).toHaveText('Choose when a subscription fires with trigger_on')
  await expect(y2024.getByRole('link').last()).toHaveText('The new documentation is open')
  await expect(y2024.locator('time').last()).toHaveText('February 12, 2024')
})

test('/blog/authors/ lists every author with a post count, and each author page lists their posts', async ({ page }) => {
  await page.goto('/blog/authors/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors')
  const names = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(names).toHaveText(['API Team', 'Data Engineering', 'Developer Relations', 'Docs Team'])
  const counts = await page.getByRole('main').getByText(/^\d+ posts?$/).allTextContents()
  expect(counts).toHaveLength(4)
  expect(counts.reduce((n, c) => n + parseInt(c, 10), 0)).toBeGreaterThanOrEqual(TOTAL_POSTS)

  await page.getByRole('link', { name: 'API Team' }).click()
  await expect(page).toHaveURL(/\/blog\/authors\/api-team\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Team')
  await expect(page.getByRole('heading', { level: 2, name: '6 posts' })).toBeVisible()
  const articles = page.getByRole('main').getByRole('article')
  await expect(articles).toHaveCount(6)
  for (const authors of await articles.getByRole('list', { name: 'Authors' }).all()) {
    await expect(authors.getByRole('link', { name: 'API Team' })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'View all authors' })).toHaveAttribute('href', '/blog/authors/')
})

test('/blog/tags/ lists the six tags with counts, and each tag page lists its posts', async ({ page }) => {
  await page.goto('/blog/tags/')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags')
  const main = page.getByRole('main')
  for (const tag of TAGS) await expect(main.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/blog/tags/${tag}/`)
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(TAGS.length)

  await main.getByRole('link', { name: 'new-capability', exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/tags\/new-capability\/$/)
  // One post announces a new capability since the review against the schema's history (issue 37): the others explain what the 2023 schema already had.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One post tagged with "new-capability"')
  await expect(page.getByText('New things a query can do')).toBeVisible()
  const articles = page.getByRole('main').getByRole('article')
  await expect(articles).toHaveCount(1)
  for (const a of await articles.all()) await expect(a.getByRole('link', { name: 'new-capability' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View all tags' })).toHaveAttribute('href', '/blog/tags/')
})

test('every tag and author page exists and has no pagination at fewer than eleven posts', async ({ request }) => {
  for (const path of [...TAGS.map((t) => `/blog/tags/${t}/`), ...['api-team', 'data-engineering', 'developer-relations', 'docs-team'].map((a) => `/blog/authors/${a}/`)]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('Blog list page navigation')
    expect((await request.get(`${path}page/2/`)).status(), `${path}page/2/`).toBe(404)
  }
})

for (const [kind, path, item, mime] of [
  ['RSS', '/blog/rss.xml', 'item', 'application/rss+xml'],
  ['Atom', '/blog/atom.xml', 'entry', 'application/atom+xml'],
] as const) {
  test(`the ${kind} feed parses as XML and has every post`, async ({ page, request }) => {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    const xml = await res.text()
    await page.goto('/blog/')
    await expect(page.locator(`link[rel="alternate"][type="${mime}"]`)).toHaveAttribute('href', path)
    const parsed = await page.evaluate(
      ([text, tag]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const error = doc.getElementsByTagName('parsererror')[0]
        const items = [...doc.getElementsByTagName(tag)]
        return {
          error: error ? error.textContent : null,
          root: doc.documentElement.nodeName,
          count: items.length,
          titles: items.map((i) => i.getElementsByTagName('title')[0]?.textContent ?? ''),
        }
      },
      [xml, item] as const,
    )
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe(kind === 'RSS' ? 'rss' : 'feed')
    expect(parsed.count).toBe(TOTAL_POSTS)
    expect(parsed.titles[0]).toBe('Choose when a subscription fires with trigger_on')
    expect(parsed.titles).toContain('Prices in US dollars from stablecoin pairs')
  })
}

test('the footer "Blog" link opens the blog', async ({ page }) => {
  await page.goto('/docs/intro/')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the blog sidebar follows the posts and nothing overflows sideways', async ({ page }) => {
    await page.goto('/blog/')
    await hydrated(page)
    const sidebar = page.getByRole('navigation', { name: 'Recent posts' })
    await expect(sidebar).toBeVisible()
    const lastPost = await page.getByRole('main').getByRole('article').last().boundingBox()
    const side = await sidebar.boundingBox()
    expect(side!.y).toBeGreaterThan(lastPost!.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
