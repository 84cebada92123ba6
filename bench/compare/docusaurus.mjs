/**
 * The Docusaurus 3 side-by-side recipe (issue 21): builds a Docusaurus 3 site
 * (classic preset + @easyops-cn/docusaurus-search-local) from OUR content in a
 * temporary folder, so `npm run bench -- --only compare` can measure both
 * sites with the same script on the same machine in the same run.
 *
 * Content comes from the build in public/ and the sources, never edited by hand:
 * - docs: the Markdown twins public/docs/**\/index.md (plain CommonMark + GFM),
 *   without their "Schema types used on this page" section (AI readers only);
 * - blog: the twins public/blog/<slug>/index.md, dates and tags from
 *   content/blog/<yyyy-mm-dd-slug>/index.mdx;
 * - reference: one Markdown page per entry of our schema reference, from the
 *   site's own reference model (src/reference/node/model.ts) through
 *   reference.ts, so entries and routes are ours by construction.
 * Nothing of the temporary folder is committed. See bench/compare/README.md.
 *
 * The pure parts (twin parsing, layout, reference pages, warning count) take
 * strings and return strings, so they are unit-tested without Docusaurus.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { countPages } from '../../scripts/lib/countPages.mjs'
import { FAMILIES } from '../budgets.mjs'
import { searchFiles } from '../../scripts/lib/searchFiles.mjs'

/**
 * Exact versions installed in the temporary folder (checked with `npm view` on 2026-11-25):
 * Docusaurus 3.10.2 is the latest 3.x (engines node >= 20.0); the search theme 0.55.3 accepts
 * Docusaurus ^2 || ^3 and React ^19; React is the version this repository runs (19.3.1);
 * @mdx-js/react is the classic preset's peer dependency.
 */
export const VERSIONS = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@easyops-cn/docusaurus-search-local': '0.55.3',
  '@mdx-js/react': '3.1.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
}

export const SITE_URL = 'https://docs.chainstrata.example'
export const DEFAULT_WORK_DIR = join(tmpdir(), 'cs-docusaurus-compare')

/**
 * Docusaurus Faster: the same versions plus `@docusaurus/faster` (Rspack, SWC,
 * Lightning CSS), switched on with `future.faster`; in 3.10 it needs the v4
 * future flags too (`future: { v4: true, faster: true }`, on by default in v4).
 */
export const FASTER_VERSIONS = { ...VERSIONS, '@docusaurus/faster': VERSIONS['@docusaurus/core'] }

/**
 * The Docusaurus sites of the comparison, each in its own work folder so
 * their installs and caches never mix. `key` names the side in the results.
 * @type {Record<'default' | 'faster', { key: string, label: string, workDir: string, versions: Record<string, string>, future: Record<string, boolean> | null }>}
 */
export const VARIANTS = {
  default: { key: 'docusaurus', label: 'Docusaurus 3', workDir: DEFAULT_WORK_DIR, versions: VERSIONS, future: null },
  faster: { key: 'docusaurusFaster', label: 'Docusaurus Faster', workDir: join(tmpdir(), 'cs-docusaurus-faster-compare'), versions: FASTER_VERSIONS, future: { v4: true, faster: true } },
}
const SCHEMA_SECTION = '## Schema types used on this page'
/** The first line of every twin: a quote that points to llms.txt (twinIndexLine in src/ai-readers/lib/aiTwin.ts). */
const INDEX_LINE = /^> [^\n]*\/llms\.txt\.\n\n/
const STAMP = '.cs-install-stamp'

/**
 * Docusaurus routes of the site-level page families compared (bench/budgets.mjs
 * FAMILIES): the recipe gives every page our route, so the routes are ours. A
 * family the Docusaurus build does not have is left out when the file is missing.
 */
export const familyRoutes = Object.fromEntries(['home', 'doc', 'category', 'reference', 'blogList', 'blogPost', 'search', 'notFound'].map((f) => [f, FAMILIES[f]]))

/** The file of a route in a static build (`route/index.html`, or the .html file itself). */
export function routeFile(buildDir, route) {
  return join(buildDir, route, route.endsWith('.html') ? '' : 'index.html')
}

// ---------------------------------------------------------------------------
// Markdown helpers (pure)

/**
 * Splits Markdown into blocks separated by blank lines; a fenced code block
 * stays one block even when it holds blank lines.
 * @param {string} markdown
 * @returns {string[]}
 */
export function splitBlocks(markdown) {
  const blocks = []
  let current = []
  let fence = null
  for (const line of markdown.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence) {
      current.push(line)
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = null
      continue
    }
    if (m) fence = m[1]
    if (line.trim() === '' && !fence) {
      if (current.length) blocks.push(current.join('\n'))
      current = []
    } else current.push(line)
  }
  if (current.length) blocks.push(current.join('\n'))
  return blocks
}

/** Removes CommonMark backslash escapes of ASCII punctuation (for plain-text front matter). */
export function unescapeMarkdown(text) {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1')
}

/** A block that is a plain paragraph (no heading, list, quote, code, table, HTML or thematic break). */
function isParagraph(block) {
  return !/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|`{3}|~{3}|\||<|!\[|-{3,}\s*$|\*{3,}\s*$|_{3,}\s*$)/.test(block) && !block.includes('\n|')
}

/**
 * A Markdown twin (src/ai-readers: the line pointing AI readers to llms.txt,
 * `# title`, the description, the body, then maybe the "Schema types used on
 * this page" section) split into
 * its parts. Our pages show the description only in meta tags (front matter
 * requires one for every doc, page and post), so it is returned apart as
 * `lead` and left out of `body`. The schema section is for AI readers only
 * (the HTML page does not show it), so it is dropped, as is the llms.txt line.
 * @param {string} text
 * @returns {{ title: string, lead: string | null, body: string }}
 */
export function parseTwin(text) {
  const normalised = text.replace(/\r\n/g, '\n').replace(INDEX_LINE, '')
  const m = /^# (.+)\n/.exec(normalised)
  if (!m) throw new Error('a Markdown twin starts with "# title"')
  let body = normalised.slice(m[0].length)
  const at = body.lastIndexOf(`\n${SCHEMA_SECTION}\n`)
  if (at !== -1) body = body.slice(0, at)
  body = body.trim()
  const first = splitBlocks(body)[0] ?? ''
  const lead = first && isParagraph(first) && !first.includes('\n') ? first : null
  return { title: unescapeMarkdown(m[1].trim()), lead: lead === null ? null : unescapeMarkdown(lead), body: lead === null ? body : body.slice(first.length).trim() }
}

/**
 * Links to our own site are absolute in the twins (for AI readers); on the
 * Docusaurus site they are root-relative again, as in our sources, so they
 * are internal links there too (and go through its broken-link check).
 */
export function relativiseSiteLinks(markdown, siteUrl = SITE_URL) {
  const origin = siteUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return markdown.replace(new RegExp(`(\\]\\(|^\\s*\\[[^\\]\\n]+\\]:\\s*)${origin}(?=/)`, 'gm'), '$1')
}

/** YAML front matter block (no folding of long lines). */
export function frontMatter(data) {
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null))
  return `---\n${stringifyYaml(clean, { lineWidth: 0 })}---\n`
}

// ---------------------------------------------------------------------------
// Docs (pure)

/** "/docs/start/first-query/" → "start/first-query". */
export function docsRel(route) {
  if (!route.startsWith('/docs/')) throw new Error(`not a docs route: ${route}`)
  return route.slice('/docs/'.length).replace(/\/+$/, '')
}

/**
 * Where each docs route's Markdown file goes under docs/: `<path>.md`, or
 * `<path>/index.md` when other routes sit below it (the folder is then a
 * sidebar category and this page its index).
 * @param {string[]} routes docs routes with trailing slash
 * @returns {Map<string, string>} route → file relative to docs/
 */
export function docFiles(routes) {
  const rels = new Set(routes.map(docsRel))
  const parents = new Set()
  for (const rel of rels) {
    const parts = rel.split('/')
    for (let i = 1; i < parts.length; i++) parents.add(parts.slice(0, i).join('/'))
  }
  const out = new Map()
  for (const route of routes) {
    const rel = docsRel(route)
    if (rel === '') throw new Error('a twin at /docs/ itself has no place in the layout')
    out.set(route, parents.has(rel) ? `${rel}/index.md` : `${rel}.md`)
  }
  return out
}

/**
 * One docs page: front matter with our title, slug (our route, relative to
 * the docs base) and the lead paragraph as description; the body as it is.
 */
export function docPage(route, twinText, siteUrl = SITE_URL) {
  const { title, lead, body } = parseTwin(twinText)
  return frontMatter({ title, slug: `/${docsRel(route)}`, description: lead ?? undefined }) + '\n' + relativiseSiteLinks(body, siteUrl) + '\n'
}

/**
 * Every docs file from the twins.
 * @param {{ route: string, text: string }[]} twins
 * @returns {{ file: string, content: string }[]} file relative to docs/
 */
export function layoutDocs(twins, siteUrl = SITE_URL) {
  const files = docFiles(twins.map((t) => t.route))
  return twins.map((t) => ({ file: /** @type {string} */ (files.get(t.route)), content: docPage(t.route, t.text, siteUrl) }))
}

/** Same rule as src/lib/paths.ts kebabCase (category slugs). */
export function kebabCase(input) {
  return input
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/**
 * `_category_.json` for each of our categories (content/docs/<dir>/_category_.yml)
 * whose folder is also a folder of the Docusaurus layout: label, position,
 * and our generated index at the same route (/docs/category/<slug>/).
 * Categories whose docs moved elsewhere through `slug` have no folder there.
 * @param {{ dir: string, data: Record<string, any> | null }[]} categories
 * @param {string[]} files docs files relative to docs/
 */
export function categoryFiles(categories, files) {
  const folders = new Set()
  for (const f of files) {
    const parts = f.split('/')
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'))
  }
  const out = []
  for (const { dir, data } of categories) {
    if (!folders.has(dir)) continue
    const d = data ?? {}
    const folder = dir.slice(dir.lastIndexOf('/') + 1)
    const label = d.label ?? folder
    const json = { label }
    if (typeof d.position === 'number') json.position = d.position
    if (d.link && d.link.type === 'generated-index') {
      const slug = (d.link.slug ?? kebabCase(label)).replace(/^\/?(category\/)?/, '').replace(/\/$/, '')
      json.link = { type: 'generated-index', slug: `/category/${slug}`, description: d.link.description ?? d.description ?? undefined }
    }
    out.push({ file: `${dir}/_category_.json`, content: JSON.stringify(json, null, 2) + '\n' })
  }
  return out
}

// ---------------------------------------------------------------------------
// Blog (pure)

/** A post's body with a marker block (the excerpt's end) after `after` blocks; unchanged when `after` is null. */
export function withMarker(text, after, marker) {
  if (after === null) return text
  const blocks = splitBlocks(text)
  const at = Math.min(blocks.length, after)
  return [...blocks.slice(0, at), marker, ...blocks.slice(at)].join('\n\n')
}

/** "2024-02-12-documentation-started" → date and slug, as src/blog/lib/blog.ts parsePostDir reads it. */
export function postDir(name) {
  const m = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9][a-z0-9-]*)$/.exec(name)
  return m ? { date: `${m[1]}-${m[2]}-${m[3]}`, slug: m[4] } : null
}

/** Front matter and body of a source file. */
export function splitSource(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!m) return { data: {}, body: text }
  return { data: parseYaml(m[1]) ?? {}, body: text.slice(m[0].length) }
}

/** How many blocks of the source body come before the truncate marker (null without one). */
export function blocksBeforeTruncate(body) {
  const blocks = splitBlocks(body.trim())
  const at = blocks.findIndex((b) => /^\{\/\*\s*truncate\s*\*\/\}$|^<!--\s*truncate\s*-->$/.test(b.trim()))
  return at === -1 ? null : at
}

/**
 * One blog post: title, date, description and tags from the source front
 * matter (no authors: the recipe has no authors file); the twin's body with
 * `<!-- truncate -->` after as many blocks as the source had before its
 * marker, so the list page shows the same excerpt.
 * @param {{ slug: string, date: string, data: Record<string, any>, truncateAfter: number | null }} post
 * @param {string} twinText
 */
export function blogPost(post, twinText, siteUrl = SITE_URL) {
  const { title, lead, body } = parseTwin(twinText)
  const text = withMarker(relativiseSiteLinks(body, siteUrl), post.truncateAfter, '<!-- truncate -->')
  const tags = Array.isArray(post.data.tags) ? post.data.tags.map(String) : undefined
  const fm = frontMatter({ title: post.data.title ?? title, date: post.date, slug: post.slug, description: post.data.description ?? lead ?? undefined, tags })
  return { file: `${post.slug}.md`, content: `${fm}\n${text}\n` }
}

// ---------------------------------------------------------------------------
// Reference: the product's own model, laid out as Markdown by reference.ts

/**
 * reference.ts through ts-node (CommonJS, no type check), loaded once: it
 * imports the site's reference model, so the compared site has exactly our
 * entries and routes without a second implementation of them.
 * @returns {typeof import('./reference')}
 */
let referenceModule = null
function referenceTs() {
  if (!referenceModule) {
    const require = createRequire(import.meta.url)
    require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
    referenceModule = require('./reference.ts')
  }
  return referenceModule
}

/** The reference pages (route, title, description, Markdown body) of the site at `root`, from its graphql-schema/ folder. */
export function referencePages(root) {
  return referenceTs().referencePagesOf(join(root, 'graphql-schema'))
}

/** The reference files of the site at `root`, from its graphql-schema/ folder. */
export function referenceOf(root) {
  return referenceFiles(referencePages(root))
}

/**
 * Reference pages as files of the Docusaurus docs folder: front matter (our
 * title, our route as slug, the first sentence of the description) and the
 * body reference.ts wrote. Two entries with one route would overwrite each
 * other's file, so that is an error.
 * @param {{ route: string, title: string, description?: string, body: string }[]} pages
 * @returns {{ route: string, file: string, content: string }[]} file relative to docs/
 */
export function referenceFiles(pages) {
  const seen = new Map()
  return pages.map((p) => {
    if (seen.has(p.route)) throw new Error(`two reference entries share the route ${p.route}: ${seen.get(p.route)} and ${p.title}`)
    seen.set(p.route, p.title)
    const rel = docsRel(p.route)
    return { route: p.route, file: `${rel}.md`, content: `${frontMatter({ title: p.title, slug: `/${rel}`, description: p.description })}\n${p.body}\n` }
  })
}

// ---------------------------------------------------------------------------
// Site files (pure)

/** package.json of the temporary site: exact versions only. */
export function sitePackageJson(versions = VERSIONS) {
  return JSON.stringify({ name: 'cs-docusaurus-compare', private: true, description: 'Temporary Docusaurus 3 site of bench/compare (not committed)', scripts: { build: 'docusaurus build' }, dependencies: versions }, null, 2) + '\n'
}

/** docusaurus.config.js: classic preset, the local search theme, our routes (trailing slash). */
export function siteConfig({ title = 'Chainstrata Docs', url = SITE_URL, future = /** @type {Record<string, boolean> | null} */ (null) } = {}) {
  const config = {
    ...(future ? { future } : {}),
    title,
    tagline: 'Blockchain data through one GraphQL API',
    url,
    baseUrl: '/',
    trailingSlash: true,
    favicon: 'favicon.svg',
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'ignore',
    onDuplicateRoutes: 'warn',
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' } },
    i18n: { defaultLocale: 'en', locales: ['en'] },
    presets: [
      [
        'classic',
        {
          docs: { routeBasePath: '/docs', sidebarPath: './sidebars.js' },
          blog: { routeBasePath: '/blog', showReadingTime: true, postsPerPage: 10, blogSidebarCount: 'ALL', onUntruncatedBlogPosts: 'ignore', onInlineTags: 'ignore', onInlineAuthors: 'ignore' },
          theme: {},
        },
      ],
    ],
    themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, indexDocs: true, indexBlog: true, indexPages: false, docsRouteBasePath: '/docs', blogRouteBasePath: '/blog', language: ['en'] }]],
    themeConfig: {
      navbar: {
        title,
        items: [
          { to: '/docs/intro/', label: 'Docs', position: 'left' },
          { to: '/blog/', label: 'Blog', position: 'left' },
          { type: 'search', position: 'right' },
        ],
      },
      footer: { style: 'dark', copyright: `© ${title}` },
      // Languages of the twins' code blocks that prism-react-renderer does not bundle.
      prism: { additionalLanguages: ['bash', 'sql', 'toml', 'http'] },
    },
  }
  return `// Written by bench/compare/docusaurus.mjs; do not edit.\nmodule.exports = ${JSON.stringify(config, null, 2)}\n`
}

export const SIDEBARS = `// Written by bench/compare/docusaurus.mjs: one sidebar generated from the docs folders.\nmodule.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] }\n`

export const HOME_PAGE = `${frontMatter({ title: 'Chainstrata Docs', description: 'Documentation of the Chainstrata blockchain data platform.' })}
# Chainstrata Docs

Blockchain data of EVM chains, Solana, Tron and TON, and trading data, through one GraphQL API.

- [Platform overview](/docs/intro/)
- [GraphQL reference](/docs/graphql-reference/intro/)
- [Blog](/blog/)
`

// ---------------------------------------------------------------------------
// Build output (pure)

/**
 * Broken-link warnings in `docusaurus build` output: one per broken link
 * listed under "Docusaurus found broken links" ("-> linking to …"), plus one
 * per unresolved Markdown link or image warning.
 */
export function countBrokenLinkWarnings(output) {
  const links = (output.match(/^\s*-> linking to /gm) ?? []).length
  const markdown = (output.match(/\[WARNING\] Markdown (link|image) /g) ?? []).length
  return links + markdown
}

export { countPages }

// ---------------------------------------------------------------------------
// Steps with I/O

/** Every `index.md` under a folder, as route → text. */
export function twinsUnder(publicDir, sub) {
  const out = []
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name))
      else if (e.name === 'index.md') {
        const rel = relative(publicDir, d).split(sep).join('/')
        out.push({ route: `/${rel}/`, text: readFileSync(join(d, e.name), 'utf8') })
      }
    }
  }
  if (existsSync(join(publicDir, sub))) walk(join(publicDir, sub))
  return out.sort((a, b) => a.route.localeCompare(b.route))
}

export function write(base, file, content) {
  const target = join(base, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}

/** npm install in the work folder when node_modules is missing or package.json changed since the last install. */
export function ensureInstalled(workDir, log = console.log, versions = VERSIONS) {
  const label = `Docusaurus ${versions['@docusaurus/core']}${versions['@docusaurus/faster'] ? ' with @docusaurus/faster' : ''}, search ${versions['@easyops-cn/docusaurus-search-local']}`
  return npmInstall({ workDir, pkg: sitePackageJson(versions), bin: 'docusaurus', label, log })
}

/**
 * Writes `pkg` as the work folder's package.json and runs `npm install` there
 * unless node_modules/.bin/<bin> exists and the stamp left by the last install
 * holds the same package.json's hash. On failure, the tail of npm's output.
 * @param {{ workDir: string, pkg: string, bin: string, label: string, log?: (s: string) => void }} o
 */
export function npmInstall({ workDir, pkg, bin, label, log = console.log }) {
  const hash = createHash('sha256').update(pkg).digest('hex')
  writeFileSync(join(workDir, 'package.json'), pkg)
  const stamp = join(workDir, 'node_modules', STAMP)
  if (existsSync(join(workDir, 'node_modules/.bin', bin)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return { installed: false }
  log(`  npm install in ${workDir} (${label}) …`)
  const t0 = Date.now()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const res = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: workDir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' }, maxBuffer: 64 * 2 ** 20 })
  if (res.status !== 0) {
    const tail = `${res.stdout ?? ''}\n${res.stderr ?? ''}${res.error ? `\n${res.error.message}` : ''}`.trim().split('\n').slice(-30).join('\n')
    throw new Error(`npm install failed in ${workDir} (exit ${res.status}):\n${tail}`)
  }
  writeFileSync(stamp, hash + '\n')
  return { installed: true, seconds: (Date.now() - t0) / 1000 }
}

/** Our categories: every content/docs/<dir>/_category_.yml, parsed. */
export function categoriesOf(root) {
  const categories = []
  const walk = (d, rel) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), rel ? `${rel}/${e.name}` : e.name)
      else if (rel && (e.name === '_category_.yml' || e.name === '_category_.yaml')) categories.push({ dir: rel, data: parseYaml(readFileSync(join(d, e.name), 'utf8')) })
    }
  }
  walk(join(root, 'content/docs'), '')
  return categories
}

/**
 * Our listed blog posts, oldest first: slug, date and front matter from
 * content/blog/<yyyy-mm-dd-slug>/index.mdx, where the truncate marker sits,
 * and the twin's text. A post without a twin (draft, unlisted) is left out,
 * as our site leaves it out of the blog.
 */
export function postsOf(root, publicDir) {
  const blogTwins = new Map(twinsUnder(publicDir, 'blog').map((t) => [t.route, t.text]))
  const posts = []
  const blogDir = join(root, 'content/blog')
  for (const name of existsSync(blogDir) ? readdirSync(blogDir).sort() : []) {
    const parsed = postDir(name)
    const source = ['index.mdx', 'index.md'].map((f) => join(blogDir, name, f)).find((f) => existsSync(f))
    if (!parsed || !source) continue
    const { data, body } = splitSource(readFileSync(source, 'utf8'))
    const slug = typeof data.slug === 'string' ? data.slug.replace(/^\/|\/$/g, '') : parsed.slug
    const twin = blogTwins.get(`/blog/${slug}/`)
    if (!twin) continue
    const date = data.date ? new Date(data.date).toISOString().slice(0, 10) : parsed.date
    posts.push({ slug, date, data, truncateAfter: blocksBeforeTruncate(body), twin })
  }
  return posts
}

/**
 * Creates (or reuses) the work folder, installs Docusaurus there when needed,
 * and lays out the site from our content: docs and blog from the twins in
 * publicDir, the reference from graphql-schema/, categories from content/docs.
 * @param {{ root: string, publicDir?: string, variant?: (typeof VARIANTS)[keyof typeof VARIANTS], workDir?: string, log?: (s: string) => void }} options
 */
export function prepare({ root, publicDir = join(root, 'public'), variant = VARIANTS.default, workDir = variant.workDir, log = console.log }) {
  const docTwins = twinsUnder(publicDir, 'docs')
  if (!existsSync(join(publicDir, 'index.html')) || docTwins.length === 0) {
    throw new Error(`No build with Markdown twins in ${publicDir} (public/docs/**/index.md): run npm run build first`)
  }
  mkdirSync(workDir, { recursive: true })
  const install = ensureInstalled(workDir, log, variant.versions)
  // The content folders are written afresh every time; node_modules stays.
  for (const d of ['docs', 'blog', 'src', 'static', 'build', '.docusaurus']) rmSync(join(workDir, d), { recursive: true, force: true })

  const reference = referenceOf(root)
  const referenceRoutes = new Set(reference.map((r) => r.route))
  const clash = docTwins.find((t) => referenceRoutes.has(t.route))
  if (clash) throw new Error(`${clash.route} is both a twin and a reference page`)

  // Docs and reference share one folder layout (the reference folders hold no twin but the intro).
  const all = [...docTwins.map((t) => ({ route: t.route, twin: t.text })), ...reference.map((r) => ({ route: r.route, page: r.content }))]
  const files = docFiles(all.map((x) => x.route))
  for (const x of all) write(join(workDir, 'docs'), /** @type {string} */ (files.get(x.route)), x.twin !== undefined ? docPage(x.route, x.twin) : x.page)

  const categories = categoriesOf(root)
  const categoryJson = categoryFiles(categories, [...files.values()])
  for (const c of categoryJson) write(join(workDir, 'docs'), c.file, c.content)

  const posts = postsOf(root, publicDir)
  for (const p of posts) {
    const post = blogPost(p, p.twin)
    write(join(workDir, 'blog'), post.file, post.content)
  }

  const markdownPage = join(publicDir, 'markdown-page/index.md')
  if (existsSync(markdownPage)) {
    const { title, body } = parseTwin(readFileSync(markdownPage, 'utf8'))
    write(join(workDir, 'src/pages'), 'markdown-page.md', `${frontMatter({ title })}\n${relativiseSiteLinks(body)}\n`)
  }
  write(join(workDir, 'src/pages'), 'index.md', HOME_PAGE)
  write(workDir, 'docusaurus.config.js', siteConfig({ future: variant.future }))
  write(workDir, 'sidebars.js', SIDEBARS)
  const favicon = join(root, 'static/favicon.svg')
  if (existsSync(favicon)) write(join(workDir, 'static'), 'favicon.svg', readFileSync(favicon))
  const layout = { docs: docTwins.length, referencePages: reference.length, categories: categoryJson.length, blogPosts: posts.length, install }
  log(`  laid out ${layout.docs} docs, ${layout.referencePages} reference pages, ${layout.categories} categories, ${layout.blogPosts} blog posts in ${workDir}`)
  return { workDir, ...layout }
}

/**
 * `docusaurus build`, cold: build/, .docusaurus/ and webpack's persistent
 * cache (node_modules/.cache) are deleted first. `measured` is bench.mjs's
 * (wall time and peak RSS of the process tree, sampled the same way as for Gatsby).
 * @param {{ workDir?: string, measured: (cmd: string, args: string[], options: { cwd?: string, env?: NodeJS.ProcessEnv }) => Promise<{ code: number | null, out: string, seconds: number, peakRss: number }>, env?: NodeJS.ProcessEnv }} options
 */
export async function build({ workDir = DEFAULT_WORK_DIR, measured, env = process.env }) {
  const bin = join(workDir, 'node_modules/.bin/docusaurus')
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run prepare() first`)
  for (const d of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(join(workDir, d), { recursive: true, force: true })
  const res = await measured(bin, ['build'], { cwd: workDir, env: { ...env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY_DISABLED: '1' } })
  if (res.code !== 0) throw new Error(`docusaurus build failed (exit ${res.code}):\n${res.out.split('\n').slice(-40).join('\n')}`)
  const buildDir = join(workDir, 'build')
  return {
    seconds: res.seconds,
    peakRssBytes: res.peakRss,
    pages: countPages(buildDir),
    buildDir,
    brokenLinkWarnings: countBrokenLinkWarnings(res.out),
    warnings: (res.out.match(/\[WARNING\]/g) ?? []).length,
    output: res.out,
  }
}

/**
 * The search index files the plugin wrote (search-index*.json at the build
 * root), raw and gzip (level 9, as scripts/bench-search.mjs measures ours),
 * and the ones a first search downloads: without search contexts the plugin
 * has one index, search-index.json; with contexts, the file of the context
 * holding `route`, else the default one.
 * @param {string} buildDir
 * @param {string} [route] page the first search starts from
 */
export function searchIndex(buildDir, route = '/docs/intro/') {
  const files = readdirSync(buildDir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .sort()
    .map((file) => {
      const buf = readFileSync(join(buildDir, file))
      return { file, raw: statSync(join(buildDir, file)).size, gzip: gzipSync(buf, { level: 9 }).length }
    })
  if (!files.length) throw new Error(`no search-index*.json in ${buildDir}: did the search theme run?`)
  const contextual = files.filter((f) => f.file !== 'search-index.json')
  const context = contextual
    .map((f) => ({ f, dir: f.file.replace(/^search-index-?|\.json$/g, '') }))
    .filter(({ dir }) => dir && route.replace(/\//g, '-').replace(/^-|-$/g, '').startsWith(dir))
    .sort((a, b) => b.dir.length - a.dir.length)[0]?.f
  const first = context ?? files.find((f) => f.file === 'search-index.json') ?? files[0]
  const sum = (list, k) => list.reduce((s, f) => s + f[k], 0)
  return { files, firstSearchFiles: [first.file], firstSearchRaw: first.raw, firstSearchGzip: first.gzip, allRaw: sum(files, 'raw'), allGzip: sum(files, 'gzip') }
}

/**
 * Our side of the search comparison, from public/search/manifest.json: a
 * first docs search downloads the manifest and the docs context's index (text
 * chunks only for the hits shown); `all` is every context's index, `withText`
 * adds every text chunk (the Docusaurus index holds the text too).
 * Gzip level 9, as scripts/bench-search.mjs measures.
 * @param {string} publicDir
 */
export function ourSearchIndex(publicDir) {
  if (!existsSync(join(publicDir, 'search/manifest.json'))) throw new Error('public/search/manifest.json is missing: run npm run build first')
  // Split by term (issue 42): the heads, then term chunks per query word and section chunks per hit shown.
  const { manifest: m, contexts: files } = searchFiles(publicDir)
  const contexts = files.map((c) => ({ context: c.context, url: c.url, raw: c.head.raw, gzip: c.head.gzip, chunks: c.termChunks + c.sectionChunks, chunkRaw: c.termRaw + c.sectionRaw, chunkGzip: c.termGzip + c.sectionGzip }))
  const docs = contexts.find((c) => c.context === 'docs') ?? contexts[0]
  const sum = (k) => contexts.reduce((s, c) => s + c[k], 0)
  return {
    contexts,
    manifest: m,
    // Before any word is typed: the manifest and the docs head (the probe measures what a real query adds).
    firstSearchRaw: m.raw + docs.raw,
    firstSearchGzip: m.gzip + docs.gzip,
    allRaw: sum('raw'),
    allGzip: sum('gzip'),
    withTextRaw: sum('raw') + sum('chunkRaw'),
    withTextGzip: sum('gzip') + sum('chunkGzip'),
  }
}
