/**
 * The Starlight side of bench/compare (issue 31): an Astro + Starlight site
 * with its built-in Pagefind search and the starlight-blog plugin, built from
 * OUR content in a temporary folder, beside the Docusaurus sites
 * (docusaurus.mjs), and measured by the same code in scripts/bench.mjs.
 *
 * The content is the Docusaurus recipe's, from the same readers (the twins in
 * public/, the reference model through reference.ts, content/blog and the
 * categories of content/docs); only the layout differs, and that is what this
 * file writes: Starlight routes a page by its file path, so every page sits
 * at our route without a `slug`. See bench/compare/README.md.
 *
 * The pure parts take strings and return strings, so they are unit-tested
 * without Astro (bench/tests/compare.test.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FAMILIES } from '../budgets.mjs'
import { categoriesOf, countPages, docFiles, frontMatter, kebabCase, npmInstall, parseTwin, postsOf, referencePages, relativiseSiteLinks, SITE_URL, twinsUnder, withMarker, write } from './docusaurus.mjs'

/**
 * Exact versions (checked with `npm view` on 2026-11-27). The newest Starlight
 * (0.42, on Astro 7) and Astro 6 need Node >= 22.12; this machine and our own
 * build run Node 20, so the site uses the newest line that runs there: Astro
 * 5.18.2 (engines node ^20.3.0), Starlight 0.37.7 (the last release for Astro
 * 5), starlight-blog 0.25.3 and starlight-sidebar-topics 0.6.2 (the last
 * of each for Starlight < 0.38). Pagefind comes with Starlight (^1.3).
 *
 * Why the topics plugin: Starlight prints the whole sidebar into every page's
 * HTML. One sidebar with our 1,628 reference entries made every page about
 * 520 KB of HTML (1.1 GB for the site) in the first try; with one sidebar per
 * topic (the docs, the reference), as our site and a Starlight team would
 * split them, a docs page carries the docs' links only.
 */
export const VERSIONS = { astro: '5.18.2', '@astrojs/starlight': '0.37.7', 'starlight-blog': '0.25.3', 'starlight-sidebar-topics': '0.6.2' }

export const STARLIGHT = { key: 'starlight', label: 'Starlight', workDir: join(tmpdir(), 'cs-starlight-compare'), versions: VERSIONS }

/**
 * Routes of the compared families on the Starlight site: ours, since every
 * file sits at our route. Starlight has no search page (its search is a
 * dialog on every page), so `search` is not among them.
 */
export const familyRoutes = Object.fromEntries(['home', 'doc', 'category', 'reference', 'blogList', 'blogPost', 'notFound'].map((f) => [f, FAMILIES[f]]))

/** package.json of the temporary site: exact versions only. */
export function sitePackageJson(versions = VERSIONS) {
  return JSON.stringify({ name: 'cs-starlight-compare', private: true, type: 'module', description: 'Temporary Starlight site of bench/compare (not committed)', scripts: { build: 'astro build' }, dependencies: versions }, null, 2) + '\n'
}

/** A docs page: our title and lead paragraph as front matter (Starlight prints the title), the body as the twin has it. */
export function docPage(twinText, siteUrl = SITE_URL) {
  const { title, lead, body } = parseTwin(twinText)
  return `${frontMatter({ title, description: lead ?? undefined })}\n${relativiseSiteLinks(body, siteUrl)}\n`
}

/** A reference page from reference.ts: the same front matter without the Docusaurus `slug`. */
export function referencePage(page) {
  return `${frontMatter({ title: page.title, description: page.description })}\n${page.body}\n`
}

/** Link text and table text of a list item (Markdown specials escaped). */
const inline = (text) => text.replace(/([\\[\]*_`<])/g, '\\$1')

/**
 * Our generated category indexes (/docs/category/<slug>/) as Starlight pages,
 * since Starlight generates none: the category's label and description, then
 * a list of what sits directly in its folder (docs with their description,
 * sub-categories with their own index when they have one), as Docusaurus's
 * generated index lists them. Hidden from the sidebar, as ours are.
 * @param {{ dir: string, data: Record<string, any> | null }[]} categories
 * @param {{ file: string, route: string, title: string, description?: string }[]} docs docs files relative to docs/
 * @returns {{ file: string, route: string, content: string }[]} file relative to docs/
 */
export function categoryPages(categories, docs) {
  const folders = new Set()
  for (const d of docs) {
    const parts = d.file.split('/')
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'))
  }
  const slugOf = new Map()
  const labelOf = new Map()
  for (const { dir, data } of categories) {
    if (!folders.has(dir)) continue
    const d = data ?? {}
    const label = String(d.label ?? dir.slice(dir.lastIndexOf('/') + 1))
    labelOf.set(dir, label)
    if (d.link && d.link.type === 'generated-index') slugOf.set(dir, (d.link.slug ?? kebabCase(label)).replace(/^\/?(category\/)?/, '').replace(/\/$/, ''))
  }
  const out = []
  for (const { dir, data } of categories) {
    const slug = slugOf.get(dir)
    if (!slug) continue
    const d = data ?? {}
    const items = []
    for (const doc of docs) {
      const parent = doc.file.endsWith('/index.md') ? doc.file.split('/').slice(0, -2).join('/') : doc.file.split('/').slice(0, -1).join('/')
      if (parent === dir) items.push(`- [${inline(doc.title)}](${doc.route})${doc.description ? `: ${inline(doc.description)}` : ''}`)
    }
    for (const [sub, label] of labelOf) {
      if (sub.slice(0, sub.lastIndexOf('/')) !== dir || docs.some((doc) => doc.file === `${sub}/index.md`)) continue
      const subSlug = slugOf.get(sub)
      if (subSlug) items.push(`- [${inline(label)}](/docs/category/${subSlug}/)`)
    }
    const description = d.link?.description ?? d.description ?? undefined
    const route = `/docs/category/${slug}/`
    const head = frontMatter({ title: labelOf.get(dir), description, sidebar: { hidden: true } })
    out.push({ file: `category/${slug}.md`, route, content: `${head}\n${items.join('\n')}\n` })
  }
  return out
}

/**
 * A blog post for starlight-blog: title, date, description and tags from our
 * source, the twin's body with `<!-- excerpt -->` after as many blocks as the
 * source had before its truncate marker (the plugin's excerpt delimiter).
 * @param {{ slug: string, date: string, data: Record<string, any>, truncateAfter: number | null, twin: string }} post
 */
export function blogPost(post, siteUrl = SITE_URL) {
  const { title, lead, body } = parseTwin(post.twin)
  const text = withMarker(relativiseSiteLinks(body, siteUrl), post.truncateAfter, '<!-- excerpt -->')
  const tags = Array.isArray(post.data.tags) ? post.data.tags.map(String) : undefined
  const fm = frontMatter({ title: post.data.title ?? title, date: new Date(`${post.date}T00:00:00Z`), description: post.data.description ?? lead ?? undefined, tags })
  return { file: `${post.slug}.md`, content: `${fm}\n${text}\n` }
}

/**
 * The two sidebars (starlight-sidebar-topics): the docs, one collapsed group
 * per top-level folder with our category label, and the reference, generated
 * from its folder. Pages in neither (home, blog, category indexes) go with the docs.
 * @param {string[]} files docs files relative to docs/
 * @param {{ dir: string, data: Record<string, any> | null }[]} categories
 */
export function sidebarTopics(files, categories) {
  const labels = new Map(categories.map((c) => [c.dir, c.data?.label]))
  const positions = new Map(categories.map((c) => [c.dir, typeof c.data?.position === 'number' ? c.data.position : Infinity]))
  const top = new Map()
  for (const f of files) {
    const first = f.split('/')[0]
    if (first === 'graphql-reference' || first === 'category') continue
    if (f.includes('/')) top.set(first, { label: String(labels.get(first) ?? first), collapsed: true, autogenerate: { directory: `docs/${first}` } })
    else top.set(first.replace(/\.md$/, ''), `docs/${f.replace(/\.md$/, '')}`)
  }
  const items = [...top.entries()].sort(([a], [b]) => (positions.get(a) ?? Infinity) - (positions.get(b) ?? Infinity) || a.localeCompare(b)).map(([, item]) => item)
  return [
    { id: 'docs', label: 'Docs', link: '/docs/intro/', items },
    { id: 'reference', label: 'GraphQL reference', link: '/docs/graphql-reference/intro/', items: [{ label: 'GraphQL reference', collapsed: true, autogenerate: { directory: 'docs/graphql-reference' } }] },
  ]
}

/** Pages of no topic's sidebar, shown with the docs' sidebar. */
export const DOCS_TOPIC_PAGES = ['/', '/index', '/markdown-page', '/docs/category/**', '/blog', '/blog/**']

/** astro.config.mjs: Starlight with the blog and topics plugins, our routes (trailing slash). */
export function astroConfig({ title = 'Chainstrata Docs', url = SITE_URL, topics = /** @type {unknown[]} */ ([]) } = {}) {
  const starlight = { title, favicon: '/favicon.svg', plugins: '__PLUGINS__' }
  const plugins = `[starlightBlog({ title: 'Blog', postCount: 10, recentPostCount: 10 }), starlightSidebarTopics(${JSON.stringify(topics)}, { topics: { docs: ${JSON.stringify(DOCS_TOPIC_PAGES)} } })]`
  const body = JSON.stringify(starlight, null, 2).replace('"__PLUGINS__"', plugins)
  return `// Written by bench/compare/starlight.mjs; do not edit.
import { defineConfig } from 'astro/config'
import starlight from '@astrojs/starlight'
import starlightBlog from 'starlight-blog'
import starlightSidebarTopics from 'starlight-sidebar-topics'

export default defineConfig({
  site: ${JSON.stringify(url)},
  trailingSlash: 'always',
  integrations: [starlight(${body})],
})
`
}

/** src/content.config.ts: Starlight's docs collection with the blog plugin's fields. */
export const CONTENT_CONFIG = `// Written by bench/compare/starlight.mjs; do not edit.
import { defineCollection } from 'astro:content'
import { docsLoader } from '@astrojs/starlight/loaders'
import { docsSchema } from '@astrojs/starlight/schema'
import { blogSchema } from 'starlight-blog/schema'

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema({ extend: (context) => blogSchema(context) }) }),
}
`

export const HOME_PAGE = `${frontMatter({ title: 'Chainstrata Docs', description: 'Documentation of the Chainstrata blockchain data platform.' })}
Blockchain data of EVM chains, Solana, Tron and TON, and trading data, through one GraphQL API.

- [Platform overview](/docs/intro/)
- [GraphQL reference](/docs/graphql-reference/intro/)
- [Blog](/blog/)
`

/**
 * Creates (or reuses) the work folder, installs Astro and Starlight there when
 * needed, and lays out the site from our content.
 * @param {{ root: string, publicDir?: string, workDir?: string, log?: (s: string) => void }} options
 */
export function prepare({ root, publicDir = join(root, 'public'), workDir = STARLIGHT.workDir, log = console.log }) {
  const docTwins = twinsUnder(publicDir, 'docs')
  if (!existsSync(join(publicDir, 'index.html')) || docTwins.length === 0) throw new Error(`No build with Markdown twins in ${publicDir} (public/docs/**/index.md): run npm run build first`)
  mkdirSync(workDir, { recursive: true })
  const label = Object.entries(VERSIONS).map(([k, v]) => `${k} ${v}`).join(', ')
  const install = npmInstall({ workDir, pkg: sitePackageJson(), bin: 'astro', label, log })
  for (const d of ['src', 'public', 'dist', '.astro']) rmSync(join(workDir, d), { recursive: true, force: true })
  const content = join(workDir, 'src/content/docs')

  const reference = referencePages(root)
  const referenceRoutes = new Set(reference.map((r) => r.route))
  const clash = docTwins.find((t) => referenceRoutes.has(t.route))
  if (clash) throw new Error(`${clash.route} is both a twin and a reference page`)
  const files = docFiles([...docTwins.map((t) => t.route), ...reference.map((r) => r.route)])
  const listed = []
  for (const t of docTwins) {
    const file = /** @type {string} */ (files.get(t.route))
    const { title, lead } = parseTwin(t.text)
    listed.push({ file, route: t.route, title, description: lead ?? undefined })
    write(join(content, 'docs'), file, docPage(t.text))
  }
  for (const r of reference) write(join(content, 'docs'), /** @type {string} */ (files.get(r.route)), referencePage(r))

  const ourCategories = categoriesOf(root)
  const categories = categoryPages(ourCategories, listed)
  for (const c of categories) {
    if (files.has(c.route)) throw new Error(`${c.route} is both a page and a category index`)
    write(join(content, 'docs'), c.file, c.content)
  }

  const posts = postsOf(root, publicDir)
  for (const p of posts) {
    const post = blogPost(p)
    write(join(content, 'blog'), post.file, post.content)
  }
  const markdownPage = join(publicDir, 'markdown-page/index.md')
  if (existsSync(markdownPage)) write(content, 'markdown-page.md', docPage(readFileSync(markdownPage, 'utf8')))
  write(content, 'index.md', HOME_PAGE)
  write(workDir, 'astro.config.mjs', astroConfig({ topics: sidebarTopics([...files.values()], ourCategories) }))
  write(join(workDir, 'src'), 'content.config.ts', CONTENT_CONFIG)
  const favicon = join(root, 'static/favicon.svg')
  if (existsSync(favicon)) write(join(workDir, 'public'), 'favicon.svg', readFileSync(favicon))
  const layout = { docs: docTwins.length, referencePages: reference.length, categories: categories.length, blogPosts: posts.length, install }
  log(`  laid out ${layout.docs} docs, ${layout.referencePages} reference pages, ${layout.categories} category indexes, ${layout.blogPosts} blog posts in ${workDir}`)
  return { workDir, ...layout }
}

/**
 * `astro build`, cold: dist/, .astro/ and the content layer's and Vite's
 * caches in node_modules are deleted first. Pagefind runs inside the build
 * (Starlight's integration), so its time and memory are in the measure.
 * @param {{ workDir?: string, measured: (cmd: string, args: string[], options: { cwd?: string, env?: NodeJS.ProcessEnv }) => Promise<{ code: number | null, out: string, seconds: number, peakRss: number }>, env?: NodeJS.ProcessEnv }} options
 */
export async function build({ workDir = STARLIGHT.workDir, measured, env = process.env }) {
  const bin = join(workDir, 'node_modules/.bin/astro')
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run prepare() first`)
  for (const d of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(join(workDir, d), { recursive: true, force: true })
  const res = await measured(bin, ['build'], { cwd: workDir, env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' } })
  if (res.code !== 0) throw new Error(`astro build failed (exit ${res.code}):\n${res.out.split('\n').slice(-40).join('\n')}`)
  const buildDir = join(workDir, 'dist')
  return { seconds: res.seconds, peakRssBytes: res.peakRss, pages: countPages(buildDir), buildDir, brokenLinkWarnings: 0, warnings: (res.out.match(/\[WARN\]/g) ?? []).length, output: res.out }
}

/**
 * Pagefind's files on disk (dist/pagefind/): what a search can download.
 * `first` is what any first query needs before its own index chunks and
 * fragments: the loader (pagefind.js), the entry file, the WebAssembly and
 * the metadata; which chunks a query then loads depends on its words, so
 * the browser measure (scripts/lib/searchProbe.mjs) counts those.
 * Gzip level 9 as for the other sites (Pagefind's index files are gzip
 * already, so they hardly shrink).
 * @param {string} buildDir
 */
export function searchIndex(buildDir) {
  const dir = join(buildDir, 'pagefind')
  if (!existsSync(dir)) throw new Error(`no pagefind/ in ${buildDir}: did Starlight run Pagefind?`)
  const files = []
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name))
      else files.push({ file: relative(dir, join(d, e.name)).split(sep).join('/'), raw: statSync(join(d, e.name)).size, gzip: gzipSync(readFileSync(join(d, e.name)), { level: 9 }).length })
    }
  }
  walk(dir)
  const first = files.filter((f) => /^(pagefind\.js|pagefind-entry\.json|wasm\.[a-z-]+\.pagefind|pagefind\.[^/]+\.pf_meta)$/.test(f.file))
  const sum = (list, k) => list.reduce((s, f) => s + f[k], 0)
  return {
    files: files.length,
    firstSearchFiles: first.map((f) => f.file),
    firstSearchRaw: sum(first, 'raw'),
    firstSearchGzip: sum(first, 'gzip'),
    indexChunks: files.filter((f) => f.file.endsWith('.pf_index')).length,
    fragments: files.filter((f) => f.file.endsWith('.pf_fragment')).length,
    allRaw: sum(files, 'raw'),
    allGzip: sum(files, 'gzip'),
  }
}
