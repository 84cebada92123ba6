/**
 * Preloaded with `node -r` to prove that a program runs with the production
 * dependencies only (`npm ci --omit=dev`): a package named in the
 * devDependencies of package.json, required by the program's own code (not
 * by a dependency, which npm installs for itself), fails as it would on a
 * production install.
 */
const Module = require('node:module')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const pkg = require(path.join(root, 'package.json'))
const dev = new Set(Object.keys(pkg.devDependencies || {}))
const prod = new Set(Object.keys(pkg.dependencies || {}))
const packageOf = (request) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0])
const original = Module._resolveFilename

Module._resolveFilename = function (request, parent, ...rest) {
  const from = parent && parent.filename ? parent.filename : ''
  const ours = from && !from.includes(`${path.sep}node_modules${path.sep}`)
  if (ours && !request.startsWith('.') && !request.startsWith('node:') && !path.isAbsolute(request)) {
    const name = packageOf(request)
    if (dev.has(name) && !prod.has(name)) {
      const err = new Error(`Cannot find module '${request}' (a devDependency, absent from a production install), required by ${path.relative(root, from)}`)
      err.code = 'MODULE_NOT_FOUND'
      throw err
    }
  }
  return original.call(this, request, parent, ...rest)
}
