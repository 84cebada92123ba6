#!/usr/bin/env node
/**
 * A plain static server for the production build (public/): no server-side
 * redirects, 404.html with status 404 for unknown paths, gzip when the client
 * accepts it, long caching for hashed assets. Used by `npm run serve`, the
 * browser tests and the benchmarks.
 *
 *   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--mount /]
 *
 * --mount serves the site under another path prefix (used to test the
 * path-prefix check).
 */
import { createServer } from 'node:http'
import { createReadStream, statSync, readFileSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'
import { parseOptions } from './lib/args.mjs'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the pages ({route}index.md) and the published SDL (/graphql-schema/*.graphql).
  '.md': 'text/markdown; charset=utf-8',
  '.graphql': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.md', '.graphql', '.xml', '.map'])

export function startServer({ port = 9000, host = '127.0.0.1', dir = 'public', mount = '/' } = {}) {
  const root = resolve(dir)
  const prefix = mount.endsWith('/') ? mount : `${mount}/`
  const fileAt = (p) => {
    try {
      const s = statSync(p)
      if (s.isFile()) return { path: p, size: s.size }
      if (s.isDirectory()) {
        const index = join(p, 'index.html')
        const si = statSync(index)
        if (si.isFile()) return { path: index, size: si.size, directory: true }
      }
    } catch {
      return null
    }
    return null
  }
  const server = createServer((req, res) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      // A malformed escape (/docs/a%2/): the not-found page, with the 400 status a host gives.
      try {
        const body = readFileSync(join(root, '404.html'))
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        res.end(body)
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain' })
        res.end('Bad request')
      }
      return
    }
    let found = null
    if (pathname.startsWith(prefix) || `${pathname}/` === prefix) {
      const rel = pathname.slice(prefix.length - 1)
      const target = normalize(join(root, rel))
      // Inside the folder only: `root + sep`, so /public-other/ (a sibling whose name starts with ours) is outside.
      if (target === root || target.startsWith(root + sep)) found = fileAt(target)
      // A directory request without the trailing slash gets redirected like any static host does.
      if (found && found.directory && !pathname.endsWith('/')) {
        const url = new URL(req.url ?? '/', 'http://x')
        res.writeHead(301, { location: `${url.pathname}/${url.search}` })
        res.end()
        return
      }
    }
    let status = 200
    if (!found) {
      status = 404
      found = fileAt(join(root, '404.html'))
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        res.end('Not found')
        return
      }
    }
    const ext = extname(found.path)
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream' }
    const immutable = /-[0-9a-f]{16,}\.(js|css)$/.test(found.path) || found.path.includes(`${join(root, 'static')}`)
    headers['cache-control'] = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    if (gzip) {
      headers['content-encoding'] = 'gzip'
      headers.vary = 'accept-encoding'
    } else {
      headers['content-length'] = String(found.size)
    }
    res.writeHead(status, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(found.path)
    stream.on('error', () => res.destroy())
    if (gzip) stream.pipe(createGzip({ level: 6 })).pipe(res)
    else stream.pipe(res)
  })
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server))
  })
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const { values: argv } = parseOptions(
    { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' }, mount: { type: 'string' } },
    'Usage: npm run serve -- [--port 9000] [--host 127.0.0.1] [--dir public] [--mount /]',
  )
  const opt = (name, fallback) => argv[name] ?? fallback
  const port = Number(opt('port', process.env.PORT ?? 9000))
  const host = opt('host', '127.0.0.1')
  const dir = opt('dir', 'public')
  const mount = opt('mount', '/')
  try {
    readFileSync(join(resolve(dir), 'index.html'))
  } catch {
    console.error(`No build found in ${dir}/. Run "npm run build" first.`)
    process.exit(1)
  }
  startServer({ port, host, dir, mount }).then(() => console.log(`Serving ${dir}/ at http://${host}:${port}${mount}`))
}
