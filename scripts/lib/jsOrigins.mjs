/**
 * Where a page's first-load JavaScript comes from: each file's source map
 * gives, for every stretch of generated code, the source it was compiled
 * from; the stretches are summed per source and the sources grouped into
 * origins (React, Gatsby's runtime, webpack's runtime, other libraries, our
 * own code in src/). Gzip bytes are the file's gzip size shared out in
 * proportion to the raw bytes, which is close enough to rank the origins
 * (gzip does not compress every part alike).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/**
 * Source-map `mappings` decoded to, per generated line, [column, source index] pairs
 * (only what attribution needs; names and original positions are skipped).
 * @param {string} mappings
 * @returns {[number, number][][]}
 */
export function decodeMappings(mappings) {
  const lines = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segs = []
    let col = 0
    for (const seg of line.split(',')) {
      if (!seg) continue
      const fields = []
      let value = 0
      let shift = 0
      for (const ch of seg) {
        const digit = B64[ch]
        if (digit === undefined) throw new Error(`bad base64 digit "${ch}" in source map`)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      col += fields[0]
      if (fields.length >= 4) {
        source += fields[1]
        segs.push([col, source])
      } else segs.push([col, -1])
    }
    lines.push(segs)
  }
  return lines
}

/**
 * The origin of a source path in a webpack source map.
 * @param {string} source
 * @returns {string}
 */
export function originOf(source) {
  const s = source.replace(/^webpack:\/\/\/?(?:[^/]*\/)?/, '').replace(/^\.\//, '')
  if (/webpack\/(runtime|bootstrap)|^\(webpack\)|webpack\/startup/.test(source)) return 'webpack runtime'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]
  if (pkg) {
    if (pkg === 'react' || pkg === 'react-dom' || pkg === 'scheduler') return 'React'
    if (pkg === 'gatsby' || pkg.startsWith('gatsby-') || pkg.startsWith('@gatsbyjs/') || pkg === '@reach/router' || pkg === 'gatsby-react-router-scroll') return "Gatsby's runtime"
    return `library: ${pkg}`
  }
  if (/(^|\/)\.cache\//.test(s)) return "Gatsby's runtime"
  if (/(^|\/)(src|gatsby-browser)/.test(s)) return 'ours'
  return 'other'
}

/**
 * Raw and gzip bytes of each origin in the given built files.
 * @param {string} publicDir
 * @param {string[]} srcs URL paths of the JS files (pageWeight's `files[].src`)
 * @returns {{ origins: Record<string, { raw: number, gzip: number }>, unmapped: number, files: number }}
 */
export function jsOrigins(publicDir, srcs) {
  const origins = {}
  let unmapped = 0
  const add = (origin, raw, gzip) => {
    origins[origin] ??= { raw: 0, gzip: 0 }
    origins[origin].raw += raw
    origins[origin].gzip += gzip
  }
  for (const src of srcs) {
    const file = join(publicDir, src.split('?')[0])
    const code = readFileSync(file, 'utf8')
    const gzip = gzipSync(code, { level: 6 }).length
    const mapFile = `${file}.map`
    if (!existsSync(mapFile)) {
      add('unmapped', code.length, gzip)
      unmapped += code.length
      continue
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'))
    const lines = code.split('\n')
    const perSource = new Map()
    let mapped = 0
    decodeMappings(map.mappings).forEach((segs, i) => {
      const len = lines[i]?.length ?? 0
      segs.forEach(([col, source], j) => {
        const end = j + 1 < segs.length ? segs[j + 1][0] : len
        if (source < 0 || end <= col) return
        perSource.set(source, (perSource.get(source) ?? 0) + (end - col))
        mapped += end - col
      })
    })
    const total = code.length
    for (const [source, raw] of perSource) add(originOf(map.sources[source] ?? ''), raw, (gzip * raw) / total)
    if (total > mapped) {
      add('unmapped', total - mapped, (gzip * (total - mapped)) / total)
      unmapped += total - mapped
    }
  }
  for (const o of Object.values(origins)) o.gzip = Math.round(o.gzip)
  return { origins, unmapped, files: srcs.length }
}
