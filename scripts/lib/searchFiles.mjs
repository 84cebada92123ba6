/**
 * The search files of a build, read from public/ the way the worker finds
 * them (issue 42): the manifest names each context's head; a head names its
 * term chunks and section chunks by index and content hash
 * (`{d}/{context}-t{i}.{hash}.json`, `{d}/{context}-s{i}.{hash}.json`,
 * SearchEngine.chunkUrl). Used by the search benchmark and the four-site
 * comparison, so both count the same files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** @param {{ d: string, context: string, tu: string[], su: string[] }} head */
export function chunkUrls(head) {
  return {
    terms: head.tu.map((hash, i) => `${head.d}/${head.context}-t${i}.${hash}.json`),
    sections: head.su.map((hash, i) => `${head.d}/${head.context}-s${i}.${hash}.json`),
  }
}

/**
 * Sizes of every search file of a build, per context (bytes raw and gzip level 9).
 * @param {string} publicDir
 */
export function searchFiles(publicDir) {
  const size = (url) => {
    const buf = readFileSync(join(publicDir, url))
    return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  }
  const sum = (xs, k) => xs.reduce((s, x) => s + x[k], 0)
  const manifest = JSON.parse(readFileSync(join(publicDir, 'search/manifest.json'), 'utf8'))
  const contexts = manifest.contexts.map((c) => {
    const head = JSON.parse(readFileSync(join(publicDir, c.url), 'utf8'))
    const urls = chunkUrls(head)
    const terms = urls.terms.map(size)
    const sections = urls.sections.map(size)
    return {
      context: c.context,
      url: c.url,
      buildMs: c.buildMs,
      pages: head.pages.length,
      sections: head.y.length,
      head: size(c.url),
      termChunks: terms.length,
      termRaw: sum(terms, 'raw'),
      termGzip: sum(terms, 'gzip'),
      largestTermGzip: Math.max(0, ...terms.map((t) => t.gzip)),
      sectionChunks: sections.length,
      sectionRaw: sum(sections, 'raw'),
      sectionGzip: sum(sections, 'gzip'),
    }
  })
  return { manifest: size('/search/manifest.json'), contexts }
}
