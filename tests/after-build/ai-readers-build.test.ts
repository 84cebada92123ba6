/**
 * The files for AI readers as the build wrote them (public/): llms.txt, the
 * Markdown twins and the published SDL. Runs after the build in `npm test`
 * (AFTER_BUILD=1, where a missing build is a failure); run by hand, it checks
 * the last build and says so when there is none.
 *
 * - llms.txt lists every listed doc of content/docs exactly once, and no
 *   unlisted or draft doc; every link to this site resolves to a built file;
 * - every twin parses as CommonMark and holds no JSX, no import/export line
 *   and no HTML comment (outside code);
 * - unlisted and draft docs have no twin.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { contentFiles } from '../unit/contentFiles'
import { splitFrontMatter, normaliseFrontMatter } from '../../src/lib/frontmatter'
import { docRoute } from '../../src/lib/paths'
import { twinIndexLine, twinPath } from '../../src/ai-readers/lib/aiTwin'
import { site } from '../../src/config/site'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const llmsFile = path.join(publicDir, 'llms.txt')
const built = existsSync(llmsFile)
const required = process.env.AFTER_BUILD === '1'
if (!built && !required) console.info('ai-readers-build: no llms.txt in public/ (run `npm run build`); this check runs after the build in `npm test`.')
const maybe = built || required ? test : test.skip

const docsDir = path.join(root, 'content/docs')
const docs = contentFiles(docsDir).map((file) => {
  const fm = normaliseFrontMatter(splitFrontMatter(readFileSync(file, 'utf8')).data)
  const rel = path.relative(docsDir, file).split(path.sep).join('/')
  return { file: rel, route: docRoute(rel, fm.slug), unlisted: Boolean(fm.unlisted), draft: Boolean(fm.draft) }
})

function twins(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...twins(full))
    else if (name === 'index.md') out.push(full)
  }
  return out
}

maybe('llms.txt lists every listed doc once and no unlisted or draft doc', () => {
  const txt = readFileSync(llmsFile, 'utf8')
  // Entries of the lists (the introduction may also link a page, such as the one about the MCP server).
  const entries = txt.split('\n').filter((l) => l.startsWith('- ['))
  const count = (route: string) => entries.filter((l) => l.includes(`(${site.url}${twinPath(route)})`)).length
  const listed = docs.filter((d) => !d.unlisted && !d.draft)
  expect(listed.length).toBeGreaterThan(50)
  const wrong = listed.filter((d) => count(d.route) !== 1).map((d) => `${d.file}: ${count(d.route)} times`)
  expect(wrong).toEqual([])
  const hidden = docs.filter((d) => (d.unlisted || d.draft) && txt.includes(`${site.url}${d.route}`)).map((d) => d.file)
  expect(hidden).toEqual([])
})

maybe('every link of llms.txt to this site resolves to a built file', () => {
  const txt = readFileSync(llmsFile, 'utf8')
  const links = [...txt.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]).filter((u) => u.startsWith(site.url))
  const missing = links.filter((u) => !existsSync(path.join(publicDir, decodeURI(u.slice(site.url.length)))))
  expect(missing).toEqual([])
  for (const f of ['evm', 'evm-extensions', 'solana', 'tron', 'trading', 'ton']) expect(txt).toContain(`${site.url}/graphql-schema/${f}.graphql`)
})

maybe('unlisted and draft docs have no twin', () => {
  const hidden = docs.filter((d) => (d.unlisted || d.draft) && existsSync(path.join(publicDir, twinPath(d.route))))
  expect(hidden.map((d) => d.file)).toEqual([])
})

type Node = { type: string; value?: string; children?: Node[] }

/** Leftovers of MDX a twin must not contain: raw HTML/JSX, import/export lines, expressions. */
function leftovers(tree: Node): string[] {
  const out: string[] = []
  const walk = (n: Node) => {
    if (n.type === 'code' || n.type === 'inlineCode') return
    if (n.type === 'html') out.push(`HTML/JSX: ${n.value?.slice(0, 60)}`)
    if (n.type === 'text' && /^(import|export)\s/m.test(n.value ?? '')) out.push(`import/export: ${n.value?.slice(0, 60)}`)
    if (n.type === 'text' && /<\/?[A-Z][A-Za-z]*[\s/>]|\{\/\*/.test(n.value ?? '')) out.push(`JSX in text: ${n.value?.slice(0, 60)}`)
    for (const c of n.children ?? []) walk(c)
  }
  walk(tree)
  return out
}

maybe('every twin parses as CommonMark + GFM with no JSX, import lines or comments left', () => {
  const files = twins(publicDir)
  expect(files.length).toBeGreaterThan(50)
  const problems: string[] = []
  for (const f of files) {
    const text = readFileSync(f, 'utf8')
    const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as unknown as Node
    // The index line (a quote naming llms.txt), then the page's title.
    const [lead, first] = (tree.children ?? []) as (Node & { depth?: number })[]
    if (!text.startsWith(`${twinIndexLine(site.title, site.url)}\n\n`) || lead?.type !== 'blockquote') problems.push(`${path.relative(publicDir, f)}: does not start with the line pointing to llms.txt`)
    if (!first || first.type !== 'heading' || first.depth !== 1) problems.push(`${path.relative(publicDir, f)}: has no # title after the index line`)
    for (const p of leftovers(tree)) problems.push(`${path.relative(publicDir, f)}: ${p}`)
  }
  expect(problems).toEqual([])
})
