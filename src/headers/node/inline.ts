/**
 * The inline code of the built HTML, for the Content-Security-Policy: every
 * inline `<script>` and `<style>` is allowed by the SHA-256 of its exact text
 * (DECISIONS "Content-Security-Policy"), so the build reads them from
 * public/ after Gatsby and the redirect module have written every page, and
 * refuses what a hash cannot allow: style attributes, event-handler
 * attributes and `javascript:` URLs. Each page then gets the policy as a
 * `<meta http-equiv>` too, for hosts that send no headers.
 *
 * The HTML is read with a tag pattern, not a parser: the build writes it
 * (React and our string builders), so tags are well formed, and escaped
 * text (`&lt;script&gt;` in a code sample) never matches.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { InlineHashes } from './policy'

/**
 * At most this many different inline scripts in one build. There are five
 * (colour mode, path-prefix check, Gatsby's chunk map and page loader, the
 * redirect page); a script whose text differs per page would add a hash per
 * page to the header, so the build stops instead and says where it is.
 */
export const MAX_INLINE_SCRIPTS = 8
/** At most this many different inline stylesheets: Gatsby inlines one per template, plus the shared one. */
export const MAX_INLINE_STYLES = 32

/** A CSP hash source for a text: 'sha256-<base64>' of its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
/** Script types a browser executes; other types (JSON data blocks) are not subject to script-src. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module'])

export function attributes(raw: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of raw.matchAll(ATTR)) out.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '')
  return out
}

export type PageInline = {
  scripts: string[]
  styles: string[]
  /** What no hash can allow, each as `<tag attribute="value">`. */
  refused: string[]
}

/** A cheap test: could the document hold anything the policy refuses? Only then is every tag read. */
const MAYBE_REFUSED = /\s(?:style|on[a-z]+)\s*=|javascript:/i
/** The opening tags of inline code; their attributes hold no ">" in what the build writes. */
const CODE_TAG = /<(script|style)\b([^>]*)>/gi

/** The inline scripts and stylesheets of one HTML document, and what the policy would block. */
export function inlineOf(html: string): PageInline {
  const out: PageInline = { scripts: [], styles: [], refused: [] }
  if (MAYBE_REFUSED.test(html)) {
    for (const m of html.matchAll(TAG)) {
      const name = m[1].toLowerCase()
      for (const [attr, value] of attributes(m[2])) {
        if (attr === 'style') out.refused.push(`<${name} style="${value}">`)
        else if (/^on[a-z]+$/.test(attr)) out.refused.push(`<${name} ${attr}="${value}">`)
        else if (['href', 'src', 'action', 'formaction'].includes(attr) && /^\s*javascript:/i.test(value)) out.refused.push(`<${name} ${attr}="${value}">`)
      }
    }
  }
  for (const m of html.matchAll(CODE_TAG)) {
    const name = m[1].toLowerCase()
    const start = (m.index ?? 0) + m[0].length
    const end = html.indexOf(`</${name}`, start)
    if (end < 0) continue
    const text = html.slice(start, end)
    const attrs = attributes(m[2])
    if (name === 'style') out.styles.push(text)
    else if (!attrs.has('src') && EXECUTABLE.has((attrs.get('type') ?? '').trim().toLowerCase())) out.scripts.push(text)
  }
  return out
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i
const CHARSET = /<meta charset="utf-8"\s*\/?>/i

/**
 * The document with the policy as its first element after the charset (replacing an earlier one: builds are
 * incremental). Both live in the head, so only the head is searched: a whole-document search cost 1.8 s over
 * the 2,325 pages of a build (issue 31).
 */
export function withMetaPolicy(html: string, policy: string, file = 'the page'): string {
  if (/[<>"&]/.test(policy)) throw new Error(`A policy with markup characters cannot go into a meta element: ${policy}`)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  const headEnd = html.search(/<\/head>/i)
  const split = headEnd < 0 ? html.length : headEnd
  const head = html.slice(0, split).replace(META, '')
  const charset = CHARSET.exec(head)
  if (!charset) throw new Error(`${file}: no <meta charset="utf-8"> to put the Content-Security-Policy after`)
  const at = charset.index + charset[0].length
  return head.slice(0, at) + meta + head.slice(at) + html.slice(split)
}

/**
 * Gatsby's own folder: HTML fragments it stitches into pages (the scripts
 * slice), not documents. Their scripts reach readers inside the pages, where
 * they are collected.
 */
const FRAGMENTS = '_gatsby'

/** The HTML documents under a build folder. */
export async function htmlFiles(dir: string, top = true): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory() && !(top && e.name === FRAGMENTS)) out.push(...(await htmlFiles(p, false)))
    else if (e.isFile() && e.name.endsWith('.html')) out.push(p)
  }
  return out.sort()
}

export type BuildInline = {
  hashes: InlineHashes
  /** Per hash, how many files carry it and the first of them (for messages). */
  scripts: Map<string, { files: number; first: string; text: string }>
  styles: Map<string, { files: number; first: string }>
  refused: string[]
  files: number
}

/** How many files are read or written at once: the reads and writes overlap the scanning. */
export const FILE_CONCURRENCY = 16

/** fn over every item, at most `limit` at a time; the results keep the items' order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return out
}

/** Every inline script and stylesheet of the HTML under public/, by hash. */
export async function collectInline(publicDir: string): Promise<BuildInline> {
  const scripts: BuildInline['scripts'] = new Map()
  const styles: BuildInline['styles'] = new Map()
  const refused: string[] = []
  const files = await htmlFiles(publicDir)
  // Read, scanned and hashed in parallel (only hashes are kept, not the stylesheets' text), counted in file
  // order so the first file named in a message stays the same.
  const pages = await mapLimit(files, FILE_CONCURRENCY, async (file) => {
    const page = inlineOf(await readFile(file, 'utf8'))
    return {
      scripts: [...new Set(page.scripts)].map((text) => ({ hash: cspHash(text), text })),
      styles: [...new Set(page.styles)].map(cspHash),
      refused: page.refused,
    }
  })
  for (const [i, file] of files.entries()) {
    const rel = path.relative(publicDir, file).split(path.sep).join('/')
    const page = pages[i]
    for (const { hash: h, text } of page.scripts) {
      const seen = scripts.get(h)
      if (seen) seen.files++
      else scripts.set(h, { files: 1, first: rel, text })
    }
    for (const h of new Set(page.styles)) {
      const seen = styles.get(h)
      if (seen) seen.files++
      else styles.set(h, { files: 1, first: rel })
    }
    for (const r of page.refused) refused.push(`${rel}: ${r}`)
  }
  return { hashes: { scripts: [...scripts.keys()].sort(), styles: [...styles.keys()].sort() }, scripts, styles, refused, files: files.length }
}

/** Why this build's inline code cannot go under the policy, or [] when it can. */
export function inlineProblems(found: BuildInline): string[] {
  const problems = found.refused.slice(0, 20).map((r) => `${r}: the policy blocks this; use a class and the stylesheet, or a listener in the bundle`)
  if (found.refused.length > 20) problems.push(`… and ${found.refused.length - 20} more`)
  if (found.scripts.size > MAX_INLINE_SCRIPTS) {
    const few = [...found.scripts.values()].filter((s) => s.files <= 2).slice(0, 5)
    problems.push(
      `${found.scripts.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): a script whose text differs per page puts one hash per page into the header. Move the per-page value into a data- attribute. For example: ${few.map((s) => `${s.first} (${s.text.slice(0, 60)}…)`).join('; ')}`,
    )
  }
  if (found.styles.size > MAX_INLINE_STYLES) problems.push(`${found.styles.size} different inline stylesheets (at most ${MAX_INLINE_STYLES})`)
  return problems
}

/** Writes the meta policy into every page; returns how many files changed. */
export async function writeMetaPolicies(publicDir: string, policy: string): Promise<number> {
  const written = await mapLimit(await htmlFiles(publicDir), FILE_CONCURRENCY, async (file) => {
    const html = await readFile(file, 'utf8')
    const next = withMetaPolicy(html, policy, file)
    if (next === html) return false
    await writeFile(file, next)
    return true
  })
  return written.filter(Boolean).length
}
